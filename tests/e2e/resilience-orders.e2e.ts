import type { BrowserContext } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { Dialogs } from "../../domain"
import { setUpJourney } from "../support/browser/journey-setup"
import { addFault, clearFaultsAfterEach, type FaultRule, faultsInjected } from "../support/faults"
import { recordFigures } from "../support/figures"
import {
  checkoutKeys,
  fillCardFields,
  openCheckoutWithCart,
  ordersForKey,
  setPageHidden,
  waitForOrderPage,
} from "./checkout-setup"
import { orderFetchTimes, recordOrderFetches } from "./order-fetches"

/**
 * Issue 16 in the browser: 'no duplicate orders' — a double click (one request sent), a dropped
 * connection and a lost answer (the resends carry the same Idempotency-Key), a reload while
 * submitting (asked again with the stored key) and two 3-D Secure submissions each leave exactly one
 * order for the cart (counted by the sandbox per cart, whatever the keys); and 'hidden tab and
 * offline' — offline, a notice says the cart is safe and Place order sends nothing; back online the
 * notice goes and the cart is read again; the order page polls nothing while hidden and once when
 * shown. (checkout-payments.e2e.ts covers the payments themselves; these are the only double-click,
 * dropped-connection and reload journeys.)
 */
const ordersPerCart: number[] = []
const offlineFigures = { "checkouts sent while offline": 0, "cart reads on reconnect": 0, "polls while hidden": 0 }

const journey = setUpJourney()
clearFaultsAfterEach(journey)
afterAll(async () => {
  recordFigures("browser orders", {
    "carts submitted": ordersPerCart.length,
    "duplicate orders": ordersPerCart.reduce((n, o) => n + Math.max(0, o - 1), 0),
    "carts without their order": ordersPerCart.filter((o) => o === 0).length,
  })
  recordFigures("browser offline", offlineFigures)
})

/** How many orders the sandbox made from one cart. */
const ordersOfCart = async (cartUuid: string): Promise<number> => {
  const r = await fetch(`${journey.stack.sandboxUrl}/sandbox/cart-orders?cart_uuid=${encodeURIComponent(cartUuid)}`)
  return ((await r.json()) as { data: { orders: number } }).data.orders
}

/** The next checkout POST meets this fault once (a delay, a dropped connection, a lost answer). */
const slowOrFailedCheckout = (fault: Omit<FaultRule, "route" | "method" | "times">) =>
  addFault(journey.stack.sandboxUrl, { route: "/customer/cart/checkout", method: "POST", times: 1, ...fault })

/** The sandbox made exactly one order from this cart (counted in the figures' carts submitted). */
const expectOneOrderOfCart = async (cartUuid: string): Promise<void> => {
  ordersPerCart.push(await ordersOfCart(cartUuid))
  expect(ordersPerCart.at(-1)).toBe(1)
}

/**
 * A pickup cart on the checkout page with the phone typed and cash chosen (or a new card). With
 * `clock`, the page runs on Playwright's clock and records its order fetches (order-fetches.ts).
 */
const readyCheckout = async (payment: "cash_method" | "new_card" = "cash_method", clock = false) => {
  const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
  if (clock) {
    await page.clock.install()
    await page.addInitScript(recordOrderFetches)
  }
  const cartUuid = await openCheckoutWithCart(page, journey.stack, { type: 3 })
  await page.locator("#checkout-phone").fill("600100200")
  await page.locator(`[data-payment="${payment}"] input`).check()
  return { page, cartUuid }
}

