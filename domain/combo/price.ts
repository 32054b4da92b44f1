import { add, formatAddonPrice, type Grosze, times, ZERO } from "../money/money"
import type { Combo, ComboGroup, ComboOption } from "../wire/combo"

/** A combo's 'from' price: base_price, else price, else 0. */
export const comboBasePrice = (combo: Combo): Grosze => combo.base_price ?? combo.price ?? ZERO

/** A combo choice: one option id per group id. Groups not chosen add nothing. */
export type ComboChoice = ReadonlyMap<number, number>

/**
 * What choosing `option` in `group` adds to the combo: the option's extra_price plus the group's extra.
 * The one place the group's extra meets the option's: comboPrice sums it, the add-combo-item request
 * sends it as `extra`, and the sandbox's cart echoes it, so all three agree.
 */
export const chosenOptionExtra = (group: ComboGroup, option: ComboOption): Grosze =>
  add(option.extra_price, group.extra)

/**
 * What an option card shows (SPEC §2: 'extra_price shown as +x.xx zł'): the option's own extra_price,
 * never its group's extra. The group's extra is the same whichever option is picked, so the card shows
 * what this option costs over its free siblings; the running total (comboPrice) carries the group's extra.
 */
export const optionCardPrice = (option: ComboOption): Grosze => option.extra_price

/**
 * The option card's price text: '+x.xx zł', or `freeLabel` ('Darmowy') when the option costs nothing
 * extra, as the product modal labels a free add-on, rather than '+0.00 zł'.
 */
export const optionCardText = (option: ComboOption, freeLabel: string, language = "en"): string =>
  formatAddonPrice(optionCardPrice(option), freeLabel, language)

/** Combo total: (base + each chosen option's extra, chosenOptionExtra) × quantity. */
export const comboPrice = (combo: Combo, choice: ComboChoice, quantity: number): Grosze => {
  let unit = comboBasePrice(combo)
  for (const group of combo.groups) {
    const optionId = choice.get(group.id)
    const option = optionId === undefined ? undefined : group.options.find((o) => o.id === optionId)
    if (option) unit = add(unit, chosenOptionExtra(group, option))
  }
  return times(unit, quantity)
}
