import { type Copy, copy } from "../i18n/copy"
import type { ReorderUnavailable } from "./reorder"

/** The texts of 'Order again' (English defaults; Polish in fixtures/translations.json). */

export const ORDER_AGAIN = copy("order-again", "Order again")
export const REORDER_WILL_ADD = copy("order-again-will-add", "Will be added to your cart")
export const REORDER_UNAVAILABLE = copy("order-again-unavailable", "No longer available")
export const REORDER_PRICE_CHANGED = copy("order-again-price-changed", "Price changed")
export const REORDER_CONFIRM = copy("order-again-confirm", "Add to cart")
export const REORDER_CANCEL = copy("cancel", "Cancel")
export const REORDER_ADDING = copy("order-again-adding", "Adding to your cart…")
export const REORDER_MENU_LOADING = copy("order-again-menu-loading", "Loading the menu…")
export const REORDER_NOTHING = copy("order-again-nothing", "None of this order's items can be ordered today.")
export const REORDER_OTHER_RESTAURANT = copy(
  "order-again-other-restaurant",
  "This order is from another restaurant, so it cannot be ordered again here.",
)
/** After a failed add: what did make it into the cart (`{lines}`), and what did not. */
export const REORDER_ADDED = copy("order-again-added", "Added to your cart: {lines}")
export const REORDER_NONE_ADDED = copy("order-again-none-added", "Nothing was added to your cart.")
export const REORDER_NOT_ADDED = copy("order-again-not-added", "Not added: {lines}")
export const REORDER_VIEW_CART = copy("view-cart", "View Cart")

/** Why a line is listed as unavailable, one text per reason. */
export const REORDER_REASONS = {
  product: copy("order-again-reason-product", "No longer on the menu"),
  size: copy("order-again-reason-size", "This size is no longer available"),
  addon: copy("order-again-reason-addon", "An add-on is no longer available"),
  ingredient: copy("order-again-reason-ingredient", "An ingredient can no longer be left out"),
  "second-half": copy("order-again-reason-second-half", "The second half is no longer available"),
  choices: copy("order-again-reason-choices", "The options have changed; add it from the menu"),
  combo: copy("order-again-reason-combo", "This combo is no longer on the menu"),
  "combo-option": copy("order-again-reason-combo-option", "A combo choice is no longer available"),
  gift: copy("order-again-reason-gift", "Free gift; offers add gifts by themselves"),
  details: copy("order-again-reason-details", "The order does not say how it was made"),
} as const satisfies Record<ReorderUnavailable, Copy>
