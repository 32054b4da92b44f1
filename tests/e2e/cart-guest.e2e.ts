import { Schema } from "effect"
import type { Browser, Frame } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { choosePickup, distRoot, MOBILE, modal, openCategory, openProduct } from "../support/browser/journey"
import { launchBrowser } from "./browser"
import { addMarszalkowskaInFrame, doughInFrame, openCartInFrame, openMargheritaInFrame } from "./embed-order"
import { type Stack, startStack } from "./harness"

/**
 * Guests and lost answers (issue 11): a guest's identity travels as the X-Guest-Token header, so a
 * guest on a restaurant's page of ANOTHER site (third-party cookies blocked) can still order with
 * delivery; and an add whose answer is lost is never doubled and never reported as failed when the
 * server saved it.
 */
let browser: Browser
let blocking: Browser
let stack: Stack

beforeAll(async () => {
  stack = await startStack({ distRoot: distRoot() })
  browser = await launchBrowser()
  // The same Chromium with third-party cookies blocked, as Safari, Firefox and Chrome incognito do.
  blocking = await launchBrowser(["--test-third-party-cookie-phaseout"])
})
afterAll(async () => {
  await browser?.close()
  await blocking?.close()
  await stack?.close()
})

const serverCart = async (uuid: string) => {
  const res = await fetch(`${stack.sandboxUrl}/customer/cart?restaurant_id=1&cart_uuid=${uuid}&widget=true`)
  return Schema.decodeUnknownSync(Wire.CartResponse)(await res.json()).data
}

describe("an add whose answer is lost", () => {
  for (const lost of ["the first attempt", "every attempt"] as const)
    it(`(${lost} lost) is saved once, shown once, and reported as no failure`, async () => {
      const page = await browser.newPage({ viewport: MOBILE })
      await page.goto(`${stack.widgetUrl}/widget?restaurantId=1`)
      await page.locator("main h2").first().waitFor()
      await choosePickup(page)
      const keys: Array<string | null> = []
      await page.route("**/customer/cart/add-item*", async (route) => {
        keys.push(route.request().headers()["idempotency-key"] ?? null)
        // The server gets the add and saves it; the answer never reaches the widget.
        const response = await route.fetch()
        if (lost === "every attempt" || keys.length === 1) await route.abort("connectionreset")
        else await route.fulfill({ response })
      })
      await openCategory(page, "Desery")
      const dialog = await openProduct(page, "Tiramisu")
      await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
      await page.getByTestId("cart-total").waitFor({ timeout: 30_000 })
      expect(keys.length).toBeGreaterThan(1)
      expect(new Set(keys).size).toBe(1)
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
      expect(await modal(page, "message").count()).toBe(0)
      const uuid = await page.evaluate(() => localStorage.getItem("cart_uuid"))
      const cart = await serverCart(uuid ?? "")
      expect(cart.items.map((l) => [l.value.product_id, l.value.quantity])).toEqual([[1082, 1]])
      await page.close()
    })
})

describe("a guest on the restaurant's own site (another site than the widget), third-party cookies blocked", () => {
  it("orders with delivery: address, cart, the cart page and on to checkout, identified by the guest token alone", async () => {
    const page = await blocking.newPage({ viewport: { width: 1280, height: 900 } })
    // localhost and 127.0.0.1 are different sites: the widget iframe and the API are third parties here.
    const host = stack.hostUrl.replace("127.0.0.1", "localhost")
    // Each call is recorded as it is sent (in order), its headers once Playwright has them.
    const api: Array<{ url: string; cookie: string | null; token: string | null }> = []
    const headersRead: Array<Promise<void>> = []
    page.on("request", (request) => {
      if (!request.url().startsWith(stack.sandboxUrl) || request.method() === "OPTIONS") return
      const call = { url: request.url(), cookie: null as string | null, token: null as string | null }
      api.push(call)
      headersRead.push(
        request.allHeaders().then((h) => {
          call.cookie = h.cookie ?? null
          call.token = h["x-guest-token"] ?? null
        }),
      )
    })
    await page.goto(host)
    const element = await page.waitForSelector('iframe[src*="/widget?restaurantId="]')
    const frame = (await element.contentFrame()) as Frame
    await frame.locator("main h2").first().waitFor()
    const product = await openMargheritaInFrame(frame)
    await doughInFrame(frame, product, "Cienkie").check()
    await product.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    const address = frame.locator('[role="dialog"][data-modal="address"]')
    // Seen once in CI (not reproduced in 8 runs alone or beside other journeys): no address dialog in
    // 30 s. Should it come back, the failure says what the widget showed instead.
    await address.waitFor().catch(async (error: unknown) => {
      const dialogs = await frame.locator('[role="dialog"]').allTextContents()
      const cart = await frame.getByTestId("cart-total").allTextContents()
      throw new Error(`${String(error)}\nDialogs open: ${JSON.stringify(dialogs)}\nCart total: ${JSON.stringify(cart)}`)
    })
    await addMarszalkowskaInFrame(frame, address)

    await openCartInFrame(frame)
    expect(await frame.locator("main").textContent()).toContain("Marszałkowska")
    // Storage is blocked here too (the widget keeps cart_uuid and the guest token in memory): read the
    // cart's uuid from the calls it made.
    const uuid = api.map((r) => new URL(r.url).searchParams.get("cart_uuid")).findLast((u) => u !== null)
    const cart = await serverCart(uuid ?? "")
    expect(cart.address_id).not.toBeNull()
    expect(cart.items.map((l) => l.value.product?.name)).toEqual(["Margherita"])
    await frame.getByRole("link", { name: "Potwierdź" }).click()
    await expect.poll(() => new URL(frame.url()).pathname).toBe("/widget/checkout")

    // No call relied on a cookie; after the first answer every call carried the same guest token.
    await Promise.all(headersRead)
    expect(api.length).toBeGreaterThan(5)
    expect(api.filter((r) => r.cookie !== null)).toEqual([])
    const tokens = new Set(api.map((r) => r.token).filter((t) => t !== null))
    expect(tokens.size).toBe(1)
    await page.close()
  })
})
