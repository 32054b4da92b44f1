import { computed } from "@preact/signals-react"
import { lazyFeature } from "../model/lazy-feature"
import { addressModalView } from "./address-modal-view"

/**
 * The address modal's view: with the first click's chunk (ui/features.ts), as a delivery add with
 * no address opens the modal. Its commands (ui/address/feature.ts) load with the rest of the features.
 */
export const feature = lazyFeature({
  name: "address-modal",
  build: ({ state, t }) => ({
    projections: { addressModalView: computed(() => addressModalView(state.value, t.value)) },
  }),
})
