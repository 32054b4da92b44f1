import type { Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { setUpJourney } from "../support/browser/journey-setup"
import { recordViolations } from "./csp-violations"

/**
 * README 'Returning from a payment' on the demo restaurant page (another origin than the widget's):
 * a PayU order leaves for the sandbox's PayU page in the top window and comes back to the
 * restaurant's page, where embed.js opens the widget on the order page, the return fragment is gone
 * from the address, and `ordering-widget:order-placed` arrives once. A forged fragment does no harm:
 * another restaurant's is ignored, an unknown order shows the order page's own 'not found'.
 */
const journey = setUpJourney()

interface Placed {
  readonly orderId: number
  readonly total: number | null
  readonly currency: string
}

/** A page that records every order-placed the host page's window hears (each load starts a new list). */
const hostPage = async () => {
  const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
  const violations = await recordViolations(page)
  await page.addInitScript(() => {
    if (window.top !== window) return
    const placed: unknown[] = []
    Object.assign(window, { placed })
    addEventListener("ordering-widget:order-placed", (e) => placed.push((e as CustomEvent).detail))
  })
  return { page, violations }
}

const placedOn = (page: Page): Promise<Placed[]> =>
  page.evaluate(() => (window as unknown as { placed: Placed[] }).placed)

/** The widget's frame on the host page, once its src matches. */
const widgetFrame = async (page: Page, src: string): Promise<Frame> => {
  const frame = await (await page.waitForSelector(`iframe[src*="${src}"]`, { timeout: 20_000 })).contentFrame()
  if (!frame) throw new Error("no widget frame")
  return frame
}

describe("returning from a payment to the restaurant's page", () => {
  it("PayU: out to the provider, back on the host page with the widget on the order, order-placed once", {
    timeout: 120_000,
  }, async () => {
    const { page, violations } = await hostPage()
    await page.goto(`${journey.stack.hostUrl}/`)
    const frame = await widgetFrame(page, "/widget?restaurantId=1")
    await frame.locator("main h2").first().waitFor({ timeout: 20_000 })
    await frame.locator("main header fieldset button").nth(1).click() // Pickup: no address needed
    await frame.getByRole("button", { name: "Desery", exact: true }).click()
    await frame.getByRole("button", { name: "Dodaj: Tiramisu", exact: true }).first().click()
    const dialog = frame.locator('[role="dialog"][data-modal="product"]')
    await dialog.getByRole("button", { name: /Dodaj do zam/ }).click()
    await dialog.waitFor({ state: "detached", timeout: 15_000 })
    await frame.getByTestId("cart-total").click()
    await frame.getByRole("link", { name: "Potwierdź" }).click()
    // In-widget navigation keeps the page a payment returns to.
    await frame.getByTestId("place-order").waitFor({ timeout: 20_000 })
    expect(new URL(frame.url()).searchParams.get("host")).toBe(`${journey.stack.hostUrl}/`)
    await frame.getByLabel("Numer telefonu").fill("600100200")
    expect(await frame.locator('[data-payment="payu"] input').isChecked()).toBe(true)
    await frame.getByTestId("place-order").click()

    await page.waitForURL(/\/sandbox\/payu\/\d+\?/, { timeout: 30_000 })
    const provider = new URL(page.url())
    expect(provider.searchParams.get("returnTo")).toBe(`${journey.stack.hostUrl}/`)
    const orderId = Number(/\/payu\/(\d+)/.exec(provider.pathname)?.[1])
    await page.getByRole("button", { name: "Zapłać", exact: true }).click()

    await page.waitForURL((url) => url.origin === journey.stack.hostUrl, { timeout: 30_000 })
    const back = await widgetFrame(page, `/widget/order/${orderId}?restaurantId=1`)
    await back.getByTestId("order-status").waitFor({ timeout: 20_000 })
    expect(page.url()).toBe(`${journey.stack.hostUrl}/`)
    expect(new URL(back.url()).searchParams.get("from")).toBe("payment")
    await expect.poll(() => placedOn(page), { timeout: 15_000 }).toHaveLength(1)
    const [placed] = await placedOn(page)
    expect(placed?.orderId).toBe(orderId)
    expect(placed?.currency).toBe("PLN")
    expect(placed?.total).toBeGreaterThan(0)

    // Once: the order page's next read of the order reports nothing more.
    const polled = page.waitForResponse((r) => r.url().includes(`/customer/orders/${orderId}`))
    await back.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
      document.dispatchEvent(new Event("visibilitychange"))
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
      document.dispatchEvent(new Event("visibilitychange"))
    })
    await polled
    expect(await placedOn(page)).toHaveLength(1)
    // A reload of the host page does not repeat the return.
    await page.reload()
    await widgetFrame(page, "/widget?restaurantId=1")
    expect(await placedOn(page)).toEqual([])
    // Issue 29: nor does the return link opened again (history, a bookmark): once per order.
    // (On the button page: a hash change alone on the same page would not load it again.)
    await page.goto(`${journey.stack.hostUrl}/przycisk#ordering-widget=order:1:${orderId}`)
    const reopened = await widgetFrame(page, `/widget/order/${orderId}?restaurantId=1`)
    await reopened.getByTestId("order-status").waitFor({ timeout: 20_000 })
    expect(new URL(reopened.url()).searchParams.get("from")).toBe("payment")
    // The order is read (its status shows), where order-placed would be posted: give its message time.
    await page.waitForTimeout(1_000)
    expect(await placedOn(page)).toEqual([])
    expect(violations).toEqual([])
    await page.close()
  })

  it("a forged return: another restaurant's is ignored, an unknown order shows the order page's own 'not found'", async () => {
    const { page } = await hostPage()
    await page.goto(`${journey.stack.hostUrl}/#ordering-widget=order:2:1`)
    await widgetFrame(page, "/widget?restaurantId=1")
    expect(new URL(page.url()).hash).toBe("#ordering-widget=order:2:1")

    await page.goto(`${journey.stack.hostUrl}/przycisk#ordering-widget=order:1:999999`)
    const frame = await widgetFrame(page, "/widget/order/999999?restaurantId=1")
    expect(await page.getByRole("dialog").isVisible()).toBe(true)
    await frame.getByText("Nie znaleźliśmy tego zamówienia", { exact: false }).waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).hash).toBe("")
    expect(await placedOn(page)).toEqual([])
    await page.close()
  })
})
