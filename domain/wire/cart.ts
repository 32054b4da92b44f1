import { Schema } from "effect"
import { keyedList } from "./keyed-list"
import { ListOr0, Maybe, MoneyOr0, NumericId, numberOr, Text } from "./numbers"
import { ProductSummary } from "./product"

/** An add-on ingredient chosen on a cart line. Sent as ids; the cart echoes them with names and prices. */
export const CartAddon = Schema.Union([NumericId, Schema.Struct({ id: NumericId, name: Text, price: MoneyOr0 })])
export type CartAddon = typeof CartAddon.Type

/** The second half of a half-and-half pizza: `{type: 'double', data: {product_id, addons}}`. */
export const Special = Schema.Struct({
  type: Schema.String,
  data: Schema.Struct({
    product_id: NumericId,
    addons: ListOr0(CartAddon),
    product: Schema.optionalKey(ProductSummary),
  }),
})
export type Special = typeof Special.Type

export const CartItem = Schema.Struct({
  uuid: Maybe(Schema.String),
  hash: Maybe(Schema.String),
  product_id: NumericId,
  product: Maybe(ProductSummary),
  addons: ListOr0(CartAddon),
  exclude_ingredients: ListOr0(CartAddon),
  quantity: numberOr(1),
  special: Maybe(Special),
  price: MoneyOr0,
})
export type CartItem = typeof CartItem.Type

export const ComboItemGroup = Schema.Struct({
  group_id: Maybe(NumericId),
  product: Maybe(ProductSummary),
  option: Maybe(Schema.Struct({ id: NumericId, extra_price: MoneyOr0 })),
})

export const ComboItem = Schema.Struct({
  uuid: Maybe(Schema.String),
  hash: Maybe(Schema.String),
  combo: Maybe(Schema.Struct({ id: NumericId, name: Text, logo: Maybe(Schema.String) })),
  combo_id: NumericId,
  name: Text,
  logo: Maybe(Schema.String),
  groups: ListOr0(ComboItemGroup),
  extra: MoneyOr0,
  price: MoneyOr0,
  quantity: numberOr(1),
})
export type ComboItem = typeof ComboItem.Type

export const Offer = Schema.Struct({ id: NumericId, name: Text, description: Text })
export type Offer = typeof Offer.Type

export const Gift = Schema.Struct({ product: ProductSummary, quantity: numberOr(1) })

export const CartPrices = Schema.Struct({ sub_total: MoneyOr0, delivery: MoneyOr0, discount: MoneyOr0 })

/** The server's cart. Its totals are the server's word; the widget shows them, never recomputes them. */
export const Cart = Schema.Struct({
  uuid: Schema.String,
  type: Maybe(NumericId),
  address_id: Maybe(NumericId),
  address: Maybe(Schema.Struct({ id: NumericId, string: Schema.optionalKey(Text) })),
  price: MoneyOr0,
  prices: CartPrices,
  point_amount: MoneyOr0,
  points: numberOr(0),
  offer_id: Maybe(NumericId),
  offer_list: ListOr0(Offer),
  gifts: ListOr0(Gift),
  items: keyedList(CartItem),
  combo_items: keyedList(ComboItem),
  promo_code: Maybe(Schema.String),
})
export type Cart = typeof Cart.Type
