import { Schema } from "effect"
import {
  At,
  CartItemValue,
  CartTotals,
  CartValue,
  ComboSelectionValue,
  LineQuantity,
  OrderTypeName,
} from "../widget/fields"

/**
 * The order type changed (after the change-order-type call, or before any cart exists). The cart is
 * replaced by the reload that follows (CartFetchStarted → CartStored), not by this event.
 */
export const OrderTypeChanged = Schema.TaggedStruct("OrderTypeChanged", { at: At, orderType: OrderTypeName })

/** A guest cart was created for the first add; its uuid is stored before the item is added. */
export const GuestCartCreated = Schema.TaggedStruct("GuestCartCreated", { at: At, uuid: Schema.String })

/** A cart fetch started: the cart is cleared while it is pending (SPEC §4). */
export const CartFetchStarted = Schema.TaggedStruct("CartFetchStarted", { at: At })

/** The server's cart: stored with its uuid; ends any pending fetch or add. */
export const CartStored = Schema.TaggedStruct("CartStored", { at: At, cart: CartValue })

/** The cart fetch failed: nothing to show, but the cart is no longer pending. */
export const CartFetchFailed = Schema.TaggedStruct("CartFetchFailed", { at: At, message: Schema.String })

/** The cart held in memory is dropped (its uuid is kept; see CartUuidForgotten). */
export const CartCleared = Schema.TaggedStruct("CartCleared", { at: At })

/** The stored cart_uuid is forgotten (e.g. the server no longer knows it); the cart goes with it. */
export const CartUuidForgotten = Schema.TaggedStruct("CartUuidForgotten", { at: At })

/**
 * The customer asked to add an item. With `pendingAddress` the add waits for the address form
 * (delivery with no address): the item is kept as the pending item and re-requested once the cart exists.
 */
export const ItemAddRequested = Schema.TaggedStruct("ItemAddRequested", {
  at: At,
  item: CartItemValue,
  pendingAddress: Schema.Boolean,
})

/** Adding failed: the server's message, else 'Failed to add to cart', shown in the error dialog. */
export const ItemAddFailed = Schema.TaggedStruct("ItemAddFailed", { at: At, message: Schema.String })

/** Creating the guest cart after an address was added failed ('Failed to create cart'). */
export const CartCreateFailed = Schema.TaggedStruct("CartCreateFailed", { at: At, message: Schema.String })

export const ComboAddRequested = Schema.TaggedStruct("ComboAddRequested", {
  at: At,
  selection: ComboSelectionValue,
  pendingAddress: Schema.Boolean,
})

export const ComboAddFailed = Schema.TaggedStruct("ComboAddFailed", { at: At, message: Schema.String })

/**
 * A cart line's quantity changed. `key` is the decoded line key (uuid, else hash, else map key), so
 * list-shaped and map-shaped carts are handled alike. `totals` null = optimistic (before the answer).
 */
export const ItemQuantityChanged = Schema.TaggedStruct("ItemQuantityChanged", {
  at: At,
  key: Schema.String,
  quantity: LineQuantity,
  totals: Schema.NullOr(CartTotals),
})

/** A cart line was removed (is_delete); `totals` as in ItemQuantityChanged. */
export const ItemRemoved = Schema.TaggedStruct("ItemRemoved", {
  at: At,
  key: Schema.String,
  totals: Schema.NullOr(CartTotals),
})

export const ComboItemQuantityChanged = Schema.TaggedStruct("ComboItemQuantityChanged", {
  at: At,
  key: Schema.String,
  quantity: LineQuantity,
  totals: Schema.NullOr(CartTotals),
})

export const ComboItemRemoved = Schema.TaggedStruct("ComboItemRemoved", {
  at: At,
  key: Schema.String,
  totals: Schema.NullOr(CartTotals),
})

export const CartEvent = Schema.Union([
  OrderTypeChanged,
  GuestCartCreated,
  CartFetchStarted,
  CartStored,
  CartFetchFailed,
  CartCleared,
  CartUuidForgotten,
  ItemAddRequested,
  ItemAddFailed,
  CartCreateFailed,
  ComboAddRequested,
  ComboAddFailed,
  ItemQuantityChanged,
  ItemRemoved,
  ComboItemQuantityChanged,
  ComboItemRemoved,
])
export type CartEvent = typeof CartEvent.Type
