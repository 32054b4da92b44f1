import { addressById } from "../addresses/address-store"
import { menuOf } from "../catalogue/menu-of"
import type { SandboxContext } from "../context"
import type { StoredCart } from "./cart-store"
import { type PricedCart, priceCart } from "./price-cart"

/** The calendar day promo codes are checked against (UTC, as valid_until is a plain date). */
export const todayOf = (now: number): string => new Date(now).toISOString().slice(0, 10)

/** The priced cart, with its address string when it has one. */
export const priced = (ctx: SandboxContext, cart: StoredCart): PricedCart => {
  const address = addressById(ctx.db, cart.address_id)
  return priceCart(
    cart,
    menuOf(ctx, cart.restaurant_id),
    ctx.origin,
    address
      ? { id: address.id, string: address.string, latitude: address.latitude, longitude: address.longitude }
      : null,
    todayOf(ctx.now()),
  )
}
