import { activeAddress } from "../address/queries"
import { type Copy, copy } from "../i18n/copy"
import type { WidgetState } from "../widget/state"

/** The notice's way out: order for pickup instead. */
export const SWITCH_TO_PICKUP = copy("switch-to-pickup", "Switch to pickup")
/** The notice's other way out: another delivery address. */
export const CHOOSE_ANOTHER_ADDRESS = copy("choose-another-address", "Choose another address")
/** What the confirm and Place order buttons say while the server's cart is read again. */
export const UPDATING_CART = copy("updating-cart", "Updating your cart…")

/**
 * Why the customer cannot go on to pay right now (issue 27: no Place order the server will refuse):
 * - `CartReloading`: the server's cart is being read again (after an address or order-type change),
 *   so the fee and total on screen are not yet the server's for the new address;
 * - `OutsideDeliveryZone`: delivery to an address whose active_address_check failed (the restaurant
 *   does not deliver there), with the server's message; pickup or another address is the way out.
 */
export type CheckoutBlock =
  | { readonly _tag: "CartReloading" }
  | { readonly _tag: "OutsideDeliveryZone"; readonly message: string; readonly ways: ReadonlyArray<Copy> }

/**
 * The one rule of what blocks checkout, read by the cart page's confirm, the checkout's Place order
 * (Checkout.decidePlaceOrder sends nothing while it blocks) and their notices. null: nothing blocks.
 */
export const checkoutBlock = (
  state: Pick<WidgetState, "orderType" | "addresses" | "addressCheck" | "cart">,
): CheckoutBlock | null => {
  if (state.cart.pending) return { _tag: "CartReloading" }
  if (state.orderType !== "delivery" || state.addressCheck === null) return null
  const active = activeAddress(state)
  if (active === null || active.id !== state.addressCheck.addressId) return null
  return {
    _tag: "OutsideDeliveryZone",
    message: state.addressCheck.message,
    ways: [SWITCH_TO_PICKUP, CHOOSE_ANOTHER_ADDRESS],
  }
}

/** The phone cart page's sticky bar: 'Go to checkout · 62,49 zł' ('Przejdź do kasy'). */
export const GO_TO_CHECKOUT = copy("go-to-checkout", "Go to checkout")

/**
 * Whether the cart page offers its sticky 'Go to checkout' bar (issue 27; the stylesheet shows it on
 * phones only): a cart with something to order and nothing blocking checkout (checkoutBlock) — an
 * address the restaurant refused keeps its notice by the summary instead.
 */
export const offersCheckoutBar = (
  state: Pick<WidgetState, "orderType" | "addresses" | "addressCheck" | "cart">,
): boolean => {
  const cart = state.cart.cart
  return cart !== null && (cart.items.length > 0 || cart.combo_items.length > 0) && checkoutBlock(state) === null
}
