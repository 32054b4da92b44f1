import { Combo, Product, type Wire } from "../../domain"
import { comboChoiceOf, comboOf } from "./combo-modal-view"
import type { ModelContext } from "./context"

/** The combo modal's commands: open with the default options, choose, validate, add. */
export const comboCommands = (ctx: ModelContext, addCombo: (selection: Wire.ComboSelection) => Promise<void>) => {
  const modal = () => ctx.state().comboModal
  const at = () => ctx.now()
  return {
    open: (comboId: number): void => {
      const combo = comboOf(ctx.state(), comboId)
      if (combo === null) return
      const choice = [...Combo.defaultComboChoice(combo)]
      // Focus the first group so its options show on the left even when nothing is pre-chosen.
      const first = combo.groups[0]
      ctx.dispatch({ _tag: "ComboModalOpened", at: at(), comboId, choice })
      if (first && choice[0]?.[0] !== first.id) ctx.dispatch({ _tag: "ComboGroupFocused", at: at(), groupId: first.id })
    },
    focusGroup: (groupId: number): void => {
      if (modal() !== null) ctx.dispatch({ _tag: "ComboGroupFocused", at: at(), groupId })
    },
    chooseOption: (groupId: number, optionId: number): void => {
      if (modal() !== null) ctx.dispatch({ _tag: "ComboOptionChosen", at: at(), groupId, optionId })
    },
    setQuantity: (n: number): void => {
      const m = modal()
      const quantity = Product.clampModalQuantity(n)
      if (m !== null && m.quantity !== quantity) ctx.dispatch({ _tag: "ComboQuantityChanged", at: at(), quantity })
    },
    /** 'Please complete your combo selection' when no group is chosen; otherwise the cart flow takes the selection. */
    addToCart: async (): Promise<void> => {
      const state = ctx.state()
      const m = state.comboModal
      if (m === null || state.cart.adding) return
      const combo = comboOf(state, m.comboId)
      if (combo === null) return
      const choice = comboChoiceOf(m)
      const verdict = Combo.validateCombo(
        combo,
        choice,
        ctx.t()(Combo.COMBO_INCOMPLETE.key, Combo.COMBO_INCOMPLETE.text),
      )
      if (!verdict.ok) {
        ctx.dispatch({ _tag: "ComboValidationFailed", at: at(), message: verdict.message })
        return
      }
      ctx.dispatch({ _tag: "ComboModalClosed", at: at() })
      await addCombo(Combo.comboSelectionValue(combo, choice, m.quantity))
    },
    close: (): void => {
      if (modal() !== null) ctx.dispatch({ _tag: "ComboModalClosed", at: at() })
    },
  }
}
