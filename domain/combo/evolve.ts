import { isModalQuantity } from "../product/quantity"
import { copyComboModal, withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { ComboModalState, WidgetState } from "../widget/state"
import type { ComboModalEvent } from "./events"

const openComboModal = (comboId: number, choice: ReadonlyArray<readonly [number, number]>): ComboModalState => {
  const choices: Record<string, number> = {}
  for (const [groupId, optionId] of choice) choices[String(groupId)] = optionId
  return { comboId, choices, focusedGroupId: choice[0]?.[0] ?? null, quantity: 1, error: null }
}

const reduceOpenModal = (modal: ComboModalState, event: ComboModalEvent): ComboModalState | null => {
  switch (event._tag) {
    case "ComboModalOpened":
      return openComboModal(event.comboId, event.choice)
    case "ComboGroupFocused": {
      if (modal.focusedGroupId === event.groupId) return modal
      const next = copyComboModal(modal)
      next.focusedGroupId = event.groupId
      return next
    }
    case "ComboOptionChosen": {
      const key = String(event.groupId)
      if (modal.choices[key] === event.optionId && modal.error === null) return modal
      const choices: Record<string, number> = { ...modal.choices }
      choices[key] = event.optionId
      const next = copyComboModal(modal)
      next.choices = choices
      next.error = null
      return next
    }
    case "ComboQuantityChanged": {
      const q = event.quantity
      if (!isModalQuantity(q) || modal.quantity === q) return modal
      const next = copyComboModal(modal)
      next.quantity = q
      return next
    }
    case "ComboValidationFailed": {
      const next = copyComboModal(modal)
      next.error = event.message
      return next
    }
    case "ComboModalClosed":
      return null
    default:
      return exhaustive(event, modal)
  }
}

/** The combo modal's choice per group; events other than opening do nothing while it is closed. */
export const reduceComboModal = (state: WidgetState, event: ComboModalEvent): WidgetState => {
  const modal = state.comboModal
  if (modal === null) {
    return event._tag === "ComboModalOpened"
      ? withSlice(state, "comboModal", openComboModal(event.comboId, event.choice))
      : state
  }
  const next = reduceOpenModal(modal, event)
  return next === modal ? state : withSlice(state, "comboModal", next)
}
