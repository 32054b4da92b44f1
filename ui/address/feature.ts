import { lazyFeature } from "../model/lazy-feature"
import { addressCommands } from "./address-commands"

/**
 * The address form's and list's commands (after the first card). Listed after 'Order again'
 * (ui/features.ts): the add flow it resumes is the one that lets a waiting reorder go on.
 */
export const feature = lazyFeature({
  name: "address",
  build: ({ ctx, cart }) => ({
    commands: { address: addressCommands(ctx, cart) },
  }),
})
