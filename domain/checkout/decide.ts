import { isCompleteAddress } from "../address/completeness"
import { orderTypeCode } from "../address/order-type"
import { activeAddress } from "../address/queries"
import type { WidgetState } from "../widget/state"
import type { CheckoutBody, PaymentType } from "../wire/requests"
import type { CheckoutResponse } from "../wire/responses"
import { webUrl } from "../wire/web-url"
import { type CheckoutBlock, checkoutBlock } from "./block"
import type { BusinessTypeCode } from "./business-type"
import type {
  CheckoutFailed,
  CheckoutNavigated,
  CheckoutRedirected,
  CheckoutSubmitted,
  CheckoutSucceeded,
  CheckoutValidationFailed,
  ThreeDsAuthenticated,
  ThreeDsCancelled,
  ThreeDsChallenged,
} from "./events"
import { orderNotes } from "./notes"
import { isOfferedOrderTime } from "./order-time"
import { type ClockTime, orderTime } from "./order-time-format"
import { availablePaymentTypes } from "./payment"
import { type CheckoutValidation, validateCheckout } from "./validation"

/**
 * The checkout submission (SPEC §4): not submitting → submitting → a redirect to the payment
 * provider | the order page | an inline error, with a 3-D Secure detour for a card that needs it.
 * Every step is decided here once; the widget's commands only send what these return.
 */

/**
 * How the customer pays, as the form offers it. payu, cash_method and driver_credit_card are wire
 * payment types; a card typed into the card-entry modal ('new_card') and a saved card both travel as
 * payment_type 'card', the first with the single-use token, the second with the saved card's id.
 */
export type PaymentChoice = "payu" | "cash_method" | "driver_credit_card" | "new_card" | "saved_card"

/** The checkout form as the customer left it. `hour`/`minute` are the order-for-later pickers' values. */
export interface CheckoutForm {
  readonly payment: PaymentChoice
  readonly savedCardId: number | null
  readonly phone: string
  readonly invoice: boolean
  readonly business: {
    readonly type: BusinessTypeCode
    readonly name: string
    readonly nip: string
    readonly street: string
  }
  readonly nonContact: boolean
  readonly notes: string
  /**
   * Tell the restaurant about the excluded allergens (issue 30): on by default, shown only when some
   * are excluded; the line itself comes with the submission (SubmitContext.allergyNote).
   */
  readonly tellAllergies: boolean
  readonly orderForLater: boolean
  readonly hour: string
  readonly minute: string
}

/** The wire payment type of a choice: both card choices are 'card'. */
export const paymentTypeOf = (choice: PaymentChoice): PaymentType =>
  choice === "new_card" || choice === "saved_card" ? "card" : choice

/** Whether the choice is offered for this order type and these saved cards (the driver's terminal only on delivery). */
export const isOfferedPayment = (choice: PaymentChoice, state: Pick<WidgetState, "orderType" | "session">): boolean =>
  choice === "new_card" ||
  (choice === "saved_card"
    ? state.session.paymentMethods.length > 0
    : availablePaymentTypes(state.orderType).includes(paymentTypeOf(choice)))

/** What the clock and the card modal add to a submission. */
export interface SubmitContext {
  readonly at: number
  /** A fresh idempotency key (the adapters' newIdempotencyKey in the widget); called only when none is held. */
  readonly newKey: () => string
  /** The customer's local time of day: an order-for-later time before it is not offered. */
  readonly clock: ClockTime
  /** The single-use token from the card-entry modal, for the 'new_card' choice. */
  readonly cardToken?: string | null
  /**
   * The allergy line for the kitchen in the widget's language (Search.allergyNote), or null when no
   * allergen is excluded. Sent in the notes only when the form's tellAllergies is on.
   */
  readonly allergyNote?: string | null
}

/** Why a place-order click sends nothing. */
export type CheckoutRefusal =
  /** A submission is already in flight (or the 3-D Secure frame is open): a double click sends one request. */
  | { readonly _tag: "Busy" }
  /** Checkout.checkoutBlock: the cart is being read again, or the restaurant does not deliver to the address. */
  | { readonly _tag: "Blocked"; readonly block: CheckoutBlock }
  /** No cart, or one without lines: the checkout page goes back to the menu. */
  | { readonly _tag: "EmptyCart" }
  /** The form failed SPEC §5: messages beneath the fields, and the address picker when the address is incomplete. */
  | {
      readonly _tag: "Invalid"
      readonly validation: CheckoutValidation
      readonly events: readonly [typeof CheckoutValidationFailed.Type]
    }
  /** A payment choice that is not offered for this order (the driver's terminal on pickup, a vanished saved card). */
  | { readonly _tag: "PaymentNotOffered" }
  /** An order-for-later time the picker does not offer now (already past: the clock overtook the choice). */
  | { readonly _tag: "OrderTimeNotOffered" }
  /** A new card: the card-entry modal must give a token first. */
  | { readonly _tag: "NeedsCard" }

