/**
 * When the widget brings its top into the visible band by itself (issue 27, 'in view after every
 * move'). Embedded inline, the iframe is as tall as its content: a move to a shorter screen (the
 * checkout's Place order → the order page) or a shrink of the content would otherwise leave the
 * customer looking at the restaurant's footer, with 'order received' above the screen.
 */

/** A screen the widget shows: its route and, for the order page, the order. */
export interface ScreenKey {
  readonly route: string
  readonly orderId: number | null
}

/**
 * Given the screen shown before (null: this is the first screen) and the one shown now, whether the
 * widget brings its top into view. Every move to another screen does — a link the customer followed,
 * Place order, 3-D Secure's end, 'Order again', a redirect, Back. The first screen does not (the
 * restaurant's page is not moved on load), except when it is the return from a payment provider:
 * the customer is coming back to see the order.
 */
export const bringsTopIntoView = (
  previous: ScreenKey | null,
  next: ScreenKey,
  openedByPaymentReturn: boolean,
): boolean =>
  previous === null ? openedByPaymentReturn : previous.route !== next.route || previous.orderId !== next.orderId

/** The least of the shrunk widget (px) that still counts as on screen. */
export const LEAST_VISIBLE_PX = 64

/**
 * Given the visible band of the widget before its height changes (`top`: how far down the widget it
 * starts; `height`: how tall it is on screen, 0 when the widget is off screen) and the new height,
 * whether the shrink takes the widget out of sight: it was on screen, and the new content ends above
 * the band or leaves less than LEAST_VISIBLE_PX of it. A widget the customer scrolled past
 * (band height 0) is left alone.
 */
export const shrinkLeavesBand = (band: { readonly top: number; readonly height: number }, newHeight: number): boolean =>
  band.height > 0 && newHeight < band.top + Math.min(LEAST_VISIBLE_PX, band.height)
