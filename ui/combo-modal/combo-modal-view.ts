import { Combo, Money, Product, type Widget, type Wire } from "../../domain"
import { type MediaUrl, mediaAsIs } from "../model/media"
import type { Translate } from "../model/translation"

export interface ComboOptionView {
  readonly id: number
  readonly name: string
  readonly variableName: string | null
  readonly logo: string | null
  /**
   * '+x.xx zł' (the option's own extra_price, Combo.optionCardText), 'Darmowy' when it adds nothing, or ''
   * when it adds only its group's surcharge (shown on the group, never called free).
   */
  readonly extraText: string
  readonly chosen: boolean
}

export interface ComboModalView {
  readonly comboId: number
  readonly name: string
  readonly description: string
  readonly logo: string | null
  readonly groups: ReadonlyArray<{
    readonly id: number
    readonly name: string
    readonly chosen: ComboOptionView | null
    readonly focused: boolean
    /** The group's surcharge, '+2,50 zł' (Combo.groupSurchargeText); null when it adds nothing. */
    readonly surchargeText: string | null
    /** After a refused add: this group has no choice yet, so it is marked. */
    readonly invalid: boolean
  }>
  readonly focusedGroupId: number | null
  /** 'Step 2 of 3': where the focused group stands in the walk through the groups; null without groups. */
  readonly stepText: string | null
  /** 'Each choice here adds +2,50 zł' over the focused group's options; null when it has no surcharge. */
  readonly focusedSurchargeText: string | null
  /** Options of the focused group (left side). */
  readonly options: ReadonlyArray<ComboOptionView>
  readonly quantity: number
  /** The quantity field's draft while typing (issue 26: in the log); null: it shows `quantity`. */
  readonly quantityTyped?: string | null
  readonly canDecrease: boolean
  readonly canIncrease: boolean
  readonly totalText: string
  /** 'Please complete your combo selection' after a refused add, else null. */
  readonly error: string | null
  readonly adding: boolean
}

const optionView = (
  group: Wire.ComboGroup,
  option: Wire.ComboOption,
  chosen: boolean,
  free: string,
  media: MediaUrl,
  language: string | undefined,
): ComboOptionView => ({
  id: option.id,
  name: option.product.name,
  variableName: option.product.variable_name,
  logo: media(option.product.logo),
  extraText: Combo.optionCardText(group, option, free, language),
  chosen,
})

/** Over the focused group's options: 'Each choice here adds +2,50 zł' when the group has a surcharge. */
const surchargeNote = (group: Wire.ComboGroup | null, t: Translate): string | null => {
  const amount = group === null ? null : Combo.groupSurchargeText(group, t.language)
  return amount === null ? null : t(Combo.COMBO_GROUP_SURCHARGE.key, Combo.COMBO_GROUP_SURCHARGE.text, { amount })
}

/** Everything the combo modal renders: groups with their chosen option, the focused group's options, the total. */
export const comboModalView = (
  state: Widget.WidgetState,
  t: Translate,
  media: MediaUrl = mediaAsIs,
): ComboModalView | null => {
  const modal = state.comboModal
  const combo = Combo.openCombo(state)
  const total = Combo.comboModalTotal(state)
  if (modal === null || combo === null || total === null) return null
  const choice = Combo.modalChoice(modal)
  const free = t("free", "Free")
  const focused = Combo.focusedGroup(state)
  return {
    comboId: combo.id,
    name: combo.name,
    description: combo.description,
    logo: media(combo.logo),
    groups: combo.groups.map((g) => {
      const option = Combo.chosenComboOption(g, choice)
      return {
        id: g.id,
        name: g.name,
        chosen: option ? optionView(g, option, true, free, media, t.language) : null,
        surchargeText: Combo.groupSurchargeText(g, t.language),
        focused: focused?.id === g.id,
        invalid: modal.error !== null && option === undefined,
      }
    }),
    focusedGroupId: focused?.id ?? null,
    stepText:
      focused === null
        ? null
        : t("combo-step", "Step {n} of {total}", {
            n: combo.groups.indexOf(focused) + 1,
            total: combo.groups.length,
          }),
    options: focused
      ? focused.options.map((o) => optionView(focused, o, choice.get(focused.id) === o.id, free, media, t.language))
      : [],
    focusedSurchargeText: surchargeNote(focused, t),
    quantity: modal.quantity,
    quantityTyped: modal.quantityTyped ?? null,
    canDecrease: Product.canDecrease(modal.quantity),
    canIncrease: Product.canIncrease(modal.quantity),
    totalText: Money.formatPrice(total, t.language),
    error: modal.error,
    adding: state.cart.adding,
  }
}
