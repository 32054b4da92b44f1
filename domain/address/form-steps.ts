import { type Copy, copy } from "../i18n/copy"
import type { WidgetState } from "../widget/state"
import { type AddressFields, isCompleteAddress } from "./completeness"

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

/**
 * The position was found but reverse geocoding gave no address (SPEC §8, translation key
 * no-results-found). Issue 27: a message of the form, never the address text, so it cannot be saved.
 */
export const NO_RESULTS_FOUND = copy("no-results-found", "No results found")

/** The form's message when 'Use my current location' fails: a refusal is named as such. */
export const locationFailure = (reason: "denied" | "unavailable" | "no-results"): Copy =>
  reason === "denied" ? LOCATION_DENIED : reason === "no-results" ? NO_RESULTS_FOUND : LOCATION_UNAVAILABLE

/** Why 'Add Address' / 'Save Address' cannot save: no chosen place with its coordinates yet. */
export const SAVE_NEEDS_PLACE = copy(
  "address-save-needs-place",
  "Type your address and choose it from the suggestions (or use your current location).",
)

/**
 * Whether the form's place can be saved (SPEC §5: text, latitude and longitude), and if not, what the
 * form says (issue 27: a save that cannot proceed says why, instead of doing nothing silently).
 */
export const saveRefusal = (place: AddressFields | null | undefined): Copy | null =>
  isCompleteAddress(place) ? null : SAVE_NEEDS_PLACE
