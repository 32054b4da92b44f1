import { Combo, Money, Product, type Widget, type Wire } from "../../domain"
import { type MediaUrl, mediaAsIs } from "./media"
import type { ComboModalView, ComboOptionView, Translate } from "./views"

type ComboModalState = NonNullable<Widget.WidgetState["comboModal"]>

/** The modal's choice as pricing reads it (group id → option id). */
export const comboChoiceOf = (modal: ComboModalState): Combo.ComboChoice => {
  const choice = new Map<number, number>()
  for (const [group, option] of Object.entries(modal.choices)) choice.set(Number(group), option)
  return choice
}

export const comboOf = (state: Widget.WidgetState, comboId: number): Wire.Combo | null =>
  state.catalogue.combos?.find((c) => c.id === comboId) ?? null

const optionView = (option: Wire.ComboOption, chosen: boolean, free: string, media: MediaUrl): ComboOptionView => ({
  id: option.id,
  name: option.product.name,
  variableName: option.product.variable_name,
  logo: media(option.product.logo),
  extraText: Combo.optionCardText(option, free),
  chosen,
})

/** Everything the combo modal renders: groups with their chosen option, the focused group's options, the total. */
export const comboModalView = (
  state: Widget.WidgetState,
  t: Translate,
  media: MediaUrl = mediaAsIs,
): ComboModalView | null => {
  const modal = state.comboModal
  if (modal === null) return null
  const combo = comboOf(state, modal.comboId)
  if (combo === null) return null
  const choice = comboChoiceOf(modal)
  const free = t("free", "Darmowy")
  const focused = combo.groups.find((g) => g.id === modal.focusedGroupId) ?? combo.groups[0] ?? null
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
        chosen: option ? optionView(option, true, free, media) : null,
        focused: focused?.id === g.id,
      }
    }),
    focusedGroupId: focused?.id ?? null,
    options: focused ? focused.options.map((o) => optionView(o, choice.get(focused.id) === o.id, free, media)) : [],
    quantity: modal.quantity,
    canDecrease: Product.canDecrease(modal.quantity),
    canIncrease: Product.canIncrease(modal.quantity),
    totalText: Money.formatPrice(Combo.comboPrice(combo, choice, modal.quantity)),
    error: modal.error,
    adding: state.cart.adding,
  }
}
