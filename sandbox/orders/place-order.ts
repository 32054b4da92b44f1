import { Address, Checkout, Money, type Wire } from "../../domain"
import { addressById, findAddress } from "../addresses/address-store"
import { deleteCart, findCart, type StoredCart } from "../cart/cart-store"
import { priced } from "../cart/priced-cart"
import { menuOf } from "../catalogue/menu-of"
import type { SandboxContext, Viewer } from "../context"
import { insideDeliveryZone, OUTSIDE_ZONE_MESSAGE } from "../delivery/zone"
import { HttpError, invalidField, notFound } from "../http/errors"
import { FieldErrors } from "../http/field-errors"
import { type ChargeableCard, consumeCardToken, DECLINED_MESSAGE } from "../payments/cards"
import { orderAccessKey } from "./order-access"
import { orderById, orderJson, visibleOrder } from "./order-store"
import { kitchenStart, kitchenStartOfStored, localClock } from "./schedule"
import type { PaymentState } from "./status-clock"

/**
 * Checkout (SPEC §7, contract 2), run inside the caller's SQLite transaction: validate the body
 * against the cart and the restaurant, recompute the total server-side (never trusting the widget),
 * then either place the order at once (cash, driver's terminal, a card without 3-D Secure), create it
 * awaiting the provider (payu), or hold it for a 3-D Secure challenge. Any HttpError thrown here rolls
 * the whole transaction back: no order, no spent points, no used card token.
 */

type Json = Record<string, unknown>

export const NOT_CONFIRMED_MESSAGE = "Płatność nie została potwierdzona"
export const CART_ALREADY_ORDERED_MESSAGE = "Ten koszyk został już zamówiony"

const textOf = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null)

const cartExists = (ctx: SandboxContext, uuid: string): boolean =>
  ctx.db.prepare("SELECT 1 FROM carts WHERE uuid = ?").get(uuid) !== undefined
/** The server's texts for rules the widget answers without a message (it opens the address picker, it only offers valid choices). */
export const ADDRESS_REQUIRED_MESSAGE = "Wybierz adres dostawy"
export const ORDER_TIME_MESSAGE = "Wybrana godzina zamówienia już minęła. Wybierz późniejszą godzinę."
export const PAYMENT_TYPE_MESSAGE = "Płatność kartą u kierowcy jest dostępna tylko przy dostawie"

const placed = (ctx: SandboxContext, id: number, message = "Zamówienie zostało złożone"): Json => {
  const row = orderById(ctx, id)
  if (!row) throw notFound("Order")
  return { success: true, message, data: { order: orderJson(ctx, row) } }
}

/** The answer that opens an order's 3-D Secure challenge (its page carries the order's link key). */
const threeDsChallenge = (ctx: SandboxContext, id: number): Json => {
  const threeDsUrl = `${ctx.origin}/sandbox/3ds/${id}?parent=${encodeURIComponent(ctx.widgetOrigin)}&key=${orderAccessKey(ctx, id)}`
  return { success: true, message: "Wymagane uwierzytelnienie 3-D Secure", data: { orderId: id, threeDsUrl } }
}

/** The re-submit after 3-D Secure: the order exists; it is placed once the challenge was confirmed. */
const completeThreeDs = (ctx: SandboxContext, orderId: number, viewer: Viewer): Json => {
  const row = visibleOrder(ctx, orderId, viewer)
  if (row.payment_state === "confirmed") return placed(ctx, row.id)
  if (row.payment_state !== "awaiting_3ds" || row.threeds_passed !== 1) throw new HttpError(402, NOT_CONFIRMED_MESSAGE)
  // The cart this order holds must still be open: an order placed from it meanwhile closed it.
  if (row.cart_uuid && !cartExists(ctx, row.cart_uuid)) throw new HttpError(409, CART_ALREADY_ORDERED_MESSAGE)
  ctx.db
    .prepare("UPDATE orders SET payment_state = 'confirmed', started_at = ? WHERE id = ?")
    .run(kitchenStartOfStored(ctx.now(), row), row.id)
  if (row.cart_uuid) deleteCart(ctx.db, row.cart_uuid)
  return placed(ctx, row.id)
}

