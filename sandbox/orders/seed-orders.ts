import { readFileSync } from "node:fs"
import { Money } from "../../domain"
import { fixturesDir } from "../catalogue/fixtures"
import type { Db } from "../store/database"

/**
 * Past orders the demo customers start with (fixtures/orders.json), so 'Order again' has something
 * to rebuild on a fresh store. Each is stored like a placed order (order-store.ts): the wire document
 * as checkout would have kept it, confirmed and finished long ago, its points already awarded (a
 * seeded order must not change anyone's points when it settles). The document is written as the
 * fixture says, old prices included: that is the point of it — Anna's order at restaurant 1 holds a
 * product the menu no longer has (kept by its name) and a Tiramisu at the price it had then.
 */

interface SeededOrder {
  readonly email: string
  readonly restaurant_id: number
  readonly type: number
  readonly payment_type: string
  readonly days_ago: number
  readonly doc: { readonly price: number } & Record<string, unknown>
}

const DAY_MS = 86_400_000

export const readSeededOrders = (): ReadonlyArray<SeededOrder> =>
  JSON.parse(readFileSync(`${fixturesDir}orders.json`, "utf8")) as SeededOrder[]

/** Inserts the seeded orders for the users already in the store; a fixture naming an unknown e-mail is an error. */
export const seedOrders = (db: Db, now: number): void => {
  const userId = db.prepare("SELECT id FROM users WHERE email = ?")
  const put = db.prepare(
    `INSERT INTO orders (restaurant_id, user_id, guest_id, type, payment_type, payment_state, created_at, started_at,
      points_awarded, points_spent, total, idempotency_key, cart_uuid, doc)
     VALUES (?, ?, NULL, ?, ?, 'confirmed', ?, ?, 1, 0, ?, NULL, NULL, ?)`,
  )
  for (const order of readSeededOrders()) {
    const user = userId.get(order.email) as { id: number } | undefined
    if (!user) throw new Error(`fixtures/orders.json: no user ${order.email}`)
    const placedAt = now - order.days_ago * DAY_MS
    put.run(
      order.restaurant_id,
      user.id,
      order.type,
      order.payment_type,
      placedAt,
      placedAt,
      Money.fromZloty(order.doc.price),
      JSON.stringify(order.doc),
    )
  }
}
