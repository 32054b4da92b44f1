import { orderTypeCode } from "../address/order-type"
import type { WidgetState } from "../widget/state"
import type { ChangeQuantityBody } from "../wire/requests"
import type { CartEvent } from "./events"

/** Items and combos are changed by two calls (change-item-quantity / change-combo-item-quantity) with one body. */
export type LineKind = "item" | "combo"

/** The cart selector offers 1 to 10 (SPEC §2, §9). */
export const CART_QUANTITY_MAX = 10

/**
 * The quantities the cart selector offers for a line: 1–10, plus the line's own quantity when the
 * modal (which allows up to 99) put more in the cart, so the selector never lies about what is there.
 */
export const cartQuantityOptions = (current: number): ReadonlyArray<number> => {
  const options = Array.from({ length: CART_QUANTITY_MAX }, (_, i) => i + 1)
  return Number.isInteger(current) && current > CART_QUANTITY_MAX ? [...options, current] : options
}

const lineOf = (state: WidgetState, kind: LineKind, key: string) => {
  const cart = state.cart.cart
  if (cart === null) return undefined
  return (kind === "item" ? cart.items : cart.combo_items).find((l) => l.key === key)?.value
}

/**
 * A new quantity for a line, shown at once (optimistic, totals null until the server answers). Null
 * — nothing to do — when there is no such line, the quantity is what the line already has, or it is
 * not one the selector offers.
 */
export const decideLineQuantity = (
  state: WidgetState,
  kind: LineKind,
  key: string,
  quantity: number,
  at: number,
): Extract<CartEvent, { readonly _tag: "ItemQuantityChanged" | "ComboItemQuantityChanged" }> | null => {
  const line = lineOf(state, kind, key)
  if (line === undefined || line.quantity === quantity) return null
  if (!cartQuantityOptions(line.quantity).includes(quantity)) return null
  return kind === "item"
    ? { _tag: "ItemQuantityChanged", at, key, quantity, totals: null }
    : { _tag: "ComboItemQuantityChanged", at, key, quantity, totals: null }
}

/** Removing a line (is_delete), shown at once; null when there is no such line. */
export const decideRemoveLine = (
  state: WidgetState,
  kind: LineKind,
  key: string,
  at: number,
): Extract<CartEvent, { readonly _tag: "ItemRemoved" | "ComboItemRemoved" }> | null => {
  if (lineOf(state, kind, key) === undefined) return null
  return kind === "item"
    ? { _tag: "ItemRemoved", at, key, totals: null }
    : { _tag: "ComboItemRemoved", at, key, totals: null }
}

/**
 * The change-quantity body (SPEC §7): item_uuid, quantity, is_delete, cart_uuid, restaurant_id and
 * type. Quantity 0 is the removal (is_delete 1). Null without a cart.
 */
export const lineQuantityRequest = (
  state: WidgetState,
  restaurantId: number,
  key: string,
  quantity: number,
): ChangeQuantityBody | null => {
  const uuid = state.cart.uuid
  if (uuid === null) return null
  return {
    item_uuid: key,
    quantity,
    is_delete: quantity === 0 ? 1 : 0,
    cart_uuid: uuid,
    restaurant_id: restaurantId,
    type: orderTypeCode(state.orderType),
  }
}
