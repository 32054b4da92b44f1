import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { Schema } from "effect"
import type { Context, Hono } from "hono"
import { Money, Wire } from "../../domain"
import { requireUser } from "../auth/viewer"
import type { SandboxContext, SandboxEnv } from "../context"
import { HttpError, invalidField, notFound } from "../http/errors"
import { decodeBody, decodePathId, decodeQuery } from "../http/validate"
import { mayPayOrder } from "../orders/order-access"
import { type OrderRow, orderById } from "../orders/order-store"
import { kitchenStartOfStored } from "../orders/schedule"
import { cardProblems, consumeCardToken, storeCardToken } from "../payments/cards"
import { paymentReturnUrl } from "../payments/payment-return"

/**
 * The payment stand-ins of contract 2: hosted card fields, the 3-D Secure challenge and the PayU-like
 * page (HTML built by sandbox/pages/*.ts), the endpoints those pages call, and the saved-card vault
 * (/stripe/setup-intent, /payment-methods). Pages are framable only by the origin they post to.
 */

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/
/**
 * Who may frame the card fields and the 3-D Secure page: the widget (`parent`, the only origin they
 * post to) and, since frame-ancestors checks every ancestor, the restaurant's page that embeds the
 * widget — any loopback page here, where the demo host runs; a real provider takes the merchant's.
 */
const framedBy = (parent: string): string => `${parent} http://127.0.0.1:* http://localhost:*`
const ParentQuery = Schema.Struct({
  parent: Schema.String.check(Schema.isPattern(LOOPBACK_ORIGIN)),
  lang: Schema.optionalKey(Schema.String),
})
const CardBody = Schema.Struct({
  number: Schema.String,
  exp_month: Schema.Union([Schema.Int, Schema.String]),
  exp_year: Schema.Union([Schema.Int, Schema.String]),
  cvv: Schema.String,
})

interface PaymentMethodRow {
  id: number
  brand: string
  last_four: string
  is_default: number
}
const methodJson = (row: PaymentMethodRow) => ({
  id: row.id,
  brand: row.brand,
  last_four: row.last_four,
  is_default: row.is_default,
  data: { brand: row.brand, last4: row.last_four },
})

/** The adapters helper's page builders, loaded only once they exist in the checkout. */
const pagesDir = new URL("../pages/", import.meta.url)
const havePages = () => ["card-fields.ts", "three-ds.ts", "payu.ts"].every((f) => existsSync(new URL(f, pagesDir)))

