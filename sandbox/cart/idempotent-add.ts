import { createHash } from "node:crypto"
import type { Context } from "hono"
import type { SandboxEnv } from "../context"
import { HttpError } from "../http/errors"
import type { Db } from "../store/database"

/**
 * Idempotency for add-item and add-combo-item, like checkout's: the widget sends one
 * `Idempotency-Key` per pending add and repeats it when an answer is lost, so a key that already
 * added its line adds nothing more — the caller answers with the cart as it is now. Keys live in the
 * shared idempotency table under an `add:` prefix (apart from checkout's). The same key with a
 * different body is a 422. Only a successful add is recorded, so a failed one may be retried.
 */

/** The request's Idempotency-Key, or null when none was sent; a key over 255 characters is a 422. */
export const idempotencyKeyOf = (c: Context<SandboxEnv>): string | null => {
  const key = c.req.header("idempotency-key")?.trim() || null
  if (key !== null && key.length > 255)
    throw new HttpError(422, "Idempotency-Key is too long", { "Idempotency-Key": ["At most 255 characters"] })
  return key
}

const requestHash = (c: Context<SandboxEnv>, body: unknown): string => {
  const viewer = c.get("viewer")
  return createHash("sha256")
    .update(JSON.stringify([viewer.userId, viewer.guestId, c.req.path, body]))
    .digest("hex")
}

/**
 * Whether this key already added its line (true: do nothing, answer the current cart). Must run
 * inside the transaction that adds the line and then calls `recordAdd`, so concurrent duplicates see
 * the first one's record.
 */
export const alreadyAdded = (db: Db, c: Context<SandboxEnv>, key: string, body: unknown): boolean => {
  const prior = db.prepare("SELECT request_hash FROM idempotency WHERE key = ?").get(`add:${key}`) as
    | { request_hash: string }
    | undefined
  if (!prior) return false
  if (prior.request_hash !== requestHash(c, body))
    throw new HttpError(422, "This Idempotency-Key was already used for a different request", {
      "Idempotency-Key": ["Reused with a different body"],
    })
  return true
}

/** Records that the key added its line (inside the add's transaction). */
export const recordAdd = (db: Db, c: Context<SandboxEnv>, key: string, body: unknown, now: number): void => {
  db.prepare("INSERT INTO idempotency (key, request_hash, status, response, created_at) VALUES (?, ?, 200, ?, ?)").run(
    `add:${key}`,
    requestHash(c, body),
    "{}",
    now,
  )
}
