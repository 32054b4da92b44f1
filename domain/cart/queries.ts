import { ORDER_TYPE } from "../address/order-type"
import { type Copy, copy } from "../i18n/copy"
import type { Grosze } from "../money/money"
import type { WidgetState } from "../widget/state"
import { cartTotal } from "./total"

type HeldCart = NonNullable<WidgetState["cart"]["cart"]>
type CartSlice = WidgetState["cart"]

/** The held cart's total (SPEC §9): sub_total + delivery − discount − point_amount. */
export const heldCartTotal = (cart: HeldCart): Grosze =>
  cartTotal({
    sub_total: cart.prices.sub_total,
    delivery: cart.prices.delivery,
    discount: cart.prices.discount,
    point_amount: cart.point_amount,
  })

/** Units per product id in the held cart (items only; combos are not product cards). */
export const cartQuantities = (cart: HeldCart | null): ReadonlyMap<number, number> => {
  const counts = new Map<number, number>()
  for (const line of cart?.items ?? []) {
    const id = line.value.product_id
    counts.set(id, (counts.get(id) ?? 0) + line.value.quantity)
  }
  return counts
}

/** The menu's bottom bar (SPEC §2): shown when the cart has items or combo items, with its total and unit count. */
export const cartBar = (
  cart: HeldCart | null,
): { readonly show: boolean; readonly total: Grosze | null; readonly units: number } => {
  if (cart === null) return { show: false, total: null, units: 0 }
  let units = 0
  for (const l of cart.items) units += l.value.quantity
  for (const l of cart.combo_items) units += l.value.quantity
  return { show: cart.items.length > 0 || cart.combo_items.length > 0, total: heldCartTotal(cart), units }
}

/**
 * The cart the menu's bar shows: the held cart, else — while a re-fetch is pending (a Delivery/Pickup
 * switch reloads the cart, and SPEC §4 clears it meanwhile) — the last cart held before it, so the
 * bar does not vanish and come back. Once the fetch ends (stored, failed, forgotten) only the held
 * cart counts.
 */
export const shownCart = (slice: CartSlice): HeldCart | null => slice.cart ?? (slice.pending ? slice.previous : null)

/** The bar's note on what its total includes: 'incl. delivery {amount}', filled with the formatted fee. */
export const TOTAL_INCLUDES_DELIVERY = copy("total-includes-delivery", "incl. delivery {amount}")

/** The bar's note when a delivery cart pays no delivery (free-delivery threshold or offer). */
export const TOTAL_FREE_DELIVERY = copy("total-free-delivery", "free delivery")

/**
 * What the bar's total includes, so a fee is never folded in unlabelled (SPEC §9 total = sub_total +
 * delivery − discount − points): the delivery fee when the cart pays one; 'free delivery' on a
 * delivery cart that pays none; nothing for pickup. The UI translates the copy and fills `{amount}`.
 */
export const totalIncludes = (
  cart: HeldCart | null,
): { readonly text: Copy; readonly amount: Grosze | null } | null => {
  if (cart === null) return null
  if (cart.prices.delivery > 0) return { text: TOTAL_INCLUDES_DELIVERY, amount: cart.prices.delivery }
  if (cart.type === ORDER_TYPE.delivery) return { text: TOTAL_FREE_DELIVERY, amount: null }
  return null
}

/** The confirmation a successful add shows (and announces politely) for SPEC §9's success delay (DELAYS.successMessageMs). */
export const ADDED_CONFIRMATION = copy("added-to-cart", "Added")
