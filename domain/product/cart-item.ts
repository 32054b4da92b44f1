import type { CartItemValue } from "../wire/requests"
import type { LineSelection } from "./price"
import { clampModalQuantity } from "./quantity"

/**
 * The cart line a customised product is sent as (SPEC §3 'Cart item value'): the first half's
 * product and add-on ids, the quantity (1–99), the excluded ingredient ids, and the second half of a
 * half-and-half as special {type 'double', data {product_id, addons}}. Built from the same
 * LineSelection that linePrice prices, so what is sent and the price shown cannot drift apart; the
 * modal's add and 'Order again' both send what this returns.
 */
export const cartItemValue = (line: LineSelection, excluded: ReadonlyArray<number>): CartItemValue => ({
  product_id: line.product.id,
  addons: [...line.addonIds],
  quantity: clampModalQuantity(line.quantity),
  exclude_ingredients: [...excluded],
  special:
    line.secondHalf === undefined
      ? null
      : { type: "double", data: { product_id: line.secondHalf.product.id, addons: [...line.secondHalf.addonIds] } },
})
