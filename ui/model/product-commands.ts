import { Product, type Wire } from "../../domain"
import type { ModelContext } from "./context"
import { productOfHalf } from "./product-modal-view"
import type { Half } from "./views"

/** The customisation modal's commands (SPEC §2): each decides with the domain and dispatches the outcome. */
export const productCommands = (ctx: ModelContext, addItem: (item: Wire.CartItemValue) => Promise<void>) => {
  const modal = () => ctx.state().productModal
  const at = () => ctx.now()
  const activeHalf = (): Half => {
    const m = modal()
    return m?.halfAndHalf ? m.activeHalf : "first"
  }

  return {
    openProduct: (productId: number): void => {
      ctx.dispatch({ _tag: "ProductModalOpened", at: at(), productId })
    },
    chooseVariant: (productId: number): void => {
      const m = modal()
      if (m === null || m.variantId === productId) return
      ctx.dispatch({ _tag: "VariantChosen", at: at(), productId })
    },
    toggleHalfAndHalf: (): void => {
      const m = modal()
      if (m === null) return
      const product = productOfHalf(ctx.state(), m, "first")
      if (!m.halfAndHalf && !product?.allow_half) return
      ctx.dispatch({ _tag: "HalfAndHalfToggled", at: at(), on: !m.halfAndHalf })
    },
    chooseHalfTab: (half: Half): void => {
      ctx.dispatch({ _tag: "HalfTabChosen", at: at(), half })
    },
    chooseSecondHalf: (productId: number): void => {
      ctx.dispatch({ _tag: "SecondHalfChosen", at: at(), productId })
    },
    toggleAddon: (groupKey: string, ingredientId: number): void => {
      const m = modal()
      if (m === null) return
      const half = activeHalf()
      const product = productOfHalf(ctx.state(), m, half)
      const group = product ? Product.addonGroups(product).find((g) => g.key === groupKey) : undefined
      if (!group) return
      const current = m.selections[half][groupKey] ?? []
      const next = Product.toggleAddonOption(group, current, ingredientId)
      if (next === current) return
      ctx.dispatch({ _tag: "AddonSelectionChanged", at: at(), half, groupKey, optionIds: next })
    },
    toggleExclusion: (ingredientId: number): void => {
      const m = modal()
      if (m === null) return
      const half = activeHalf()
      const ingredient = productOfHalf(ctx.state(), m, half)?.ingredients.find((i) => i.id === ingredientId)
      if (!ingredient) return
      const current = m.excluded[half]
      const next = Product.toggleExcludedIngredient(current, ingredient)
      if (next === current) return
      ctx.dispatch({ _tag: "IngredientExclusionChanged", at: at(), half, ingredientIds: next })
    },
    setModalQuantity: (n: number): void => {
      const m = modal()
      const quantity = Product.clampModalQuantity(n)
      if (m === null || m.quantity === quantity) return
      ctx.dispatch({ _tag: "ModalQuantityChanged", at: at(), quantity })
    },
    /**
     * Validates the mandatory groups of both halves (messages joined and blocking, SPEC §5), then
     * builds the cart line and hands it to the cart flow. The modal closes once the add is under way.
     */
    addProductToCart: async (): Promise<void> => {
      const state = ctx.state()
      const m = state.productModal
      if (m === null || state.cart.adding) return
      const first = productOfHalf(state, m, "first")
      if (first === null) return
      const second = m.halfAndHalf ? productOfHalf(state, m, "second") : null
      const t = ctx.t()
      const template = t(Product.MANDATORY_GROUP_MESSAGE.key, Product.MANDATORY_GROUP_MESSAGE.text)
      const firstGroups = Product.addonGroups(first)
      const secondGroups = second ? Product.addonGroups(second) : []
      const messages = [
        ...Product.validateMandatoryGroups(firstGroups, m.selections.first, template),
        ...(second ? Product.validateMandatoryGroups(secondGroups, m.selections.second, template) : []),
      ]
      if (messages.length > 0) {
        ctx.dispatch({ _tag: "ModalValidationFailed", at: at(), messages })
        return
      }
      const item: Wire.CartItemValue = {
        product_id: first.id,
        addons: Product.selectedAddonIds(firstGroups, m.selections.first),
        quantity: m.quantity,
        exclude_ingredients: [...m.excluded.first],
        special: second
          ? {
              type: "double",
              data: { product_id: second.id, addons: Product.selectedAddonIds(secondGroups, m.selections.second) },
            }
          : null,
      }
      ctx.dispatch({ _tag: "ProductModalClosed", at: at() })
      await addItem(item)
    },
    closeProductModal: (): void => {
      if (modal() !== null) ctx.dispatch({ _tag: "ProductModalClosed", at: at() })
    },
  }
}
