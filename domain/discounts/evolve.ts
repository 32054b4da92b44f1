import { errorMessage } from "../dialogs/message"
import { copyCart, copyCartSlice, withSlice } from "../widget/copies"
import type { WidgetEvent } from "../widget/event"
import { exhaustive } from "../widget/exhaustive"
import { initialState } from "../widget/initial-state"
import type { WidgetState } from "../widget/state"
import type { DiscountEvent } from "./events"

/** Promo-code modal, offers and points. The cart's totals come from the server's CartStored. */
export const reduceDiscounts = (state: WidgetState, event: DiscountEvent): WidgetState => {
  const promo = state.promo
  switch (event._tag) {
    case "PromoModalOpened":
      return withSlice(state, "promo", { open: true, submitting: false, error: null, typed: "" })
    case "PromoCodeTyped":
      return promo.open && promo.typed !== event.code
        ? withSlice(state, "promo", { open: true, submitting: promo.submitting, error: promo.error, typed: event.code })
        : state
    case "PromoCodeSubmitted":
      return withSlice(state, "promo", { open: promo.open, submitting: true, error: null, typed: promo.typed })
    case "PromoCodeFailed":
      return withSlice(state, "promo", {
        open: promo.open,
        submitting: false,
        error: event.message,
        typed: promo.typed,
      })
    case "PromoCodeApplied":
    case "PromoModalClosed":
      return promo === initialState.promo ? state : withSlice(state, "promo", initialState.promo)
    case "OfferToggled": {
      const held = state.cart.cart
      if (held === null) return state
      const offerId = event.checked ? event.offerId : held.offer_id === event.offerId ? null : held.offer_id
      if (offerId === held.offer_id) return state
      const cart = copyCart(held)
      cart.offer_id = offerId
      const slice = copyCartSlice(state.cart)
      slice.cart = cart
      return withSlice(state, "cart", slice)
    }
    case "OfferFailed":
      return withSlice(state, "message", errorMessage(event.message))
    case "PointsEntryTyped":
      return withSlice(state, "pointsApply", { ...state.pointsApply, entered: event.text })
    case "PointsApplied":
      return withSlice(state, "pointsApply", { ...state.pointsApply, applied: event.amount, error: null })
    case "PointsApplyFailed":
      return withSlice(state, "pointsApply", { ...state.pointsApply, error: event.message })
    default:
      return exhaustive(event, state)
  }
}

/**
 * A keystroke in the promo field or the points field replaces the one before it in the same field in
 * the log (each event holds the whole field).
 */
export const discountTypingSupersedes = (previous: WidgetEvent, event: WidgetEvent): boolean =>
  previous._tag === event._tag && (event._tag === "PromoCodeTyped" || event._tag === "PointsEntryTyped")
