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
