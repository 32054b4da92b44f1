import { describe, expect, it } from "vitest"
import { decideOfferToggle, decidePoints, decidePromoSubmit, offerLines } from "../../../domain/discounts/decide"
import { replay } from "../../../domain/replay/replay"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { aCart, event } from "../widget/entities"

const withCart = (offerId: number | null = null, points: number | null = null) =>
  replay([
    event("CartStored", { cart: aCart({ uuid: "u1", items: [{ key: "i1", quantity: 1 }], offerId }) }),
    ...(points === null ? [] : [event("LoggedIn", { token: "t" }), event("PointsLoaded", { points })]),
  ])

describe("promo code (SPEC §5)", () => {
  it("given a cart, when an empty or blank code is submitted, then nothing happens", () => {
    expect(decidePromoSubmit(withCart(), 1, "", 0)).toBeNull()
    expect(decidePromoSubmit(withCart(), 1, "   ", 0)).toBeNull()
  })
  it("when a code is submitted, then it is sent trimmed with the cart", () => {
    expect(decidePromoSubmit(withCart(), 1, " BELLA10 ", 5)).toEqual({
      event: { _tag: "PromoCodeSubmitted", at: 5, code: "BELLA10" },
      request: { restaurant_id: 1, discount_code: "BELLA10", cart_uuid: "u1" },
    })
  })
  it("without a cart, or while a code is being checked, nothing is sent", () => {
    expect(decidePromoSubmit(initialState, 1, "BELLA10", 0)).toBeNull()
    const submitting = reduce(withCart(), event("PromoCodeSubmitted", { code: "X" }))
    expect(decidePromoSubmit(submitting, 1, "BELLA10", 0)).toBeNull()
  })
})

describe("offers", () => {
  it("a click on an offer not applied applies it (checked true)", () => {
    expect(decideOfferToggle(withCart(), 1, 2)).toEqual({
      event: { _tag: "OfferToggled", at: 2, offerId: 1, checked: true },
      request: { offer_id: 1, checked: true, cart_uuid: "u1" },
    })
  })
  it("a click on the applied offer removes it (checked false)", () => {
    expect(decideOfferToggle(withCart(1), 1, 2)?.request).toEqual({ offer_id: 1, checked: false, cart_uuid: "u1" })
  })
  it("the list marks the applied offer", () => {
    expect(offerLines(withCart(1)).map((o) => [o.id, o.applied])).toEqual([[1, true]])
    expect(offerLines(withCart()).map((o) => [o.id, o.applied])).toEqual([[1, false]])
    expect(offerLines(initialState)).toEqual([])
  })
})

describe("points (SPEC §5)", () => {
  it("an empty or zero amount: 'Please enter points amount'", () => {
    for (const entered of ["", "0", "abc"])
      expect(decidePoints(withCart(null, 120), 1, entered, 3)).toEqual({
        _tag: "Refused",
        event: { _tag: "PointsApplyFailed", at: 3, message: "Please enter points amount" },
      })
  })
  it("more than available: 'Maximum {n} points available'", () => {
    expect(decidePoints(withCart(null, 120), 1, "121", 3)).toMatchObject({
      event: { message: "Maximum 120 points available" },
    })
  })
  it("a valid amount is sent with the cart", () => {
    expect(decidePoints(withCart(null, 120), 1, "50", 3)).toEqual({
      _tag: "Send",
      request: { restaurant_id: 1, amount: 50, cart_uuid: "u1" },
    })
  })
  it("texts are translated through the caller's lookup", () => {
    const pl = decidePoints(
      withCart(null, 10),
      1,
      "11",
      0,
      (c) => (c.key === "maximum-points-available-many" ? "Maksymalnie {n} pkt" : c.text),
      "pl",
    )
    expect(pl).toMatchObject({ event: { message: "Maksymalnie 10 pkt" } })
  })
})
