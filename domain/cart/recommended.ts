import { variantsOf } from "../catalogue/families"
import type { Product } from "../wire/product"
import type { CartItemValue } from "../wire/requests"

/**
 * What the add button of a recommended product does (SPEC §2 'suggested popular products'), by the
 * same rules as the menu: a product with anything to choose — a size, add-on groups, half-and-half —
 * opens the customisation modal; a product with nothing to choose goes straight to the cart as one
 * plain unit. `products` is the menu, where the product's size variants are found.
 */
export const recommendedAdd = (
  product: Product,
  products: ReadonlyArray<Product>,
):
  | { readonly _tag: "Customise"; readonly productId: number }
  | { readonly _tag: "Add"; readonly item: CartItemValue } => {
  const hasChoices =
    product.allow_half ||
    product.addons.some((a) => a.ingredients.length > 0) ||
    variantsOf(products, product).length > 1
  return hasChoices
    ? { _tag: "Customise", productId: product.id }
    : {
        _tag: "Add",
        item: { product_id: product.id, addons: [], exclude_ingredients: [], quantity: 1, special: null },
      }
}
