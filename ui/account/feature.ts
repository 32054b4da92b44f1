import { computed } from "@preact/signals-react"
import { lazyFeature } from "../model/lazy-feature"
import { accountCommands } from "./account-commands"
import { accountView } from "./account-view"

/** Profile, My Orders, saved cards and the account's forms (after the first card; Login and Register open from the first chunk). */
export const feature = lazyFeature({
  name: "account",
  build: ({ ctx, cart, state, t }) => ({
    projections: {
      /** Profile, My Orders page and saved cards for the account modals, panels and settings screen. */
      account: computed(() => accountView(state.value, t.value)),
    },
    commands: { account: accountCommands(ctx, cart) },
  }),
})
