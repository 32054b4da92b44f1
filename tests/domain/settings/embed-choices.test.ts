import { describe, expect, it } from "vitest"
import { embedChoicesOf, embedStartTab, withEmbedLanguage } from "../../../domain/settings/embed-choices"
import { initialState } from "../../../domain/widget/state"
import { aCategory, aCombo, event, styles } from "../widget/entities"

const menuState = (combos: boolean, activeTab: "combos" | number | null = null) => ({
  menu: { activeTab, expanded: [] },
  catalogue: {
    ...initialState.catalogue,
    categories: [aCategory(10, "Pizza"), aCategory(20, "Makarony")],
    combos: combos ? [aCombo(901)] : [],
  },
})

describe("embedChoicesOf", () => {
  it("given the widget's query, when read, then lang is pl or en only and start is trimmed", () => {
    expect(embedChoicesOf("?restaurantId=1&lang=EN&start=%20Makarony%20")).toEqual({
      language: "en",
      start: "Makarony",
    })
    expect(embedChoicesOf("?restaurantId=1&lang=de&start=")).toEqual({ language: null, start: null })
    expect(embedChoicesOf("?restaurantId=1")).toEqual({ language: null, start: null })
  })
})

describe("withEmbedLanguage", () => {
  it("given data-lang, when the restaurant's styles arrive, then their language is replaced and nothing else", () => {
    const loaded = event("WidgetStylesLoaded", { styles: styles("pl") })
    const changed = withEmbedLanguage(loaded, "en")
    expect(changed._tag === "WidgetStylesLoaded" && changed.styles.settings.language).toBe("en")
    expect(changed._tag === "WidgetStylesLoaded" && changed.styles.settings.starting_screen).toBe("Pizza")
    expect(withEmbedLanguage(loaded, null)).toBe(loaded)
    const other = event("RouteChanged", { route: "cart", orderId: null })
    expect(withEmbedLanguage(other, "en")).toBe(other)
  })
})

describe("embedStartTab", () => {
  it("given a restaurant with combos, when data-start names a category, then that category wins over Combos-first", () => {
    expect(embedStartTab(menuState(true), "  makarony ")).toBe(20)
    expect(embedStartTab(menuState(true), "combos")).toBe("combos")
  })

  it("given the customer already chose a tab, the menu not loaded, or a name matching nothing, then no tab is imposed", () => {
    expect(embedStartTab(menuState(true, 10), "Makarony")).toBeNull()
    expect(embedStartTab({ menu: initialState.menu, catalogue: initialState.catalogue }, "Makarony")).toBeNull()
    expect(embedStartTab(menuState(true), "Sushi")).toBeNull()
    expect(embedStartTab(menuState(false), "combos")).toBeNull()
    expect(embedStartTab(menuState(true), null)).toBeNull()
  })
})
