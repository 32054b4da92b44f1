import { type ClockTime, orderTime, parseOrderTime, twoDigits } from "./order-time-format"

/** Checkout timing (SPEC §2, §5, §9): the fixed estimate and the 'order for later' time. */

/** The estimated delivery time the checkout shows: fixed, whatever the restaurant. */
export const ESTIMATED_DELIVERY_MINUTES = 45

/** The minute choices of 'order for later': '00' to '59' (SPEC §5). */
export const ORDER_LATER_MINUTES: ReadonlyArray<string> = Array.from({ length: 60 }, (_, i) => twoDigits(i))

/** A clock brought into a day: hour 0..23, minute 0..59, fractions cut (an impossible clock reads as 00:00). */
const withinDay = (now: ClockTime): ClockTime => {
  const clamp = (n: number, max: number) => (Number.isFinite(n) ? Math.min(max, Math.max(0, Math.trunc(n))) : 0)
  return { hour: clamp(now.hour, 23), minute: clamp(now.minute, 59) }
}

const minutesOf = (time: ClockTime): number => time.hour * 60 + time.minute

/**
 * The one rule of 'order for later' (SPEC §5 'hours from the current hour to 23, minutes 00 to 59';
 * issue 27: only times not yet past): a time today from `now`'s minute to 23:59. The current minute
 * itself still counts (it is not past); an earlier time is never read as tomorrow.
 */
const isNotPast = (now: ClockTime, time: ClockTime): boolean => minutesOf(time) >= minutesOf(withinDay(now))

/**
 * What the 'order for later' picker offers at `now`, and the choice it keeps:
 * - `hours`: from the current hour to 23 (every one of them has a minute left: 23:59 always is);
 * - `minutes`: '00'..'59' of the kept hour, those already past disabled (only in the current hour);
 * - `hour`/`minute`: the customer's choice while it is not past, else the current minute — a choice
 *   the clock has overtaken (or an hour no longer offered) moves to the first time still offered.
 */
export interface OrderLaterChoices {
  readonly hours: ReadonlyArray<string>
  readonly minutes: ReadonlyArray<{ readonly value: string; readonly disabled: boolean }>
  readonly hour: string
  readonly minute: string
}

export const orderLaterChoices = (
  now: ClockTime,
  chosen: { readonly hour: string; readonly minute: string },
): OrderLaterChoices => {
  const today = withinDay(now)
  const wanted = parseOrderTime(orderTime(chosen.hour, chosen.minute))
  const kept = wanted !== null && isNotPast(today, wanted) ? wanted : today
  return {
    hours: Array.from({ length: 24 - today.hour }, (_, i) => twoDigits(today.hour + i)),
    minutes: ORDER_LATER_MINUTES.map((value, minute) => ({
      value,
      disabled: !isNotPast(today, { hour: kept.hour, minute }),
    })),
    hour: twoDigits(kept.hour),
    minute: twoDigits(kept.minute),
  }
}

/**
 * Whether an order_time is one the picker offers at `now`: a valid 'HH:MM' not yet past today. The
 * widget checks it before sending (a refused time never reaches the server) and the server checks it
 * again with its own clock, so it accepts exactly what the widget can send.
 */
export const isOfferedOrderTime = (now: ClockTime, text: string | null | undefined): boolean => {
  const time = parseOrderTime(text)
  return time !== null && isNotPast(now, time)
}
