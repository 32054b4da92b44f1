import { type Copy, copy } from "../i18n/copy"
import type { WidgetState } from "../widget/state"

/**
 * Where 'Go Back' in the address form leads. The form opened by an add (delivery with no address:
 * an item is pending) goes back to where the customer came from — the address modal closes and the
 * product or combo modal, still open underneath with its choices, is there again. So does a form
 * with no saved address to list (the list would be an empty dead end). Otherwise: the list.
 */
export const formBackTarget = (state: Pick<WidgetState, "pendingItem" | "addresses">): "list" | "close" =>
  state.pendingItem !== null || state.addresses.length === 0 ? "close" : "list"

/** 'Use my current location' refused by the browser (permission denied). */
export const LOCATION_DENIED = copy(
  "location-denied",
  "Location access is blocked in your browser. Allow it, or type the address.",
)

/** The browser could not tell where the customer is (no geolocation, timeout, no fix). */
export const LOCATION_UNAVAILABLE = copy(
  "location-unavailable",
  "Your location could not be found. Type the address instead.",
)

/** The form's message when 'Use my current location' fails: a refusal is named as such. */
export const locationFailure = (reason: "denied" | "unavailable"): Copy =>
  reason === "denied" ? LOCATION_DENIED : LOCATION_UNAVAILABLE
