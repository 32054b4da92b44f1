import { describe, expect, it } from "vitest"
import { embedChoicesOf, embedStartTab, withEmbedChoices } from "../../../domain/settings/embed-choices"
import { initialState } from "../../../domain/widget/initial-state"
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
    expect(embedChoicesOf("?restaurantId=1&lang=EN&start=%20Makarony%20")).toMatchObject({
      language: "en",
      start: "Makarony",
    })
    expect(embedChoicesOf("?restaurantId=1&lang=de&start=")).toMatchObject({ language: null, start: null })
    expect(embedChoicesOf("?restaurantId=1")).toEqual({
      language: null,
      start: null,
      color: null,
      background: null,
      footer: null,
    })
  })

  it("given data-color, data-background and data-footer, when read, then only a hex colour, 'transparent' and 'minimal' count", () => {
    expect(embedChoicesOf("?color=%231565C0&background=Transparent&footer=minimal")).toMatchObject({
      color: "#1565c0",
      background: "transparent",
      footer: "minimal",
    })
    expect(embedChoicesOf("?color=15c")).toMatchObject({ color: "#1155cc" })
    expect(embedChoicesOf("?color=red&background=%23000&footer=none")).toMatchObject({
      color: null,
      background: null,
      footer: null,
    })
    expect(embedChoicesOf("?color=%23123456)%3Bx")).toMatchObject({ color: null })
  })
})

describe("withEmbedChoices", () => {
  it("given data-lang, when the restaurant's styles arrive, then their language is replaced and nothing else", () => {
    const loaded = event("WidgetStylesLoaded", { styles: styles("pl") })
    const changed = withEmbedChoices(loaded, { language: "en", color: null })
    expect(changed._tag === "WidgetStylesLoaded" && changed.styles.settings.language).toBe("en")
    expect(changed._tag === "WidgetStylesLoaded" && changed.styles.settings.starting_screen).toBe("Pizza")
    expect(withEmbedChoices(loaded, { language: null, color: null })).toBe(loaded)
    const other = event("RouteChanged", { route: "cart", orderId: null })
    expect(withEmbedChoices(other, { language: "en", color: "#1565c0" })).toBe(other)
  })

  it("given data-color, when the styles arrive, then it replaces main_button_color unless settings.host_color is 'off'", () => {
    const loaded = event("WidgetStylesLoaded", { styles: { ...styles("pl"), main_button_color: "c8102e" } })
    const changed = withEmbedChoices(loaded, { language: null, color: "#1565c0" })
    expect(changed._tag === "WidgetStylesLoaded" && changed.styles.main_button_color).toBe("1565c0")
    expect(changed._tag === "WidgetStylesLoaded" && changed.styles.settings.language).toBe("pl")
    const locked = event("WidgetStylesLoaded", {
      styles: {
        ...styles("pl"),
        main_button_color: "c8102e",
        settings: { ...styles("pl").settings, host_color: "OFF" },
      },
    })
    expect(withEmbedChoices(locked, { language: null, color: "#1565c0" })).toBe(locked)
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
