import { Money } from "../../domain"
import type { RestaurantMenu } from "../catalogue/catalogue"
import { distanceKm } from "../delivery/zone"

/**
 * The delivery fee by zone. restaurant.json may list `delivery_zones` ([{max_km, fee}], nearest
 * first): an address within a zone's max_km of the restaurant pays that zone's fee. A cart without
 * an address (or with coordinates that are not numbers), or beyond every zone, pays delivery_fee.
 * Free delivery (free_delivery_from, the free-delivery offer) is decided by the caller.
 */
export interface DeliveryZone {
  readonly maxKm: number
  readonly fee: Money.Grosze
}

/** The restaurant's zones, nearest first; malformed entries are skipped. */
export const deliveryZones = (menu: RestaurantMenu): ReadonlyArray<DeliveryZone> => {
  const raw = (menu.raw.restaurant as { readonly delivery_zones?: unknown }).delivery_zones
  if (!Array.isArray(raw)) return []
  return raw
    .flatMap((z: unknown) => {
      const zone = z as { readonly max_km?: unknown; readonly fee?: unknown }
      const maxKm = Number(zone.max_km)
      const fee = Number(zone.fee)
      return Number.isFinite(maxKm) && Number.isFinite(fee) && fee >= 0 ? [{ maxKm, fee: Money.fromZloty(fee) }] : []
    })
    .sort((a, b) => a.maxKm - b.maxKm)
}

export const deliveryFee = (
  menu: RestaurantMenu,
  address: { readonly latitude: string; readonly longitude: string } | null,
): Money.Grosze => {
  const base = Money.fromZloty(menu.delivery.fee)
  if (address === null) return base
  const lat = Number(address.latitude)
  const lng = Number(address.longitude)
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return base
  const km = distanceKm(menu.delivery.latitude, menu.delivery.longitude, lat, lng)
  return deliveryZones(menu).find((z) => km <= z.maxKm)?.fee ?? base
}
