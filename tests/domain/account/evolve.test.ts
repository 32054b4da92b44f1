import { describe, expect, it } from "vitest"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { isValidState } from "../../../domain/widget/validity"
import { given } from "../../support/given"
import { aCart, anAddress, anOrder, aPaymentMethod, aProduct, aProfile, event } from "../widget/entities"

const signedIn = given(
  event("LoginModalOpened", { mode: "login" }),
  event("LoggedIn", { token: "tok-1" }),
  event("ProfileLoaded", { profile: aProfile(350) }),
  event("PointsLoaded", { points: 350 }),
  event("PaymentMethodsLoaded", { methods: [aPaymentMethod(31)] }),
  event("AddressesLoaded", { addresses: [anAddress(11, true)] }),
  event("OrderTypeChanged", { orderType: "pickup" }),
  event("CartStored", { cart: aCart({ uuid: "u1", items: [{ key: "k1", quantity: 1 }] }) }),
  event("OrdersPageLoaded", { page: 1, orders: [anOrder(7001)], lastPage: 2 }),
  event("ProductsLoaded", { products: [aProduct(1002)] }),
)

describe("login", () => {
  it("stores the token and closes the auth modal", () => {
    expect(signedIn.session.token).toBe("tok-1")
    expect(signedIn.authModal).toBeNull()
    expect(signedIn.session.profile?.name).toBe("Anna Kowalska")
    expect(signedIn.session.points).toBe(350)
  })

  it("profile, points and cards that arrive while nobody is logged in are ignored", () => {
    expect(reduce(initialState, event("ProfileLoaded", { profile: aProfile() }))).toBe(initialState)
    expect(reduce(initialState, event("PointsLoaded", { points: 5 }))).toBe(initialState)
    expect(reduce(initialState, event("PaymentMethodsLoaded", { methods: [aPaymentMethod(1)] }))).toBe(initialState)
  })

  it("a different token forgets the previous customer's profile", () => {
    const state = reduce(signedIn, event("LoggedIn", { token: "tok-2" }))
    expect(state.session).toEqual({ token: "tok-2", profile: null, points: null, paymentMethods: [] })
  })
})

describe("logout", () => {
  const out = reduce(signedIn, event("LoggedOut", {}))

  it("clears access_token, addresses, cart_uuid and orders and sets orderType to delivery", () => {
    expect(out.session.token).toBeNull()
    expect(out.addresses).toEqual([])
    expect(out.cart.uuid).toBeNull()
    expect(out.cart.cart).toBeNull()
    expect(out.orders).toEqual({ list: [], page: 1, lastPage: 1 })
    expect(out.orderType).toBe("delivery")
    expect(isValidState(out)).toBe(true)
  })

  it("keeps the menu: the catalogue is the restaurant's, not the customer's", () => {
    expect(out.catalogue.products?.map((p) => p.id)).toEqual([1002])
  })
})

describe("storage restored at start", () => {
  it("takes token, cart uuid, order type, addresses and orders from storage", () => {
    const state = given(
      event("StorageRestored", {
        token: "tok-1",
        cartUuid: "u7",
        orderType: "pickup",
        addresses: [anAddress(11, true)],
        orders: [anOrder(7001)],
      }),
    )
    expect(state.session.token).toBe("tok-1")
    expect(state.cart).toMatchObject({ uuid: "u7", cart: null })
    expect(state.orderType).toBe("pickup")
    expect(state.addresses.map((a) => a.id)).toEqual([11])
    expect(state.orders.list.map((o) => o.id)).toEqual([7001])
  })

  it("storage being unavailable is recorded once", () => {
    const state = given(event("StorageUnavailable", { reason: "SecurityError" }))
    expect(state.storageUnavailable).toBe("SecurityError")
    expect(reduce(state, event("StorageUnavailable", { reason: "SecurityError" }))).toBe(state)
  })
})
