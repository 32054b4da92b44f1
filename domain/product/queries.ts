import { variantsOf } from "../catalogue/families"
import type { Grosze } from "../money/money"
import type { Half } from "../widget/fields"
import type { ProductModalState, WidgetState } from "../widget/state"
import type { Product } from "../wire/product"
import { type AddonGroup, addonGroups } from "./groups"
import { secondHalfChoices } from "./half-and-half"
import { type LineSelection, linePrice } from "./price"
import { selectedAddonIds } from "./selection"

/**
 * What the customisation modal shows, as pure functions of the widget state: the products of each
 * half, the live total and the add-on prices. The ui only formats and translates these.
 */

const byId = (state: WidgetState, id: number | null): Product | null =>
  id === null ? null : ((state.catalogue.products ?? []).find((p) => p.id === id) ?? null)

/** The half whose groups and ingredients the modal shows: the chosen tab in half-and-half, else the first. */
export const activeHalf = (modal: ProductModalState): Half => (modal.halfAndHalf ? modal.activeHalf : "first")

/** The product a half stands for: the chosen size for the first half, the chosen second half for the second. */
export const productOfHalf = (state: WidgetState, which: Half): Product | null => {
  const modal = state.productModal
  if (modal === null) return null
  return which === "first" ? byId(state, modal.variantId) : byId(state, modal.secondProductId)
}

/** The product the modal was opened on (its name and description head the modal). */
export const openedProduct = (state: WidgetState): Product | null => {
  const modal = state.productModal
  return modal === null ? null : (byId(state, modal.productId) ?? byId(state, modal.variantId))
}

export interface HalfSelection {
  readonly product: Product
  readonly groups: ReadonlyArray<AddonGroup>
  /** The add-on ids the cart line sends for this half, in display order. */
  readonly addonIds: ReadonlyArray<number>
}

/** One half's product, its add-on groups and the ids chosen in them; null when the half has no product. */
export const halfSelection = (state: WidgetState, which: Half): HalfSelection | null => {
  const modal = state.productModal
  const product = productOfHalf(state, which)
  if (modal === null || product === null) return null
  const groups = addonGroups(product)
  return { product, groups, addonIds: selectedAddonIds(groups, modal.selections[which]) }
}

/**
 * The line the modal would add, for its live total. With 'Pół na pół' on and no second half chosen
 * yet, the pizza is priced as two halves of the first (SPEC §9: every add-on counts at half), so the
 * total moves by the halved add-on prices the options show; adding stays refused until a second half
 * is chosen (productModalMessages).
 */
export const modalLine = (state: WidgetState): LineSelection | null => {
  const modal = state.productModal
  const first = halfSelection(state, "first")
  if (modal === null || first === null) return null
  if (!modal.halfAndHalf) return { product: first.product, addonIds: first.addonIds, quantity: modal.quantity }
  const second = halfSelection(state, "second")
  return {
    product: first.product,
    addonIds: first.addonIds,
    quantity: modal.quantity,
    secondHalf: second ?? { product: first.product, addonIds: [] },
  }
}

/** The add button's live total (unit × quantity); null when the modal is closed or its product unknown. */
export const modalTotal = (state: WidgetState): Grosze | null => {
  const line = modalLine(state)
  return line === null ? null : linePrice(line)
}

/** The sizes the modal offers: the chosen size's family, sorted by the number in variable_name. */
export const modalSizes = (state: WidgetState): ReadonlyArray<Product> => {
  const variant = productOfHalf(state, "first")
  return variant === null ? [] : variantsOf(state.catalogue.products ?? [], variant)
}

/** The second halves the modal offers (same category, both allow halves, same size); [] when not half-and-half. */
export const modalSecondHalves = (state: WidgetState): ReadonlyArray<Product> => {
  const variant = productOfHalf(state, "first")
  if (variant === null || state.productModal?.halfAndHalf !== true) return []
  return secondHalfChoices(state.catalogue.products ?? [], variant)
}
