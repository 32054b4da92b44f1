import { copyCartSlice, copyCatalogue, withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import type { CatalogueEvent } from "./events"

/** The restaurant, its menu and the recommended products. */
export const reduceCatalogue = (state: WidgetState, event: CatalogueEvent): WidgetState => {
  const { failures } = state.catalogue
  const catalogue = copyCatalogue(state.catalogue)
  switch (event._tag) {
    case "RestaurantLoaded":
      catalogue.restaurant = event.restaurant
      return withSlice(state, "catalogue", catalogue)
    case "CategoriesLoaded":
      catalogue.categories = event.categories
      catalogue.failures = { products: failures.products, categories: null }
      return withSlice(state, "catalogue", catalogue)
    case "ProductsLoaded":
      catalogue.products = event.products
      catalogue.failures = { products: null, categories: failures.categories }
      return withSlice(state, "catalogue", catalogue)
    case "CombosLoaded":
      catalogue.combos = event.combos
      return withSlice(state, "catalogue", catalogue)
    case "CatalogueLoadFailed":
      catalogue.failures =
        event.what === "products"
          ? { products: event.message, categories: failures.categories }
          : { products: failures.products, categories: event.message }
      return withSlice(state, "catalogue", catalogue)
    case "CatalogueRetried":
      if (failures.products === null && failures.categories === null) return state
      catalogue.failures = { products: null, categories: null }
      return withSlice(state, "catalogue", catalogue)
    case "RecommendedLoaded": {
      const cart = copyCartSlice(state.cart)
      cart.recommended = event.products
      return withSlice(state, "cart", cart)
    }
    default:
      return exhaustive(event, state)
  }
}
