import { describe, expect, it } from "vitest"
import { COMBOS_TAB, defaultTab, menuTabs, menuTabValue, NO_COMBOS } from "../../../domain/catalogue/tabs"
import { category, combo } from "../product/build"

const categories = [category(100, "Przystawki"), category(101, "Pizza"), category(102, "Napoje")]

describe("defaultTab", () => {
  it("given combos, then the Combos tab opens first", () => {
    expect(defaultTab([combo({})], categories, "Pizza")).toEqual({ kind: "combos" })
  })

  it("given no combos, then the category named by starting_screen opens (case and spaces ignored)", () => {
    expect(defaultTab([], categories, "Pizza")).toEqual({ kind: "category", id: 101 })
    expect(defaultTab([], categories, "  pizza ")).toEqual({ kind: "category", id: 101 })
  })

  it("given no combos and no matching category, then the first category opens", () => {
    expect(defaultTab([], categories, "Desery")).toEqual({ kind: "category", id: 100 })
    expect(defaultTab([], categories, null)).toEqual({ kind: "category", id: 100 })
    expect(defaultTab([], categories, "")).toEqual({ kind: "category", id: 100 })
  })

  it("given nothing at all, then there is no tab to open", () => {
    expect(defaultTab([], [], "Pizza")).toBeNull()
  })
})

describe("menuTabs", () => {
  it("puts Combos first, then one tab per category", () => {
    expect(menuTabs(categories)).toEqual([
      { kind: "combos" },
      { kind: "category", id: 100 },
      { kind: "category", id: 101 },
      { kind: "category", id: 102 },
    ])
  })

  it("exports the texts", () => {
    expect(COMBOS_TAB).toEqual({ key: "combos", text: "Combos" })
    expect(NO_COMBOS).toEqual({ key: "no-combos-available", text: "No combos available" })
  })
})

describe("menuTabValue", () => {
  it("spells a tab the way the event log does", () => {
    expect(menuTabValue({ kind: "combos" })).toBe("combos")
    expect(menuTabValue({ kind: "category", id: 101 })).toBe(101)
  })
})
