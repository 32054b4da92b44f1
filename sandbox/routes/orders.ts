import { Schema } from "effect"
import type { Hono } from "hono"
import { requireUser } from "../auth/viewer"
import type { SandboxContext, SandboxEnv } from "../context"
import { decodePathId, decodeQuery, QueryId } from "../http/validate"
import { type OrderRow, orderJson, visibleOrder } from "../orders/order-store"
import { settleOrders } from "../orders/settle"

/** Orders list (signed-in, paginated like Laravel: data, links, meta) and one order (SPEC §7). */

export const ORDERS_PER_PAGE = 10
const PageQuery = Schema.Struct({ page: Schema.optionalKey(QueryId) })
const KeyQuery = Schema.Struct({ key: Schema.String.check(Schema.isMinLength(1)) })
const CartQuery = Schema.Struct({ cart_uuid: Schema.String.check(Schema.isMinLength(1)) })

export const registerOrderRoutes = (app: Hono<SandboxEnv>, ctx: SandboxContext): void => {
  const { db } = ctx

  app.get("/customer/orders", (c) => {
    const userId = requireUser(c)
    const page = decodeQuery(c, PageQuery).page ?? 1
    settleOrders(ctx)
    // Orders still waiting for 3-D Secure are not placed yet, so they are not listed.
    const where = "user_id = ? AND payment_state <> 'awaiting_3ds'"
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM orders WHERE ${where}`).get(userId) as {
      total: number
    }
    const rows = db
      .prepare(`SELECT * FROM orders WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(userId, ORDERS_PER_PAGE, (page - 1) * ORDERS_PER_PAGE) as OrderRow[]
    const lastPage = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE))
    const link = (p: number) => `${ctx.origin}/customer/orders?page=${p}`
    return c.json({
      data: rows.map((row) => orderJson(ctx, row)),
      links: {
        first: link(1),
        last: link(lastPage),
        prev: page > 1 ? link(page - 1) : null,
        next: page < lastPage ? link(page + 1) : null,
      },
      meta: {
        current_page: page,
        last_page: lastPage,
        per_page: ORDERS_PER_PAGE,
        total,
        from: rows.length === 0 ? null : (page - 1) * ORDERS_PER_PAGE + 1,
        to: rows.length === 0 ? null : (page - 1) * ORDERS_PER_PAGE + rows.length,
      },
    })
  })

  app.get("/customer/orders/:id", (c) => {
    const { id } = decodePathId(c.req.param("id"))
    settleOrders(ctx)
    return c.json({ data: orderJson(ctx, visibleOrder(ctx, id, c.get("viewer"), c.req.query("key") ?? null)) })
  })

  /** Sandbox-only: how many orders a checkout Idempotency-Key created (tests assert it is never above 1). */
  app.get("/sandbox/idempotency", (c) => {
    const { key } = decodeQuery(c, KeyQuery)
    const { orders } = db.prepare("SELECT COUNT(*) AS orders FROM orders WHERE idempotency_key = ?").get(key) as {
      orders: number
    }
    return c.json({ data: { key, orders } })
  })

  /**
   * Sandbox-only: how many live orders a cart became, whatever their keys (tests assert exactly one
   * per cart). An order replaced while it waited for 3-D Secure is deleted (place-order.ts), a PayU
   * payment given up is cancelled, and neither is counted; one still waiting is (it could yet be confirmed).
   */
  app.get("/sandbox/cart-orders", (c) => {
    const { cart_uuid } = decodeQuery(c, CartQuery)
    const live = "SELECT COUNT(*) AS orders FROM orders WHERE cart_uuid = ? AND payment_state <> 'cancelled'"
    const { orders } = db.prepare(live).get(cart_uuid) as {
      orders: number
    }
    return c.json({ data: { cart_uuid, orders } })
  })
}
