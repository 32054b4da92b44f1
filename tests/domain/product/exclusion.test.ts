import { describe, expect, it } from "vitest"
import { canExcludeIngredient, halfTakesExclusions, toggleExcludedIngredient } from "../../../domain/product/exclusion"

const ing = (id: number, is_deletable: boolean, is_deletable_in_product: boolean) => ({
  id,
  is_deletable,
  is_deletable_in_product,
})

describe("canExcludeIngredient", () => {
  it("allows exclusion only when both the ingredient and the product allow it", () => {
    expect(canExcludeIngredient(ing(1, true, true))).toBe(true)
    expect(canExcludeIngredient(ing(1, true, false))).toBe(false)
    expect(canExcludeIngredient(ing(1, false, true))).toBe(false)
    expect(canExcludeIngredient(ing(1, false, false))).toBe(false)
  })
})

describe("toggleExcludedIngredient", () => {
  it("given a deletable ingredient, when clicked twice, then it is excluded and then included again", () => {
    const once = toggleExcludedIngredient([], ing(5003, true, true))
    expect(once).toEqual([5003])
    expect(toggleExcludedIngredient(once, ing(5003, true, true))).toEqual([])
  })

  it("given a non-deletable ingredient, when clicked, then the list is unchanged", () => {
    const current = [5003]
    expect(toggleExcludedIngredient(current, ing(5002, false, false))).toBe(current)
  })
})

describe("halfTakesExclusions", () => {
  it("given half-and-half, then only the first half's exclusions are sent (the second half carries product_id and add-ons)", () => {
    expect(halfTakesExclusions("first")).toBe(true)
    expect(halfTakesExclusions("second")).toBe(false)
  })
})
