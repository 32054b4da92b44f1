import type { Copy } from "../i18n/copy"
import { clampModalQuantity } from "../product/quantity"
import type { WidgetState } from "../widget/state"
import type { ComboSelection } from "../wire/requests"
import { defaultComboChoice } from "./choice"
import type { ComboModalEvent } from "./events"
import { comboById, modalChoice, openCombo } from "./queries"
import { comboSelectionValue } from "./selection"
import { COMBO_INCOMPLETE, validateCombo } from "./validation"

/**
 * The combo modal's decisions (SPEC §2, §5): the events to append for what the customer did, or
 * nothing when it does not apply. The ui dispatches them and never re-decides.
 */

/**
 * Opening a combo: its default options chosen (is_default), and the first group focused so its
 * options show on the left even when nothing is pre-chosen.
 */
export const decideOpen = (state: WidgetState, comboId: number, at: number): ReadonlyArray<ComboModalEvent> => {
  const combo = comboById(state, comboId)
  if (combo === null) return []
  const choice = [...defaultComboChoice(combo)]
  const first = combo.groups[0]
  const opened: ComboModalEvent = { _tag: "ComboModalOpened", at, comboId, choice }
  return first && choice[0]?.[0] !== first.id
    ? [opened, { _tag: "ComboGroupFocused", at, groupId: first.id }]
    : [opened]
}

/**
 * Choosing an option for a group. With `walk` (the phone layout, where one group's options show at a
 * time) the choice also moves on to the next group, so the customer walks through the combo group by
 * group instead of hunting for 'Zmień'; the last group stays focused. Nothing while closed or for a
 * group the open combo does not have.
 */
export const decideChoose = (
  state: WidgetState,
  groupId: number,
  optionId: number,
  at: number,
  walk: boolean,
): ReadonlyArray<ComboModalEvent> => {
  const combo = openCombo(state)
  if (state.comboModal === null || combo === null) return []
  const index = combo.groups.findIndex((g) => g.id === groupId)
  if (index < 0) return []
  const chosen: ComboModalEvent = { _tag: "ComboOptionChosen", at, groupId, optionId }
  const next = walk ? combo.groups[index + 1] : undefined
  return next === undefined ? [chosen] : [chosen, { _tag: "ComboGroupFocused", at, groupId: next.id }]
}

/** The combo quantity, kept within 1–99 like the product modal's. */
export const decideQuantity = (state: WidgetState, n: number, at: number): ComboModalEvent | null => {
  const modal = state.comboModal
  const quantity = clampModalQuantity(n)
  return modal === null || modal.quantity === quantity ? null : { _tag: "ComboQuantityChanged", at, quantity }
}

export type ComboAddDecision =
  | { readonly _tag: "Add"; readonly selection: ComboSelection }
  | { readonly _tag: "Refused"; readonly event: ComboModalEvent }

/**
 * 'Dodaj do zamowienia' on a combo: refused with 'Please complete your combo selection' when no
 * group is chosen, else the selection to send (combo_id, quantity, groups with extra). null while
 * closed, unknown, or while an add is under way.
 */
export const decideAddToCart = (
  state: WidgetState,
  at: number,
  translate: (text: Copy) => string = (c) => c.text,
): ComboAddDecision | null => {
  const modal = state.comboModal
  const combo = openCombo(state)
  if (modal === null || combo === null || state.cart.adding) return null
  const choice = modalChoice(modal)
  const verdict = validateCombo(combo, choice, translate(COMBO_INCOMPLETE))
  if (!verdict.ok) return { _tag: "Refused", event: { _tag: "ComboValidationFailed", at, message: verdict.message } }
  return { _tag: "Add", selection: comboSelectionValue(combo, choice, modal.quantity) }
}
