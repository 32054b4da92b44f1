import type { Browser, Frame, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startAdapterPage } from "../adapters/browser-page"
import { addItemRequest, checkoutRequest } from "../support/requests"
import { type FreshSandbox, freshSandbox } from "../support/sandbox"
import { sandboxCall } from "./account-journey"
import { launchBrowser } from "./browser"

/**
 * The Cards adapter (sandbox layer) in Chromium: the real adapter code on its own origin mounts the
 * sandbox's hosted card fields (served by the sandbox from ITS origin), the customer types into
 * that cross-origin frame, and tokenize() speaks the contract-2 postMessage protocol. The token is
 * then spent on a real sandbox checkout.
 */
let browser: Browser
let sandbox: FreshSandbox
let adapterPage: Awaited<ReturnType<typeof startAdapterPage>>

beforeAll(async () => {
  adapterPage = await startAdapterPage()
  sandbox = await freshSandbox({ widgetOrigin: adapterPage.origin })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await sandbox?.stop()
  await adapterPage?.close()
})

type TokenizeResult =
  | { ok: true; token: string; brand: string; last_four: string }
  | { ok: false; errors: Record<string, string>; message: string }

const openFields = async (): Promise<{ page: Page; fields: Frame }> => {
  const page = await browser.newPage({ viewport: { width: 390, height: 800 } })
  await page.goto(`${adapterPage.origin}/?api=${encodeURIComponent(sandbox.url)}`)
  await page.evaluate(() => window.adapterPage.mountCards())
  const frameElement = await page.waitForSelector("#fields iframe")
  const fields = await frameElement.contentFrame()
  if (!fields) throw new Error("no card fields frame")
  await fields.waitForSelector("#number")
  return { page, fields }
}

const fill = async (fields: Frame, card: { number: string; date: string; cvv: string }) => {
  await fields.fill("#number", "")
  await fields.type("#number", card.number)
  await fields.fill("#date", "")
  await fields.type("#date", card.date)
  await fields.fill("#cvv", card.cvv)
}

const tokenize = (page: Page) => page.evaluate(() => window.adapterPage.tokenize()) as Promise<TokenizeResult>

/** A JSON call to this file's sandbox (sandboxCall), read as `T`. */
const api = async <T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> =>
  (await sandboxCall(sandbox.url, path, init)).json as T

/** The demo customer Anna signed in, with a pickup cart holding one pizza: what each payment here pays for. */
const annaWithPizza = async (): Promise<{ token: string; cartUuid: string }> => {
  const login = await api<{ data: { token: string } }>("/customer/login?widget=true", {
    method: "POST",
    body: { email: "anna@example.com", password: "haslo123" },
  })
  const token = login.data.token
  const cart = await api<{ data: { uuid: string } }>("/customer/cart/for-guest?restaurant_id=1&type=3&widget=true", {
    method: "POST",
    token,
  })
  await api("/customer/cart/add-item?widget=true", {
    method: "POST",
    token,
    body: addItemRequest(cart.data.uuid, { product_id: 1001, addons: [6001], quantity: 1, exclude_ingredients: [] }),
  })
  return { token, cartUuid: cart.data.uuid }
}

