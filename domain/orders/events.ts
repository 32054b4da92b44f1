import { Schema } from "effect"
import { At, Id, OrderValue } from "../widget/fields"

/** An order was loaded or polled (every 10 s on the order page): it becomes the current order. */
export const OrderPolled = Schema.TaggedStruct("OrderPolled", { at: At, order: OrderValue })

/** A page of My Orders (pages run 1..lastPage). */
export const OrdersPageLoaded = Schema.TaggedStruct("OrdersPageLoaded", {
  at: At,
  page: Schema.Int,
  orders: Schema.Array(OrderValue),
  lastPage: Schema.Int,
})

/** The order page began watching an order (polling starts unless the page is hidden). */
export const OrderWatchStarted = Schema.TaggedStruct("OrderWatchStarted", {
  at: At,
  orderId: Id,
  hidden: Schema.Boolean,
})

/** The order page was left: no order is watched. */
export const OrderWatchStopped = Schema.TaggedStruct("OrderWatchStopped", { at: At })

/** The order page was hidden (polling paused) or shown again. */
export const OrderPageVisibilityChanged = Schema.TaggedStruct("OrderPageVisibilityChanged", {
  at: At,
  hidden: Schema.Boolean,
})

/** A poll of the watched order failed (network, 5xx): the page says it is reconnecting. */
export const OrderPollFailed = Schema.TaggedStruct("OrderPollFailed", { at: At, orderId: Id })

/** The API does not know the watched order, or it is not the caller's (404/403): polling stops. */
export const OrderNotFound = Schema.TaggedStruct("OrderNotFound", { at: At, orderId: Id })

/** 'Order again' opened its review of a held order (the order page's or a My Orders entry). */
export const ReorderReviewOpened = Schema.TaggedStruct("ReorderReviewOpened", { at: At, orderId: Id })

/** Confirm is adding the order's lines; `added`: the order-line indexes already in the cart. */
export const ReorderLinesAdding = Schema.TaggedStruct("ReorderLinesAdding", {
  at: At,
  orderId: Id,
  added: Schema.Array(Schema.Int),
})

/** An add failed: the dialog says which lines went in and which did not. */
export const ReorderLinesNotAdded = Schema.TaggedStruct("ReorderLinesNotAdded", {
  at: At,
  orderId: Id,
  added: Schema.Array(Schema.Int),
  notAdded: Schema.Array(Schema.Int),
})

/** The 'Order again' dialog closed (cancel, done, waiting for the address form, View cart). */
export const ReorderDialogClosed = Schema.TaggedStruct("ReorderDialogClosed", { at: At })

export const OrderEvent = Schema.Union([
  OrderPolled,
  OrdersPageLoaded,
  OrderWatchStarted,
  OrderWatchStopped,
  OrderPageVisibilityChanged,
  OrderPollFailed,
  OrderNotFound,
  ReorderReviewOpened,
  ReorderLinesAdding,
  ReorderLinesNotAdded,
  ReorderDialogClosed,
])
export type OrderEvent = typeof OrderEvent.Type
