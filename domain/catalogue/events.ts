import { Schema } from "effect"
import { At, CategoryValue, ComboValue, ProductValue, RestaurantValue } from "../widget/fields"

/** The restaurant's details arrived. A failure is swallowed (SPEC §8), so it has no event. */
export const RestaurantLoaded = Schema.TaggedStruct("RestaurantLoaded", { at: At, restaurant: RestaurantValue })

export const CategoriesLoaded = Schema.TaggedStruct("CategoriesLoaded", {
  at: At,
  categories: Schema.Array(CategoryValue),
})

export const ProductsLoaded = Schema.TaggedStruct("ProductsLoaded", { at: At, products: Schema.Array(ProductValue) })

/** Combos arrived. A failed combos call is swallowed and recorded as CombosLoaded with [] (SPEC §8). */
export const CombosLoaded = Schema.TaggedStruct("CombosLoaded", { at: At, combos: Schema.Array(ComboValue) })

/** Products or categories could not be loaded: the menu shows the message and a retry. */
export const CatalogueLoadFailed = Schema.TaggedStruct("CatalogueLoadFailed", {
  at: At,
  what: Schema.Literals(["products", "categories"]),
  message: Schema.String,
})

/** The customer pressed retry: the failures are forgotten while the calls run again. */
export const CatalogueRetried = Schema.TaggedStruct("CatalogueRetried", { at: At })

/** Recommended ('popular') products for the cart page. */
export const RecommendedLoaded = Schema.TaggedStruct("RecommendedLoaded", {
  at: At,
  products: Schema.Array(ProductValue),
})

export const CatalogueEvent = Schema.Union([
  RestaurantLoaded,
  CategoriesLoaded,
  ProductsLoaded,
  CombosLoaded,
  CatalogueLoadFailed,
  CatalogueRetried,
  RecommendedLoaded,
])
export type CatalogueEvent = typeof CatalogueEvent.Type
