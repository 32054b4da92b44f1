import { computed } from "@preact/signals-react"
import { lazyFeature } from "../model/lazy-feature"
import { checkoutCommands } from "./checkout-commands"
import { cardModalView, checkoutView } from "./checkout-view"

/**
 * The checkout page and its card-entry modal (after the first card). `resume` goes on with a checkout
 * a reload left unanswered (3-D Secure, a lost answer).
 */
export const feature = lazyFeature({
  name: "checkout",
  build: ({ ctx, cart, offline, excluded, state, t, language }) => {
    const checkout = checkoutCommands(ctx, cart, offline, () => excluded.peek(), state)
    return {
      projections: {
        /** The checkout page: form, payment choices, summary, the button and its inline error. */
        checkout: computed(() =>
          checkoutView(
            state.value,
            checkout.form.value,
            checkout.fieldErrors.value,
            checkout.phase.value,
            checkout.clock.value,
            t.value,
            excluded.value,
            checkout.rememberedPhone.value,
            checkout.timeMoved.value,
          ),
        ),
        /** The card-entry modal of the checkout. */
        cardModal: computed(() => cardModalView(state.value, checkout.cardModal.value, language.value)),
      },
      commands: { checkout: checkout.commands },
      resume: checkout.resume,
    }
  },
})
