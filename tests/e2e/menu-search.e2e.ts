import { mkdirSync } from "node:fs"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { Search } from "../../domain"
import { axeViolations } from "../support/browser/axe"
import { choosePickup, DESKTOP, MOBILE, modal, SHOTS, type Size, waitFor } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { fixtureCombos, fixtureProducts, restaurantJson } from "../support/fixtures"

/**
 * Menu search, dietary filters and allergen exclusion (issue 15) on the built widget: diacritics,
 * search + filter + category against the domain's own answer, an exclusion no card survives (read
 * from the cards' allergen lists) and that a reload keeps, Escape, 'No results' and back, the keyboard
 * path search → card → add, and axe at 390 and 1280 px. One stack, one browser.
 */

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true })
})
const journey = setUpJourney()

/** `bypassCSP` for the axe checks only: axe is injected inline, which the page's CSP refuses. */
const open = async (restaurant: number, size: Size = MOBILE, bypassCSP = false): Promise<Page> => {
  const page = await journey.browser.newPage({ viewport: size, bypassCSP })
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=${restaurant}`)
  await page.locator("main h2").first().waitFor()
  return page
}

const field = (page: Page) => page.getByRole("searchbox", { name: "Szukaj w menu" })

/** On a phone the field opens from the icon button first. */
const typeSearch = async (page: Page, text: string): Promise<void> => {
  if (!(await field(page).isVisible())) await page.getByRole("button", { name: "Szukaj", exact: true }).click()
  await field(page).fill(text)
}

const cardNames = (page: Page) => page.locator("main section li h3").allTextContents()
const status = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /Znaleziono|^$/ })
    .first()

/**
 * The card names the domain finds for a query on a seeded restaurant, as the results show them: all
 * categories within the first card budget (Search.resultsShown), or one category's first 12.
 */
const expected = (restaurant: number, query: Search.MenuQuery, tab: number | "combos" | null) => {
  const categories = restaurantJson(restaurant, "categories") as Array<{ id: number; name: string; logo: null }>
  const index = Search.buildSearchIndex(fixtureProducts(restaurant), fixtureCombos(restaurant), categories)
  const groups = Search.matchMenu(index, query).groups.filter((g) => tab === null || g.tab === tab)
  const names = groups.map((g) => [
    ...g.combos.map((c) => c.entry.combo.name),
    ...g.products.map((p) => p.product.name),
  ])
  if (tab !== null) return names.flatMap((list) => list.slice(0, 12))
  const { shown } = Search.resultsShown(
    names.map((list) => list.length),
    Search.RESULTS_SHOWN_FIRST,
  )
  return names.flatMap((list, i) => list.slice(0, shown[i] ?? 0))
}

describe("menu search and filters", () => {
  it("finds 'Żurek' typed with and without Polish letters; Escape brings the menu back", async () => {
    const page = await open(2)
    await typeSearch(page, "zurek")
    await expect.poll(() => cardNames(page)).toEqual(["Żurek z jajkiem i kiełbasą"])
    expect(await page.locator("main section h2").first().textContent()).toBe("Zupy")
    await expect.poll(() => status(page).textContent()).toBe("Znaleziono 1")
    expect(await page.locator("nav").getByRole("button", { name: "Zupy 1", exact: true }).count()).toBe(1)
    await field(page).fill("ŻUREK")
    await expect.poll(() => cardNames(page)).toEqual(["Żurek z jajkiem i kiełbasą"])
    await field(page).press("Escape")
    expect(await field(page).inputValue()).toBe("")
    await expect.poll(() => cardNames(page).then((n) => n.length)).toBeGreaterThan(1)
    // The tabs' match counts follow the cards, once the frame that answered is painted.
    await expect.poll(() => page.locator("nav").getByRole("button", { name: "Zupy", exact: true }).count()).toBe(1)
    await page.close()
  })

  it("search + a dietary filter + a category show exactly what the domain finds", async () => {
    const page = await open(1, DESKTOP)
    await typeSearch(page, "ser")
    const all = expected(1, { text: "ser", types: [], excluded: [] }, null)
    expect(all.length).toBeGreaterThan(2)
    await expect.poll(() => cardNames(page)).toEqual(all)
    await page.getByRole("button", { name: "Wegetariańska", exact: true }).click()
    expect(await page.getByRole("button", { name: "Wegetariańska", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    )
    const veg = expected(1, { text: "ser", types: [1], excluded: [] }, null)
    await expect.poll(() => cardNames(page)).toEqual(veg)
    await page
      .locator("nav")
      .getByRole("button", { name: /^Sałatki/ })
      .click()
    const salads = expected(1, { text: "ser", types: [1], excluded: [] }, 104)
    expect(salads.length).toBeGreaterThan(0)
    await expect.poll(() => cardNames(page)).toEqual(salads)
    await expect.poll(() => status(page).textContent()).toBe(`Znaleziono ${salads.length}`)
    await page.getByRole("button", { name: "Wszystkie kategorie" }).click()
    await expect.poll(() => cardNames(page)).toEqual(veg)
    await page.screenshot({ path: `${SHOTS}/menu-search-filter-1280.png` })
    await page.close()
  })

  it("excluding milk leaves no card declaring it, marks combos, survives a reload and stays in this tab only", async () => {
    const page = await open(1)
    const allergensButton = page.getByRole("button", { name: "Bez alergenów" })
    // On a phone the filters open with the search, from the magnifier, while none is active.
    expect(await allergensButton.isVisible()).toBe(false)
    await page.getByRole("button", { name: "Szukaj", exact: true }).click()
    await allergensButton.click()
    const milk = page.getByRole("checkbox", { name: "Mleko" })
    await waitFor(() =>
      page
        .getByRole("checkbox")
        .first()
        .evaluate((el) => el === document.activeElement),
    )
    await milk.check()
    await page.keyboard.press("Escape")
    expect(await allergensButton.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await allergensButton.getAttribute("aria-expanded")).toBe("false")
    // Combos first: marked, not hidden.
    await expect.poll(() => page.getByText(/Niektóre opcje zawierają: Mleko/).count()).toBeGreaterThan(0)
    for (const name of ["Pizza", "Makarony", "Desery"]) {
      await page
        .locator("nav")
        .getByRole("button", { name: new RegExp(`^${name} \\d+$`) })
        .click()
      const lists = await page
        .locator("main section li [data-allergens]")
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-allergens") ?? ""))
      for (const list of lists) expect(list.split(",")).not.toContain("Mleko")
      const shown = await cardNames(page)
      const want = expected(1, { text: "", types: [], excluded: ["milk"] }, categoryId(name))
      expect(shown).toEqual(want)
    }
    expect(await page.evaluate(() => sessionStorage.getItem("excluded_allergens"))).toBe('["milk"]')
    expect(await page.evaluate(() => localStorage.getItem("excluded_allergens"))).toBeNull()
    await page.reload()
    await page.locator("main h2").first().waitFor()
    await expect.poll(() => page.getByText("Bez: Mleko").count()).toBe(1)
    await page.getByRole("button", { name: "Usuń filtr: Bez: Mleko" }).click()
    await expect.poll(() => page.getByText(/Niektóre opcje zawierają/).count()).toBe(0)
    await page.close()
  })

  it("'No results' offers the way back", async () => {
    const page = await open(1)
    await typeSearch(page, "xyzzy")
    await expect.poll(() => page.getByRole("heading", { name: "Brak wyników" }).count()).toBe(1)
    await expect.poll(() => status(page).textContent()).toBe("Znaleziono 0")
    await page.getByRole("button", { name: "Wyczyść wyszukiwanie" }).last().click()
    await expect.poll(() => cardNames(page).then((n) => n.length)).toBeGreaterThan(0)
    expect(await page.getByRole("heading", { name: "Brak wyników" }).count()).toBe(0)
    await page.close()
  })

  it("keyboard only: search → card → add (pickup chosen first)", async () => {
    const page = await open(1, DESKTOP)
    await choosePickup(page)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    for (let i = 0; i < 40 && !(await field(page).evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab")
    expect(await field(page).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type("tiramisu")
    // The sets offering it are found too (their options' names are searched), combos first.
    await expect.poll(() => cardNames(page)).toEqual(expected(1, { text: "tiramisu", types: [], excluded: [] }, null))
    const add = page.getByRole("button", { name: "Dodaj: Tiramisu", exact: true })
    for (let i = 0; i < 30 && !(await add.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab")
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press("Enter")
    const dialog = modal(page, "product")
    await dialog.waitFor()
    const confirm = dialog.locator("button", { hasText: /Dodaj do zam/ })
    for (let i = 0; i < 30 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    const card = page.locator("main section li", { has: page.getByRole("heading", { name: "Tiramisu", exact: true }) })
    await expect.poll(() => card.textContent()).toContain("w koszyku")
    // The search is still on: the customer goes on from the same results.
    expect(await field(page).inputValue()).toBe("tiramisu")
    await page.close()
  })

  for (const [label, size] of [
    ["390", MOBILE],
    ["1280", DESKTOP],
  ] as const)
    it(`axe finds nothing on the results, the filters and the allergen panel at ${label} px`, async () => {
      const page = await open(1, size, true)
      await typeSearch(page, "pizza")
      await page.getByRole("button", { name: "Ostra", exact: true }).click()
      await page.getByRole("button", { name: "Bez alergenów" }).click()
      await page.getByRole("checkbox", { name: "Ryby" }).check()
      await expect.poll(() => page.getByText("Bez: Ryby").count()).toBe(1)
      expect(await axeViolations(page)).toEqual([])
      await page.screenshot({ path: `${SHOTS}/menu-search-panel-${label}.png` })
      await page.close()
    })
})

const categoryId = (name: string): number => {
  const categories = restaurantJson(1, "categories") as Array<{ id: number; name: string }>
  const found = categories.find((c) => c.name === name)
  if (!found) throw new Error(`no category ${name}`)
  return found.id
}