/** The card a checkout pays with: a single-use token from hosted fields, or a saved payment method id. */
const chargeableCard = (ctx: SandboxContext, token: string | null | undefined, viewer: Viewer): ChargeableCard => {
  if (!token) throw invalidField("payment_data.card_token", "Wybierz kartę płatniczą")
  if (/^\d+$/.test(token)) {
    if (viewer.userId === null) throw new HttpError(401, "Unauthenticated.")
    const row = ctx.db
      .prepare("SELECT brand, last_four, requires_3ds, declined FROM payment_methods WHERE id = ? AND user_id = ?")
      .get(Number(token), viewer.userId) as
      | { brand: string; last_four: string; requires_3ds: number; declined: number }
      | undefined
    if (!row) throw invalidField("payment_data.card_token", "Nie znaleziono zapisanej karty")
    return {
      brand: row.brand,
      last_four: row.last_four,
      requires3ds: row.requires_3ds === 1,
      declined: row.declined === 1,
    }
  }
  const card = consumeCardToken(ctx.db, token)
  if (!card) throw invalidField("payment_data.card_token", "Token karty jest nieważny lub został już użyty")
  return card
}

/**
 * Where a delivery goes: the chosen saved address, else the body's address when it is complete
 * (Address.isCompleteAddress, the widget's own rule), else the cart's. Whether the result is complete
 * is then judged by the checkout validation, which names the field.
 */
const deliveryAddress = (
  ctx: SandboxContext,
  body: Wire.CheckoutBody,
  cart: StoredCart,
  viewer: Viewer,
): Address.AddressFields | null => {
  if (body.address_id !== null) {
    const row = findAddress(ctx.db, body.address_id, viewer)
    return { string: row.string, latitude: row.latitude, longitude: row.longitude }
  }
  if (Address.isCompleteAddress(body.address)) return body.address
  const row = addressById(ctx.db, cart.address_id)
  return row ? { string: row.string, latitude: row.latitude, longitude: row.longitude } : null
}

