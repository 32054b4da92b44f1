import { Checkout } from "../../domain"

/**
 * When the kitchen starts an order: now, or for an order for later the chosen "HH:MM" on the day it
 * was placed (the restaurant's local time, which the sandbox takes to be its own — a documented
 * limitation). Until then the order waits at status waiting. Checkout only accepts times the widget's
 * picker offers (Checkout.isOfferedOrderTime: not yet past today), so that is the placing day; a time
 * already past by then — a payment settled late — starts at once, never tomorrow.
 */
export const kitchenStart = (
  now: number,
  orderForLater: boolean,
  orderTime: string | null,
  placedAt: number = now,
): number => {
  const time = orderForLater ? Checkout.parseOrderTime(orderTime) : null
  if (!time) return now
  const at = new Date(placedAt)
  at.setHours(time.hour, time.minute, 0, 0)
  return Math.max(now, at.getTime())
}

/** kitchenStart for a stored order whose payment settles now (payu paid, 3-D Secure passed). */
export const kitchenStartOfStored = (
  now: number,
  order: { readonly doc: string; readonly created_at: number },
): number => {
  const parsed = JSON.parse(order.doc) as { order_for_later?: unknown; order_time?: unknown }
  return kitchenStart(
    now,
    parsed.order_for_later === 1,
    typeof parsed.order_time === "string" ? parsed.order_time : null,
    order.created_at,
  )
}

/** The sandbox's local time of day: an order-for-later time before it is refused. */
export const localClock = (now: number): Checkout.ClockTime => {
  const at = new Date(now)
  return { hour: at.getHours(), minute: at.getMinutes() }
}
