/** Checkout timing constants (SPEC §2, §9). */

/** The estimated delivery time the checkout shows: fixed, whatever the restaurant. */
export const ESTIMATED_DELIVERY_MINUTES = 45

const twoDigits = (n: number): string => n.toString().padStart(2, "0")

/** The minute choices of 'order for later': '00' to '59'. */
export const ORDER_LATER_MINUTES: ReadonlyArray<string> = Array.from({ length: 60 }, (_, i) => twoDigits(i))

/**
 * The hour choices of 'order for later': from the current hour to 23, as two-digit strings
 * (current hour 14 → '14'..'23'). The caller reads the hour from its clock; an hour outside 0..23 is
 * brought into range and a fraction is cut.
 */
export const orderForLaterHours = (currentHour: number): ReadonlyArray<string> => {
  const from = Number.isFinite(currentHour) ? Math.min(23, Math.max(0, Math.trunc(currentHour))) : 0
  return Array.from({ length: 24 - from }, (_, i) => twoDigits(from + i))
}

/** The order_time sent for a later order: 'HH:MM' from the chosen hour and minute strings. */
export const orderTime = (hour: string, minute: string): string => `${hour.padStart(2, "0")}:${minute.padStart(2, "0")}`

/** An order time read as numbers: hour 0..23, minute 0..59. */
export interface ClockTime {
  readonly hour: number
  readonly minute: number
}

/** An order_time as sent ('HH:MM', two digits each, 00:00..23:59) as numbers; null for anything else. */
export const parseOrderTime = (text: string | null | undefined): ClockTime | null => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text ?? "")
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null
}

/**
 * Whether an order_time is one the 'order for later' picker offers at `currentHour` (SPEC §5): an
 * 'HH:MM' whose hour is among orderForLaterHours(currentHour) — the current hour to 23 today — and
 * whose minute is 00..59. So the server accepts exactly what the widget can send: an earlier hour
 * today is refused rather than read as tomorrow. Like the picker, it decides by the hour, so a minute
 * already past within the current hour is still offered (the kitchen then starts at once).
 */
export const isOfferedOrderTime = (currentHour: number, text: string | null | undefined): boolean => {
  const time = parseOrderTime(text)
  return time !== null && orderForLaterHours(currentHour).includes(twoDigits(time.hour))
}
