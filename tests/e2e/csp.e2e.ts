import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { widgetContentSecurityPolicy } from "../../sandbox/host/csp"
import { choosePickup, MOBILE, modal, openCategory, openProduct } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { fillCardFields, waitForOrderPage } from "./checkout-setup"
import { recordViolations } from "./csp-violations"

/**
 * Issue 16 item 7 in Chromium: the built widget, served with its strict Content-Security-Policy by
 * the stack's static server, goes through a whole order by clicks — menu, a dessert added through its
 * modal, the cart, checkout, the hosted card fields and the 3-D Secure frame (cancelled), then cash
 * and the order page — with 0 `securitypolicyviolation` events in the page and its frames. A control
 * case proves the recorder hears a violation when there is one.
 */
const journey = setUpJourney()

const pay = (page: Page, choice: string) => page.locator(`[data-payment="${choice}"] input`).check()

describe("the widget under its Content-Security-Policy", () => {
  it("a full order by clicks, with card fields and 3-D Secure, has 0 violations", { timeout: 120_000 }, async () => {
    const page = await journey.browser.newPage({ viewport: MOBILE })
    const violations = await recordViolations(page)
    const response = await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
    const headers = response?.headers() ?? {}
    expect(headers["content-security-policy"]).toBe(
      widgetContentSecurityPolicy({ apiBase: journey.stack.sandboxUrl, mode: "sandbox" }),
    )
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    await page.locator("main h2").first().waitFor()

    await choosePickup(page)
    await openCategory(page, "Desery")
    const dialog = await openProduct(page, "Tiramisu")
    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    await modal(page, "product").waitFor({ state: "detached" })
    await page.getByTestId("cart-total").click()
    await page.getByRole("heading", { name: "Koszyk", level: 1 }).waitFor()
    await page.getByRole("link", { name: "Potwierdź" }).click()
    await page.getByTestId("place-order").waitFor({ timeout: 20_000 })
    await page.getByLabel("Numer telefonu").fill("600100200")

    // A new card: the sandbox's hosted fields and its 3-D Secure page, both frames of the API's origin.
    await pay(page, "new_card")
    await page.getByTestId("place-order").click()
    await fillCardFields(page, { number: "4000 0000 0000 3220", date: "12/39", cvv: "123" })
    await page.getByTestId("pay-with-card").click()
    await page.frameLocator('iframe[title="3-D Secure"]').getByRole("button", { name: "Anuluj" }).click()
    await page.locator('iframe[title="3-D Secure"]').waitFor({ state: "detached" })

    await pay(page, "cash_method")
    await page.getByTestId("place-order").click()
    await waitForOrderPage(page)
    await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
    expect(violations).toEqual([])
    await page.close()
  })

  it("the recorder hears a violation: an inline script injected into the widget is refused", async () => {
    const page = await journey.browser.newPage({ viewport: MOBILE })
    const violations = await recordViolations(page)
    await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
    await page.locator("main h2").first().waitFor()
    const ran = await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__inlineRan = true"
      document.body.append(script)
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.some((v) => v.directive === "script-src-elem")).toBe(true)
    await page.close()
  })
})