describe("one order per cart", () => {
  it("a double click on Place order", async () => {
    const { page, cartUuid } = await readyCheckout()
    const keys = checkoutKeys(page)
    await slowOrFailedCheckout({ latencyMs: 600 })
    await page.getByTestId("place-order").dblclick()
    await waitForOrderPage(page)
    // The second click sent nothing.
    expect(keys.length).toBe(1)
    expect(await ordersForKey(journey.stack, keys[0] ?? "")).toBe(1)
    await expectOneOrderOfCart(cartUuid)
    await page.close()
  })

  it("a connection dropped on submit, and an answer lost after the order was placed", async () => {
    const { page, cartUuid } = await readyCheckout()
    const keys = checkoutKeys(page)
    await slowOrFailedCheckout({ drop: true })
    await slowOrFailedCheckout({ lostResponse: true })
    const before = await faultsInjected(journey.stack.sandboxUrl)
    await page.getByTestId("place-order").click()
    await waitForOrderPage(page)
    // Both faults met the checkout, and the resends carry the same key (Chromium's own resend on a
    // reset connection is the same request to the page, so it may show one key).
    expect((await faultsInjected(journey.stack.sandboxUrl)) - before).toBe(2)
    expect(keys.length).toBeGreaterThanOrEqual(1)
    expect(new Set(keys).size).toBe(1)
    expect(await ordersForKey(journey.stack, keys[0] ?? "")).toBe(1)
    await expectOneOrderOfCart(cartUuid)
    await page.close()
  })

  it("a reload while the order is being placed", async () => {
    const { page, cartUuid } = await readyCheckout()
    const keys = checkoutKeys(page)
    // The answer takes 1.5 s: the page reloads while the server is still placing the order.
    await slowOrFailedCheckout({ latencyMs: 1_500 })
    await page.getByTestId("place-order").click()
    await expect.poll(() => keys.length).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem("pending_checkout"))).toContain(keys[0] ?? "?")
    await page.reload()
    expect(await waitForOrderPage(page)).toBeGreaterThan(0)
    // After the reload the checkout was asked again with the stored key, and is settled.
    expect(new Set(keys).size).toBe(1)
    expect(await ordersForKey(journey.stack, keys[0] ?? "")).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem("pending_checkout"))).toBeNull()
    await expectOneOrderOfCart(cartUuid)
    await page.close()
  })

  it("two 3-D Secure submissions: a challenge cancelled, then one passed with a double click", {
    timeout: 90_000,
  }, async () => {
    const { page, cartUuid } = await readyCheckout("new_card")
    const card = { number: "4000 0000 0000 3220", date: "12/39", cvv: "123" }
    const challenge = page.frameLocator('iframe[title="3-D Secure"]')
    await page.getByTestId("place-order").click()
    await fillCardFields(page, card)
    await page.getByTestId("pay-with-card").click()
    await challenge.getByRole("button", { name: "Anuluj" }).click()
    await page.locator('iframe[title="3-D Secure"]').waitFor({ state: "detached" })
    // The challenge's order waits unpaid (at most one); the pass confirms that same order.
    expect(await ordersOfCart(cartUuid)).toBeLessThanOrEqual(1)
    await page.getByTestId("place-order").click()
    await fillCardFields(page, card)
    await page.getByTestId("pay-with-card").click()
    await challenge.getByRole("button", { name: "Potwierdź" }).dblclick()
    await waitForOrderPage(page)
    await expectOneOrderOfCart(cartUuid)
    await page.close()
  })
})

describe("offline and a hidden tab", () => {
  it("offline: a notice, nothing sent, the form kept; back online: the notice goes, the cart is read, the order goes once", {
    timeout: 90_000,
  }, async () => {
    const { page, cartUuid } = await readyCheckout("cash_method", true)
    const context: BrowserContext = page.context()
    await page.locator("#checkout-notes").fill("Bez cebuli")
    const sent = checkoutKeys(page)
    const cartReads: string[] = []
    page.on("request", (r) => {
      if (r.method() === "GET" && new URL(r.url()).pathname === "/customer/cart") cartReads.push(r.url())
    })

    await context.setOffline(true)
    const notice = page.getByTestId("offline-notice")
    await notice.waitFor()
    expect(await notice.textContent()).toBe("Brak połączenia z internetem. Sprawdź sieć — twój koszyk jest bezpieczny.")
    expect(await notice.getAttribute("role")).toBe("status")
    await page.getByTestId("place-order").click()
    await page.locator("#place-order-error").waitFor()
    expect(await page.locator("#place-order-error").textContent()).toBe(
      "Brak połączenia z internetem, więc zamówienie nie zostało wysłane. Złóż je ponownie, gdy połączenie wróci.",
    )
    expect(Dialogs.OFFLINE_PLACE_ORDER.key).toBe("offline-place-order")
    offlineFigures["checkouts sent while offline"] = sent.length
    expect(sent).toEqual([])
    expect(await page.locator("#checkout-phone").inputValue()).toBe("600100200")
    expect(await page.locator("#checkout-notes").inputValue()).toBe("Bez cebuli")
    expect(await page.getByTestId("place-order").isEnabled()).toBe(true)

    const readsBefore = cartReads.length
    await context.setOffline(false)
    await notice.waitFor({ state: "detached" })
    await expect.poll(() => cartReads.length, { timeout: 5_000 }).toBe(readsBefore + 1)
    offlineFigures["cart reads on reconnect"] = cartReads.length - readsBefore
    expect(cartReads.at(-1)).toContain(cartUuid)

    await page.getByTestId("place-order").click()
    const orderId = await waitForOrderPage(page)
    await expectOneOrderOfCart(cartUuid)

    // The order page polls every 10 s: nothing while the tab is hidden, one fetch as soon as it is shown.
    // The page clock moves on instead of the test waiting (a poll due in runFor is recorded within it).
    await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
    await setPageHidden(page, true)
    const shownBefore = (await orderFetchTimes(page, orderId)).length
    await page.clock.runFor(25_000)
    offlineFigures["polls while hidden"] = (await orderFetchTimes(page, orderId)).length - shownBefore
    expect(offlineFigures["polls while hidden"]).toBe(0)
    await setPageHidden(page, false)
    await expect
      .poll(async () => (await orderFetchTimes(page, orderId)).length, { timeout: 3_000, interval: 100 })
      .toBe(shownBefore + 1)
    await page.clock.runFor(5_000)
    expect((await orderFetchTimes(page, orderId)).length).toBe(shownBefore + 1)
    await page.close()
  })
})
