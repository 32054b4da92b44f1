import { describe, expect, it } from "vitest"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { given } from "../../support/given"
import { aCategory, aCombo, aProduct, aRestaurant, event, someTranslations, styles } from "../widget/entities"

describe("catalogue", () => {
  it("stores restaurant, categories, products and combos; null means not loaded yet", () => {
    expect(initialState.catalogue.products).toBeNull()
    const state = given(
      event("RestaurantLoaded", { restaurant: aRestaurant() }),
      event("CategoriesLoaded", { categories: [aCategory(100, "Pizza")] }),
      event("ProductsLoaded", { products: [aProduct(1001)] }),
      event("CombosLoaded", { combos: [aCombo(901)] }),
    )
    expect(state.catalogue.restaurant?.name).toBe("Pizzeria Bella Napoli")
    expect(state.catalogue.categories?.map((c) => c.name)).toEqual(["Pizza"])
    expect(state.catalogue.products?.map((p) => p.id)).toEqual([1001])
    expect(state.catalogue.combos?.map((c) => c.id)).toEqual([901])
  })

  it("a swallowed combos failure is recorded as an empty list, which is 'No combos available'", () => {
    expect(given(event("CombosLoaded", { combos: [] })).catalogue.combos).toEqual([])
  })

  it("a products or categories failure is kept per call until a retry or a successful load", () => {
    const failed = given(
      event("CatalogueLoadFailed", { what: "products", message: "Network error" }),
      event("CatalogueLoadFailed", { what: "categories", message: "500" }),
    )
    expect(failed.catalogue.failures).toEqual({ products: "Network error", categories: "500" })
    expect(reduce(failed, event("CatalogueRetried", {})).catalogue.failures).toEqual({
      products: null,
      categories: null,
    })
    expect(reduce(failed, event("ProductsLoaded", { products: [] })).catalogue.failures.products).toBeNull()
    expect(reduce(initialState, event("CatalogueRetried", {}))).toBe(initialState)
  })

  it("recommended products are kept with the cart", () => {
    expect(given(event("RecommendedLoaded", { products: [aProduct(1002)] })).cart.recommended.map((p) => p.id)).toEqual(
      [1002],
    )
  })
})

describe("settings", () => {
  it("widget styles set the interface language from settings.language", () => {
    expect(initialState.settings.language).toBe("pl")
    const state = given(event("WidgetStylesLoaded", { styles: styles("en") }))
    expect(state.settings.language).toBe("en")
    expect(state.settings.styles?.main_button_color).toBe("c8102e")
  })

  it("styles without a language keep the current one", () => {
    const state = given(
      event("WidgetStylesLoaded", { styles: styles("en") }),
      event("WidgetStylesLoaded", { styles: styles(null) }),
    )
    expect(state.settings.language).toBe("en")
  })

  it("translations go to the global list; the maps key is stored, an empty key meaning none", () => {
    const state = given(
      event("TranslationsLoaded", { translations: someTranslations() }),
      event("AppConfigLoaded", { gcpKey: "k" }),
    )
    expect(state.settings.translations).toHaveLength(2)
    expect(state.settings.gcpKey).toBe("k")
    expect(reduce(state, event("AppConfigLoaded", { gcpKey: "" })).settings.gcpKey).toBeNull()
  })
})
