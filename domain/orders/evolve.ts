import { withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import type { OrderEvent } from "./events"

/** The current order (order page) and the My Orders pages. */
export const reduceOrders = (state: WidgetState, event: OrderEvent): WidgetState => {
  switch (event._tag) {
    case "OrderPolled":
      return withSlice(state, "order", event.order)
    case "OrdersPageLoaded":
      // Pages run 1..last_page (SPEC §2); a page outside that is not a page of the list.
      if (event.lastPage < 1 || event.page < 1 || event.page > event.lastPage) return state
      return withSlice(state, "orders", { list: event.orders, page: event.page, lastPage: event.lastPage })
    default:
      return exhaustive(event, state)
  }
}
