import { type Copy, copy } from "../i18n/copy"
import { type Grosze, ZERO } from "../money/money"
import type { Restaurant } from "../wire/restaurant"

/** 'Delivery 7,99 zł': the one fee every delivery address pays. */
export const DELIVERY_FEE = copy("delivery-fee", "Delivery {amount}")
/** 'Delivery from 5,99 zł': the fee depends on the distance (delivery zones); the cheapest is named. */
export const DELIVERY_FEE_FROM = copy("delivery-fee-from", "Delivery from {amount}")
/** 'Free delivery from 80,00 zł': the sub-total from which delivery costs nothing. */
export const FREE_DELIVERY_FROM = copy("free-delivery-from", "Free delivery from {amount}")
/** 'about 45 min': the restaurant's estimated delivery time. */
export const DELIVERY_TIME = copy("delivery-time", "about {minutes} min")
/** The label of the restaurant's own address in Pickup mode (where the customer collects the order). */
export const PICKUP_AT = copy("pickup-address", "Pickup address")

/** One fact of the delivery terms: its copy (with `{amount}` / `{minutes}`) and the value to fill in. */
export type DeliveryTerm =
  | { readonly kind: "fee"; readonly text: Copy; readonly amount: Grosze }
  | { readonly kind: "freeFrom"; readonly text: Copy; readonly amount: Grosze }
  | { readonly kind: "time"; readonly text: Copy; readonly minutes: number }

/**
 * The costs a customer should see before adding anything (delivery fee, free-delivery threshold,
 * delivery time), from what the restaurant answer carries; each is left out when the API does not
 * give it. With delivery zones the fee depends on the address, so the cheapest fee is named with
 * 'from' (unless every zone costs the same as delivery_fee). A threshold of 0 means every delivery is
 * free, shown as a fee of 0; a non-positive time is left out. Pickup shows none of them.
 */
export const deliveryTerms = (restaurant: Restaurant | null): ReadonlyArray<DeliveryTerm> => {
  if (restaurant === null) return []
  const terms: Array<DeliveryTerm> = []
  const zoneFees = (restaurant.delivery_zones ?? []).map((z) => z.fee)
  const fee = restaurant.delivery_fee ?? null
  const fees = fee === null ? zoneFees : [...zoneFees, fee]
  const threshold = restaurant.free_delivery_from ?? null
  if (fees.length > 0) {
    const cheapest = Math.min(...fees) as Grosze
    const varies = fees.some((f) => f !== cheapest)
    if (threshold !== null && threshold <= 0) terms.push({ kind: "fee", text: DELIVERY_FEE, amount: ZERO })
    else terms.push({ kind: "fee", text: varies ? DELIVERY_FEE_FROM : DELIVERY_FEE, amount: cheapest })
  }
  if (threshold !== null && threshold > 0) terms.push({ kind: "freeFrom", text: FREE_DELIVERY_FROM, amount: threshold })
  const minutes = restaurant.est_delivery
  if (minutes !== null && Number.isFinite(minutes) && minutes > 0)
    terms.push({ kind: "time", text: DELIVERY_TIME, minutes: Math.round(minutes) })
  return terms
}
