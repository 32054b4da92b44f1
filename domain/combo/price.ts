import { copy } from "../i18n/copy"
import { add, formatAddonPrice, formatPrice, type Grosze, times, ZERO } from "../money/money"
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
 * A group's surcharge (issue 27, point 8: 'prices that add up'): what every choice in the group adds
 * on top of its own extra_price, shown once on the group ('+2,50 zł'); null when the group adds nothing.
 * With the card's 'from' price (base_price, SPEC §2) it explains the modal's opening total: base + the
 * surcharges of the groups + the default options' own extras (comboPrice of defaultComboChoice).
 */
export const groupSurcharge = (group: ComboGroup): Grosze | null => (group.extra > 0 ? group.extra : null)

/** Over the options of a group with a surcharge: what every choice there adds. */
export const COMBO_GROUP_SURCHARGE = copy("combo-group-surcharge", "Each choice here adds {amount}")

/** The group's surcharge as shown on the group: '+2,50 zł', or null when it has none. */
export const groupSurchargeText = (group: ComboGroup, language = "en"): string | null => {
  const surcharge = groupSurcharge(group)
  return surcharge === null ? null : `+${formatPrice(surcharge, language)}`
}

/**
 * The option card's price text: '+x.xx zł' for the option's own extra_price; with none, `freeLabel`
 * ('Darmowy') only when choosing it really adds nothing. In a group with a surcharge such an option
 * still adds the group's surcharge, so it is never called free: it shows no price of its own ('') and
 * the group shows what it adds (groupSurchargeText).
 */
export const optionCardText = (group: ComboGroup, option: ComboOption, freeLabel: string, language = "en"): string =>
  optionCardPrice(option) === 0 && groupSurcharge(group) !== null
    ? ""
    : formatAddonPrice(optionCardPrice(option), freeLabel, language)

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
