import { copy } from "../i18n/copy"

/**
 * Shown while the browser has no network (issue 16, 'hidden tab and offline'): the customer learns
 * why nothing answers and that nothing was lost — the cart lives on the server and comes back with
 * the network.
 */
export const OFFLINE_NOTICE = copy("offline-notice", "You are offline. Check your network — your cart is safe.")

/**
 * Place order while offline is refused before anything is sent: a checkout the widget could not
 * confirm must never be left half-sent.
 */
export const OFFLINE_PLACE_ORDER = copy(
  "offline-place-order",
  "You are offline, so your order was not sent. Place it again once you are back online.",
)
