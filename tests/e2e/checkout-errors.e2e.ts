import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import {
  iframeFitsContent,
  inVisibleBand,
  openEmbeddedCheckout,
  press,
  scrollHostToWidgetEnd,
} from "./embedded-checkout"

/**
 * Checkout errors in sight (issue 27, point 5): embedded inline on the restaurant's page, the customer
 * presses Place order at the end of the checkout with the phone left empty. The focus moves to the
 * phone field, which is scrolled into the band the customer sees; an error summary by the button is
 * announced (role=alert) with the field's message; no checkout call is sent.
 */
const journey = setUpJourney()

const TEXTS = {
  pl: { summary: "Popraw przed złożeniem zamówienia:", phone: "Numer telefonu jest wymagany" },
  en: { summary: "Please correct before placing the order:", phone: "Phone number is required" },
} as const

describe("a refused Place order shows its errors where the customer is looking", () => {
  for (const size of [MOBILE, DESKTOP])
    for (const lang of ["pl", "en"] as const)
      it(`inline on the restaurant's page, ${size.width}×${size.height}, ${lang}`, { timeout: 90_000 }, async () => {
        const { page, frame } = await openEmbeddedCheckout(journey.browser, journey.stack, {
          size,
          lang,
          mode: "inline",
        })
        const checkoutCalls: string[] = []
        page.on("request", (request) => {
          if (request.url().includes("/customer/cart/checkout")) checkoutCalls.push(request.url())
        })
        await iframeFitsContent(page, frame)
        await scrollHostToWidgetEnd(page)
        const summary = frame.getByTestId("checkout-error-summary")
        expect(await summary.getAttribute("role")).toBe("alert")
        expect(await summary.textContent()).toBe("")

        await press(frame.getByTestId("place-order"), size)
        await expect.poll(() => summary.textContent()).toBe(`${TEXTS[lang].summary}${TEXTS[lang].phone}`)
        const phone = frame.locator("#checkout-phone")
        await expect.poll(() => frame.evaluate(() => document.activeElement?.id)).toBe("checkout-phone")
        expect(await phone.getAttribute("aria-invalid")).toBe("true")
        await expect.poll(() => inVisibleBand(page, phone, size), { timeout: 5_000 }).toMatchObject({ inBand: true })
        await page.screenshot({ path: `/tmp/wt27/checkout-errors-${size.width}-${lang}.png` })
        expect(checkoutCalls).toEqual([])
        expect(await axeViolations(frame)).toEqual([])
        await page.close()
      })
})
