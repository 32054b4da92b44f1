import { describe, expect, it } from "vitest"
import { firstInvalidStep } from "../../../domain/replay/first-invalid"
import type { WidgetState } from "../../../domain/widget/state"
import { aCart, event } from "../widget/entities"

const log = [
  event("WidgetOpened", { restaurantId: 1, route: "menu", orderId: null }),
  event("GuestCartCreated", { uuid: "u1" }),
  event("CartStored", { cart: aCart({ uuid: "u1" }) }),
  event("RouteChanged", { route: "cart", orderId: null }),
]

describe("firstInvalidStep", () => {
  it("is null when every step of the log is valid (stateProblems)", () => {
    expect(firstInvalidStep(log)).toBeNull()
  })

  it("names the first event after which the check finds a problem, with the problems", () => {
    // Given a check that calls holding a cart a problem, the CartStored at index 2 is the first.
    const noCart = (s: WidgetState) => (s.cart.cart === null ? [] : ["a cart is held"])
    expect(firstInvalidStep(log, noCart)).toEqual({ index: 2, tag: "CartStored", problems: ["a cart is held"] })
  })

  it("an empty log has no invalid step", () => {
    expect(firstInvalidStep([], () => ["always"])).toBeNull()
  })
})