describe("Cards sandbox layer in a real browser", () => {
  it("renders labelled Polish fields with the spec placeholders, from the sandbox origin", async () => {
    const { page, fields } = await openFields()
    expect(new URL(fields.url()).origin).toBe(sandbox.url)
    expect(await fields.getAttribute("#number", "placeholder")).toBe("1234 1234 1234 1234")
    expect(await fields.getAttribute("#date", "placeholder")).toBe("MM/YY")
    expect(await fields.getAttribute("#cvv", "placeholder")).toBe("•••")
    expect(await fields.textContent('label[for="number"]')).toBe("Numer karty")
    expect(await fields.evaluate(() => document.documentElement.lang)).toBe("pl")
    // The widget cannot read the card number: the fields live in another origin.
    const leaked = await page.evaluate(() => {
      try {
        return document.querySelector("iframe")?.contentDocument?.querySelector("#number") !== undefined
      } catch {
        return false
      }
    })
    expect(leaked).toBe(false)
    await page.close()
  })

  it("reports per-field errors for a bad number, a past date and a short cvv, shown beneath the fields", async () => {
    const { page, fields } = await openFields()
    await fill(fields, { number: "4444333322221112", date: "01/20", cvv: "12" })
    const result = await tokenize(page)
    expect(result).toEqual({
      ok: false,
      message: "",
      errors: {
        number: "Nieprawidłowy numer karty",
        date: "Nieprawidłowa data ważności",
        cvv: "Nieprawidłowy kod CVV",
      },
    })
    expect(await fields.textContent("#number-error")).toBe("Nieprawidłowy numer karty")
    expect(await fields.getAttribute("#cvv", "aria-invalid")).toBe("true")
    await page.close()
  })

  it("tokenises a valid card to a single-use token that pays a real sandbox checkout", async () => {
    const { page, fields } = await openFields()
    await fill(fields, { number: "4444 3333 2222 1111", date: "12/39", cvv: "123" })
    const result = await tokenize(page)
    if (!result.ok) throw new Error(`tokenize failed: ${JSON.stringify(result)}`)
    expect(result.token).toMatch(/^tok_/)
    expect(result).toMatchObject({ brand: "visa", last_four: "1111" })
    expect(await fields.textContent("#number-error")).toBe("")

    const { token, cartUuid } = await annaWithPizza()
    const checkout = (card_token: string) =>
      api<{ success: boolean; message?: string; data?: { order?: { id: number } } }>(
        "/customer/cart/checkout?widget=true",
        {
          method: "POST",
          token,
          body: checkoutRequest(cartUuid, { payment_type: "card", payment_data: { card_token } }),
        },
      )
    const paid = await checkout(result.token)
    expect(paid.data?.order?.id).toBeGreaterThan(0)
    await page.close()
  })

  it("resizes the fields frame from its resize messages and removes it on destroy", async () => {
    const { page } = await openFields()
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLIFrameElement>("#fields iframe")?.style.height))
      .not.toBe("190px")
    await page.evaluate(() => window.adapterPage.destroyCards())
    expect(await page.locator("#fields iframe").count()).toBe(0)
    await page.close()
  })
})

describe("PayU stand-in page (sandbox/pages/payu.ts) in a real browser", () => {
  const payuOrder = async () => {
    const { token, cartUuid } = await annaWithPizza()
    const answer = await api<{ data?: { orderId?: number; redirectUri?: string } }>(
      "/customer/cart/checkout?widget=true",
      {
        method: "POST",
        token,
        body: checkoutRequest(cartUuid, { payment_type: "payu" }),
      },
    )
    const { orderId, redirectUri } = answer.data ?? {}
    if (!orderId || !redirectUri) throw new Error(`no payu redirect: ${JSON.stringify(answer)}`)
    return { orderId, redirectUri }
  }

  it("asks for a 6-digit BLIK code, then pays and returns to the widget's order page", async () => {
    const { orderId, redirectUri } = await payuOrder()
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } })
    await page.goto(redirectUri)
    expect(await page.textContent(".amount")).toMatch(/zł$/)
    await page.getByRole("radio", { name: "BLIK", exact: true }).check()
    await page.getByLabel("Kod BLIK").fill("12a")
    expect(await page.inputValue("#blik")).toBe("12")
    await page.getByRole("button", { name: "Zapłać", exact: true }).click()
    expect(await page.textContent("#blik-error")).toBe("Wpisz 6-cyfrowy kod BLIK")
    await page.getByLabel("Kod BLIK").fill("123456")
    await Promise.all([
      page.waitForURL(`${adapterPage.origin}/widget/order/${orderId}?restaurantId=1`),
      page.getByRole("button", { name: "Zapłać", exact: true }).click(),
    ])
    await page.close()
  })

  it("cancels and returns to the widget's order page as well", async () => {
    const { orderId, redirectUri } = await payuOrder()
    const page = await browser.newPage()
    await page.goto(redirectUri)
    await Promise.all([
      page.waitForURL(`${adapterPage.origin}/widget/order/${orderId}?restaurantId=1`),
      page.getByRole("button", { name: "Anuluj", exact: true }).click(),
    ])
    await page.close()
  })
})
