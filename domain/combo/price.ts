import { add, type Grosze, times, ZERO } from "../money/money"
import type { Combo } from "../wire/combo"

/** A combo's 'from' price: base_price, else price, else 0. */
export const comboBasePrice = (combo: Combo): Grosze => combo.base_price ?? combo.price ?? ZERO

/** A combo choice: one option id per group id. Groups not chosen add nothing. */
export type ComboChoice = ReadonlyMap<number, number>

/** Combo total: (base + each chosen option's extra_price + its group's extra) × quantity. */
export const comboPrice = (combo: Combo, choice: ComboChoice, quantity: number): Grosze => {
  let unit = comboBasePrice(combo)
  for (const group of combo.groups) {
    const optionId = choice.get(group.id)
    const option = optionId === undefined ? undefined : group.options.find((o) => o.id === optionId)
    if (option) unit = add(unit, add(option.extra_price, group.extra))
  }
  return times(unit, quantity)
}
