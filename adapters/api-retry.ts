import { Effect } from "effect"
import { isRetryableApiError } from "./adapter-error"
import type { ApiError } from "./api-error"

/**
 * Retry policy of the Api adapter: idempotent GETs (and checkout, which carries an idempotency key)
 * are repeated at most 3 times after a network failure, a timeout, 408, 429 or a 5xx.
 */
export const RETRY_POLICY = {
  retries: 3,
  baseDelayMs: 300,
  maxDelayMs: 5_000,
  /** A Retry-After longer than this is not waited for: the error goes to the UI at once. */
  maxRetryAfterMs: 30_000,
} as const

/**
 * The wait before retry number `attempt` (0-based): exponential backoff with FULL jitter
 * (uniform in [0, min(max, base·2^attempt)]), so many widgets that lost the same server do not
 * come back in lockstep. A server's Retry-After wins over the backoff. Returns undefined when the
 * server asked for a wait longer than the widget should hang.
 */
export const retryDelayMs = (attempt: number, random: () => number, retryAfterMs?: number): number | undefined => {
  if (retryAfterMs !== undefined) return retryAfterMs > RETRY_POLICY.maxRetryAfterMs ? undefined : retryAfterMs
  const ceiling = Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.baseDelayMs * 2 ** attempt)
  return Math.floor(Math.min(1, Math.max(0, random())) * ceiling)
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date (relative to `now`); undefined when absent or unreadable. */
export const parseRetryAfter = (header: string | null, now: number): number | undefined => {
  if (header === null) return undefined
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP-date always names its day and month; anything else ("-1", "5.5") is not a Retry-After.
  if (!/[a-z]{3}/i.test(text)) return undefined
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * Runs `call` and repeats it per RETRY_POLICY while the error is retryable. Waits with
 * `Effect.sleep`, so the schedule runs on Effect's Clock (TestClock in tests) and an interruption
 * during a wait cancels the whole call.
 */
export const withRetries = <A>(
  call: Effect.Effect<A, ApiError>,
  random: () => number,
  onRetry?: (attempt: number, delayMs: number, error: ApiError) => void,
): Effect.Effect<A, ApiError> => {
  const loop = (attempt: number): Effect.Effect<A, ApiError> =>
    call.pipe(
      Effect.catch((error: ApiError) => {
        if (attempt >= RETRY_POLICY.retries || !isRetryableApiError(error)) return Effect.fail(error)
        const delay = retryDelayMs(attempt, random, error._tag === "ApiRejected" ? error.retryAfterMs : undefined)
        if (delay === undefined) return Effect.fail(error)
        onRetry?.(attempt, delay, error)
        return Effect.sleep(delay).pipe(Effect.andThen(loop(attempt + 1)))
      }),
    )
  return loop(0)
}
