import { productsInCategory, sortProducts } from "../catalogue/products"
import { variantSize } from "../catalogue/variants"
import { copy } from "../i18n/copy"
import type { Product } from "../wire/product"

/**
 * Half-and-half pairing (SPEC §2 'The second half is picked from the products of the same category').
 * Beyond the SPEC line, a second half must also allow halves and be of the same size as the first:
 * a 42 cm half on a 32 cm pizza cannot be baked, and the halves' prices only make sense at one size.
 * Sizes compare by the number in variable_name (variantSize); two products without a size match.
 */
export const canPairHalves = (first: Product, second: Product): boolean =>
  first.allow_half &&
  second.allow_half &&
  first.category_id !== null &&
  first.category_id === second.category_id &&
  variantSize(first.variable_name) === variantSize(second.variable_name)

/** The second halves the modal offers for `first`, in menu order (the first half itself included). */
export const secondHalfChoices = (products: ReadonlyArray<Product>, first: Product): ReadonlyArray<Product> =>
  first.category_id === null
    ? []
    : sortProducts(productsInCategory(products, first.category_id)).filter((p) => canPairHalves(first, p))

/**
 * The half-and-half price rule in one line (SPEC §9: 'each half is priced at half of its total, and
 * every add-on price is divided by 2'), shown by the switch so the customer knows what a half costs.
 */
export const HALF_PRICE_RULE = copy(
  "half-and-half-price-rule",
  "Each half costs half its pizza's price; add-ons count at half.",
)

/** Shown when 'Pół na pół' is on and no second half is chosen: adding would otherwise send a whole pizza. */
export const SECOND_HALF_REQUIRED = copy("second-half-required", "Choose the second half")

/** Shown when the chosen second half cannot be paired with the first (other category or size). */
export const SECOND_HALF_MISMATCH = copy(
  "second-half-mismatch",
  "The second half must be a pizza of the same size from the same category",
)

/**
 * Half-and-half is on and no second half is chosen: what 'Choose the second half' refuses, and what a
 * refused add marks (the second-half tab and its picker) besides the footer message.
 */
export const secondHalfMissing = (modal: {
  readonly halfAndHalf: boolean
  readonly secondProductId: number | null
}): boolean => modal.halfAndHalf && modal.secondProductId === null
