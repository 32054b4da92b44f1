import { Schema } from "effect"
import { CartAddon, ComboItemGroup, Special } from "./cart"
import { Flag, ListOr0, Maybe, MaybeMoney, MaybeNumber, MoneyOr0, NumericId, numberOr, Text, WireInt } from "./numbers"
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
  /**
   * The restaurant (SPEC §3: name, logo, est_delivery). Beyond SPEC, an order may carry the
   * restaurant's address and phone (the sandbox does): the order page shows them, else the loaded
   * restaurant's when it is the order's.
   */
  restaurant: Maybe(
    Schema.Struct({
      name: Text,
      logo: Maybe(Schema.String),
      est_delivery: MaybeNumber,
      address: Schema.optionalKey(Maybe(Schema.String)),
      phone: Schema.optionalKey(Maybe(Schema.String)),
    }),
  ),
  items: ListOr0(OrderItem),
  price: MoneyOr0,
  /** SPEC §3 names prices.delivery; the items' sum and the points paid with are read when sent (the receipt adds up). */
  prices: Maybe(
    Schema.Struct({
      delivery: MoneyOr0,
      sub_total: Schema.optionalKey(MaybeMoney),
      point_amount: Schema.optionalKey(MaybeMoney),
    }),
  ),
  discount: MoneyOr0,
  notes: Text,
  address: Maybe(Schema.Struct({ string: Text })),
  created_at: Text,
  eta: MaybeNumber,
  eta_at: Maybe(Schema.String),
  est_delivery: MaybeNumber,
  payment_type: Maybe(Schema.String),
  /**
   * The checkout's order for later (1) and its 'HH:MM', as sent; an order for as soon as possible has
   * 0 and null. Optional, like every field added after SPEC §3: recorded sessions and stored orders
   * from before still read.
   */
  order_for_later: Schema.optionalKey(Flag),
  order_time: Schema.optionalKey(Maybe(Schema.String)),
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
