import { createHash } from "node:crypto"
import type { Hono } from "hono"
import { Wire } from "../../domain"
import type { SandboxContext, SandboxEnv } from "../context"
import { HttpError } from "../http/errors"
import { decodeBody } from "../http/validate"
import { placeOrder } from "../orders/place-order"

/**
 * POST /customer/cart/checkout with the Idempotency-Key header honoured: the key's stored answer is
 * replayed and never a second order created. The lookup, the order and the stored answer are one
 * synchronous SQLite transaction, so concurrent duplicates (which Node runs one after another once
 * their bodies are read) see the first one's answer. Only successful answers are stored: a failed
 * attempt may be retried with the same key. The same key with a different body, or from another
 * customer or guest session, is a 422.
 */
export const registerCheckoutRoutes = (app: Hono<SandboxEnv>, ctx: SandboxContext): void => {
  const { db } = ctx
  app.post("/customer/cart/checkout", async (c) => {
    const body = await decodeBody(c, Wire.CheckoutBody)
    const key = c.req.header("idempotency-key")?.trim() || null
    if (key !== null && key.length > 255)
      throw new HttpError(422, "Idempotency-Key is too long", { "Idempotency-Key": ["At most 255 characters"] })
    const viewer = c.get("viewer")
    const requestHash = createHash("sha256")
      // Bound to who sent it: the customer, or for a guest the guest session — so another guest sending
      // the same key and body gets a 422, never the first guest's stored answer (their order).
      .update(JSON.stringify([viewer.userId, viewer.userId === null ? viewer.guestId : null, body]))
      .digest("hex")
    const answer = db.transaction(() => {
      if (key !== null) {
        const prior = db.prepare("SELECT request_hash, response FROM idempotency WHERE key = ?").get(key) as
          | { request_hash: string; response: string }
          | undefined
        if (prior) {
          if (prior.request_hash !== requestHash)
            throw new HttpError(422, "This Idempotency-Key was already used for a different request", {
              "Idempotency-Key": ["Reused with a different body"],
            })
          return JSON.parse(prior.response) as Record<string, unknown>
        }
      }
      const response = placeOrder(ctx, body, viewer, key)
      if (key !== null)
        db.prepare(
          "INSERT INTO idempotency (key, request_hash, status, response, created_at) VALUES (?, ?, 200, ?, ?)",
        ).run(key, requestHash, JSON.stringify(response), ctx.now())
      return response
    })()
    return c.json(answer)
  })
}
