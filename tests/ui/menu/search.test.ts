import { afterEach, describe, expect, it } from "vitest"
import { Storage, StorageKeys } from "../../../adapters"
import { createWidgetModel } from "../../../ui/model/model"
import { fakeApi, testModel } from "../model/fake-api"

/** The model's search group (issue 15): projections, the session-kept exclusion, and its events (issue 26). */

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

const setup = async () => {
  const { model, runtime } = testModel(fakeApi(1))
  disposers.push(() => runtime.dispose())
  await model.commands.widget.boot()
  return { model, runtime }
}

const shownNames = (model: Awaited<ReturnType<typeof setup>>["model"]) =>
  model.projections.searchResults.value.groups.map((g) => [
    g.title,
    [...g.combos.map((c) => c.name), ...g.products.map((p) => p.name)],
  ])

describe("model: menu search", () => {
  it("given 'tiramisu' typed letter by letter and a dietary filter, then the log holds one SearchTyped and the replayed state shows both", async () => {
    const { model } = await setup()
    const logged = model.log.length
    for (let i = 1; i <= "tiramisu".length; i++) model.commands.search.type("tiramisu".slice(0, i))
    model.commands.search.toggleType(model.projections.search.value.types[0]?.id ?? 0)
    model.commands.search.type("tiramisu ")
    expect(model.log.slice(logged).map((e) => e._tag)).toEqual(["SearchTyped", "DietaryTypeToggled", "SearchTyped"])
    const state = model.state.value.search
    expect(state.text).toBe("tiramisu ")
    expect(state.types).toHaveLength(1)
  })

  it("given the menu, when 'tiramisu' is typed, then the sets offering it and the dessert show, counted per tab", async () => {
    const { model } = await setup()
    expect(model.projections.search.value.filtering).toBe(false)
    expect(model.projections.search.value.counts).toBeNull()
    model.commands.search.type("tiramisu")
    expect(model.projections.search.value.filtering).toBe(true)
    expect(shownNames(model)).toEqual([
      [expect.any(String), ["Zestaw dla dwojga", "Słodki duet"]],
      ["Desery", ["Tiramisu"]],
    ])
    expect(model.projections.search.value.resultText).toMatch(/ 3$/)
    expect(model.projections.search.value.counts?.get(106)).toBe(1)
    expect(model.projections.search.value.counts?.get(100)).toBe(0)
  })

  it("given text typed, when a letter more is typed, then the filters' view is the same object and only 'Found n' and the counts change", async () => {
    const { model } = await setup()
    const closed = model.projections.searchFilters.value
    expect(closed.opened).toBe(false)
    model.commands.search.type("t")
    const open = model.projections.searchFilters.value
    // The first letter opens the phone's search and filters: the bar renders once for it.
    expect(open).not.toBe(closed)
    expect(open.opened).toBe(true)
    const found = model.projections.searchFound.value
    model.commands.search.type("tiramisu")
    // Typing on: the bar reads nothing that changed, so it does not render again.
    expect(model.projections.searchFilters.value).toBe(open)
    expect(model.projections.searchFound.value).not.toBe(found)
    expect(model.projections.searchFound.value).toBe(model.projections.search.value.resultText)
    expect(model.projections.search.value.types).toBe(open.types)
    // A filter does change it.
    const type = open.types[0]
    if (!type) throw new Error("restaurant 1's menu declares no dietary types")
    model.commands.search.toggleType(type.id)
    expect(model.projections.searchFilters.value).not.toBe(open)
    expect(model.projections.searchFilters.value.hasFilters).toBe(true)
  })

  it("given a tab's cards, when a search shows one of them and a letter more keeps it, then it is the same card view (its memoised card does not render again)", async () => {
    const { model } = await setup()
    model.commands.navigation.selectTab(106)
    const body = model.projections.visibleProducts.value
    const inTab = body.kind === "products" ? body.products.find((p) => p.name === "Tiramisu") : undefined
    expect(inTab).toBeDefined()
    const shown = () =>
      model.projections.searchResults.value.groups.flatMap((g) => g.products).find((p) => p.name === "Tiramisu")
    model.commands.search.type("tirami")
    const first = shown()
    expect(first).toBe(inTab)
    model.commands.search.type("tiramisu")
    expect(shown()).toBe(first)
    model.commands.search.clearText()
    const again = model.projections.visibleProducts.value
    expect(again.kind === "products" ? again.products.find((p) => p.name === "Tiramisu") : undefined).toBe(inTab)
  })

  it("given a search, when a tab is picked, then only its matches show until 'All categories'", async () => {
    const { model } = await setup()
    model.commands.search.type("tiramisu")
    model.commands.navigation.selectTab(106)
    model.commands.search.narrowTo(106)
    expect(shownNames(model)).toEqual([["Desery", ["Tiramisu"]]])
    expect(model.projections.searchResults.value.widenLabel).not.toBeNull()
    expect(model.projections.search.value.resultText).toMatch(/ 1$/)
    model.commands.search.widen()
    expect(shownNames(model).length).toBe(2)
  })

  it("given filters only, when browsing, then the active tab's matching cards show; nothing matching gives 'No results' with Clear filters", async () => {
    const { model } = await setup()
    model.commands.navigation.selectTab(107)
    model.commands.search.toggleType(2) // Ostra: no drink is spicy
    const view = model.projections.searchResults.value
    expect(view.groups).toEqual([])
    expect(view.noResults?.clearFilters).not.toBeNull()
    expect(view.noResults?.clearSearch).toBeNull()
    model.commands.search.clearFilters()
    expect(model.projections.search.value.filtering).toBe(false)
  })

  it("given milk excluded, then cards list no milk, sets are marked, the choice is in session storage and the log holds it as one event (a report replays it, issue 26)", async () => {
    const { model, runtime } = await setup()
    const logged = model.log.length
    model.commands.search.toggleAllergen("milk")
    const groups = model.projections.searchResults.value.groups
    // The fake API sends no translations: the EU-14 labels are the English defaults here.
    for (const g of groups) for (const p of g.products) expect(p.allergens).not.toContain("Milk")
    const combos = groups.flatMap((g) => g.combos)
    expect(combos.length).toBeGreaterThan(0)
    expect(combos.every((c) => c.warning === "Some options contain: Milk")).toBe(true)
    expect(model.projections.search.value.chips.map((c) => c.code)).toEqual(["milk"])
    expect(model.log.slice(logged).map((e) => e._tag)).toEqual(["AllergenToggled"])
    await new Promise((resolve) => setTimeout(resolve, 0))
    const stored = await runtime.runPromise(Storage.use((s) => s.get(StorageKeys.excludedAllergens)))
    expect(stored._tag === "Some" ? stored.value : null).toEqual(["milk"])

    // Another mount in the same session (same storage) starts with the exclusion.
    let clock = 1_800_000_000_000
    const again = createWidgetModel({ runtime, restaurantId: 1, now: () => clock++ })
    await again.commands.widget.boot()
    expect(again.projections.search.value.chips.map((c) => c.code)).toEqual(["milk"])
  })

  it("cards and the product modal list the declared allergens ('Mleko' read as the EU-14 milk, shown by its copy)", async () => {
    const { model } = await setup()
    model.commands.navigation.selectTab(100)
    const body = model.projections.visibleProducts.value
    if (body.kind !== "products") throw new Error("no products")
    expect(body.products[0]?.allergens).toEqual(["Gluten", "Milk"])
    model.commands.product.open(1001)
    expect(model.projections.productModalView.value?.allergens).toEqual(["Gluten", "Milk"])
  })
})
