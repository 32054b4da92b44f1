import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { openProduct } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"

/** Mobile first (issue 5): at 360 px nothing scrolls sideways and every control is a ≥ 44 px touch target. */

const journey = setUpJourney()

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
  const page = await journey.browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
  await page.locator("main h2").first().waitFor()
  expect(await sidewaysScroll(page)).toBe(0)
  expect(await smallTargets(page)).toEqual([])

  await page.getByRole("button", { name: "Pizza", exact: true }).click()
  await openProduct(page, "Margherita")
  expect(await sidewaysScroll(page)).toBe(0)
  expect(await smallTargets(page)).toEqual([])
  await page.close()
})

it("(issue 30) the remembered allergens' 'Wyczyść' and 'Wyczyść filtry' stay on one line at 320 and 390 px", {
  timeout: 60_000,
}, async () => {
  for (const width of [320, 390]) {
    const context = await journey.browser.newContext({
      viewport: { width, height: 740 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
    await page.evaluate(() =>
      localStorage.setItem("remembered_allergens", JSON.stringify(["milk", "peanuts", "sulphites"])),
    )
    await page.reload()
    const clear = page.getByRole("button", { name: "Wyczyść alergeny zapamiętane na tym urządzeniu" })
    await clear.waitFor()
    const filters = page.getByRole("button", { name: "Wyczyść filtry", exact: true })
    for (const button of [clear, filters]) {
      if ((await button.count()) === 0) continue
      // One line: the button's text has a single line box, and the button is no taller than a touch target.
      const lines = await button.evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
      })
      expect(lines, `${await button.textContent()} at ${width} px`).toBe(1)
      expect((await button.boundingBox())?.height ?? 0).toBeLessThanOrEqual(48)
    }
    expect(await sidewaysScroll(page)).toBe(0)
    await context.close()
  }
})
