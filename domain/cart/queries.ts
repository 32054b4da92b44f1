import type { Grosze } from "../money/money"
import type { WidgetState } from "../widget/state"
import { cartTotal } from "./total"

type HeldCart = NonNullable<WidgetState["cart"]["cart"]>

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
