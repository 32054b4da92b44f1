import { Schema } from "effect"
import { At, Id, OrderValue } from "../widget/fields"

/** The checkout page is pending: the current order is cleared and the submission state reset (SPEC §4). */
export const CheckoutPending = Schema.TaggedStruct("CheckoutPending", { at: At })

/** The checkout form failed its validation (phone, invoice, address); nothing was sent. */
export const CheckoutValidationFailed = Schema.TaggedStruct("CheckoutValidationFailed", {
  at: At,
  messages: Schema.Array(Schema.String),
  /** Each field's message, as the form shows it under the field (issue 26; absent in older logs). */
  errors: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
})

/** The order was sent. The idempotency key is the caller's, so a re-submit is recognisable. */
export const CheckoutSubmitted = Schema.TaggedStruct("CheckoutSubmitted", { at: At, idempotencyKey: Schema.String })

/** The server asked for a redirect to the payment provider. */
export const CheckoutRedirected = Schema.TaggedStruct("CheckoutRedirected", { at: At, uri: Schema.String })

/** The server placed the order without returning it: go to the order page. */
export const CheckoutNavigated = Schema.TaggedStruct("CheckoutNavigated", { at: At, orderId: Id })

/** Online payment needs 3-D Secure: the full-screen frame shows `url`. */
export const ThreeDsChallenged = Schema.TaggedStruct("ThreeDsChallenged", { at: At, orderId: Id, url: Schema.String })

/** The frame reported 'authentication successful': the order is re-submitted with its id. */
export const ThreeDsAuthenticated = Schema.TaggedStruct("ThreeDsAuthenticated", { at: At, orderId: Id })

/** The frame reported 'authentication cancelled': it closes and the form is usable again. */
export const ThreeDsCancelled = Schema.TaggedStruct("ThreeDsCancelled", { at: At })

/**
 * Order creation failed: the message is shown under the place-order button. `settled`: the server
 * answered this attempt for good (an answer it keeps under the idempotency key), so the next attempt
 * is a new request with a new key; without it the outcome may be unknown and a retry keeps the key.
 */
export const CheckoutFailed = Schema.TaggedStruct("CheckoutFailed", {
  at: At,
  message: Schema.String,
  settled: Schema.optionalKey(Schema.Boolean),
})

/** Success with an order: cart_uuid removed, cart and recommendations cleared, the order stored (SPEC §4). */
export const CheckoutSucceeded = Schema.TaggedStruct("CheckoutSucceeded", { at: At, order: OrderValue })

export const CheckoutEvent = Schema.Union([
  CheckoutPending,
  CheckoutValidationFailed,
  CheckoutSubmitted,
  CheckoutRedirected,
  CheckoutNavigated,
  ThreeDsChallenged,
  ThreeDsAuthenticated,
  ThreeDsCancelled,
  CheckoutFailed,
  CheckoutSucceeded,
])
export type CheckoutEvent = typeof CheckoutEvent.Type
