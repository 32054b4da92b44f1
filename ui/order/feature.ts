import { computed } from "@preact/signals-react"
import { lazyFeature } from "../model/lazy-feature"
import { orderCommands } from "./order-commands"
import { orderView } from "./order-view"
import { reorderCommands, reorderDialog } from "./reorder-commands"
import { reorderOffersView, reorderView } from "./reorder-view"

/**
 * The order page and 'Order again' (after the first card). Its `addFlow` lets a reorder that waits for
 * the address form go on once that line is in: the address feature, listed after it, builds on it.
 */
export const feature = lazyFeature({
  name: "order",
  build: ({ ctx, cart, state, t }) => {
    const order = orderCommands(ctx)
    const reorder = reorderCommands(ctx, cart)
    return {
      projections: {
        /** The order page: the polled order's status view, or a skeleton, a not-found or a reconnecting hint. */
        order: computed(() => orderView(state.value, state.value.orderPoll, ctx.now(), t.value)),
        /** The 'Order again' review dialog (the model shows null until this chunk is in: nothing can have opened it). */
        reorder: computed(() => reorderView(state.value, reorderDialog(state.value), ctx.restaurantId, t.value)),
        /** Which held orders offer 'Order again' (this restaurant's), and its label. */
        reorderOffers: computed(() => reorderOffersView(state.value, ctx.restaurantId, t.value)),
      },
      commands: { order: order.commands, reorder: reorder.commands },
      addFlow: reorder.cart,
    }
  },
})
