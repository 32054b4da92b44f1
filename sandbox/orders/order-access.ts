import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import type { SandboxContext, Viewer } from "../context"

/**
 * Who may see an order and act on its payment (issue 12 'Who may see an order'): its owner — the
 * signed-in customer who placed it, or the guest session (cookie) that placed it — or whoever holds
 * its unguessable link. The link carries `key`, an HMAC of the order id under a secret kept in the
 * sandbox's own database, so it survives restarts and cannot be derived from the id alone. Order ids
 * count up; without the key or the session, counting them reads nothing.
 */

const SECRET_KEY = "order_link_secret"

const secretOf = (ctx: SandboxContext): Buffer => {
  const row = ctx.db.prepare("SELECT value FROM meta WHERE key = ?").get(SECRET_KEY) as { value: string } | undefined
  if (row) return Buffer.from(row.value, "hex")
  const secret = randomBytes(32).toString("hex")
  ctx.db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING").run(SECRET_KEY, secret)
  const stored = ctx.db.prepare("SELECT value FROM meta WHERE key = ?").get(SECRET_KEY) as { value: string }
  return Buffer.from(stored.value, "hex")
}

/** The order's link key: 32 hex characters, the same for the same order and sandbox database. */
export const orderAccessKey = (ctx: SandboxContext, orderId: number): string =>
  createHmac("sha256", secretOf(ctx)).update(`order:${orderId}`).digest("hex").slice(0, 32)

/** Whether `key` is the order's link key (compared in constant time). */
export const holdsOrderLink = (ctx: SandboxContext, orderId: number, key: string | null | undefined): boolean => {
  if (typeof key !== "string" || !/^[0-9a-f]{32}$/.test(key)) return false
  return timingSafeEqual(Buffer.from(key), Buffer.from(orderAccessKey(ctx, orderId)))
}

export interface OwnedOrder {
  readonly id: number
  readonly user_id: number | null
  readonly guest_id: string | null
}

/**
 * Reading an order: a signed-in customer's order only with that customer's token; a guest's order
 * only from the guest session that placed it; either with the link key.
 */
export const mayReadOrder = (ctx: SandboxContext, row: OwnedOrder, viewer: Viewer, key?: string | null): boolean => {
  if (holdsOrderLink(ctx, row.id, key)) return true
  if (row.user_id !== null) return viewer.userId === row.user_id
  return row.guest_id !== null && viewer.guestId === row.guest_id
}

/**
 * Paying, cancelling or confirming 3-D Secure: the reader's rights, plus the browser session that
 * placed a signed-in order (the provider's pages post with cookies, never with the widget's bearer).
 */
export const mayPayOrder = (ctx: SandboxContext, row: OwnedOrder, viewer: Viewer, key?: string | null): boolean =>
  mayReadOrder(ctx, row, viewer, key) || (row.guest_id !== null && viewer.guestId === row.guest_id)
