import { describe, expect, it } from "vitest"
import { initialState } from "../../../domain/widget/initial-state"
import type { WidgetState } from "../../../domain/widget/state"
import { isValidState, stateProblems } from "../../../domain/widget/validity"
import { aCart } from "./entities"

describe("state validity", () => {
  it("the initial state is valid", () => {
    expect(stateProblems(initialState)).toEqual([])
  })

  it("a state that breaks the schema is invalid (money must be integer grosze)", () => {
    const cart = { ...aCart(), price: 45.89 } as unknown as WidgetState["cart"]["cart"]
    const state: WidgetState = { ...initialState, cart: { ...initialState.cart, cart, uuid: "u1" } }
    expect(isValidState(state)).toBe(false)
  })

  it("names each broken invariant", () => {
    const state: WidgetState = {
      ...initialState,
      cart: { ...initialState.cart, cart: aCart({ uuid: "u1" }), uuid: "u2", pending: true },
      checkout: { ...initialState.checkout, status: "redirect" },
      orders: { list: [], page: 3, lastPage: 2 },
    }
    expect(stateProblems(state)).toEqual([
      "the held cart's uuid is not the stored uuid",
      "a cart is held while a fetch is pending",
      "redirect without a uri",
      "orders page outside 1..lastPage",
    ])
  })
})
