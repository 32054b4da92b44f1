import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { filterChoices, type SearchIndex, searchIndexBuilder } from "../../../domain/search/search-index"
import { seededMenu } from "./seeded-menu"

/** The index built at once, the old way (every section, then the filters' lists), to compare with. */
const indexAtOnce = (restaurant: 1 | 2 | 3): SearchIndex => {
  const menu = seededMenu(restaurant)
  return searchIndexBuilder(menu.products, menu.combos, menu.categories).index()
}

describe("the search index built when the page is idle", () => {
  it("gives the same index however many sections the idle steps built first", () => {
    for (const restaurant of [1, 2] as const) {
      const menu = seededMenu(restaurant)
      const whole = indexAtOnce(restaurant)
      const sections = menu.categories.length + 1
      fc.assert(
        fc.property(fc.nat(sections + 2), (steps) => {
          const builder = searchIndexBuilder(menu.products, menu.combos, menu.categories)
          const taken = Array.from({ length: steps }, () => builder.step())
          // A step builds one section while any is left, then says there is nothing more.
          expect(taken).toEqual(Array.from({ length: steps }, (_, i) => i < sections))
          expect(builder.index()).toEqual(whole)
        }),
        { numRuns: 20 },
      )
    }
  })

  it("once joined, answers the same index object, and steps find nothing left", () => {
    const menu = seededMenu(1)
    const builder = searchIndexBuilder(menu.products, menu.combos, menu.categories)
    const index = builder.index()
    expect(builder.index()).toBe(index)
    expect(builder.step()).toBe(false)
  })

  it("offers the filters the index's own dietary types and allergens, in the same order, without building it", () => {
    for (const restaurant of [1, 2, 3] as const) {
      const menu = seededMenu(restaurant)
      const whole = indexAtOnce(restaurant)
      expect(filterChoices(menu.products, menu.categories)).toEqual({ types: whole.types, allergens: whole.allergens })
      expect(whole.types.length).toBeGreaterThan(0)
      expect(whole.allergens.length).toBeGreaterThan(0)
    }
  })
})
