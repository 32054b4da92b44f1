import { errorMessage } from "../dialogs/message"
import {
  type CartSlice,
  copyCart,
  copyCartItem,
  copyCartSlice,
  copyComboItem,
  copyState,
  type HeldCart,
  type Mutable,
  withSlice,
} from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { CartTotals } from "../widget/fields"
import type { WidgetState } from "../widget/state"
import type { CartEvent } from "./events"

type Line<V> = { readonly key: string; readonly value: V }

/** The line with `key` set to `quantity`; the same array when unchanged; undefined when there is no such line. */
const withQuantity = <V extends { readonly quantity: number }>(
  lines: ReadonlyArray<Line<V>>,
  key: string,
  quantity: number,
  copy: (v: V) => Mutable<V>,
): ReadonlyArray<Line<V>> | undefined => {
  const i = lines.findIndex((l) => l.key === key)
  const line = lines[i]
  if (line === undefined) return undefined
  if (line.value.quantity === quantity) return lines
  const value = copy(line.value)
  value.quantity = quantity
  const next = lines.slice()
  next[i] = { key, value }
  return next
}

const without = <V>(lines: ReadonlyArray<Line<V>>, key: string): ReadonlyArray<Line<V>> | undefined => {
  const i = lines.findIndex((l) => l.key === key)
  if (i < 0) return undefined
  const next = lines.slice()
  next.splice(i, 1)
  return next
}

/**
 * A change to the lines of the held cart, with the server's totals merged in when it answered
 * (SPEC §4 'merges the totals'). Unchanged state when there is no cart, no such line, or nothing new.
 */
const changeLines = (
  state: WidgetState,
  field: "items" | "combo_items",
  change: (cart: HeldCart) => HeldCart["items"] | HeldCart["combo_items"] | undefined,
  totals: CartTotals | null,
): WidgetState => {
  const held = state.cart.cart
  if (held === null) return state
  const lines = change(held)
  if (lines === undefined || (lines === held[field] && totals === null)) return state
  const cart = copyCart(held)
  if (field === "items") cart.items = lines as HeldCart["items"]
  else cart.combo_items = lines as HeldCart["combo_items"]
  if (totals !== null) {
    cart.price = totals.price
    cart.prices = totals.prices
    cart.point_amount = totals.point_amount
  }
  const slice = copyCartSlice(state.cart)
  slice.cart = cart
  return withSlice(state, "cart", slice)
}

const cartSlice = (state: WidgetState, change: (slice: Mutable<CartSlice>) => void): WidgetState => {
  const slice = copyCartSlice(state.cart)
  change(slice)
  return withSlice(state, "cart", slice)
}

/** An add ended in failure: the error dialog shows the message; nothing waits any more. */
const addFailed = (state: WidgetState, message: string): WidgetState => {
  const next = copyState(state)
  next.pendingItem = null
  if (state.cart.adding) {
    const slice = copyCartSlice(state.cart)
    slice.adding = false
    next.cart = slice
  }
  next.message = errorMessage(message)
  return next
}

/**
 * The server's cart arrived: it replaces ours and ends any pending reload of it. When it ends an add
 * (`adding`), the add succeeded: the product or combo modal the add came from closes now — it stayed
 * open with its choices while the add was in flight, so a failure keeps them — and the 'Added'
 * confirmation starts at this event's time.
 */
const cartStored = (state: WidgetState, cart: HeldCart, at: number): WidgetState => {
  const next = copyState(state)
  const slice = copyCartSlice(state.cart)
  slice.cart = cart
  slice.uuid = cart.uuid
  slice.pending = false
  slice.previous = null
  if (state.cart.adding) {
    slice.adding = false
    slice.addedAt = at
    next.productModal = null
    next.comboModal = null
  }
  next.cart = slice
  return next
}

/** Cart facts: fetching, storing, adding, quantities. The server's cart always wins when it arrives. */
export const reduceCart = (state: WidgetState, event: CartEvent): WidgetState => {
  switch (event._tag) {
    case "OrderTypeChanged":
      return state.orderType === event.orderType ? state : withSlice(state, "orderType", event.orderType)
    case "GuestCartCreated":
      return cartSlice(state, (s) => {
        s.uuid = event.uuid
        if (s.cart !== null && s.cart.uuid !== event.uuid) s.cart = null
        if (s.previous !== null && s.previous.uuid !== event.uuid) s.previous = null
      })
    case "CartFetchStarted":
      return cartSlice(state, (s) => {
        if (s.cart !== null) s.previous = s.cart
        s.cart = null
        s.pending = true
      })
    case "CartStored":
      return cartStored(state, event.cart, event.at)
    case "CartFetchFailed":
      return state.cart.pending
        ? cartSlice(state, (s) => {
            s.pending = false
            s.previous = null
          })
        : state
    case "CartCleared":
      return state.cart.cart === null && !state.cart.pending && state.cart.previous === null
        ? state
        : cartSlice(state, (s) => {
            s.cart = null
            s.pending = false
            s.previous = null
          })
    case "CartUuidForgotten":
      return cartSlice(state, (s) => {
        s.cart = null
        s.uuid = null
        s.pending = false
        s.previous = null
      })
    case "ItemAddRequested":
    case "ComboAddRequested": {
      const next = copyState(state)
      if (event.pendingAddress) {
        next.pendingItem =
          event._tag === "ItemAddRequested"
            ? { _tag: "Item", item: event.item }
            : { _tag: "Combo", selection: event.selection }
      } else {
        next.pendingItem = null
        const slice = copyCartSlice(state.cart)
        slice.adding = true
        next.cart = slice
      }
      return next
    }
    case "ItemAddFailed":
    case "ComboAddFailed":
    case "CartCreateFailed":
      return addFailed(state, event.message)
    case "ItemQuantityChanged":
      return changeLines(
        state,
        "items",
        (c) => withQuantity(c.items, event.key, event.quantity, copyCartItem),
        event.totals,
      )
    case "ItemRemoved":
      return changeLines(state, "items", (c) => without(c.items, event.key), event.totals)
    case "ComboItemQuantityChanged":
      return changeLines(
        state,
        "combo_items",
        (c) => withQuantity(c.combo_items, event.key, event.quantity, copyComboItem),
        event.totals,
      )
    case "ComboItemRemoved":
      return changeLines(state, "combo_items", (c) => without(c.combo_items, event.key), event.totals)
    default:
      return exhaustive(event, state)
  }
}
