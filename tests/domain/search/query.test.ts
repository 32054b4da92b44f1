import { describe, expect, it } from "vitest"
import { allergenCodeOf } from "../../../domain/search/allergens"
import { matchMenu, NO_QUERY, toggleAllergen, toggleType } from "../../../domain/search/query"
import { buildSearchIndex } from "../../../domain/search/search-index"
import { fixtureCombos, fixtureProducts, restaurantJson } from "../../support/fixtures"
import { aCategory, aCombo, aProduct } from "../widget/entities"
import { seededMenu } from "./seeded-menu"

const VEGETARIAN = { id: 1, name: "Wegetariańska" }
const VEGAN = { id: 3, name: "Wegańska" }

const categories = [aCategory(100, "Pizza"), aCategory(200, "Sałatki")]
const products = [
  aProduct(1, { name: "Ser kozi", category_id: 200, types: [VEGETARIAN], allergens: ["Mleko"] }),
  aProduct(2, { name: "Pizza serowa", category_id: 100, types: [VEGETARIAN], allergens: ["Gluten", "Mleko"] }),
  aProduct(3, { name: "Marinara", category_id: 100, types: [VEGAN, VEGETARIAN], allergens: ["Gluten"] }),
  aProduct(4, {
    name: "Żurek",
    description: "Na zakwasie",
    category_id: 200,
    ingredients: [{ id: 1, name: "Kiełbasa", price: 0, is_deletable: 1, is_deletable_in_product: 1 }],
    allergens: [{ id: 3, name: "Jaja" }],
  }),
]
const combo = aCombo(901)
const index = buildSearchIndex(
  [...products, aProduct(1002, { name: "Margherita", category_id: 999, allergens: ["Mleko"] })],
  [combo],
  categories,
)
const names = (q: Parameters<typeof matchMenu>[1]) =>
  matchMenu(index, q).groups.map((g) => [
    g.tab,
    [...g.combos.map((c) => c.entry.combo.name), ...g.products.map((p) => p.product.name)],
  ])

describe("menu search", () => {
  it("given 'zurek', when searched, then 'Żurek' is found; so are its description and ingredients", () => {
    expect(names({ ...NO_QUERY, text: "zurek" })).toEqual([[200, ["Żurek"]]])
    expect(names({ ...NO_QUERY, text: "ZAKWASIE" })).toEqual([[200, ["Żurek"]]])
    expect(names({ ...NO_QUERY, text: "kielbasa" })).toEqual([[200, ["Żurek"]]])
  })

  it("given 'ser', when searched, then 'Ser kozi' and 'Pizza serowa' are found, grouped in menu order", () => {
    expect(names({ ...NO_QUERY, text: "ser" })).toEqual([
      [100, ["Pizza serowa"]],
      [200, ["Ser kozi"]],
    ])
  })

  it("given a category's name, when searched, then its dishes are found, whatever they are called", () => {
    expect(names({ ...NO_QUERY, text: "salatki" })).toEqual([[200, ["Ser kozi", "Żurek"]]])
  })

  it("given several words, when searched, then a card must have all of them, in any order", () => {
    expect(names({ ...NO_QUERY, text: "serowa pizza" })).toEqual([[100, ["Pizza serowa"]]])
    expect(names({ ...NO_QUERY, text: "ser marinara" })).toEqual([])
  })

  it("given a combo's option name, when searched, then the combo is found in the Combos group, first", () => {
    expect(names({ ...NO_QUERY, text: "pepperoni" })).toEqual([["combos", ["Zestaw 901"]]])
  })

  it("given dietary types, when filtered, then a card needs every chosen type", () => {
    expect(names({ ...NO_QUERY, types: [1] })).toEqual([
      [100, ["Pizza serowa", "Marinara"]],
      [200, ["Ser kozi"]],
    ])
    expect(names({ ...NO_QUERY, types: [1, 3] })).toEqual([[100, ["Marinara"]]])
  })

  it("given an excluded allergen, when filtered, then products declaring it go and combos containing it are marked", () => {
    const result = matchMenu(index, { ...NO_QUERY, excluded: ["milk"] })
    expect(result.groups.map((g) => g.tab)).toEqual(["combos", 100, 200])
    expect(result.groups[0]?.combos[0]?.flagged).toEqual(["milk"])
    expect(result.groups.flatMap((g) => g.products.map((p) => p.product.name))).toEqual(["Marinara", "Żurek"])
    expect(matchMenu(index, { ...NO_QUERY, excluded: ["fish"] }).groups[0]?.combos[0]?.flagged).toEqual([])
  })

  it("given a query, when matched, then every section has a count (0 included) and the total adds them up", () => {
    const result = matchMenu(index, { ...NO_QUERY, text: "ser" })
    expect([...result.counts]).toEqual([
      ["combos", 0],
      [100, 1],
      [200, 1],
    ])
    expect(result.total).toBe(2)
  })

  it("given nothing asked, when matched, then every card of the menu is there", () => {
    expect(matchMenu(index, NO_QUERY).total).toBe(1 + products.length)
  })

  it("given the index, when built, then it offers the menu's types and allergens (EU-14 order)", () => {
    expect(index.types).toEqual([VEGETARIAN, VEGAN])
    expect(index.allergens).toEqual(["gluten", "eggs", "milk"])
  })

  it("given toggles, when pressed twice, then the choice is back where it was", () => {
    expect(toggleType(toggleType([3], 1), 1)).toEqual([3])
    expect(toggleAllergen(["milk"], "gluten")).toEqual(["milk", "gluten"])
    expect(toggleAllergen(["milk", "gluten"], "milk")).toEqual(["gluten"])
  })
})

