import type { Grosze } from "../money/money"
import type { ComboModalState, WidgetState } from "../widget/state"
import type { Combo, ComboGroup } from "../wire/combo"
import { type ComboChoice, comboPrice } from "./price"

/** The combo modal's choice as pricing reads it (group id → option id); the state keeps it as a JSON record. */
export const modalChoice = (modal: ComboModalState): ComboChoice => {
  const choice = new Map<number, number>()
  for (const [group, option] of Object.entries(modal.choices)) choice.set(Number(group), option)
  return choice
}

/** A combo of the loaded catalogue by id; null when unknown or not loaded. */
export const comboById = (state: Pick<WidgetState, "catalogue">, comboId: number): Combo | null =>
  state.catalogue.combos?.find((c) => c.id === comboId) ?? null

/** The combo the modal is open on; null while closed or when the combo is unknown. */
export const openCombo = (state: WidgetState): Combo | null =>
  state.comboModal === null ? null : comboById(state, state.comboModal.comboId)

/** The group whose options the modal lists: the focused one, else the first. */
export const focusedGroup = (state: WidgetState): ComboGroup | null => {
  const combo = openCombo(state)
  if (combo === null) return null
  return combo.groups.find((g) => g.id === state.comboModal?.focusedGroupId) ?? combo.groups[0] ?? null
}

/** The running total of the combo modal (SPEC §2, §9); null while closed. */
export const comboModalTotal = (state: WidgetState): Grosze | null => {
  const combo = openCombo(state)
  return combo === null || state.comboModal === null
    ? null
    : comboPrice(combo, modalChoice(state.comboModal), state.comboModal.quantity)
}