export interface CheckoutSubmission {
  readonly _tag: "Submit"
  /** The exact SPEC §7 checkout body. */
  readonly body: CheckoutBody
  /** Sent as Idempotency-Key: kept across retries of this submission so the server creates one order. */
  readonly idempotencyKey: string
  readonly events: readonly [typeof CheckoutSubmitted.Type]
}

const busy = (state: WidgetState): boolean =>
  state.checkout.status === "submitting" || state.checkout.status === "threeDs" || state.checkout.status === "redirect"

/** Whether the cart can be ordered: a uuid and at least one item or combo (gifts alone are not an order). */
export const hasOrderableCart = (state: Pick<WidgetState, "cart">): boolean => {
  const cart = state.cart.cart
  return state.cart.uuid !== null && cart !== null && (cart.items.length > 0 || cart.combo_items.length > 0)
}

/**
 * Place order (SPEC §4, §5, §7). Refuses while a submission is in flight, with an empty cart, with an
 * invalid form (every message at once), with a payment or order time the form does not offer, and
 * for a new card until the modal gave its token. Otherwise returns the exact checkout body and the
 * CheckoutSubmitted event. The idempotency key of an earlier attempt at this checkout is reused (a
 * retry after a dropped connection must not create a second order: the server answers a repeated
 * key with the first answer, and stores only successful ones, so a corrected form may reuse it too).
 */
export const decidePlaceOrder = (
  state: WidgetState,
  form: CheckoutForm,
  context: SubmitContext,
): CheckoutRefusal | CheckoutSubmission => {
  if (busy(state)) return { _tag: "Busy" }
  const block = checkoutBlock(state)
  if (block !== null) return { _tag: "Blocked", block }
  if (!hasOrderableCart(state) || state.cart.uuid === null) return { _tag: "EmptyCart" }
  const address = state.orderType === "delivery" ? activeAddress(state) : null
  const validation = validateCheckout({
    orderType: state.orderType,
    phone: form.phone,
    invoice: form.invoice,
    business: form.business,
    address,
  })
  if (!validation.ok) {
    const messages = Object.values(validation.errors).filter((m): m is string => typeof m === "string")
    return {
      _tag: "Invalid",
      validation,
      events: [{ _tag: "CheckoutValidationFailed", at: context.at, messages, errors: validation.errors }],
    }
  }
  if (!isOfferedPayment(form.payment, state)) return { _tag: "PaymentNotOffered" }
  const time = orderTime(form.hour, form.minute)
  if (form.orderForLater && !isOfferedOrderTime(context.clock, time)) return { _tag: "OrderTimeNotOffered" }
  const cardToken =
    form.payment === "new_card"
      ? (context.cardToken ?? null)
      : form.payment === "saved_card"
        ? savedCardToken(state, form.savedCardId)
        : null
  if (form.payment === "new_card" && cardToken === null) return { _tag: "NeedsCard" }
  if (form.payment === "saved_card" && cardToken === null) return { _tag: "PaymentNotOffered" }
  const delivery = state.orderType === "delivery" && address !== null && isCompleteAddress(address)
  const body: CheckoutBody = {
    restaurant_id: state.restaurantId ?? 0,
    payment_type: paymentTypeOf(form.payment),
    payment_data: cardToken === null ? {} : { card_token: cardToken },
    address: delivery ? { string: address.string, latitude: address.latitude, longitude: address.longitude } : null,
    address_id: delivery ? address.id : null,
    source: "widget",
    notes: orderNotes(form.notes, form.tellAllergies ? (context.allergyNote ?? null) : null),
    non_contact: form.nonContact ? 1 : 0,
    phone: validation.phone,
    type: orderTypeCode(state.orderType),
    order_for_later: form.orderForLater ? 1 : 0,
    order_time: form.orderForLater ? time : null,
    print_invoice: form.invoice ? 1 : 0,
    business: form.invoice
      ? {
          type: form.business.type,
          name: form.business.name.trim(),
          nip: validation.nip,
          address: form.business.street.trim(),
        }
      : null,
    cart_uuid: state.cart.uuid,
  }
  const idempotencyKey = state.checkout.idempotencyKey ?? context.newKey()
  return {
    _tag: "Submit",
    body,
    idempotencyKey,
    events: [{ _tag: "CheckoutSubmitted", at: context.at, idempotencyKey }],
  }
}

