import { Schema } from "effect"
import { Flag, ListOr0, Maybe, MaybeNumber, MoneyOr0, NumericId, numberOr, Text, WireInt } from "./numbers"
import { ProductSummary } from "./product"

export const OrderItem = Schema.Struct({
  quantity: numberOr(1),
  product: ProductSummary,
  is_gift: Flag,
  price: MoneyOr0,
})

export const Order = Schema.Struct({
  id: NumericId,
  status: WireInt,
  type: Maybe(NumericId),
  restaurant_id: NumericId,
  restaurant_ids: ListOr0(NumericId),
  restaurant: Maybe(Schema.Struct({ name: Text, logo: Maybe(Schema.String), est_delivery: MaybeNumber })),
  items: ListOr0(OrderItem),
  price: MoneyOr0,
  prices: Maybe(Schema.Struct({ delivery: MoneyOr0 })),
  discount: MoneyOr0,
  notes: Text,
  address: Maybe(Schema.Struct({ string: Text })),
  created_at: Text,
  eta: MaybeNumber,
  eta_at: Maybe(Schema.String),
  est_delivery: MaybeNumber,
  payment_type: Maybe(Schema.String),
})
export type Order = typeof Order.Type

/** A page of the orders list; the widget pages only within 1..meta.last_page. */
export const OrdersPage = Schema.Struct({
  data: ListOr0(Order),
  links: Maybe(Schema.Record(Schema.String, Schema.NullOr(Schema.String))),
  meta: Schema.Struct({ current_page: numberOr(1), last_page: numberOr(1) }),
})
export type OrdersPage = typeof OrdersPage.Type
