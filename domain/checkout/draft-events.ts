import { Schema } from "effect"
import { At, Id } from "../widget/fields"

/**
 * The checkout form as the customer left it (issue 26: a report replays it). `phone: null` is
 * untouched, so the profile's phone (or the one this device remembers) shows; `savedCardId: null`
 * is the default card. The same fields as Checkout.CheckoutForm otherwise.
 */
const draftFields = {
  payment: Schema.Literals(["payu", "cash_method", "driver_credit_card", "new_card", "saved_card"]),
  savedCardId: Schema.NullOr(Id),
  phone: Schema.NullOr(Schema.String),
  invoice: Schema.Boolean,
  business: Schema.Struct({
    type: Schema.Literals([1, 2]),
    name: Schema.String,
    nip: Schema.String,
    street: Schema.String,
  }),
  nonContact: Schema.Boolean,
  notes: Schema.String,
  tellAllergies: Schema.Boolean,
  orderForLater: Schema.Boolean,
  hour: Schema.String,
  minute: Schema.String,
} as const

export const CheckoutDraftValue = Schema.Struct(draftFields)
export type CheckoutDraft = typeof CheckoutDraftValue.Type

/** What one edit changes: any of the draft's fields. */
export const CheckoutDraftPatch = Schema.Struct({
  payment: Schema.optionalKey(draftFields.payment),
  savedCardId: Schema.optionalKey(draftFields.savedCardId),
  phone: Schema.optionalKey(draftFields.phone),
  invoice: Schema.optionalKey(draftFields.invoice),
  business: Schema.optionalKey(draftFields.business),
  nonContact: Schema.optionalKey(draftFields.nonContact),
  notes: Schema.optionalKey(draftFields.notes),
  tellAllergies: Schema.optionalKey(draftFields.tellAllergies),
  orderForLater: Schema.optionalKey(draftFields.orderForLater),
  hour: Schema.optionalKey(draftFields.hour),
  minute: Schema.optionalKey(draftFields.minute),
})
export type CheckoutDraftPatch = typeof CheckoutDraftPatch.Type

export const CheckoutPhase = Schema.Literals(["checking", "ready", "empty"])
/** How the page got on: still checking the stored cart, a cart to check out, or nothing to order (→ menu). */
export type CheckoutPhase = typeof CheckoutPhase.Type

/** The checkout page opened with this blank form (Checkout.initialCheckoutForm at that hour). */
export const CheckoutFormOpened = Schema.TaggedStruct("CheckoutFormOpened", { at: At, form: CheckoutDraftValue })
/** The customer changed fields of the form (consecutive edits of the same fields keep the last). */
export const CheckoutFormEdited = Schema.TaggedStruct("CheckoutFormEdited", { at: At, patch: CheckoutDraftPatch })
/** The stored cart was checked: a cart to check out, or none (→ menu). */
export const CheckoutPhaseReached = Schema.TaggedStruct("CheckoutPhaseReached", { at: At, phase: CheckoutPhase })
/** The phone a guest ordered with on this device before (offered again, WCAG 3.3.7); null when none. */
export const GuestPhoneRecalled = Schema.TaggedStruct("GuestPhoneRecalled", {
  at: At,
  phone: Schema.NullOr(Schema.String),
})
/** Place order with 'new card': the card-entry modal opens. */
export const CardModalOpened = Schema.TaggedStruct("CardModalOpened", { at: At })
export const CardModalClosed = Schema.TaggedStruct("CardModalClosed", { at: At })

export const CheckoutDraftEvent = Schema.Union([
  CheckoutFormOpened,
  CheckoutFormEdited,
  CheckoutPhaseReached,
  GuestPhoneRecalled,
  CardModalOpened,
  CardModalClosed,
])
export type CheckoutDraftEvent = typeof CheckoutDraftEvent.Type
