import type { WidgetState } from "../widget/state"
import type { Address } from "../wire/address"

/** The active address: the one marked active; null when none is (SPEC §2 'Select Address'). */
export const activeAddress = (state: Pick<WidgetState, "addresses">): Address | null =>
  state.addresses.find((a) => a.is_active) ?? null

/** The address a new delivery cart is bound to: the active one, else the first saved (SPEC §4 'Cart creation'). */
export const deliveryAddress = (state: Pick<WidgetState, "addresses">): Address | null =>
  activeAddress(state) ?? state.addresses[0] ?? null
