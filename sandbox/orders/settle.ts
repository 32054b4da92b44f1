import { Money } from "../../domain"
import { pointsEarned } from "../cart/discounts"
import type { SandboxContext } from "../context"
import { finishedAt, type PaymentState } from "./status-clock"

/**
 * Awards loyalty points for orders that have finished by now, once each (points_awarded flips in the
 * same transaction). Called lazily before anything reads points or orders, since statuses are
 * derived from the clock rather than pushed by a timer.
 */
export const settleOrders = (ctx: SandboxContext): void => {
  const { db } = ctx
  const now = ctx.now()
  const pending = db
    .prepare(
      "SELECT id, user_id, restaurant_id, type, payment_state, started_at, total FROM orders WHERE points_awarded = 0 AND started_at IS NOT NULL AND payment_state = 'confirmed'",
    )
    .all() as Array<{
    id: number
    user_id: number | null
    restaurant_id: number
    type: number
    payment_state: PaymentState
    started_at: number
    total: number
  }>
  const due = pending.filter((o) => (finishedAt(o, ctx.statusStepMs) ?? Number.POSITIVE_INFINITY) <= now)
  if (due.length === 0) return
  db.transaction(() => {
    const mark = db.prepare("UPDATE orders SET points_awarded = 1 WHERE id = ? AND points_awarded = 0")
    const award = db.prepare(
      "INSERT INTO points (user_id, restaurant_id, points) VALUES (?, ?, ?) ON CONFLICT(user_id, restaurant_id) DO UPDATE SET points = points + excluded.points",
    )
    for (const order of due) {
      if (mark.run(order.id).changes === 0 || order.user_id === null) continue
      award.run(order.user_id, order.restaurant_id, pointsEarned(Money.grosze(order.total)))
    }
  })()
}
