import { computed } from "@preact/signals-react"
import { lazyFeature } from "../model/lazy-feature"
import { cartPageCommands } from "./cart-page-commands"
import { cartPageView } from "./cart-page-view"

/** The cart page: lines, gifts, recommended, offers, points, promo and summary (after the first card). */
export const feature = lazyFeature({
  name: "cart-page",
  build: ({ ctx, cart, openProduct, state, t, media, excluded }) => {
    const cartPage = cartPageCommands(ctx, cart, openProduct)
    return {
      projections: {
        /** The cart page: lines, gifts, recommended, offers, points, promo and summary. */
        cartPage: computed(() => cartPageView(state.value, cartPage.saving.value, t.value, media, excluded.value)),
      },
      commands: { cartPage },
    }
  },
})
