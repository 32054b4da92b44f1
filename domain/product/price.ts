import { add, type Grosze, half, sum, times, ZERO } from "../money/money"
import type { AddonIngredient, Product } from "../wire/product"

/**
 * Prices, as SPEC §9 states them. The API's price, real_price and sale_price are net amounts and vat
 * is the VAT amount per unit, so what a customer pays for one unit is (sale_price ?? price) + add-ons + vat,
 * and the card's 'from' price is real_price + vat. Everything is integer grosze.
 */

/** An add-on option's price: price_in_addon, else the ingredient's own price, else 0. */
export const addonPrice = (ingredient: AddonIngredient): Grosze => ingredient.price_in_addon ?? ingredient.price ?? ZERO

/** Every add-on option of a product by id (first wins if the API repeats an id across groups). */
export const addonOptionsById = (product: Product): ReadonlyMap<number, AddonIngredient> => {
  const byId = new Map<number, AddonIngredient>()
  for (const addon of product.addons) for (const ing of addon.ingredients) if (!byId.has(ing.id)) byId.set(ing.id, ing)
  return byId
}

/** Sum of the chosen add-on options; ids the product does not offer cost nothing (the server rejects them). */
export const addonsPrice = (product: Product, addonIds: ReadonlyArray<number>): Grosze => {
  const byId = addonOptionsById(product)
  return sum(addonIds.map((id) => (byId.get(id) ? addonPrice(byId.get(id) as AddonIngredient) : ZERO)))
}

/** The unit price before add-ons: sale_price if present, else price, plus vat. */
export const productBasePrice = (product: Product): Grosze => add(product.sale_price ?? product.price, product.vat)

/** One unit with its add-ons. */
export const unitPrice = (product: Product, addonIds: ReadonlyArray<number>): Grosze =>
  add(productBasePrice(product), addonsPrice(product, addonIds))

/**
 * Half-and-half: each half costs half of its own whole total (base + vat + add-ons), so every add-on
 * counts at half its price. Rounding rule: the two halves are added first and the sum is halved once,
 * rounding up to the grosz — a pizza paired with itself costs exactly the whole pizza, and any pair is
 * at most 1 gr above the exact half-sum, never below it.
 */
export const halfAndHalfUnitPrice = (
  first: Product,
  firstAddonIds: ReadonlyArray<number>,
  second: Product,
  secondAddonIds: ReadonlyArray<number>,
): Grosze => {
  const both = add(unitPrice(first, firstAddonIds), unitPrice(second, secondAddonIds))
  return half(both)
}

/**
 * What an add-on option shows in the modal: its price (addonPrice), halved and rounded up (Money.half)
 * while the pizza is half-and-half, which is what each half adds to the charge (±1 gr of rounding).
 */
export const shownAddonPrice = (price: Grosze, halfAndHalf: boolean): Grosze => (halfAndHalf ? half(price) : price)

/** A cart line as the customer builds it in the modal. */
export interface LineSelection {
  readonly product: Product
  readonly addonIds: ReadonlyArray<number>
  readonly quantity: number
  readonly secondHalf?: { readonly product: Product; readonly addonIds: ReadonlyArray<number> } | undefined
}

/** The live total of the customisation modal's add button: unit price × quantity. */
export const linePrice = (line: LineSelection): Grosze => {
  const unit = line.secondHalf
    ? halfAndHalfUnitPrice(line.product, line.addonIds, line.secondHalf.product, line.secondHalf.addonIds)
    : unitPrice(line.product, line.addonIds)
  return times(unit, line.quantity)
}

/** Card prices: 'from' real_price + vat; with a sale, the old price is struck through and the sale price shown. */
export const productCardPrice = (product: Product): { readonly from: Grosze; readonly sale: Grosze | null } => ({
  from: add(product.real_price, product.vat),
  sale: product.sale_price === null ? null : add(product.sale_price, product.vat),
})
