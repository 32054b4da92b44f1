import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, modal, type Size } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { openCheckoutWithCart } from "./checkout-setup"

/**
 * One language at a time (issue 27, point 3), in the product modal: in English the add button and the
 * add-on groups' chrome are English ('Add to order', 'Required', 'Choose 1'), with no SPEC Polish
 * among them; in Polish they are SPEC's texts ('Dodaj do zamowienia', 'Wymagane', 'Wybierz 1').
 */
const journey = setUpJourney()

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
        const page = await journey.browser.newPage({
          viewport: size,
          ...(size === MOBILE ? { hasTouch: true, isMobile: true } : {}),
        })
        await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1&lang=${lang}`)
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

/**
 * The widget's own Polish texts: every Polish translation (fixtures/translations.json) with a Polish
 * letter, cut at its placeholders, less what the restaurant's own data also says (dish names,
 * descriptions, offers are shown as written, whatever the language).
 */
const restaurantText = readdirSync("fixtures/restaurants/1")
  .map((file) => readFileSync(join("fixtures/restaurants/1", file), "utf8"))
  .join("\n")
const POLISH_WIDGET_TEXTS = [
  ...new Set(
    (JSON.parse(readFileSync("fixtures/translations.json", "utf8")) as Array<{ locale: string; value: string }>)
      .filter((t) => t.locale === "pl")
      .flatMap((t) => t.value.split(/\{[^}]*\}/))
      .map((part) => part.replace(/[\s:(),.…]+$/u, "").replace(/^[\s:(),.…]+/u, ""))
      .filter((part) => part.length >= 4 && /[ąćęłńóśźż]/iu.test(part) && !restaurantText.includes(part)),
  ),
]

/** English texts of the screens walked below, none of which may show in Polish. */
const ENGLISH_WIDGET_TEXTS = [
  "View Cart",
  "Add to order",
  "Your cart",
  "Subtotal",
  "Phone number",
  "Place order",
  "Payment method",
  "Accessibility statement",
  "Report a problem",
  "Each choice here adds",
  "Privacy policy",
]

const openPage = async (size: Size): Promise<Page> =>
  journey.browser.newPage({ viewport: size, ...(size === MOBILE ? { hasTouch: true, isMobile: true } : {}) })

/** The widget's visible text and its accessible names (aria-label), as one string. */
const shownText = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [
      // innerText, not textContent: what is rendered, without the style sheets' text.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
      document.body.innerText,
      ...[...document.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label") ?? ""),
    ].join("\n"),
  )

const foundIn = (text: string, candidates: ReadonlyArray<string>): ReadonlyArray<string> =>
  candidates.filter((c) => text.includes(c))

describe("more screens speak one language: menu, combo modal, cart page, checkout and its errors", () => {
  it("the Polish texts to look for are many (the check is not empty)", () => {
    expect(POLISH_WIDGET_TEXTS.length).toBeGreaterThan(100)
    expect(POLISH_WIDGET_TEXTS).toContain("Odbiór osobisty")
    expect(POLISH_WIDGET_TEXTS).toContain("Wyczyść filtry")
  })

  for (const size of [MOBILE, DESKTOP])
    for (const lang of ["en", "pl"] as const)
      it(`${lang} at ${size.width}×${size.height}`, { timeout: 90_000 }, async () => {
        const page = await openPage(size)
        await openCheckoutWithCart(page, journey.stack, { type: 3 })
        const seen: Record<string, ReadonlyArray<string>> = {}
        const look = async (screen: string) => {
          const text = await shownText(page)
          seen[screen] = lang === "en" ? foundIn(text, POLISH_WIDGET_TEXTS) : foundIn(text, ENGLISH_WIDGET_TEXTS)
        }
        // The menu with the cart bar, then a combo's modal (its group surcharge line included).
        await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1&lang=${lang}`)
        await page.getByTestId("cart-total").waitFor()
        await look("menu")
        await page
          .getByRole("button", { name: `${lang === "en" ? "Add" : "Dodaj"}: Zestaw dla dwojga`, exact: true })
          .click()
        const combo = modal(page, "combo")
        await combo.waitFor()
        // The drink group: by the phone's steps above the options, by 'Change' in the laptop's summary.
        await (size === MOBILE
          ? combo.locator("ol button", { hasText: "Napój" })
          : combo.getByRole("button", { name: lang === "en" ? "Change Napój" : "Zmień Napój" })
        ).click()
        await combo.locator("h3", { hasText: "Napój" }).waitFor()
        await look("combo modal")
        await page.keyboard.press("Escape")
        await combo.waitFor({ state: "detached" })
        // The cart page, then the checkout refused for its empty phone (the error summary by the button).
        await page.goto(`${journey.stack.widgetUrl}/widget/cart?restaurantId=1&lang=${lang}`)
        await page.locator("main h1").waitFor()
        await look("cart page")
        await page.goto(`${journey.stack.widgetUrl}/widget/checkout?restaurantId=1&lang=${lang}`)
        await page.getByTestId("place-order").click()
        await page.locator("[role='alert']").first().waitFor()
        await look("checkout errors")
        await page.screenshot({ path: `/tmp/wt27/one-language-checkout-${lang}-${size.width}.png` })
        expect(seen).toEqual({ menu: [], "combo modal": [], "cart page": [], "checkout errors": [] })
        expect(await axeViolations(page)).toEqual([])
        await page.close()
      })
})

describe("the account dialogs speak one language: sign-in refused empty, registration, password recovery", () => {
  for (const lang of ["en", "pl"] as const)
    it(`${lang} at 390×844`, { timeout: 60_000 }, async () => {
      const page = await openPage(MOBILE)
      await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1&lang=${lang}`)
      await page.locator("main h2").first().waitFor()
      const seen: Record<string, ReadonlyArray<string>> = {}
      const english = [...ENGLISH_WIDGET_TEXTS, "Password", "Forgot password", "Create account", "Send code"]
      const look = async (screen: string) => {
        const text = await shownText(page)
        seen[screen] = lang === "en" ? foundIn(text, POLISH_WIDGET_TEXTS) : foundIn(text, english)
      }
      await page
        .getByRole("button", { name: lang === "en" ? "Login" : "Zaloguj się", exact: true })
        .first()
        .click()
      const login = modal(page, "auth-login")
      await login.waitFor()
      // Submitted empty: the client's own messages, no call.
      await login.locator("form button[type='submit']").first().click()
      await look("sign-in refused")
      await login.getByRole("button", { name: lang === "en" ? "Forgot password?" : "Nie pamiętasz hasła?" }).click()
      await modal(page, "auth-forgot").waitFor()
      await look("password recovery")
      expect(seen).toEqual({ "sign-in refused": [], "password recovery": [] })
      await page.close()
    })
})
