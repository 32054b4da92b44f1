import type { Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { DESKTOP, MOBILE, type Size } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { openCheckoutWithCart } from "./checkout-setup"
import { iframeFitsContent, isPhone, WIDGET_IFRAME } from "./embedded-checkout"

/**
 * Focus not obscured when embedded inline (issue 30, WCAG 2.2 2.4.11): on the restaurant's page (another
 * origin) the page scrolls, not the widget, and its cart bar sits at the bottom of the visible band.
 * Tabbing down the menu to the footer ('Kontakt', 'Zgłoś problem'), every control the focus reaches
 * ends up clear of the bar: the widget asks embed.js to scroll the page by the overlap (`reveal`).
 */
const journey = setUpJourney()

/** The focused control and the cart bar, in the host page's pixels; null when the focus is not in the widget. */
const focusAndBar = (page: Page, frame: Frame) =>
  frame
    .evaluate(() => {
      const el = document.activeElement
      if (!(el instanceof HTMLElement) || el === document.body) return null
      let bar: Element | null = document.querySelector("[data-testid='cart-total']")
      while (bar !== null && getComputedStyle(bar).position !== "fixed" && getComputedStyle(bar).position !== "sticky")
        bar = bar.parentElement
      if (bar === null || bar.contains(el) || el.closest("[role='dialog']")) return null
      const box = (r: DOMRect) => ({ top: r.top, bottom: r.bottom })
      const text = (el.textContent || el.getAttribute("aria-label") || el.tagName).trim().slice(0, 40)
      return { text, control: box(el.getBoundingClientRect()), bar: box(bar.getBoundingClientRect()) }
    })
    .then(async (inFrame) => {
      if (inFrame === null) return null
      const offset = await page.evaluate(
        (sel) => document.querySelector(sel)?.getBoundingClientRect().top ?? 0,
        WIDGET_IFRAME,
      )
      const shift = (b: { top: number; bottom: number }) => ({ top: b.top + offset, bottom: b.bottom + offset })
      return { text: inFrame.text, control: shift(inFrame.control), bar: shift(inFrame.bar) }
    })

const overlaps = (a: { top: number; bottom: number }, b: { top: number; bottom: number }): boolean =>
  a.bottom > b.top && a.top < b.bottom

describe("inline on the restaurant's page, a control focused by Tab is never under the widget's cart bar", () => {
  for (const size of [MOBILE, DESKTOP] as ReadonlyArray<Size>)
    it(`tabbing down to the footer at ${size.width}×${size.height}`, { timeout: 120_000 }, async () => {
      const page = await journey.browser.newPage({
        viewport: size,
        ...(isPhone(size) ? { hasTouch: true, isMobile: true } : {}),
      })
      await openCheckoutWithCart(page, journey.stack, { type: 3 })
      await page.goto(`${journey.stack.hostUrl}/`)
      // The restaurant's page goes on below its widget, so the page can scroll the widget's end off the screen.
      await page.evaluate(() => {
        const more = document.createElement("section")
        more.setAttribute("aria-label", "Galeria")
        more.style.height = "1200px"
        document.querySelector("#kontakt")?.before(more)
      })
      const frame = await (await page.waitForSelector(WIDGET_IFRAME, { timeout: 20_000 })).contentFrame()
      if (!frame) throw new Error("no widget frame")
      await frame.getByTestId("cart-total").waitFor({ timeout: 20_000 })
      await iframeFitsContent(page, frame)
      // The customer has scrolled the page until the widget's end is just below the screen: the cart bar
      // sits at the screen's bottom and the footer under it (the browser scrolls only to a control off
      // the screen, not to one under the widget's bar). Tabbing goes on from the last control before it.
      await frame.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main button")].at(-1)?.focus({ preventScroll: true }),
      )
      await page.evaluate((sel) => {
        const r = document.querySelector(sel)?.getBoundingClientRect()
        if (r) window.scrollBy({ top: r.bottom - window.innerHeight - 70 })
      }, WIDGET_IFRAME)
      await expect
        .poll(async () => Math.round((await focusAndBar(page, frame))?.bar.bottom ?? 0), { timeout: 5_000 })
        .toBe(size.height)
      // Before any Tab: some of the footer's controls are under the bar.
      const bar = await focusAndBar(page, frame)
      const frameTop = await page.evaluate(
        (sel) => document.querySelector(sel)?.getBoundingClientRect().top ?? 0,
        WIDGET_IFRAME,
      )
      const footerBoxes = await frame.evaluate(() =>
        [...document.querySelectorAll("footer a, footer button")].map((el) => {
          const r = el.getBoundingClientRect()
          return { top: r.top, bottom: r.bottom }
        }),
      )
      const underBar = footerBoxes.filter(
        (b) => bar !== null && overlaps({ top: b.top + frameTop, bottom: b.bottom + frameTop }, bar.bar),
      )
      expect(underBar.length).toBeGreaterThan(0)
      const reached: string[] = []
      const hidden: string[] = []
      for (let i = 0; i < 30 && !reached.includes("Zgłoś problem"); i++) {
        await page.keyboard.press("Tab")
        const first = await focusAndBar(page, frame)
        if (first === null) continue
        reached.push(first.text)
        // The page scrolls by the overlap shortly after the focus moves (one message to embed.js).
        const settled = await expect
          .poll(
            async () => {
              const now = await focusAndBar(page, frame)
              return now !== null && !overlaps(now.control, now.bar)
            },
            { timeout: 3_000 },
          )
          .toBe(true)
          .then(() => true)
          .catch(() => false)
        if (!settled) hidden.push(first.text)
      }
      await page.screenshot({ path: `/tmp/wt27/focus-inline-${size.width}.png` })
      expect(reached).toContain("Kontakt")
      expect(reached).toContain("Zgłoś problem")
      expect(hidden).toEqual([])
      await page.close()
    })
})
