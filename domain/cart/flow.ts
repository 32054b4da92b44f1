import type { AddressEvent } from "../address/events"
import { type OrderType, orderTypeCode } from "../address/order-type"
import { activeAddress, deliveryAddress } from "../address/queries"
import type { PendingItem, WidgetState } from "../widget/state"
import type { OrderTypeCode } from "../wire/requests"
import type { CartEvent } from "./events"

/** What an add's flow reads: the cart held, the chosen order type and the saved addresses. */
export type CartFlowState = Pick<WidgetState, "cart" | "orderType" | "addresses">

/** What the customer asked for: one line to add (an item or a combo), at `at`. */
export interface AddIntent {
  readonly line: PendingItem
  readonly at: number
}

/** The fact that an add was asked for, for items and combos alike. */
export type LineAddRequested = Extract<CartEvent, { readonly _tag: "ItemAddRequested" | "ComboAddRequested" }>

/**
 * An add asked for: with `pendingAddress` the line becomes the pending item and waits for the address
 * form; without, the add is under way (the cart shows it is adding).
 */
export const lineAddRequested = (line: PendingItem, at: number, pendingAddress: boolean): LineAddRequested =>
  line._tag === "Item"
    ? { _tag: "ItemAddRequested", at, item: line.item, pendingAddress }
    : { _tag: "ComboAddRequested", at, selection: line.selection, pendingAddress }

/**
 * The first step of adding an item or a combo (SPEC §4 'Cart creation'); after `CreateCart` and
 * `AttachAddress` the line is added to that cart.
 */
export type AddStep =
  /** The first add with no cart_uuid creates a guest cart: delivery on `addressId`, pickup without. */
  | {
      readonly _tag: "CreateCart"
      readonly type: OrderTypeCode
      readonly addressId: number | null
    }
  /** A cart on delivery that has no address gets the active one attached. */
  | { readonly _tag: "AttachAddress"; readonly cartUuid: string; readonly addressId: number }
  /**
   * Delivery with no address to use: `events` make the line the pending item and open the address
   * form; saving an address adds the pending item (the flow is decided again, now with an address).
   */
  | {
      readonly _tag: "AwaitAddressForm"
      readonly events: readonly [LineAddRequested, Extract<AddressEvent, { readonly _tag: "AddressFormOpened" }>]
    }
  /** The cart is ready: add the line to it. */
  | { readonly _tag: "Add"; readonly cartUuid: string }

/**
 * SPEC §4 'Cart creation', decided once for items and combos:
 * - the first add with no cart_uuid creates a guest cart;
 * - delivery with saved addresses uses the active address, else the first;
 * - delivery with no addresses opens the address form, then creates the cart and adds the pending item;
 * - pickup creates a cart without an address;
 * - with an existing cart on delivery and no cart address, the active address is attached; if there is
 *   none either, the address form opens.
 */
export const decideAdd = (state: CartFlowState, intent: AddIntent): AddStep => {
  const awaitAddressForm: AddStep = {
    _tag: "AwaitAddressForm",
    events: [
      lineAddRequested(intent.line, intent.at, true),
      { _tag: "AddressFormOpened", at: intent.at, editingId: null },
    ],
  }
  const uuid = state.cart.uuid
  const delivery = state.orderType === "delivery"
  if (uuid === null) {
    const address = delivery ? deliveryAddress(state) : null
    if (delivery && address === null) return awaitAddressForm
    return { _tag: "CreateCart", type: orderTypeCode(state.orderType), addressId: address?.id ?? null }
  }
  const held = state.cart.cart
  if (delivery && held !== null && held.address_id === null) {
    const active = activeAddress(state)
    return active === null ? awaitAddressForm : { _tag: "AttachAddress", cartUuid: uuid, addressId: active.id }
  }
  return { _tag: "Add", cartUuid: uuid }
}

/** What choosing an order type does (SPEC §4 'Order type'). */
export type OrderTypeStep =
  /** The type already chosen: nothing to do. */
  | { readonly _tag: "Unchanged" }
  /** Delivery with no active address but an existing cart: the address modal opens instead. */
  | { readonly _tag: "OpenAddressModal" }
  /** No cart yet: the type is only stored; the next add creates a cart of that type. */
  | { readonly _tag: "Store"; readonly type: OrderType }
  /**
   * The change-order-type call on `cartUuid`, then the cart is reloaded and the type stored. On delivery,
   * `addressId` is the active address the cart should be priced on (attached when the server's cart
   * holds another), else null.
   */
  | {
      readonly _tag: "ChangeOnServer"
      readonly type: OrderType
      readonly code: OrderTypeCode
      readonly cartUuid: string
      readonly addressId: number | null
    }

/**
 * SPEC §4 'Order type': switching to delivery with no active address but an existing cart opens the
 * address modal instead of switching; otherwise the change-order-type call is made, the cart is
 * reloaded and orderType is stored (changing the type replaces the cart: the server's answer does).
 */
export const decideOrderTypeChange = (state: CartFlowState, type: OrderType): OrderTypeStep => {
  if (state.orderType === type) return { _tag: "Unchanged" }
  const uuid = state.cart.uuid
  if (uuid === null) return { _tag: "Store", type }
  const active = type === "delivery" ? activeAddress(state) : null
  if (type === "delivery" && active === null) return { _tag: "OpenAddressModal" }
  return { _tag: "ChangeOnServer", type, code: orderTypeCode(type), cartUuid: uuid, addressId: active?.id ?? null }
}
