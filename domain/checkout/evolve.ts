import { type CheckoutSlice, copyCheckout, copyState, type Mutable, withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import { initialCheckout, initialState } from "../widget/initial-state"
import type { WidgetState } from "../widget/state"
import { withFieldErrors, withoutFieldErrors } from "./draft"
import type { CheckoutEvent } from "./events"

const noMessages: ReadonlyArray<string> = []

const withCheckout = (state: WidgetState, change: (checkout: Mutable<CheckoutSlice>) => void): WidgetState => {
  const checkout = copyCheckout(state.checkout)
  change(checkout)
  return withSlice(state, "checkout", checkout)
}

const submitted = (state: WidgetState, idempotencyKey: string): WidgetState =>
  withCheckout(state, (c) => {
    c.status = "submitting"
    c.message = null
    c.validation = noMessages
    c.idempotencyKey = idempotencyKey
    c.redirectUri = null
    c.threeDsUrl = null
  })

/** Checkout submission: idle → submitting → redirect | navigate | threeDs | error; success stores the order. */
export const reduceCheckout = (state: WidgetState, event: CheckoutEvent): WidgetState => {
  switch (event._tag) {
    case "CheckoutPending": {
      if (state.order === null && state.checkout === initialCheckout) return state
      const next = copyState(state)
      next.order = null
      next.checkout = initialCheckout
      return next
    }
    case "CheckoutValidationFailed":
      return withFieldErrors(
        withCheckout(state, (c) => {
          c.validation = event.messages
        }),
        event.errors,
      )
    case "CheckoutSubmitted":
      return withoutFieldErrors(submitted(state, event.idempotencyKey))
    case "CheckoutRedirected":
      return withCheckout(state, (c) => {
        c.status = "redirect"
        c.redirectUri = event.uri
        c.threeDsUrl = null
      })
    case "CheckoutNavigated":
      return withCheckout(state, (c) => {
        c.status = "navigate"
        c.orderId = event.orderId
        c.threeDsUrl = null
      })
    case "ThreeDsChallenged":
      return withCheckout(state, (c) => {
        c.status = "threeDs"
        c.orderId = event.orderId
        c.threeDsUrl = event.url
      })
    case "ThreeDsAuthenticated":
      return state.checkout.status === "threeDs" && state.checkout.orderId === event.orderId
        ? withCheckout(state, (c) => {
            c.status = "submitting"
            c.threeDsUrl = null
          })
        : state
    case "ThreeDsCancelled":
      return state.checkout.status === "threeDs"
        ? withCheckout(state, (c) => {
            c.status = "idle"
            c.threeDsUrl = null
            // The challenge answer is kept by the server under the key: a new attempt needs a new one.
            c.idempotencyKey = null
          })
        : state
    case "CheckoutFailed":
      return withCheckout(state, (c) => {
        c.status = "error"
        c.message = event.message
        c.threeDsUrl = null
        if (event.settled === true) c.idempotencyKey = null
      })
    case "CheckoutSucceeded": {
      // SPEC §4: cart_uuid removed, cart and recommendations cleared, the order stored.
      const next = copyState(state)
      next.cart = initialState.cart
      next.pendingItem = null
      next.order = event.order
      // The browser's stored orders list (Storage key `orders`) gets it from the checkout command;
      // state.orders stays the server's My Orders pages.
      next.promo = initialState.promo
      next.pointsApply = initialState.pointsApply
      const checkout = copyCheckout(state.checkout)
      checkout.status = "navigate"
      checkout.message = null
      checkout.redirectUri = null
      checkout.threeDsUrl = null
      checkout.orderId = event.order.id
      next.checkout = checkout
      return next
    }
    default:
      return exhaustive(event, state)
  }
}
