import type { SandboxContext, Viewer } from "../context"
import { notFound } from "../http/errors"
import { withAbsoluteMedia } from "../http/media"
import { finishedAt, orderStatus, type PaymentState } from "./status-clock"

/**
 * Orders as stored: the priced snapshot taken at checkout (doc, złoty numbers as the wire carries
 * them) plus the columns the clock and the payment flows need. The wire order adds the derived
 * status and ETA on every read.
 */

type Json = Record<string, unknown>

export interface OrderRow {
  id: number
  restaurant_id: number
  user_id: number | null
  guest_id: string | null
  type: number
  payment_type: string
  payment_state: PaymentState
  created_at: number
  started_at: number | null
  points_awarded: number
  points_spent: number
  total: number
  threeds_passed: number
  idempotency_key: string | null
  cart_uuid: string | null
  doc: string
}

export const orderById = (ctx: SandboxContext, id: number): OrderRow | undefined =>
  ctx.db.prepare("SELECT * FROM orders WHERE id = ?").get(id) as OrderRow | undefined

/**
 * An order the caller may see: a signed-in customer's orders only with that customer's token; a
 * guest's order by its id (the guest has no account to list orders with, and the order page and the
 * payment provider's return link carry only the id — a sandbox simplification of the signed links a
 * production API would use).
 */
export const visibleOrder = (ctx: SandboxContext, id: number, viewer: Viewer): OrderRow => {
  const row = orderById(ctx, id)
  if (!row || (row.user_id !== null && row.user_id !== viewer.userId)) throw notFound("Order")
  return row
}

export const orderJson = (ctx: SandboxContext, row: OrderRow): Json => {
  const doc = withAbsoluteMedia(ctx.origin, JSON.parse(row.doc) as Json)
  const now = ctx.now()
  const status = orderStatus(row, now, ctx.statusStepMs)
  const done = finishedAt(row, ctx.statusStepMs)
  return {
    ...doc,
    id: row.id,
    status,
    type: row.type,
    restaurant_id: row.restaurant_id,
    payment_type: row.payment_type,
    created_at: new Date(row.created_at).toISOString(),
    eta: done === null ? null : Math.max(0, Math.ceil((done - now) / 60_000)),
    eta_at: done === null ? null : new Date(done).toISOString(),
  }
}
