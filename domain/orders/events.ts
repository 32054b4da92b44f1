import { Schema } from "effect"
import { At, OrderValue } from "../widget/fields"

/** An order was loaded or polled (every 10 s on the order page): it becomes the current order. */
export const OrderPolled = Schema.TaggedStruct("OrderPolled", { at: At, order: OrderValue })

/** A page of My Orders (pages run 1..lastPage). */
export const OrdersPageLoaded = Schema.TaggedStruct("OrdersPageLoaded", {
  at: At,
  page: Schema.Int,
  orders: Schema.Array(OrderValue),
  lastPage: Schema.Int,
})

export const OrderEvent = Schema.Union([OrderPolled, OrdersPageLoaded])
export type OrderEvent = typeof OrderEvent.Type
