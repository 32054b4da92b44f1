import type { Copy } from "../i18n/copy"
import type { Half } from "../widget/fields"
import type { WidgetState } from "../widget/state"
import type { CartItemValue } from "../wire/requests"
import { cartItemValue } from "./cart-item"
import type { ProductModalEvent } from "./events"
import { canExcludeIngredient, halfTakesExclusions, toggleExcludedIngredient } from "./exclusion"
import { SECOND_HALF_MISMATCH, SECOND_HALF_REQUIRED } from "./half-and-half"
import { productModalMessages } from "./modal-validation"
import { clampModalQuantity } from "./quantity"
import { activeHalf, halfSelection, productOfHalf } from "./queries"
import { toggleAddonOption } from "./selection"
import { MANDATORY_GROUP_MESSAGE } from "./validation"

/**
 * The customisation modal's decisions (SPEC §2, §5): given the state and what the customer did, the
 * event to append, or null when nothing changes (the modal is closed, the click is stale, the value
 * is the same). The ui dispatches what these return and never re-decides.
 */

const english = (text: Copy): string => text.text

/** A size chosen among the variants; null when it is the one already chosen. */
export const decideVariant = (state: WidgetState, productId: number, at: number): ProductModalEvent | null => {
  const modal = state.productModal
  return modal === null || modal.variantId === productId ? null : { _tag: "VariantChosen", at, productId }
}

/** 'Pół na pół' on or off: on only for a product with allow_half (SPEC §2); off always. */
export const decideHalfAndHalf = (state: WidgetState, at: number): ProductModalEvent | null => {
  const modal = state.productModal
  if (modal === null) return null
  if (!modal.halfAndHalf && productOfHalf(state, "first")?.allow_half !== true) return null
  return { _tag: "HalfAndHalfToggled", at, on: !modal.halfAndHalf }
}

/** A click on an add-on option of the active half: radio or checkbox by the group (toggleAddonOption). */
export const decideAddonToggle = (
  state: WidgetState,
  groupKey: string,
  optionId: number,
  at: number,
): ProductModalEvent | null => {
  const modal = state.productModal
  if (modal === null) return null
  const half = activeHalf(modal)
  const group = halfSelection(state, half)?.groups.find((g) => g.key === groupKey)
  if (group === undefined) return null
  const current = modal.selections[half][groupKey] ?? []
  const next = toggleAddonOption(group, current, optionId)
  return next === current ? null : { _tag: "AddonSelectionChanged", at, half, groupKey, optionIds: next }
}

/**
 * A click on an ingredient of the active half: excluded or back, only when deletable (canExcludeIngredient)
 * and only in a half whose exclusions are sent (halfTakesExclusions: not the second half).
 */
export const decideExclusion = (state: WidgetState, ingredientId: number, at: number): ProductModalEvent | null => {
  const modal = state.productModal
  if (modal === null) return null
  const half: Half = activeHalf(modal)
  if (!halfTakesExclusions(half)) return null
  const ingredient = productOfHalf(state, half)?.ingredients.find((i) => i.id === ingredientId)
  if (ingredient === undefined || !canExcludeIngredient(ingredient)) return null
  const current = modal.excluded[half]
  const next = toggleExcludedIngredient(current, ingredient)
  return next === current ? null : { _tag: "IngredientExclusionChanged", at, half, ingredientIds: next }
}

/** The modal quantity, kept within 1–99 (SPEC §5). */
export const decideModalQuantity = (state: WidgetState, n: number, at: number): ProductModalEvent | null => {
  const modal = state.productModal
  const quantity = clampModalQuantity(n)
  return modal === null || modal.quantity === quantity ? null : { _tag: "ModalQuantityChanged", at, quantity }
}

export type AddDecision =
  /** The line to send (SPEC §3 'Cart item value'); the modal closes and the cart flow takes over. */
  | { readonly _tag: "Add"; readonly item: CartItemValue }
  /** Adding is blocked: the messages, joined, show in the modal (ModalValidationFailed). */
  | { readonly _tag: "Refused"; readonly event: ProductModalEvent }

/**
 * 'Dodaj do zamowienia' (SPEC §5): mandatory groups of both halves, and in half-and-half a second
 * half that pairs with the first, else refused with the messages; otherwise the cart line, the
 * second half sent as special {type 'double', data {product_id, addons}}. null while the modal is
 * closed, its product unknown, or an add is already under way.
 */
export const decideAddToCart = (
  state: WidgetState,
  at: number,
  translate: (text: Copy) => string = english,
): AddDecision | null => {
  const modal = state.productModal
  const first = halfSelection(state, "first")
  if (modal === null || first === null || state.cart.adding) return null
  const products = state.catalogue.products ?? []
  const messages = productModalMessages(
    modal,
    (id) => products.find((p) => p.id === id),
    translate(MANDATORY_GROUP_MESSAGE),
    { required: translate(SECOND_HALF_REQUIRED), mismatch: translate(SECOND_HALF_MISMATCH) },
  )
  if (messages.length > 0) return { _tag: "Refused", event: { _tag: "ModalValidationFailed", at, messages } }
  const second = modal.halfAndHalf ? halfSelection(state, "second") : null
  return {
    _tag: "Add",
    item: cartItemValue(
      {
        product: first.product,
        addonIds: first.addonIds,
        quantity: modal.quantity,
        secondHalf: second === null ? undefined : { product: second.product, addonIds: second.addonIds },
      },
      modal.excluded.first,
    ),
  }
}
