import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { openProduct } from "../support/browser/journey"
import { closeJourney, openJourney, type Stack } from "./harness"

/** Mobile first (issue 5): at 360 px nothing scrolls sideways and every control is a ≥ 44 px touch target. */

let browser: Browser
let stack: Stack

beforeAll(async () => {
  ;({ stack, browser } = await openJourney())
})
afterAll(() => closeJourney(stack, browser))

/**
 * Visible controls smaller than 44 × 44 px, by their accessible text. A radio or checkbox is touched
 * through its label (the whole option row), so the label is what is measured for it.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("button, a[href], input, select, textarea, [role='button']")]
      .map((el) => {
        const isToggle = el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")
        const target = (isToggle ? el.closest("label") : null) ?? el
        const box = target.getBoundingClientRect()
        const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)
        return { label, width: Math.round(box.width), height: Math.round(box.height) }
      })
      .filter((c) => c.width > 0 && c.height > 0 && (c.width < 44 || c.height < 44))
      .map((c) => `${c.label} (${c.width}×${c.height})`),
  )
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

it("the menu and the product modal fit 360 px with 44 px touch targets", async () => {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  await page.goto(`${stack.widgetUrl}/widget?restaurantId=1`)
  await page.locator("main h2").first().waitFor()
  expect(await sidewaysScroll(page)).toBe(0)
  expect(await smallTargets(page)).toEqual([])

  await page.getByRole("button", { name: "Pizza", exact: true }).click()
  await openProduct(page, "Margherita")
  expect(await sidewaysScroll(page)).toBe(0)
  expect(await smallTargets(page)).toEqual([])
  await page.close()
})
