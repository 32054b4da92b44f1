import { copyProductModal, withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { Half } from "../widget/fields"
import type { ProductModalState, WidgetState } from "../widget/state"
import type { ProductModalEvent } from "./events"
import { isModalQuantity } from "./quantity"

type Selections = ProductModalState["selections"]
type Exclusions = ProductModalState["excluded"]

const noSelections: Selections = { first: {}, second: {} }
const noExclusions: Exclusions = { first: [], second: [] }
const noMessages: ReadonlyArray<string> = []

/** The modal as it opens on a product: that variant, whole, quantity 1, nothing chosen. */
export const openProductModal = (productId: number): ProductModalState => ({
  productId,
  variantId: productId,
  halfAndHalf: false,
  activeHalf: "first",
  secondProductId: null,
  selections: noSelections,
  excluded: noExclusions,
  quantity: 1,
  validation: noMessages,
})

/** A half the modal can take selections for: the second only while half-and-half is on. */
const halfApplies = (modal: ProductModalState, half: Half): boolean => half === "first" || modal.halfAndHalf

const withGroup = (
  selections: Selections[Half],
  groupKey: string,
  optionIds: ReadonlyArray<number>,
): Selections[Half] => {
  // An empty group is removed rather than kept as [], so equal selections are deep-equal states.
  if (optionIds.length > 0) {
    const next: Record<string, ReadonlyArray<number>> = { ...selections }
    next[groupKey] = optionIds
    return next
  }
  if (!(groupKey in selections)) return selections
  const { [groupKey]: _dropped, ...rest } = selections
  return rest
}

const withSecondCleared = (modal: ProductModalState) => {
  const next = copyProductModal(modal)
  next.selections = { first: modal.selections.first, second: noSelections.second }
  next.excluded = { first: modal.excluded.first, second: noExclusions.second }
  next.validation = noMessages
  return next
}

const reduceOpenModal = (
  modal: ProductModalState,
  event: Exclude<ProductModalEvent, { readonly _tag: "ModalQuantityTyped" }>,
): ProductModalState | null => {
  switch (event._tag) {
    case "ProductModalOpened":
      return openProductModal(event.productId)
    case "VariantChosen": {
      const next = copyProductModal(modal)
      next.variantId = event.productId
      next.selections = noSelections
      next.excluded = noExclusions
      next.validation = noMessages
      return next
    }
    case "HalfAndHalfToggled": {
      if (modal.halfAndHalf === event.on) return modal
      const next = event.on ? copyProductModal(modal) : withSecondCleared(modal)
      next.halfAndHalf = event.on
      next.activeHalf = "first"
      if (!event.on) next.secondProductId = null
      return next
    }
    case "HalfTabChosen": {
      if (!halfApplies(modal, event.half) || modal.activeHalf === event.half) return modal
      const next = copyProductModal(modal)
      next.activeHalf = event.half
      return next
    }
    case "SecondHalfChosen": {
      if (!modal.halfAndHalf) return modal
      const next = withSecondCleared(modal)
      next.secondProductId = event.productId
      return next
    }
    case "AddonSelectionChanged": {
      if (!halfApplies(modal, event.half)) return modal
      const current = modal.selections[event.half]
      const group = withGroup(current, event.groupKey, event.optionIds)
      if (group === current && modal.validation.length === 0) return modal
      const next = copyProductModal(modal)
      next.selections =
        event.half === "first"
          ? { first: group, second: modal.selections.second }
          : { first: modal.selections.first, second: group }
      next.validation = noMessages
      return next
    }
    case "IngredientExclusionChanged": {
      if (!halfApplies(modal, event.half)) return modal
      const next = copyProductModal(modal)
      next.excluded =
        event.half === "first"
          ? { first: event.ingredientIds, second: modal.excluded.second }
          : { first: modal.excluded.first, second: event.ingredientIds }
      return next
    }
    case "ModalQuantityChanged": {
      // The event schema limits quantity to 1–99; an undecoded event outside it does not apply.
      const q = event.quantity
      if (!isModalQuantity(q) || modal.quantity === q) return modal
      const next = copyProductModal(modal)
      next.quantity = q
      return next
    }
    case "ModalValidationFailed": {
      const next = copyProductModal(modal)
      next.validation = event.messages
      return next
    }
    case "ProductModalClosed":
      return null
    default:
      return exhaustive(event, modal)
  }
}

/** The customisation modal's selections; events other than opening do nothing while it is closed. */
export const reduceProductModal = (state: WidgetState, event: ProductModalEvent): WidgetState => {
  const modal = state.productModal
  if (event._tag === "ModalQuantityTyped") {
    // The open modal's field, the product's or the combo's (one is open at a time). Another change
    // to the modal drops the draft: the field lost focus first (its blur sends null).
    const combo = state.comboModal
    const quantityTyped = event.text
    return modal !== null
      ? withSlice(state, "productModal", { ...modal, quantityTyped })
      : combo === null
        ? state
        : withSlice(state, "comboModal", { ...combo, quantityTyped })
  }
  if (modal === null) {
    return event._tag === "ProductModalOpened"
      ? withSlice(state, "productModal", openProductModal(event.productId))
      : state
  }
  const next = reduceOpenModal(modal, event)
  return next === modal ? state : withSlice(state, "productModal", next)
}
