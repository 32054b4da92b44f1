import { describe, expect, it } from "vitest"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { given } from "../../support/given"
import { event } from "../widget/entities"

describe("navigation", () => {
  it("the widget opens for a restaurant on a route", () => {
    const state = given(event("WidgetOpened", { restaurantId: 1, route: "order", orderId: 7001 }))
    expect(state.restaurantId).toBe(1)
    expect(state.route).toEqual({ name: "order", orderId: 7001 })
  })

  it("route changes are recorded; the same route again changes nothing", () => {
    const state = given(event("RouteChanged", { route: "cart", orderId: null }))
    expect(state.route.name).toBe("cart")
    expect(reduce(state, event("RouteChanged", { route: "cart", orderId: null }))).toBe(state)
  })

  it("no tab is chosen until the customer picks one (the default tab is a projection)", () => {
    expect(initialState.menu.activeTab).toBeNull()
    const state = given(event("MenuTabSelected", { tab: "combos" }), event("MenuTabSelected", { tab: 100 }))
    expect(state.menu.activeTab).toBe(100)
    expect(reduce(state, event("MenuTabSelected", { tab: 100 }))).toBe(state)
  })

  it("'Show More' expands a category once", () => {
    const state = given(event("ShowMoreClicked", { categoryId: 100 }), event("ShowMoreClicked", { categoryId: 107 }))
    expect(state.menu.expanded).toEqual([100, 107])
    expect(reduce(state, event("ShowMoreClicked", { categoryId: 100 }))).toBe(state)
  })

  it("side panels open and close", () => {
    const state = given(event("PanelOpened", { panel: "orders" }))
    expect(state.panel).toBe("orders")
    expect(reduce(state, event("PanelClosed", {})).panel).toBeNull()
    expect(reduce(initialState, event("PanelClosed", {}))).toBe(initialState)
  })
})

describe("dialogs", () => {
  it("the generic message modal shows a heading and a message until dismissed", () => {
    const state = given(event("MessageShown", { title: "Info", message: "Restauracja otwiera się o 12:00" }))
    expect(state.message).toEqual({ title: "Info", message: "Restauracja otwiera się o 12:00" })
    expect(reduce(state, event("MessageDismissed", {})).message).toBeNull()
    expect(reduce(initialState, event("MessageDismissed", {}))).toBe(initialState)
  })

  it("the auth modal opens in a mode at step 1, moves through steps, shows errors and closes", () => {
    const register = given(event("LoginModalOpened", { mode: "register" }))
    expect(register.authModal).toMatchObject({ mode: "register", step: 1, error: null })
    const failed = reduce(register, event("AuthFailed", { message: "Something went wrong" }))
    expect(failed.authModal?.error).toBe("Something went wrong")
    const code = reduce(failed, event("AuthStepChanged", { step: 2 }))
    expect(code.authModal).toMatchObject({ mode: "register", step: 2, error: null })
    expect(reduce(code, event("AuthModalClosed", {})).authModal).toBeNull()
  })

  it("auth events without an open auth modal do nothing", () => {
    expect(reduce(initialState, event("AuthFailed", { message: "x" }))).toBe(initialState)
    expect(reduce(initialState, event("AuthStepChanged", { step: 2 }))).toBe(initialState)
  })
})
