import { describe, expect, it } from "vitest"
import type { CheckoutDraft } from "../../../domain/checkout/draft-events"
import { replay } from "../../../domain/replay/replay"
import { formEditSupersedes } from "../../../domain/widget/coalesce"
import type { WidgetEvent } from "../../../domain/widget/event"

/** Issue 26: the checkout form, its field messages and the card modal are the log's, so a report replays them. */

const blank: CheckoutDraft = {
  payment: "payu",
  savedCardId: null,
  phone: null,
  invoice: false,
  business: { type: 1, name: "", nip: "", street: "" },
  nonContact: false,
  notes: "",
  tellAllergies: true,
  orderForLater: false,
  hour: "12",
  minute: "00",
}
const opened: WidgetEvent = { _tag: "CheckoutFormOpened", at: 0, form: blank }
const edited = (patch: Extract<WidgetEvent, { _tag: "CheckoutFormEdited" }>["patch"], at = 1): WidgetEvent => ({
  _tag: "CheckoutFormEdited",
  at,
  patch,
})
const failed: WidgetEvent = {
  _tag: "CheckoutValidationFailed",
  at: 3,
  messages: ["Phone number is required", "NIP is required"],
  errors: { phone: "Phone number is required", nip: "NIP is required" },
}

describe("the checkout form in the log", () => {
  it("given a half-filled form, then the state holds what was typed, digits only in phone and NIP", () => {
    const state = replay([
      opened,
      edited({ payment: "cash_method" }),
      edited({ invoice: true }),
      edited({ business: { type: 1, name: "Bistro", nip: "123-45", street: "" } }),
      edited({ phone: "+48 600 1" }),
    ])
    expect(state.checkoutForm.draft).toMatchObject({
      payment: "cash_method",
      invoice: true,
      phone: "486001",
      business: { name: "Bistro", nip: "12345" },
    })
  })

  it("given a failed validation, then each field's message is kept; editing the phone takes its message away", () => {
    const state = replay([opened, edited({ invoice: true }), failed])
    expect(state.checkoutForm.errors).toEqual({ phone: "Phone number is required", nip: "NIP is required" })
    expect(replay([edited({ phone: "5" })], state).checkoutForm.errors).toEqual({ nip: "NIP is required" })
    expect(replay([edited({ invoice: false })], state).checkoutForm.errors).toEqual({
      phone: "Phone number is required",
    })
    expect(replay([{ _tag: "CheckoutSubmitted", at: 4, idempotencyKey: "k" }], state).checkoutForm.errors).toEqual({})
  })

  it("given no page opened, then an edit changes nothing; the card modal opens and closes by events", () => {
    expect(replay([edited({ phone: "5" })]).checkoutForm.draft).toBeNull()
    const open = replay([opened, failed, { _tag: "CardModalOpened", at: 4 }])
    expect(open.checkoutForm).toMatchObject({ cardModalOpen: true, errors: {} })
    expect(replay([{ _tag: "CardModalClosed", at: 5 }], open).checkoutForm.cardModalOpen).toBe(false)
  })

  it("an edit of the same fields supersedes the one before it, and the state is the same either way", () => {
    expect(formEditSupersedes(edited({ phone: "6" }), edited({ phone: "60" }))).toBe(true)
    expect(formEditSupersedes(edited({ phone: "6" }), edited({ notes: "x" }))).toBe(false)
    const base = replay([opened, edited({ invoice: true }), failed])
    for (const [a, b] of [
      [{ phone: "6" }, { phone: "60" }],
      [{ invoice: true }, { invoice: false }],
    ] as const) {
      expect(replay([edited(b)], base)).toEqual(replay([edited(a), edited(b)], base))
    }
  })
})
