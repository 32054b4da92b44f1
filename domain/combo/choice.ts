import type { Combo, ComboGroup, ComboOption } from "../wire/combo"
import type { ComboChoice } from "./price"

/*
 * The combo modal's choice is pricing's ComboChoice: group id → option id, the map comboPrice reads.
 * Immutable: every change returns a new map.
 */

/** What the modal starts with: in every group, its first option marked is_default (groups without one stay open). */
export const defaultComboChoice = (combo: Combo): ComboChoice => {
  const choice = new Map<number, number>()
  for (const group of combo.groups) {
    const option = group.options.find((o) => o.is_default)
    if (option) choice.set(group.id, option.id)
  }
  return choice
}

/** The option chosen in a group, if the chosen id is one of the group's options. */
export const chosenComboOption = (group: ComboGroup, choice: ComboChoice): ComboOption | undefined => {
  const optionId = choice.get(group.id)
  return optionId === undefined ? undefined : group.options.find((o) => o.id === optionId)
}
