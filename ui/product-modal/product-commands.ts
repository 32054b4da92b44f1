import { Product, type Widget, type Wire } from "../../domain"
import type { ModelContext } from "../model/context"
import type { Half } from "./product-modal-view"

/** The customisation modal's commands (SPEC §2): each asks domain/product's decide and dispatches what it returns. */
export const productCommands = (ctx: ModelContext, addItem: (item: Wire.CartItemValue) => Promise<void>) => {
  const at = () => ctx.now()
  const apply = (event: Widget.WidgetEvent | null) => {
    if (event !== null) ctx.dispatch(event)
  }

  return {
    open: (productId: number): void => {
      ctx.dispatch({ _tag: "ProductModalOpened", at: at(), productId })
    },
    chooseVariant: (productId: number): void => apply(Product.decideVariant(ctx.state(), productId, at())),
    toggleHalfAndHalf: (): void => apply(Product.decideHalfAndHalf(ctx.state(), at())),
    chooseHalfTab: (half: Half): void => {
      ctx.dispatch({ _tag: "HalfTabChosen", at: at(), half })
    },
    chooseSecondHalf: (productId: number): void => {
      ctx.dispatch({ _tag: "SecondHalfChosen", at: at(), productId })
    },
    toggleAddon: (groupKey: string, ingredientId: number): void =>
      apply(Product.decideAddonToggle(ctx.state(), groupKey, ingredientId, at())),
    toggleExclusion: (ingredientId: number): void => apply(Product.decideExclusion(ctx.state(), ingredientId, at())),
    setQuantity: (n: number): void => apply(Product.decideModalQuantity(ctx.state(), n, at())),
    /** The quantity field's draft while typing (coalesced in the log). */
    typeQuantity: (text: string | null): void => ctx.dispatch({ _tag: "ModalQuantityTyped", at: at(), text }),
    /**
     * Refused adds show their messages in the modal. An accepted line goes to the cart flow with the
     * modal still open (its button shows progress): the add's CartStored closes it; a failure leaves it
     * open with the choices under the error dialog; an address the add waits for opens over it, so
     * 'Go Back' there returns to it.
     */
    addToCart: async (): Promise<void> => {
      const t = ctx.t()
      const decision = Product.decideAddToCart(ctx.state(), at(), (c) => t(c.key, c.text))
      if (decision === null) return
      if (decision._tag === "Refused") {
        ctx.dispatch(decision.event)
        return
      }
      await addItem(decision.item)
    },
    close: (): void => {
      if (ctx.state().productModal !== null) ctx.dispatch({ _tag: "ProductModalClosed", at: at() })
    },
  }
}
