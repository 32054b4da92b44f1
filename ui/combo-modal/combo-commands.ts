import { Combo, type Wire } from "../../domain"
import type { ModelContext } from "../model/context"

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
    /** `walk` (the phone layout) moves on to the next group after the choice (Combo.decideChoose). */
    chooseOption: (groupId: number, optionId: number, walk = false): void => {
      for (const event of Combo.decideChoose(ctx.state(), groupId, optionId, at(), walk)) ctx.dispatch(event)
    },
    setQuantity: (n: number): void => {
      const event = Combo.decideQuantity(ctx.state(), n, at())
      if (event !== null) ctx.dispatch(event)
    },
    /** The quantity field's draft while typing (coalesced in the log). */
    typeQuantity: (text: string | null): void => ctx.dispatch({ _tag: "ModalQuantityTyped", at: at(), text }),
    /**
     * A refused add shows its message in the modal. An accepted selection goes to the cart flow with
     * the modal still open (its button shows progress): the add's CartStored closes it, and a failure
     * leaves it open with the choices, under the error dialog.
     */
    addToCart: async (): Promise<void> => {
      const t = ctx.t()
      const decision = Combo.decideAddToCart(ctx.state(), at(), (c) => t(c.key, c.text))
      if (decision === null) return
      if (decision._tag === "Refused") {
        ctx.dispatch(decision.event)
        return
      }
      await addCombo(decision.selection)
    },
    close: (): void => {
      if (isOpen()) ctx.dispatch({ _tag: "ComboModalClosed", at: at() })
    },
  }
}
