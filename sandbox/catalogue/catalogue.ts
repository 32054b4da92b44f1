import { Schema } from "effect"
import { Wire } from "../../domain"
import type { Db } from "../store/database"
import { CATALOGUE_KINDS, type CatalogueKind } from "../store/seed"

/**
 * The menus as the store holds them, loaded once per sandbox start (the API never writes them).
 * Each restaurant keeps the raw wire documents (served as-is, with media made absolute) and the same
 * products and combos decoded with the domain schemas, which is what cart pricing runs on.
 */

type Json = Record<string, unknown>

export interface Offer {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly kind: "free_delivery" | "percent_category" | "percent" | "fixed"
  readonly min_sub_total?: number
  readonly percent?: number
  /** The złoty a fixed offer takes off. */
  readonly amount?: number
  readonly category_id?: number
}

export interface PromoCode {
  readonly code: string
  readonly kind: "percent" | "amount"
  readonly value: number
  readonly valid_until: string
  readonly min_sub_total?: number
}

export interface GiftRule {
  readonly min_sub_total: number
  readonly product_id: number
  readonly quantity: number
}

/** Delivery terms read from restaurant.json (not part of the wire Restaurant, so kept separately). */
export interface DeliveryTerms {
  readonly latitude: number
  readonly longitude: number
  readonly radiusKm: number
  readonly fee: number
  readonly freeFrom: number
  readonly takeawayDiscountPercent: number
  readonly estDeliveryMinutes: number
}

export interface RestaurantMenu {
  readonly id: number
  readonly raw: { readonly [K in CatalogueKind]: K extends "restaurant" | "widget" ? Json : ReadonlyArray<Json> }
  readonly name: string
  readonly logo: string | null
  readonly delivery: DeliveryTerms
  readonly products: ReadonlyMap<number, Wire.Product>
  readonly rawProducts: ReadonlyMap<number, Json>
  readonly combos: ReadonlyMap<number, Wire.Combo>
  readonly offers: ReadonlyArray<Offer>
  readonly promoCodes: ReadonlyArray<PromoCode>
  readonly gifts: ReadonlyArray<GiftRule>
  readonly recommended: ReadonlyArray<number>
}

export interface Catalogue {
  readonly restaurants: ReadonlyMap<number, RestaurantMenu>
  readonly translations: ReadonlyArray<Json>
}

const decodeProduct = Schema.decodeUnknownSync(Wire.Product)
const decodeCombo = Schema.decodeUnknownSync(Wire.Combo)
const decodeRestaurant = Schema.decodeUnknownSync(Wire.Restaurant)

const num = (v: unknown, fallback = 0): number => {
  const n = typeof v === "string" ? Number(v) : typeof v === "number" ? v : Number.NaN
  return Number.isFinite(n) ? n : fallback
}

export const loadCatalogue = (db: Db): Catalogue => {
  const rows = db.prepare("SELECT restaurant_id, kind, json FROM catalogue").all() as Array<{
    restaurant_id: number
    kind: string
    json: string
  }>
  const docs = new Map<number, Map<string, unknown>>()
  for (const row of rows) {
    const forRestaurant = docs.get(row.restaurant_id) ?? new Map<string, unknown>()
    forRestaurant.set(row.kind, JSON.parse(row.json))
    docs.set(row.restaurant_id, forRestaurant)
  }
  const restaurants = new Map<number, RestaurantMenu>()
  for (const [id, forRestaurant] of docs) {
    if (id === 0) continue
    const raw = Object.fromEntries(CATALOGUE_KINDS.map((k) => [k, forRestaurant.get(k) ?? []])) as RestaurantMenu["raw"]
    const restaurant = raw.restaurant
    const decoded = decodeRestaurant(restaurant)
    const rawProducts = new Map<number, Json>()
    const products = new Map<number, Wire.Product>()
    for (const p of raw.products) {
      const product = decodeProduct(p)
      products.set(product.id, product)
      rawProducts.set(product.id, p)
    }
    const combos = new Map<number, Wire.Combo>()
    for (const c of raw.combos) {
      const combo = decodeCombo(c)
      combos.set(combo.id, combo)
    }
    restaurants.set(id, {
      id,
      raw,
      name: decoded.name,
      logo: decoded.logo,
      delivery: {
        latitude: num(restaurant.latitude),
        longitude: num(restaurant.longitude),
        radiusKm: num(restaurant.delivery_radius_km, 5),
        fee: num(restaurant.delivery_fee),
        freeFrom: num(restaurant.free_delivery_from, Number.POSITIVE_INFINITY),
        takeawayDiscountPercent: num(restaurant.widget_takeaway_discount),
        estDeliveryMinutes: num(restaurant.est_delivery, 45),
      },
      products,
      rawProducts,
      combos,
      offers: raw.offers as unknown as ReadonlyArray<Offer>,
      promoCodes: raw.promo_codes as unknown as ReadonlyArray<PromoCode>,
      gifts: raw.gifts as unknown as ReadonlyArray<GiftRule>,
      recommended: raw.recommended as unknown as ReadonlyArray<number>,
    })
  }
  const translations = (docs.get(0)?.get("translations") as Json[] | undefined) ?? []
  return { restaurants, translations }
}
