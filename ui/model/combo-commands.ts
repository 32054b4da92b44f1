import { Combo, type Wire } from "../../domain"
import type { ModelContext } from "./context"

/** The combo modal's commands: each asks domain/combo's decide and dispatches what it returns. */
export const comboCommands = (ctx: ModelContext, addCombo: (selection: Wire.ComboSelection) => Promise<void>) => {
  const at = () => ctx.now()
  const isOpen = () => ctx.state().comboModal !== null
  return {
    open: (comboId: number): void => {
      for (const event of Combo.decideOpen(ctx.state(), comboId, at())) ctx.dispatch(event)
    },
    focusGroup: (groupId: number): void => {
      if (isOpen()) ctx.dispatch({ _tag: "ComboGroupFocused", at: at(), groupId })
    },
    chooseOption: (groupId: number, optionId: number): void => {
      if (isOpen()) ctx.dispatch({ _tag: "ComboOptionChosen", at: at(), groupId, optionId })
    },
    setQuantity: (n: number): void => {
      const event = Combo.decideQuantity(ctx.state(), n, at())
      if (event !== null) ctx.dispatch(event)
    },
    /** A refused add shows its message in the modal; an accepted selection closes it and goes to the cart flow. */
    addToCart: async (): Promise<void> => {
      const t = ctx.t()
      const decision = Combo.decideAddToCart(ctx.state(), at(), (c) => t(c.key, c.text))
      if (decision === null) return
      if (decision._tag === "Refused") {
        ctx.dispatch(decision.event)
        return
      }
      ctx.dispatch({ _tag: "ComboModalClosed", at: at() })
      await addCombo(decision.selection)
    },
    close: (): void => {
      if (isOpen()) ctx.dispatch({ _tag: "ComboModalClosed", at: at() })
    },
  }
}
