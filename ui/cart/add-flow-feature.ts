import { lazyFeature } from "../model/lazy-feature"
import { cartFlow } from "./cart-flow"

/**
 * The add flow of SPEC §4 (cart-flow.ts) on the first chunk's cart sync: first in ui/features.ts, so
 * every feature after it (the modals, the cart page, 'Order again', the address form) adds through it.
 */
export const feature = lazyFeature({
  name: "add-flow",
  build: ({ ctx, cartSync }) => ({ addFlow: cartFlow(ctx, cartSync) }),
})