describe("combos and dietary types", () => {
  const byId = (id: number, types: ReadonlyArray<{ id: number; name: string }>) =>
    aProduct(id, { name: `P${id}`, category_id: 100, types })
  const build = (optionTypes: ReadonlyArray<ReadonlyArray<number>>) => {
    const ids = [1002, 1020, 1088]
    return buildSearchIndex(
      ids.map((id, i) =>
        byId(
          id,
          (optionTypes[i] ?? []).map((t) => ({ id: t, name: `T${t}` })),
        ),
      ),
      [combo],
      [aCategory(100)],
    )
  }

  it("given every group offers a vegetarian option, when filtered to vegetarian, then the combo stays", () => {
    // Pizza group: 1002 veg, 1020 not; drink group: 1088 veg.
    expect(matchMenu(build([[1], [], [1]]), { ...NO_QUERY, types: [1] }).counts.get("combos")).toBe(1)
  })

  it("given a group without a vegetarian option, when filtered to vegetarian, then the combo goes", () => {
    expect(matchMenu(build([[1], [1], []]), { ...NO_QUERY, types: [1] }).counts.get("combos")).toBe(0)
  })
})

describe("the seeded menus", () => {
  it("restaurant 2: 'zurek' and 'Żurek' find the same dish, in Zupy", () => {
    const cats = restaurantJson(2, "categories") as Array<{ id: number; name: string; logo: null }>
    const r2 = buildSearchIndex(fixtureProducts(2), fixtureCombos(2), cats)
    const plain = matchMenu(r2, { ...NO_QUERY, text: "zurek" })
    const polish = matchMenu(r2, { ...NO_QUERY, text: "Żurek" })
    expect(plain.groups.flatMap((g) => g.products.map((p) => p.product.name))).toEqual(["Żurek z jajkiem i kiełbasą"])
    expect(polish.groups).toEqual(plain.groups)
    expect(cats.find((c) => c.id === plain.groups[0]?.tab)?.name).toBe("Zupy")
  })

  it("restaurants 1–3: every declared allergen is an EU-14 one, every product has types or allergens, vegan means no milk or eggs", () => {
    for (const restaurant of [1, 2, 3] as const) {
      const { products: list, combos, categories: cats } = seededMenu(restaurant)
      const built = buildSearchIndex(list, combos, cats)
      const declared = new Set(list.flatMap((p) => p.allergens))
      expect(built.allergens.length).toBeGreaterThan(3)
      for (const name of declared) expect(allergenCodeOf(name), name).not.toBeNull()
      const vegan = matchMenu(built, { ...NO_QUERY, types: [3] })
      for (const group of vegan.groups)
        for (const entry of group.products) {
          expect(entry.allergens.has("milk")).toBe(false)
          expect(entry.allergens.has("eggs")).toBe(false)
        }
      expect(list.every((p) => p.types.length > 0 || p.allergens.length > 0)).toBe(true)
    }
  })
})