/** A saved card travels as its id (a string of digits) in card_token; null when it is not the customer's. */
const savedCardToken = (state: WidgetState, id: number | null): string | null =>
  id !== null && state.session.paymentMethods.some((m) => m.id === id) ? String(id) : null

/** What a checkout answer leads to (SPEC §4, §7): exactly one next step. */
export type CheckoutAnswer =
  | { readonly _tag: "Placed"; readonly events: readonly [typeof CheckoutSucceeded.Type] }
  | { readonly _tag: "Redirect"; readonly uri: string; readonly events: readonly [typeof CheckoutRedirected.Type] }
  | {
      readonly _tag: "ThreeDs"
      readonly orderId: number
      readonly url: string
      readonly events: readonly [typeof ThreeDsChallenged.Type]
    }
  | { readonly _tag: "Navigate"; readonly orderId: number; readonly events: readonly [typeof CheckoutNavigated.Type] }
  | { readonly _tag: "Failed"; readonly events: readonly [typeof CheckoutFailed.Type] }

/**
 * Reads a checkout answer: data.order → success (cart cleared, order stored); data.threeDsUrl with
 * data.orderId → the 3-D Secure frame; data.redirectUri → the payment provider; data.orderId alone →
 * the order page. `success: false`, or an answer with none of these, is an inline error with the
 * server's message, else `fallback` (the SPEC §8 'order creation failure' text).
 */
export const decideCheckoutAnswer = (answer: CheckoutResponse, at: number, fallback: string): CheckoutAnswer => {
  const data = answer.data
  const message = answer.message.trim() === "" ? fallback : answer.message
  if (!answer.success || data === null || data === undefined)
    return { _tag: "Failed", events: [{ _tag: "CheckoutFailed", at, message, settled: true }] }
  if (data.order) return { _tag: "Placed", events: [{ _tag: "CheckoutSucceeded", at, order: data.order }] }
  // Only an http(s) page is ever framed or followed: a script or data URL is no address at all.
  const threeDsUrl = webUrl(data.threeDsUrl)
  const redirectUri = webUrl(data.redirectUri)
  if (threeDsUrl && data.orderId)
    return {
      _tag: "ThreeDs",
      orderId: data.orderId,
      url: threeDsUrl,
      events: [{ _tag: "ThreeDsChallenged", at, orderId: data.orderId, url: threeDsUrl }],
    }
  if (redirectUri)
    return {
      _tag: "Redirect",
      uri: redirectUri,
      events: [{ _tag: "CheckoutRedirected", at, uri: redirectUri }],
    }
  if (data.orderId)
    return {
      _tag: "Navigate",
      orderId: data.orderId,
      events: [{ _tag: "CheckoutNavigated", at, orderId: data.orderId }],
    }
  return { _tag: "Failed", events: [{ _tag: "CheckoutFailed", at, message, settled: true }] }
}

/** The re-submit after a passed challenge: the same body with payment_data.order_id, under its own key. */
export interface ThreeDsResubmit {
  readonly _tag: "Resubmit"
  readonly body: CheckoutBody
  readonly idempotencyKey: string
  readonly events: readonly [typeof ThreeDsAuthenticated.Type]
}

/**
 * The 3-D Secure frame's outcome (SPEC §4). 'successful' re-submits the submitted body with the order
 * id (the card token is not sent again: it was single-use and is spent). Its key is derived from the
 * first one, so a retry of the re-submit is recognised too, while it never collides with the first
 * body's stored answer. 'cancelled' closes the frame and leaves the form as it was. An outcome for a
 * frame that is not open (a late message) does nothing.
 */
export const decideThreeDsOutcome = (
  state: WidgetState,
  outcome: "successful" | "cancelled",
  submitted: CheckoutBody,
  at: number,
):
  | ThreeDsResubmit
  | { readonly _tag: "Cancelled"; readonly events: readonly [typeof ThreeDsCancelled.Type] }
  | null => {
  const { status, orderId, idempotencyKey } = state.checkout
  if (status !== "threeDs" || orderId === null) return null
  if (outcome === "cancelled") return { _tag: "Cancelled", events: [{ _tag: "ThreeDsCancelled", at }] }
  return {
    _tag: "Resubmit",
    body: { ...submitted, payment_data: { order_id: orderId } },
    idempotencyKey: `${idempotencyKey ?? "checkout"}:3ds:${orderId}`,
    events: [{ _tag: "ThreeDsAuthenticated", at, orderId }],
  }
}
