import type { Context } from "hono"
import { Account } from "../../domain"
import type { SandboxContext, SandboxEnv } from "../context"
import { HttpError } from "../http/errors"

/**
 * The sandbox's rate limits (issue 29), kept in SQLite so a restart does not reset them: every counted
 * event is a row (bucket, at) and Account.throttle decides over the rows still in the window. A
 * refused call is a 429 with Retry-After (seconds) and the wait in its message, in `message` and
 * `error`, which the widget shows as the server's text (SPEC §8).
 */

/** The client a request comes from: its socket's address (the sandbox listens on loopback; no proxy header is trusted). */
export const clientOf = (c: Context<SandboxEnv>): string => c.env?.incoming?.socket?.remoteAddress ?? "unknown"

export interface Bucket {
  readonly key: string
  readonly limit: Account.RateLimit
}

export const tooManyMessage = (retryAfterSeconds: number): string =>
  `Zbyt wiele prób. Spróbuj ponownie za ${Math.ceil(retryAfterSeconds / 60)} min.`

/** Throws the 429 when any bucket is full; the longest wait wins. */
export const refuseWhenFull = (ctx: SandboxContext, buckets: ReadonlyArray<Bucket>): void => {
  const now = ctx.now()
  let wait = 0
  for (const { key, limit } of buckets) {
    const hits = (
      ctx.db
        .prepare("SELECT at FROM throttle_hits WHERE bucket = ? AND at > ?")
        .all(key, now - limit.windowMs) as Array<{
        at: number
      }>
    ).map((r) => r.at)
    const verdict = Account.throttle(hits, now, limit)
    if (verdict._tag === "Refused") wait = Math.max(wait, verdict.retryAfterSeconds)
  }
  if (wait > 0) throw new HttpError(429, tooManyMessage(wait), undefined, { "Retry-After": String(wait) })
}

/** Counts one event in each bucket (and drops rows older than a day, so the table stays small). */
export const countHit = (ctx: SandboxContext, buckets: ReadonlyArray<Bucket>): void => {
  const now = ctx.now()
  const insert = ctx.db.prepare("INSERT INTO throttle_hits (bucket, at) VALUES (?, ?)")
  for (const { key } of buckets) insert.run(key, now)
  ctx.db.prepare("DELETE FROM throttle_hits WHERE at < ?").run(now - 24 * 60 * 60_000)
}

/** The buckets of sending a code to `target` (a phone or an e-mail) from this client. */
export const sendBuckets = (c: Context<SandboxEnv>, target: string): ReadonlyArray<Bucket> => [
  { key: `send:${target}`, limit: Account.CODE_SENDS.perTarget },
  { key: `send-client:${clientOf(c)}`, limit: Account.CODE_SENDS.perClient },
]

/** The buckets of a failed login for this e-mail (known or not) from this client. */
export const loginBuckets = (c: Context<SandboxEnv>, email: string): ReadonlyArray<Bucket> => [
  { key: `login:${email.trim().toLowerCase()}`, limit: Account.LOGIN_FAILURES.perAccount },
  { key: `login-client:${clientOf(c)}`, limit: Account.LOGIN_FAILURES.perClient },
]
