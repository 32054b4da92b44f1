import { describe, expect, it } from "vitest"
import { discountTypingSupersedes } from "../../../domain/discounts/evolve"
import { POINTS_FAILED, validatePoints } from "../../../domain/discounts/points"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { given } from "../../support/given"
import { aCart, event } from "../widget/entities"

describe("promo code", () => {
  it("a failure shows the server's message in the open modal", () => {
    const state = given(
      event("PromoModalOpened", {}),
      event("PromoCodeTyped", { code: "LATO2024" }),
      event("PromoCodeSubmitted", { code: "LATO2024" }),
      event("PromoCodeFailed", { message: "Kod promocyjny wygasł" }),
    )
    // The code typed stays in the field beside the message (issue 26: the log holds it).
    expect(state.promo).toEqual({ open: true, submitting: false, error: "Kod promocyjny wygasł", typed: "LATO2024" })
  })

  it("success closes the modal", () => {
    const state = given(
      event("PromoModalOpened", {}),
      event("PromoCodeSubmitted", { code: "BELLA10" }),
      event("PromoCodeApplied", { code: "BELLA10" }),
    )
    expect(state.promo).toEqual({ open: false, submitting: false, error: null, typed: "" })
  })

  it("a reopened modal starts with an empty field, and typing into a closed one changes nothing", () => {
    const typed = given(event("PromoModalOpened", {}), event("PromoCodeTyped", { code: "LATO" }))
    expect(typed.promo.typed).toBe("LATO")
    const reopened = given(
      event("PromoModalOpened", {}),
      event("PromoCodeTyped", { code: "LATO" }),
      event("PromoModalClosed", {}),
      event("PromoModalOpened", {}),
    )
    expect(reopened.promo.typed).toBe("")
    expect(given(event("PromoCodeTyped", { code: "LATO" })).promo.typed).toBe("")
  })

  it("closing an already closed modal changes nothing", () => {
    expect(reduce(initialState, event("PromoModalClosed", {}))).toBe(initialState)
  })
})

describe("offers", () => {
  const withCart = given(event("CartStored", { cart: aCart({ uuid: "u1" }) }))

  it("toggling an offer on and off follows on the held cart", () => {
    const on = reduce(withCart, event("OfferToggled", { offerId: 1, checked: true }))
    expect(on.cart.cart?.offer_id).toBe(1)
    expect(reduce(on, event("OfferToggled", { offerId: 1, checked: false })).cart.cart?.offer_id).toBeNull()
    expect(reduce(on, event("OfferToggled", { offerId: 2, checked: false }))).toBe(on)
  })

  it("without a cart an offer toggle does not apply", () => {
    expect(reduce(initialState, event("OfferToggled", { offerId: 1, checked: true }))).toBe(initialState)
  })

  it("a failure shows 'Error applying offer' (or the message) in the error dialog", () => {
    expect(reduce(withCart, event("OfferFailed", { message: "Error applying offer" })).message).toEqual({
      title: "Error",
      message: "Error applying offer",
    })
  })
})

describe("points", () => {
  it("given an empty entry, a too-large one, then a failed call, then the field shows each exact text in turn", () => {
    const refused = (entered: string) => {
      const verdict = validatePoints(entered, 350)
      if (verdict.ok) throw new Error("expected a refusal")
      return event("PointsApplyFailed", { message: verdict.message })
    }
    const steps = [refused(""), refused("500"), event("PointsApplyFailed", { message: POINTS_FAILED.text })]
    expect(steps.map((e) => reduce(initialState, e).pointsApply.error)).toEqual([
      "Please enter points amount",
      "Maximum 350 points available",
      "Failed to apply points",
    ])
  })

  it("a failure keeps its message; applying clears it and records the amount", () => {
    const failed = given(event("PointsApplyFailed", { message: "Maximum 350 points available" }))
    expect(failed.pointsApply).toEqual({ applied: null, error: "Maximum 350 points available", entered: "" })
    expect(reduce(failed, event("PointsApplied", { amount: 200 })).pointsApply).toEqual({
      applied: 200,
      error: null,
      entered: "",
    })
  })
})

describe("the points field (issue 26: in the log)", () => {
  it("holds the amount as typed beside a failure, and an apply keeps it", () => {
    const failed = given(event("PointsEntryTyped", { text: "999" }), event("PointsApplyFailed", { message: "Max" }))
    expect(failed.pointsApply).toEqual({ applied: null, error: "Max", entered: "999" })
    const applied = given(event("PointsEntryTyped", { text: "100" }), event("PointsApplied", { amount: 100 }))
    expect(applied.pointsApply).toEqual({ applied: 100, error: null, entered: "100" })
  })

  it("keystrokes coalesce in the log: each replaces the one before it in the same field only", () => {
    const points = (text: string) => event("PointsEntryTyped", { text })
    const promo = (code: string) => event("PromoCodeTyped", { code })
    expect(discountTypingSupersedes(points("1"), points("10"))).toBe(true)
    expect(discountTypingSupersedes(promo("L"), promo("LA"))).toBe(true)
    expect(discountTypingSupersedes(promo("L"), points("1"))).toBe(false)
    expect(discountTypingSupersedes(points("1"), event("PointsApplied", { amount: 1 }))).toBe(false)
  })
})
