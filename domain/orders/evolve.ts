import { copyState, withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import type { OrderEvent } from "./events"

type Poll = WidgetState["orderPoll"]
const notWatching: Poll = { orderId: null, failures: 0, notFound: false, paused: false }

/** The order held on the order page or on the My Orders page, by id. */
const holds = (state: WidgetState, orderId: number): boolean =>
  state.order?.id === orderId || state.orders.list.some((o) => o.id === orderId)

/** The current order (order page), its polling, the My Orders pages and the 'Order again' dialog. */
export const reduceOrders = (state: WidgetState, event: OrderEvent): WidgetState => {
  const poll = state.orderPoll
  switch (event._tag) {
    case "OrderPolled": {
      const next = copyState(state)
      next.order = event.order
      // A poll of the watched order that answered: no failures, found.
      if (poll.orderId === event.order.id && (poll.failures !== 0 || poll.notFound))
        next.orderPoll = { ...poll, failures: 0, notFound: false }
      return next
    }
    case "OrdersPageLoaded":
      // Pages run 1..last_page (SPEC §2); a page outside that is not a page of the list.
      if (event.lastPage < 1 || event.page < 1 || event.page > event.lastPage) return state
      return withSlice(state, "orders", { list: event.orders, page: event.page, lastPage: event.lastPage })
    case "OrderWatchStarted":
      return withSlice(state, "orderPoll", {
        orderId: event.orderId,
        failures: 0,
        notFound: false,
        paused: event.hidden,
      })
    case "OrderWatchStopped":
      return poll.orderId === null ? state : withSlice(state, "orderPoll", notWatching)
    case "OrderPageVisibilityChanged":
      if (poll.orderId === null || poll.paused === event.hidden) return state
      return withSlice(state, "orderPoll", { ...poll, paused: event.hidden })
    case "OrderPollFailed":
      if (poll.orderId !== event.orderId) return state
      return withSlice(state, "orderPoll", { ...poll, failures: poll.failures + 1 })
    case "OrderNotFound":
      if (poll.orderId !== event.orderId) return state
      return withSlice(state, "orderPoll", { ...poll, notFound: true })
    case "ReorderReviewOpened":
      // Only an order the widget holds is reviewed; a review never replaces lines being added.
      if (!holds(state, event.orderId) || state.reorder?.phase === "adding") return state
      return withSlice(state, "reorder", { phase: "review", orderId: event.orderId, added: [], notAdded: [] })
    case "ReorderLinesAdding":
      return withSlice(state, "reorder", { phase: "adding", orderId: event.orderId, added: event.added, notAdded: [] })
    case "ReorderLinesNotAdded":
      return withSlice(state, "reorder", {
        phase: "failed",
        orderId: event.orderId,
        added: event.added,
        notAdded: event.notAdded,
      })
    case "ReorderDialogClosed":
      return state.reorder === null ? state : withSlice(state, "reorder", null)
    default:
      return exhaustive(event, state)
  }
}