export const registerPaymentRoutes = async (app: Hono<SandboxEnv>, ctx: SandboxContext): Promise<void> => {
  const { db } = ctx
  /**
   * The order a payment page or endpoint acts on, only for its owner or the holder of its link key
   * (order-access.ts): anyone else gets the same 404 as for an order that does not exist.
   */
  const payableOrder = (c: Context<SandboxEnv>, id: number): OrderRow => {
    const order = orderById(ctx, id)
    if (!order || !mayPayOrder(ctx, order, c.get("viewer"), c.req.query("key") ?? null)) throw notFound("Order")
    return order
  }
  const html = (body: string, frameAncestor: string | null) =>
    new Response(body, {
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "content-security-policy": `frame-ancestors ${frameAncestor ?? "'none'"}`,
      },
    })

  if (havePages()) {
    const { cardFieldsPage } = await import("../pages/card-fields")
    const { threeDsPage } = await import("../pages/three-ds")
    const { payuPage } = await import("../pages/payu")
    app.get("/sandbox/card-fields", (c) => {
      const q = decodeQuery(c, ParentQuery)
      return html(cardFieldsPage({ parentOrigin: q.parent, lang: q.lang ?? "pl" }), framedBy(q.parent))
    })
    app.get("/sandbox/3ds/:orderId", (c) => {
      const { id } = decodePathId(c.req.param("orderId"))
      const q = decodeQuery(c, ParentQuery)
      payableOrder(c, id)
      return html(threeDsPage({ orderId: String(id), parentOrigin: q.parent }), framedBy(q.parent))
    })
    app.get("/sandbox/payu/:orderId", (c) => {
      const { id } = decodePathId(c.req.param("orderId"))
      const order = payableOrder(c, id)
      // Embedded, back to the restaurant's page that framed the widget (payment-return.ts); else the order page.
      const returnUrl = paymentReturnUrl(
        ctx.widgetOrigin,
        { id, restaurantId: order.restaurant_id },
        c.req.query("returnTo"),
      )
      return html(
        payuPage({ orderId: String(id), amountText: Money.formatPrice(Money.grosze(order.total)), returnUrl }),
        null,
      )
    })
  }

  app.post("/sandbox/cards/tokenize", async (c) => {
    const body = await decodeBody(c, CardBody)
    const card = {
      number: body.number.replace(/\D/g, ""),
      exp_month: Number(body.exp_month),
      exp_year: Number(body.exp_year),
      cvv: body.cvv,
    }
    const problems = cardProblems(card, new Date(ctx.now()))
    const fields = Object.entries(problems)
    if (fields.length > 0)
      throw new HttpError(
        422,
        fields[0]?.[1] ?? "Nieprawidłowa karta",
        Object.fromEntries(fields.map(([k, v]) => [k, [v as string]])),
      )
    return c.json({ data: storeCardToken(db, ctx.now(), card.number) })
  })

  app.post("/sandbox/3ds/:orderId/confirm", (c) => {
    const { id } = decodePathId(c.req.param("orderId"))
    payableOrder(c, id)
    const changed = db
      .prepare("UPDATE orders SET threeds_passed = 1 WHERE id = ? AND payment_state = 'awaiting_3ds'")
      .run(id).changes
    if (changed === 0) throw notFound("Order awaiting 3-D Secure")
    return c.json({ success: true, message: "Uwierzytelnienie zakończone" })
  })

  for (const action of ["pay", "cancel"] as const) {
    app.post(`/sandbox/payu/:orderId/${action}`, (c) => {
      const { id } = decodePathId(c.req.param("orderId"))
      payableOrder(c, id)
      const changed = db.transaction(() => {
        const order = orderById(ctx, id)
        if (order?.payment_state !== "awaiting_payment") return 0
        return action === "pay"
          ? db
              .prepare("UPDATE orders SET payment_state = 'confirmed', started_at = ? WHERE id = ?")
              .run(kitchenStartOfStored(ctx.now(), order), id).changes
          : db.prepare("UPDATE orders SET payment_state = 'cancelled' WHERE id = ?").run(id).changes
      })()
      if (changed === 0) throw notFound("Order awaiting payment")
      return c.json({ success: true, message: action === "pay" ? "Płatność przyjęta" : "Płatność anulowana" })
    })
  }

  app.post("/stripe/setup-intent", (c) => {
    const userId = requireUser(c)
    const id = `seti_${randomBytes(12).toString("hex")}`
    db.prepare("INSERT INTO setup_intents (id, user_id, created_at) VALUES (?, ?, ?)").run(id, userId, ctx.now())
    return c.json({ data: { id, client_secret: `${id}_secret_${randomBytes(12).toString("hex")}` } })
  })

  app.get("/payment-methods", (c) => {
    const userId = requireUser(c)
    const rows = db
      .prepare("SELECT * FROM payment_methods WHERE user_id = ? ORDER BY id")
      .all(userId) as PaymentMethodRow[]
    return c.json({ data: rows.map(methodJson) })
  })

  app.post("/payment-methods", async (c) => {
    const userId = requireUser(c)
    const body = await decodeBody(c, Wire.PaymentMethodBody)
    const row = db.transaction(() => {
      const card = consumeCardToken(db, body.payment_method_id)
      if (!card) throw invalidField("payment_method_id", "Token karty jest nieważny lub został już użyty")
      const { count } = db.prepare("SELECT COUNT(*) AS count FROM payment_methods WHERE user_id = ?").get(userId) as {
        count: number
      }
      return db
        .prepare(
          "INSERT INTO payment_methods (user_id, brand, last_four, is_default, requires_3ds, declined, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
        )
        .get(
          userId,
          card.brand,
          card.last_four,
          count === 0 ? 1 : 0,
          card.requires3ds ? 1 : 0,
          card.declined ? 1 : 0,
          ctx.now(),
        ) as PaymentMethodRow
    })()
    return c.json({ data: methodJson(row), message: "Karta została zapisana" })
  })

  app.put("/payment-methods/:id", async (c) => {
    const userId = requireUser(c)
    const { id } = decodePathId(c.req.param("id"))
    await decodeBody(c, Wire.SetDefaultPaymentMethodBody)
    db.transaction(() => {
      if (!db.prepare("SELECT 1 FROM payment_methods WHERE id = ? AND user_id = ?").get(id, userId))
        throw notFound("Payment method")
      db.prepare("UPDATE payment_methods SET is_default = (id = ?) WHERE user_id = ?").run(id, userId)
    })()
    return c.json({ success: true, message: "Ustawiono domyślną kartę" })
  })

  app.delete("/payment-methods/:id", (c) => {
    const userId = requireUser(c)
    const { id } = decodePathId(c.req.param("id"))
    db.transaction(() => {
      const row = db.prepare("SELECT is_default FROM payment_methods WHERE id = ? AND user_id = ?").get(id, userId) as
        | { is_default: number }
        | undefined
      if (!row) throw notFound("Payment method")
      db.prepare("DELETE FROM payment_methods WHERE id = ?").run(id)
      if (row.is_default === 1)
        db.prepare(
          "UPDATE payment_methods SET is_default = 1 WHERE id = (SELECT MAX(id) FROM payment_methods WHERE user_id = ?)",
        ).run(userId)
    })()
    return c.json({ success: true, message: "Karta została usunięta" })
  })
}
