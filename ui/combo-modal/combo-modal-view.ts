import { Combo, Money, Product, type Widget, type Wire } from "../../domain"
import { type MediaUrl, mediaAsIs } from "../model/media"
import type { ComboModalView, ComboOptionView, Translate } from "../model/views"

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
