import { randomUUID } from "node:crypto"
import { Address, type Wire } from "../../domain"
import type { Viewer } from "../context"
import { notFound } from "../http/errors"
import type { Db } from "../store/database"

/**
 * Carts as stored: one row per cart with what the customer chose (lines, combos, codes, points),
 * never prices. Prices are computed on every read from the menu with the domain's pricing (see
 * price-cart.ts), so a stored cart can never carry a stale or tampered total.
 */

export interface StoredLine {
  readonly uuid: string
  readonly product_id: number
  readonly addons: ReadonlyArray<number>
  readonly exclude_ingredients: ReadonlyArray<number>
  readonly quantity: number
  readonly special: {
    readonly type: "double"
    readonly data: { product_id: number; addons: ReadonlyArray<number> }
  } | null
}

export interface StoredCombo {
  readonly uuid: string
  readonly combo_id: number
  readonly quantity: number
  readonly groups: ReadonlyArray<{ readonly group_id: number; readonly option_id: number; readonly product_id: number }>
}

export interface CartDoc {
  readonly items: ReadonlyArray<StoredLine>
  readonly combo_items: ReadonlyArray<StoredCombo>
  readonly promo_code: string | null
  readonly offer_id: number | null
  readonly points: number
}

export interface StoredCart {
  readonly uuid: string
  readonly restaurant_id: number
  readonly user_id: number | null
  readonly guest_id: string | null
  readonly type: Wire.OrderTypeCode
  readonly address_id: number | null
  readonly doc: CartDoc
}

export const emptyCartDoc: CartDoc = { items: [], combo_items: [], promo_code: null, offer_id: null, points: 0 }

interface Row {
  uuid: string
  restaurant_id: number
  user_id: number | null
  guest_id: string | null
  type: number
  address_id: number | null
  doc: string
}

const fromRow = (row: Row): StoredCart => ({
  ...row,
  // Any stored value other than pickup's code reads as delivery, the default order type.
  type: row.type === Address.ORDER_TYPE.pickup ? Address.ORDER_TYPE.pickup : Address.ORDER_TYPE.delivery,
  doc: JSON.parse(row.doc) as CartDoc,
})

/**
 * A cart by uuid, as the caller may see it: the uuid is the guest's secret (122 random bits), and a
 * cart that belongs to a signed-in customer is invisible to anyone else. Missing is a 404.
 */
export const findCart = (db: Db, uuid: string, viewer: Viewer, restaurantId?: number): StoredCart => {
  const row = db.prepare("SELECT * FROM carts WHERE uuid = ?").get(uuid) as Row | undefined
  if (!row || (restaurantId !== undefined && row.restaurant_id !== restaurantId)) throw notFound("Cart")
  // A customer's cart is theirs alone, and the browser's that created it as a guest (kept on an expired token).
  if (row.user_id !== null && row.user_id !== viewer.userId && row.guest_id !== viewer.guestId) throw notFound("Cart")
  return fromRow(row)
}

/** The signed-in customer's most recent cart at a restaurant (add-points may omit cart_uuid). */
export const latestCartOf = (db: Db, userId: number, restaurantId: number): StoredCart | undefined => {
  const row = db
    .prepare("SELECT * FROM carts WHERE user_id = ? AND restaurant_id = ? ORDER BY updated_at DESC LIMIT 1")
    .get(userId, restaurantId) as Row | undefined
  return row ? fromRow(row) : undefined
}

export const createCart = (
  db: Db,
  now: number,
  cart: Omit<StoredCart, "uuid" | "doc"> & { readonly doc?: CartDoc },
): StoredCart => {
  const uuid = randomUUID()
  const doc = cart.doc ?? emptyCartDoc
  db.prepare(
    "INSERT INTO carts (uuid, restaurant_id, user_id, guest_id, type, address_id, doc, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  ).run(uuid, cart.restaurant_id, cart.user_id, cart.guest_id, cart.type, cart.address_id, JSON.stringify(doc), now)
  return { ...cart, uuid, doc }
}

export const saveCart = (db: Db, now: number, cart: StoredCart): void => {
  db.prepare("UPDATE carts SET user_id = ?, type = ?, address_id = ?, doc = ?, updated_at = ? WHERE uuid = ?").run(
    cart.user_id,
    cart.type,
    cart.address_id,
    JSON.stringify(cart.doc),
    now,
    cart.uuid,
  )
}

export const deleteCart = (db: Db, uuid: string): void => {
  db.prepare("DELETE FROM carts WHERE uuid = ?").run(uuid)
}
