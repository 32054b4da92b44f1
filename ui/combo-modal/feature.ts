import { computed } from "@preact/signals-react"
import { lazyFeature } from "../model/lazy-feature"
import { comboCommands } from "./combo-commands"
import { comboModalView } from "./combo-modal-view"

/** The combo modal: loads with a menu card's first click (ui/features.ts). */
export const feature = lazyFeature({
  name: "combo",
  build: ({ ctx, state, t, media, cart }) => ({
    projections: { comboModalView: computed(() => comboModalView(state.value, t.value, media)) },
    commands: { combo: comboCommands(ctx, cart.addCombo) },
  }),
})
