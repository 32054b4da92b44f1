import { computed } from "@preact/signals-react"
import { Widget } from "../../domain"
import { addressModalView } from "../address/address-modal-view"
import { comboCommands } from "../combo-modal/combo-commands"
import { comboModalView } from "../combo-modal/combo-modal-view"
import { productCommands } from "../product-modal/product-commands"
import { productModalView } from "../product-modal/product-modal-view"
import { cartFlow } from "./cart-flow"
import type { FeatureDeps } from "./features"

/**
 * The ordering modals' part of the non-menu features (issue 24): the add flow (cart-flow.ts, on the
 * first chunk's cart sync) and the product, combo and address modals' views and commands. A chunk of
 * its own, fetched beside ui/model/features.ts (`loadModelFeatures`), so neither is over the 20 KB a
 * lazy chunk may weigh; the features are built on it.
 */
export const createOrdering = (deps: FeatureDeps) => {
  const { ctx, state, t, media } = deps
  const cart = cartFlow(ctx, deps.cartSync)
  return {
    cart,
    product: { ...productCommands(ctx, cart.addItem), open: deps.openProduct },
    combo: comboCommands(ctx, cart.addCombo),
    projections: {
      productModalView: computed(() => productModalView(state.value, t.value, media)),
      comboModalView: computed(() => comboModalView(state.value, t.value, media)),
      addressModalView: computed(() => addressModalView(state.value, t.value)),
    },
    /** The customisation modal's view as it would be if `productId` were opened now (nothing is dispatched). */
    productModalPreview: (productId: number) =>
      productModalView(
        Widget.reduce(ctx.state(), { _tag: "ProductModalOpened", at: ctx.now(), productId }),
        ctx.t(),
        media,
      ),
  }
}

export type Ordering = ReturnType<typeof createOrdering>
