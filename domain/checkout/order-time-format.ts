/**
 * The order_time's 'HH:MM' (SPEC §7), written and read: what the checkout sends, and what an order
 * shows it was ordered for. Apart from the picker's rule (order-time.ts) so that My Orders, loaded
 * with the menu, does not bring the picker along.
 */

export const twoDigits = (n: number): string => n.toString().padStart(2, "0")

/** A time of day as numbers: hour 0..23, minute 0..59 (the customer's, or the server's, local clock). */
export interface ClockTime {
  readonly hour: number
  readonly minute: number
}

/** The order_time sent for a later order: 'HH:MM' from the chosen hour and minute strings. */
export const orderTime = (hour: string, minute: string): string => `${hour.padStart(2, "0")}:${minute.padStart(2, "0")}`

/** An order_time as sent ('HH:MM', two digits each, 00:00..23:59) as numbers; null for anything else. */
export const parseOrderTime = (text: string | null | undefined): ClockTime | null => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text ?? "")
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null
}

/**
 * The time an order was ordered for ('19:30'), read from the order as the server keeps it
 * (order_for_later, order_time); null for an order for as soon as possible (issue 27: the order page
 * and My Orders show it).
 */
export const orderScheduledFor = (order: {
  readonly order_for_later?: boolean | undefined
  readonly order_time?: string | null | undefined
}): string | null => {
  const time = order.order_for_later ? parseOrderTime(order.order_time) : null
  return time === null ? null : orderTime(String(time.hour), String(time.minute))
}
