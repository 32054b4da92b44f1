import type { SandboxContext, Viewer } from "../context"
import { notFound } from "../http/errors"
import { withAbsoluteMedia } from "../http/media"
import { mayReadOrder } from "./order-access"
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
 * An order the caller may see (order-access.ts): the signed-in customer's own, the guest session's
 * own, or any order whose link key the caller holds. Anything else is a 404, as if it did not exist,
 * so counting ids learns nothing.
 */
export const visibleOrder = (ctx: SandboxContext, id: number, viewer: Viewer, key?: string | null): OrderRow => {
  const row = orderById(ctx, id)
  if (!row || !mayReadOrder(ctx, row, viewer, key)) throw notFound("Order")
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
    // Whether the order is placed yet (the widget's order-placed milestone waits for "confirmed").
    payment_state: row.payment_state,
    created_at: new Date(row.created_at).toISOString(),
    eta: done === null ? null : Math.max(0, Math.ceil((done - now) / 60_000)),
    eta_at: done === null ? null : new Date(done).toISOString(),
  }
}
