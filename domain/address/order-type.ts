import { copy } from "../i18n/copy"
import type { OrderTypeCode } from "../wire/requests"

/** Order type codes as the API spells them (SPEC §4, §9): delivery 1, pickup 3. */
export const ORDER_TYPE = { delivery: 1, pickup: 3 } as const satisfies Record<string, OrderTypeCode>

/** The order type as the widget stores it (storage key orderType) and the events carry it. */
export type OrderType = keyof typeof ORDER_TYPE

/** What a new visitor starts with and what logout resets to. */
export const DEFAULT_ORDER_TYPE: OrderType = "delivery"

export const DELIVERY_TAB = copy("delivery", "Delivery")
export const PICKUP_TAB = copy("pickup", "Pickup")

export const orderTypeCode = (type: OrderType): OrderTypeCode => ORDER_TYPE[type]

/** The order type of an API code (number or numeric string); null for any other value. */
export const orderTypeFromCode = (code: unknown): OrderType | null => {
  const n = typeof code === "string" && code.trim() !== "" ? Number(code) : code
  if (n === ORDER_TYPE.delivery) return "delivery"
  if (n === ORDER_TYPE.pickup) return "pickup"
  return null
}

/**
 * The pickup tab's badge (SPEC §2): '-10%' when widget_takeaway_discount is above 0, else none.
 * Fractions are kept as sent ('-12.5%'); anything that is not a finite number shows nothing.
 */
export const takeawayDiscountBadge = (percent: number): string | null =>
  Number.isFinite(percent) && percent > 0 ? `-${percent}%` : null
