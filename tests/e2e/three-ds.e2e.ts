import type { Browser, Frame, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Wire } from "../../domain"
import { startAdapterPage } from "../adapters/browser-page"
import { addItemRequest, checkoutRequest } from "../support/requests"
import { type FreshSandbox, freshSandbox } from "../support/sandbox"
import { launchBrowser } from "./browser"

/**
 * The ThreeDS adapter (sandbox whitelist) in Chromium against the sandbox's challenge page: a card
 * that requires 3-D Secure, the full-screen frame, forged messages from the wrong origin and from
 * the right origin's OTHER window ignored, "Potwierdź" → successful and the order placed on
 * re-submit, "Anuluj" → cancelled and the re-submit refused.
 */
let browser: Browser
let sandbox: FreshSandbox
let adapterPage: Awaited<ReturnType<typeof startAdapterPage>>
let token: string

const api = async <T>(path: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await fetch(`${sandbox.url}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

beforeAll(async () => {
  adapterPage = await startAdapterPage()
  sandbox = await freshSandbox({ widgetOrigin: adapterPage.origin })
  browser = await launchBrowser()
  const login = await api<{ data: { token: string } }>("/customer/login?widget=true", {
    method: "POST",
    body: { email: "anna@example.com", password: "haslo123" },
  })
  token = login.body.data.token
})
afterAll(async () => {
  await browser?.close()
  await sandbox?.stop()
  await adapterPage?.close()
})

interface CheckoutAnswer {
  success?: boolean
  message?: string
  data?: { order?: { id: number }; orderId?: number; threeDsUrl?: string }
}

/** A cart with one pizza, paid with a 3-D Secure test card: the sandbox answers with a challenge URL. */
const checkoutNeedingThreeDs = async () => {
  const cart = await api<{ data: { uuid: string } }>("/customer/cart/for-guest?restaurant_id=1&type=3&widget=true", {
    method: "POST",
  })
  const cart_uuid = cart.body.data.uuid
  await api("/customer/cart/add-item?widget=true", {
    method: "POST",
    body: addItemRequest(cart_uuid, { product_id: 1001, addons: [6001], quantity: 1, exclude_ingredients: [] }),
  })
  const card = await api<{ data: { token: string } }>("/sandbox/cards/tokenize", {
    method: "POST",
    body: { number: "4000000000003220", exp_month: 12, exp_year: 2039, cvv: "123" },
  })
  const body = (payment_data: Wire.CheckoutBody["payment_data"]) =>
    checkoutRequest(cart_uuid, { payment_type: "card", payment_data })
  const first = await api<CheckoutAnswer>("/customer/cart/checkout?widget=true", {
    method: "POST",
    body: body({ card_token: card.body.data.token }),
  })
  const url = first.body.data?.threeDsUrl
  const orderId = first.body.data?.orderId
  if (!url || !orderId) throw new Error(`no 3-D Secure challenge: ${JSON.stringify(first.body)}`)
  const resubmit = () =>
    api<CheckoutAnswer>("/customer/cart/checkout?widget=true", { method: "POST", body: body({ order_id: orderId }) })
  return { url, orderId, resubmit }
}

const openChallenge = async (url: string): Promise<{ page: Page; challenge: Frame }> => {
  const page = await browser.newPage({ viewport: { width: 390, height: 800 } })
  await page.goto(`${adapterPage.origin}/?api=${encodeURIComponent(sandbox.url)}`)
  await page.evaluate((u) => {
    const w = window as unknown as { outcome: string | null }
    w.outcome = null
    void window.adapterPage.challenge(u).then((o) => {
      w.outcome = o
    })
  }, url)
  const frameElement = await page.waitForSelector('[role="dialog"][aria-label="3-D Secure"] iframe')
  const challenge = await frameElement.contentFrame()
  if (!challenge) throw new Error("no challenge frame")
  await challenge.getByRole("button", { name: "Potwierdź", exact: true }).waitFor()
  return { page, challenge }
}

const outcome = (page: Page) => page.evaluate(() => (window as unknown as { outcome: string | null }).outcome)

describe("ThreeDS sandbox layer in a real browser", () => {
  it("covers the page, ignores forged messages, resolves successful on Potwierdź, and the order is placed", async () => {
    const { url, orderId, resubmit } = await checkoutNeedingThreeDs()
    expect(new URL(url).origin).toBe(sandbox.url)
    const { page, challenge } = await openChallenge(url)
    const box = await page.locator('[role="dialog"][aria-label="3-D Secure"]').boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 800 })

    // Forged: the page's own origin, then the sandbox origin from a window that is not the challenge frame.
    await page.evaluate(() => window.postMessage("AUTHENTICATION_SUCCESSFUL", "*"))
    await page.evaluate(
      (src) => {
        const other = document.createElement("iframe")
        other.id = "other"
        other.src = src
        document.body.append(other)
      },
      `${sandbox.url}/sandbox/card-fields?parent=${encodeURIComponent(adapterPage.origin)}`,
    )
    const otherFrame = await (await page.waitForSelector("#other")).contentFrame()
    await otherFrame?.waitForSelector("#number")
    expect(new URL(otherFrame?.url() ?? "").origin).toBe(sandbox.url)
    await otherFrame?.evaluate(() => window.parent.postMessage("AUTHENTICATION_SUCCESSFUL", "*"))
    await page.waitForTimeout(200)
    expect(await outcome(page)).toBeNull()
    expect((await resubmit()).status).toBe(402)

    await challenge.getByRole("button", { name: "Potwierdź", exact: true }).click()
    await expect.poll(() => outcome(page)).toBe("successful")
    expect(await page.locator('[role="dialog"][aria-label="3-D Secure"]').count()).toBe(0)
    const placed = await resubmit()
    expect(placed.body.data?.order?.id).toBe(orderId)
    await page.close()
  })

  it("resolves cancelled on Anuluj, and the unconfirmed order is refused on re-submit", async () => {
    const { url, resubmit } = await checkoutNeedingThreeDs()
    const { page, challenge } = await openChallenge(url)
    await challenge.getByRole("button", { name: "Anuluj", exact: true }).click()
    await expect.poll(() => outcome(page)).toBe("cancelled")
    expect(await page.locator('[role="dialog"]').count()).toBe(0)
    const refused = await resubmit()
    expect(refused.status).toBe(402)
    expect(refused.body.message).toBe("Płatność nie została potwierdzona")
    await page.close()
  })
})
