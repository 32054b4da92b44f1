import { computed } from "@preact/signals-react"
import { Widget } from "../../domain"
import { lazyFeature } from "../model/lazy-feature"
import { productCommands } from "./product-commands"
import { productModalView } from "./product-modal-view"

/** The customisation modal: loads with a menu card's first click (ui/features.ts). */
export const feature = lazyFeature({
  name: "product",
  build: ({ ctx, state, t, media, cart, openProduct }) => ({
    projections: {
      productModalView: computed(() => productModalView(state.value, t.value, media)),
    },
    commands: {
      product: {
        ...productCommands(ctx, cart.addItem),
        open: openProduct,
        /**
         * The customisation modal's view as it would be if `productId` were opened now, without opening it
         * (nothing is dispatched): the idle warm-up of the modal renders it once off the document
         * (ui/app/modal-host.tsx), so the first real opening does not pay the first run of its code.
         */
        preview: (productId: number) =>
          productModalView(
            Widget.reduce(ctx.state(), { _tag: "ProductModalOpened", at: ctx.now(), productId }),
            ctx.t(),
            media,
          ),
      },
    },
  }),
})
