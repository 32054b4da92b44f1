import { Schema } from "effect"
import { CartAddon, ComboItemGroup, Special } from "./cart"
import { Flag, ListOr0, Maybe, MaybeNumber, MoneyOr0, NumericId, numberOr, Text, WireInt } from "./numbers"
import { ProductSummary } from "./product"

/**
 * An order line (SPEC §3: quantity, product, is_gift) with the price of the line as ordered. Beyond
 * the SPEC fields, an order keeps what its cart line was made of, so 'Order again' can rebuild it:
 * a product line its add-ons, exclusions and second half (as the cart item carried them), a combo
 * line its combo_id and chosen groups (as the cart's combo item). Every one of them is optional: an
 * order stored before they existed, or from an API that omits them, still decodes, and reorder says
 * the line cannot be rebuilt instead of guessing.
 */
export const OrderItem = Schema.Struct({
  quantity: numberOr(1),
  product: ProductSummary,
  is_gift: Flag,
  price: MoneyOr0,
  addons: Schema.optionalKey(Schema.Array(CartAddon)),
  exclude_ingredients: Schema.optionalKey(Schema.Array(CartAddon)),
  special: Schema.optionalKey(Schema.NullOr(Special)),
  combo_id: Schema.optionalKey(Schema.NullOr(NumericId)),
  groups: Schema.optionalKey(Schema.Array(ComboItemGroup)),
})
export type OrderItem = typeof OrderItem.Type

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
  /**
   * Whether the payment is settled: "confirmed" (placed: cash, driver's card, a card charged, PayU
   * paid), "awaiting_payment" (PayU not paid yet), "awaiting_3ds", "cancelled". Not in SPEC §3: an API
   * that leaves it out has its orders counted as placed (Orders.orderIsPlaced).
   */
  payment_state: Schema.optionalKey(Maybe(Schema.String)),
})
export type Order = typeof Order.Type

/** A page of the orders list; the widget pages only within 1..meta.last_page. */
export const OrdersPage = Schema.Struct({
  data: ListOr0(Order),
  links: Maybe(Schema.Record(Schema.String, Schema.NullOr(Schema.String))),
  meta: Schema.Struct({ current_page: numberOr(1), last_page: numberOr(1) }),
})
export type OrdersPage = typeof OrdersPage.Type
