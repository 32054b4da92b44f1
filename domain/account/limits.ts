/**
 * How much an account flow may be tried before the server says 'wait' (issue 29): the limits a
 * careful server keeps on one-time codes, on sending them and on logins. The sandbox applies them;
 * they live here, as data and one pure decision, so the reference API and anything that reads it
 * (README, tests) state the same numbers.
 */

/** A one-time code: how long it lives, and how many wrong guesses void it. */
export const ONE_TIME_CODE = { ttlMs: 10 * 60_000, wrongAttempts: 5 } as const

/** One sliding-window limit: at most `max` hits per `windowMs`. */
export interface RateLimit {
  readonly max: number
  readonly windowMs: number
}

/**
 * Sending codes (registration SMS, password-reset e-mail, phone change): at most 3 per phone or
 * e-mail per 10 minutes, so one number cannot be pumped with SMS, and a cap per client, so one
 * client cannot walk through many numbers.
 */
export const CODE_SENDS = {
  perTarget: { max: 3, windowMs: 10 * 60_000 },
  perClient: { max: 10, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>

/**
 * Failed logins: at most 10 per account (e-mail, known or not) per 15 minutes, and a cap per client
 * across e-mails (password spraying). Only failures count; a success does not reset the count.
 */
export const LOGIN_FAILURES = {
  perAccount: { max: 10, windowMs: 15 * 60_000 },
  perClient: { max: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimit>

/** Whether one more hit fits in the window, given the times of earlier hits. */
export type Throttle =
  | { readonly _tag: "Allowed" }
  | {
      readonly _tag: "Refused" /** whole seconds until the oldest counted hit leaves the window (≥ 1) */
      readonly retryAfterSeconds: number
    }

/**
 * Sliding window: hits at or before `now - windowMs` no longer count. Refused when `max` hits are
 * still in the window; the wait is until the oldest of them leaves it, rounded up to a second.
 */
export const throttle = (hits: ReadonlyArray<number>, now: number, limit: RateLimit): Throttle => {
  const inWindow = hits.filter((at) => at > now - limit.windowMs).sort((a, b) => a - b)
  if (inWindow.length < limit.max) return { _tag: "Allowed" }
  const oldest = inWindow[inWindow.length - limit.max] ?? now
  return { _tag: "Refused", retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)) }
}

/** Whether a code with this many wrong guesses so far may still be tried. */
export const codeStillValid = (wrongAttempts: number, expiresAt: number, now: number): boolean =>
  wrongAttempts < ONE_TIME_CODE.wrongAttempts && expiresAt > now
