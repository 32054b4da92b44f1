import type { Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, type Size } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import {
  iframeFitsContent,
  inVisibleBand,
  openEmbeddedCheckout,
  press,
  scrollHostToWidgetEnd,
} from "./embedded-checkout"

/**
 * In view after every move (issue 27, point 1): embedded inline on the restaurant's page (another
 * origin), the checkout is far taller than the order page; after Place order the widget brings the
 * order page's top into the band the customer sees — under the page's sticky header, above the
 * screen's bottom — and it stays there once the iframe has shrunk. Phone (touch) and laptop, Polish
 * and English; and in button mode, whose iframe scrolls itself.
 */
const journey = setUpJourney()

const placeOrderAndLook = async (
  page: Page,
  frame: Frame,
  size: Size,
  lang: "pl" | "en",
  mode: "inline" | "button",
  shot: string,
) => {
  await frame.getByLabel(lang === "pl" ? "Numer telefonu" : "Phone number").fill("600100200")
  await frame.locator('[data-payment="cash_method"] input').check()
  await press(frame.getByTestId("place-order"), size)
  await frame.waitForURL(/\/widget\/order\/\d+/, { timeout: 30_000 })
  await frame.getByTestId("order-status").waitFor({ timeout: 20_000 })
  // The iframe shrinks to the order page 500 ms after the content settles; the heading is in the band then.
  await frame.locator("main h1").waitFor()
  if (mode === "inline") await iframeFitsContent(page, frame)
  await expect
    .poll(() => inVisibleBand(page, frame.locator("main h1"), size), { timeout: 5_000 })
    .toMatchObject({ inBand: true })
  await page.screenshot({ path: `/tmp/wt27/${shot}.png` })
  expect(await axeViolations(frame)).toEqual([])
}

describe("after Place order the order page's heading is on the customer's screen", () => {
  for (const size of [MOBILE, DESKTOP])
    for (const lang of ["pl", "en"] as const)
      it(`inline on the restaurant's page, ${size.width}×${size.height}, ${lang}`, { timeout: 90_000 }, async () => {
        const { page, frame } = await openEmbeddedCheckout(journey.browser, journey.stack, {
          size,
          lang,
          mode: "inline",
        })
        expect(await iframeFitsContent(page, frame)).toBeGreaterThan(size.height)
        // The customer has reached the end of the checkout (on a laptop its summary with Place order
        // is sticky in the band), far down the content-tall iframe.
        await scrollHostToWidgetEnd(page)
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(size.height / 2)
        await placeOrderAndLook(page, frame, size, lang, "inline", `in-view-inline-${size.width}-${lang}`)
        await page.close()
      })

  it("in button mode on a phone, the dialog's widget scrolls itself back to the top", { timeout: 90_000 }, async () => {
    const { page, frame } = await openEmbeddedCheckout(journey.browser, journey.stack, {
      size: MOBILE,
      lang: "pl",
      mode: "button",
    })
    await frame.getByTestId("place-order").scrollIntoViewIfNeeded()
    expect(await frame.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await placeOrderAndLook(page, frame, MOBILE, "pl", "button", "in-view-button-390-pl")
    expect(await frame.evaluate(() => window.scrollY)).toBe(0)
    await page.close()
  })
})
