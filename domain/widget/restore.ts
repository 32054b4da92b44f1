import { copyCartSlice, copyState, withSlice } from "./copies"
import { exhaustive } from "./exhaustive"
import type { StorageEvent } from "./restore-events"
import type { WidgetState } from "./state"

/** What browser storage held at start, and whether storage works at all. */
export const reduceStorage = (state: WidgetState, event: StorageEvent): WidgetState => {
  switch (event._tag) {
    case "StorageRestored": {
      const next = copyState(state)
      if (state.session.token !== event.token) {
        next.session = { token: event.token, profile: null, points: null, paymentMethods: [] }
      }
      next.orderType = event.orderType
      next.addresses = event.addresses
      const cart = copyCartSlice(state.cart)
      cart.uuid = event.cartUuid
      if (cart.cart !== null && cart.cart.uuid !== event.cartUuid) cart.cart = null
      next.cart = cart
      next.orders = { list: event.orders, page: state.orders.page, lastPage: state.orders.lastPage }
      return next
    }
    case "StorageUnavailable":
      return state.storageUnavailable === event.reason ? state : withSlice(state, "storageUnavailable", event.reason)
    default:
      return exhaustive(event, state)
  }
}
