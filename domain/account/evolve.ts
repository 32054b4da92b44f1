import { copySession, copyState, withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import { initialState } from "../widget/initial-state"
import type { WidgetState } from "../widget/state"
import type { SessionEvent } from "./events"

/** Login, the signed-in customer's data, and logout. */
export const reduceSession = (state: WidgetState, event: SessionEvent): WidgetState => {
  switch (event._tag) {
    case "LoggedIn": {
      const next = copyState(state)
      if (state.session.token !== event.token) {
        next.session = { token: event.token, profile: null, points: null, paymentMethods: [] }
      }
      next.authModal = null
      return next
    }
    case "ProfileLoaded":
    case "PointsLoaded":
    case "PaymentMethodsLoaded": {
      if (state.session.token === null) return state
      const session = copySession(state.session)
      if (event._tag === "ProfileLoaded") session.profile = event.profile
      else if (event._tag === "PointsLoaded") session.points = event.points
      else session.paymentMethods = event.methods
      return withSlice(state, "session", session)
    }
    case "LoggedOut": {
      // SPEC §4: access_token, addresses, cart_uuid and orders cleared, orderType delivery; the page
      // then reloads, so everything that belonged to the customer goes with them.
      const next = copyState(state)
      next.session = initialState.session
      next.addresses = initialState.addresses
      next.orderType = "delivery"
      next.cart = initialState.cart
      next.pendingItem = null
      next.orders = initialState.orders
      next.panel = null
      next.authModal = null
      next.pointsApply = initialState.pointsApply
      next.promo = initialState.promo
      next.checkout = initialState.checkout
      return next
    }
    case "SessionExpired": {
      if (state.session.token === null) return state
      // The customer's own data goes with the token; the cart (uuid, lines, order type) is kept, so a
      // guest can go on ordering. An open account panel closes: it has nothing left to show.
      const next = copyState(state)
      next.session = initialState.session
      next.addresses = initialState.addresses
      next.orders = initialState.orders
      next.pointsApply = initialState.pointsApply
      next.panel = null
      return next
    }
    default:
      return exhaustive(event, state)
  }
}
