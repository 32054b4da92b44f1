import { withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import { digitsOnly } from "./digits"
import type { CheckoutDraftEvent, CheckoutDraftPatch } from "./draft-events"
import type { CheckoutField } from "./validation"

type FormSlice = WidgetState["checkoutForm"]
type Errors = FormSlice["errors"]

const noErrors: Errors = {}

/** The messages an edit takes away: a field's message goes as soon as the customer changes that field. */
const errorsAfter = (errors: Errors, patch: CheckoutDraftPatch): Errors => {
  const gone: Array<CheckoutField> = []
  if ("phone" in patch) gone.push("phone")
  if ("business" in patch || patch.invoice === false) gone.push("businessName", "nip", "street")
  if (!gone.some((field) => field in errors)) return errors
  const out: Record<string, string> = { ...errors }
  for (const field of gone) delete out[field]
  return out
}

/** SPEC §5, §9: phone and NIP keep digits only, as typed. */
const cleaned = (patch: CheckoutDraftPatch): CheckoutDraftPatch => ({
  ...patch,
  ...(typeof patch.phone === "string" ? { phone: digitsOnly(patch.phone) } : {}),
  ...(patch.business ? { business: { ...patch.business, nip: digitsOnly(patch.business.nip) } } : {}),
})

const next = (state: WidgetState, change: Partial<FormSlice>): WidgetState =>
  withSlice(state, "checkoutForm", { ...state.checkoutForm, ...change })

/** The checkout form, its field messages, the page's phase and the card modal (issue 26: all in the log). */
export const reduceCheckoutDraft = (state: WidgetState, event: CheckoutDraftEvent): WidgetState => {
  const f = state.checkoutForm
  switch (event._tag) {
    case "CheckoutFormOpened":
      return next(state, { draft: event.form, errors: noErrors, phase: "checking", cardModalOpen: false })
    case "CheckoutFormEdited": {
      if (f.draft === null) return state
      const patch = cleaned(event.patch)
      return next(state, { draft: { ...f.draft, ...patch }, errors: errorsAfter(f.errors, patch) })
    }
    case "CheckoutPhaseReached":
      return f.phase === event.phase ? state : next(state, { phase: event.phase })
    case "GuestPhoneRecalled":
      return f.rememberedPhone === event.phone ? state : next(state, { rememberedPhone: event.phone })
    case "CardModalOpened":
      return next(state, { cardModalOpen: true, errors: noErrors })
    case "CardModalClosed":
      return f.cardModalOpen ? next(state, { cardModalOpen: false }) : state
    default:
      return exhaustive(event, state)
  }
}

/** The field messages of a failed validation (CheckoutValidationFailed's `errors`), kept beside the form. */
export const withFieldErrors = (state: WidgetState, errors: Errors | undefined): WidgetState =>
  errors === undefined ? state : next(state, { errors })

/** Clears the field messages (an order sent). */
export const withoutFieldErrors = (state: WidgetState): WidgetState =>
  state.checkoutForm.errors === noErrors || Object.keys(state.checkoutForm.errors).length === 0
    ? state
    : next(state, { errors: noErrors })