export const placeOrder = (
  ctx: SandboxContext,
  body: Wire.CheckoutBody,
  viewer: Viewer,
  idempotencyKey: string | null,
): Json => {
  const { db } = ctx
  if (body.payment_data.order_id) return completeThreeDs(ctx, body.payment_data.order_id, viewer)

  const stored = findCart(db, body.cart_uuid, viewer, body.restaurant_id)
  const cart: StoredCart = { ...stored, type: body.type }
  if (cart.doc.items.length === 0 && cart.doc.combo_items.length === 0)
    throw invalidField("cart_uuid", "Koszyk jest pusty")
  const menu = menuOf(ctx, body.restaurant_id)

  // The widget's rules, called not copied: the checkout form's validation (phone, invoice, delivery
  // address), the payment types it offers, the order-for-later times its picker offers — none already
  // past (the sandbox's local time stands in for the restaurant's). Zone, points, cards and totals are the server's own.
  const delivery = body.type === Address.ORDER_TYPE.delivery
  const orderType = delivery ? "delivery" : "pickup"
  const address = delivery ? deliveryAddress(ctx, body, cart, viewer) : null
  const verdict = Checkout.validateCheckoutRequest(body, address)
  const errors = new FieldErrors()
  for (const [field, message] of Object.entries(verdict.errors)) errors.add(field, message)
  errors.check("address", !verdict.addressMissing, ADDRESS_REQUIRED_MESSAGE)
  errors.check(
    "payment_type",
    Checkout.availablePaymentTypes(orderType, true).includes(body.payment_type),
    PAYMENT_TYPE_MESSAGE,
  )
  if (body.order_for_later === 1)
    errors.check("order_time", Checkout.isOfferedOrderTime(localClock(ctx.now()), body.order_time), ORDER_TIME_MESSAGE)
  if (delivery && address && !verdict.addressMissing)
    errors.check(
      "address",
      insideDeliveryZone(menu.delivery, address.latitude, address.longitude),
      OUTSIDE_ZONE_MESSAGE,
    )
  errors.throwIfAny()

  // A second card checkout of a cart whose order awaits 3-D Secure (a double submit, a retried
  // challenge) gets that same order's challenge back: no second order, no card token spent.
  if (body.payment_type === "card") {
    const waiting = db
      .prepare("SELECT id FROM orders WHERE cart_uuid = ? AND payment_state = 'awaiting_3ds' ORDER BY id DESC LIMIT 1")
      .get(cart.uuid) as { id: number } | undefined
    if (waiting !== undefined) return threeDsChallenge(ctx, waiting.id)
  }

  // The delivery fee is the zone's of the address the order goes to (as a careful server prices it),
  // not of whatever address the cart was last bound to.
  const price = priced(ctx, delivery && body.address_id !== null ? { ...cart, address_id: body.address_id } : cart)
  let pointsSpent = 0
  if (cart.doc.points > 0) {
    if (viewer.userId === null) throw new HttpError(401, "Unauthenticated.")
    const spent = db
      .prepare("UPDATE points SET points = points - ? WHERE user_id = ? AND restaurant_id = ? AND points >= ?")
      .run(cart.doc.points, viewer.userId, body.restaurant_id, cart.doc.points)
    if (spent.changes === 0) throw invalidField("points", "Nie masz wystarczającej liczby punktów")
    pointsSpent = cart.doc.points
  }

  let state: PaymentState = "confirmed"
  let card: ChargeableCard | undefined
  if (body.payment_type === "payu") state = "awaiting_payment"
  if (body.payment_type === "card") {
    card = chargeableCard(ctx, body.payment_data.card_token, viewer)
    if (card.declined) throw new HttpError(402, DECLINED_MESSAGE)
    if (card.requires3ds) state = "awaiting_3ds"
  }

  const doc: Json = {
    restaurant_ids: [body.restaurant_id],
    // Beyond SPEC §3: the restaurant's address (pickup) and phone, so the order page names them.
    restaurant: {
      name: menu.name,
      logo: menu.logo,
      est_delivery: menu.delivery.estDeliveryMinutes,
      address: textOf(menu.raw.restaurant.address),
      phone: textOf(menu.raw.restaurant.feedback_phone),
    },
    items: price.orderItems,
    price: Money.toZloty(price.total),
    prices: {
      sub_total: Money.toZloty(price.subTotal),
      delivery: Money.toZloty(price.delivery),
      discount: Money.toZloty(price.discount),
      point_amount: Money.toZloty(price.pointAmount),
    },
    discount: Money.toZloty(price.discount),
    notes: body.notes,
    address: address ? { string: address.string, latitude: address.latitude, longitude: address.longitude } : null,
    phone: Checkout.digitsOnly(body.phone),
    non_contact: body.non_contact,
    order_for_later: body.order_for_later,
    order_time: body.order_for_later === 1 ? body.order_time : null,
    business: body.print_invoice === 1 ? body.business : null,
    est_delivery: menu.delivery.estDeliveryMinutes,
    card: card ? { brand: card.brand, last_four: card.last_four } : null,
  }
  const now = ctx.now()
  // One cart, one order: a newer checkout of this cart paid another way replaces an order still
  // waiting for its 3-D Secure challenge (that order keeps the cart open, so a cancelled challenge
  // loses nothing). The waiting order never took money and was never placed, so it is deleted, not
  // left behind as a cancelled 'ghost' that My Orders would list; it can no longer be confirmed.
  const replaced = db
    .prepare(
      "DELETE FROM orders WHERE cart_uuid = ? AND payment_state = 'awaiting_3ds' RETURNING user_id, restaurant_id, points_spent",
    )
    .all(cart.uuid) as Array<{ user_id: number | null; restaurant_id: number; points_spent: number }>
  for (const r of replaced)
    if (r.user_id !== null && r.points_spent > 0)
      db.prepare("UPDATE points SET points = points + ? WHERE user_id = ? AND restaurant_id = ?").run(
        r.points_spent,
        r.user_id,
        r.restaurant_id,
      )
  const { id } = db
    .prepare(
      `INSERT INTO orders (restaurant_id, user_id, guest_id, type, payment_type, payment_state, created_at, started_at,
        points_spent, total, idempotency_key, cart_uuid, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      body.restaurant_id,
      viewer.userId,
      // The placing browser's session, also for a signed-in customer: the provider's pages post with
      // cookies only (order-access.ts mayPayOrder).
      viewer.guestId,
      body.type,
      body.payment_type,
      state,
      now,
      state === "confirmed" ? kitchenStart(now, body.order_for_later === 1, body.order_time) : null,
      pointsSpent,
      price.total,
      idempotencyKey,
      cart.uuid,
      // Stored with relative media paths: the sandbox may listen on another port after a restart.
      JSON.stringify(doc).replaceAll(`"${ctx.origin}/media/`, '"/media/'),
    ) as { id: number }

  if (state === "awaiting_3ds") return threeDsChallenge(ctx, id)
  deleteCart(db, cart.uuid)
  if (state === "awaiting_payment") {
    return {
      success: true,
      message: "Przekierowanie do płatności",
      data: {
        orderId: id,
        redirectUri: `${ctx.origin}/sandbox/payu/${id}?key=${orderAccessKey(ctx, id)}`,
        payu: {
          orderId: `PAYU-${id}`,
          merchantPosId: menu.raw.restaurant.payu_client_id ?? null,
          totalAmount: price.total,
          currencyCode: "PLN",
          description: `Zamówienie nr ${id} — ${Money.formatPrice(price.total)}`,
        },
      },
    }
  }
  return placed(ctx, id)
}
