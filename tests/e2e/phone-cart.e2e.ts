import { afterAll, describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { tabThrough } from "../support/browser/focus"
import { DESKTOP, MOBILE } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { recordFigures } from "../support/figures"
import { checkoutOnNewPage } from "./checkout-setup"
import { inVisibleBand, openEmbeddedCheckout, press, WIDGET_IFRAME } from "./embedded-checkout"

/**
 * The phone cart (issue 27, point 10): on the cart page at phone width a sticky 'Go to checkout ·
 * total' bar ('Przejdź do kasy') sits at the bottom of the band the customer sees — embedded inline on
 * the restaurant's page too — and reaches checkout without scrolling past offers, points and promo;
 * it never hides a focused control (2.4.11). On a laptop the summary is beside the lines: no bar.
 */
const figures: Record<string, number> = {}

const journey = setUpJourney()
afterAll(async () => {
  recordFigures("phone cart", figures)
})

describe("the phone cart's checkout bar", () => {
  for (const lang of ["pl", "en"] as const)
    it(`inline on the restaurant's page, 390×844 touch, ${lang}: in view at once, with the cart's total, and it leads to checkout`, {
      timeout: 90_000,
    }, async () => {
      const { page, frame } = await openEmbeddedCheckout(journey.browser, journey.stack, {
        size: MOBILE,
        lang,
        mode: "inline",
        cart: { type: 1, withAddress: true, signedIn: true },
      })
      // From the checkout back to the cart, as the customer does (the widget moves within its page).
      await press(frame.getByRole("link", { name: lang === "pl" ? "Powrót do koszyka" : "Back to cart" }), MOBILE)
      const bar = frame.getByTestId("checkout-bar")
      await bar.waitFor()
      const total = (await frame.getByTestId("cart-page-total").textContent()) ?? ""
      expect(total).toMatch(/zł|PLN/)
      expect(await bar.textContent()).toBe(`${lang === "pl" ? "Przejdź do kasy" : "Go to checkout"}·${total}`)
      // The restaurant's page scrolled to the widget's top: Confirm is far below, the bar is on screen.
      await page.evaluate((sel) => {
        const top = document.querySelector(sel)?.getBoundingClientRect().top ?? 0
        window.scrollBy(0, top - 80)
      }, WIDGET_IFRAME)
      await expect.poll(() => inVisibleBand(page, bar, MOBILE), { timeout: 5_000 }).toMatchObject({ inBand: true })
      const confirm = await frame.getByRole("link", { name: lang === "pl" ? "Potwierdź" : "Confirm" }).boundingBox()
      const barBox = await bar.boundingBox()
      figures[`Confirm's top, ${lang} (px)`] = Math.round(confirm?.y ?? 0)
      figures[`bar's top, ${lang} (px)`] = Math.round(barBox?.y ?? 0)
      expect(confirm?.y ?? 0).toBeGreaterThan(MOBILE.height)
      expect(await axeViolations(frame)).toEqual([])
      await press(bar.getByRole("link"), MOBILE)
      await frame.waitForURL(/\/widget\/checkout/)
      await frame.getByTestId("place-order").waitFor()
      await page.close()
    })

  it("on a laptop (1280×800) there is no bar: the summary with Confirm is beside the lines", {
    timeout: 60_000,
  }, async () => {
    const { page, frame } = await openEmbeddedCheckout(journey.browser, journey.stack, {
      size: DESKTOP,
      lang: "en",
      mode: "inline",
    })
    await frame.goto(`${journey.stack.widgetUrl}/widget/cart?restaurantId=1&lang=en`)
    await frame.getByTestId("cart-page-total").waitFor()
    expect(await frame.getByTestId("checkout-bar").isVisible()).toBe(false)
    expect(await frame.getByRole("link", { name: "Confirm" }).isVisible()).toBe(true)
    await page.close()
  })

  it("390×844, the widget's own page: tabbing the whole cart page, no focused control is hidden under the bar", {
    timeout: 120_000,
  }, async () => {
    const own = await checkoutOnNewPage(journey, { type: 1, withAddress: true, signedIn: true })
    await own.goto(`${journey.stack.widgetUrl}/widget/cart?restaurantId=1`)
    await own.getByTestId("checkout-bar").waitFor()
    const { hidden, reached } = await tabThrough(own, "Zgłoś problem", 200)
    expect(reached.has("Zgłoś problem")).toBe(true)
    expect(reached.has("Potwierdź")).toBe(true)
    expect(hidden).toEqual([])
    await own.close()
  })
})
