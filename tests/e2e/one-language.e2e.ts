import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, modal } from "../support/browser/journey"
import { closeJourney, openJourney, type Stack } from "./harness"

/**
 * One language at a time (issue 27, point 3), in the product modal: in English the add button and the
 * add-on groups' chrome are English ('Add to order', 'Required', 'Choose 1'), with no SPEC Polish
 * among them; in Polish they are SPEC's texts ('Dodaj do zamowienia', 'Wymagane', 'Wybierz 1').
 */
let browser: Browser
let stack: Stack

beforeAll(async () => {
  ;({ stack, browser } = await openJourney())
})
afterAll(() => closeJourney(stack, browser))

const TEXTS = {
  en: {
    add: "Add: Margherita",
    shown: ["Add to order", "Required", "Choose 1"],
    absent: ["Dodaj do zamowienia", "Wymagane", "Wybierz", "Darmowy", "Dodatkowe"],
  },
  pl: {
    add: "Dodaj: Margherita",
    shown: ["Dodaj do zamowienia", "Wymagane", "Wybierz 1"],
    absent: ["Add to order", "Required", "Choose 1"],
  },
} as const

describe("the product modal speaks the widget's language only", () => {
  for (const size of [MOBILE, DESKTOP])
    for (const lang of ["en", "pl"] as const)
      it(`${lang} at ${size.width}×${size.height}`, { timeout: 60_000 }, async () => {
        const page = await browser.newPage({
          viewport: size,
          ...(size === MOBILE ? { hasTouch: true, isMobile: true } : {}),
        })
        await page.goto(`${stack.widgetUrl}/widget?restaurantId=1&lang=${lang}`)
        await page.locator("main h2").first().waitFor()
        await page.getByRole("button", { name: "Pizza", exact: true }).click()
        await page.getByRole("button", { name: TEXTS[lang].add, exact: true }).first().click()
        const dialog = modal(page, "product")
        await dialog.waitFor()
        const text = (await dialog.textContent()) ?? ""
        for (const shown of TEXTS[lang].shown) expect(text).toContain(shown)
        for (const absent of TEXTS[lang].absent) expect(text).not.toContain(absent)
        await page.screenshot({ path: `/tmp/wt27/one-language-${lang}-${size.width}.png` })
        expect(await axeViolations(page)).toEqual([])
        await page.close()
      })
})
