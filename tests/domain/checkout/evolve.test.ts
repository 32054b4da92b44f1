import { describe, expect, it } from "vitest"
import { reduce } from "../../../domain/widget/evolve"
import { isValidState } from "../../../domain/widget/validity"
import { given } from "../../support/given"
import { aCart, anOrder, aProduct, event } from "../widget/entities"

const withCart = given(
  event("CartStored", { cart: aCart({ uuid: "u1", items: [{ key: "k1", quantity: 2 }] }) }),
  event("RecommendedLoaded", { products: [aProduct(1002)] }),
  event("OrderPolled", { order: anOrder(6999, 5) }),
)
const submitted = given(
  event("CartStored", { cart: aCart({ uuid: "u1" }) }),
  event("CheckoutPending", {}),
  event("CheckoutSubmitted", { idempotencyKey: "chk-1" }),
)

describe("checkout", () => {
  it("pending clears the current order", () => {
    const state = reduce(withCart, event("CheckoutPending", {}))
    expect(state.order).toBeNull()
    expect(state.checkout.status).toBe("idle")
  })

  it("submission goes from idle to submitting with the caller's idempotency key", () => {
    expect(submitted.checkout).toMatchObject({ status: "submitting", idempotencyKey: "chk-1", message: null })
  })

  it("then to a redirect to the payment provider", () => {
    const state = reduce(submitted, event("CheckoutRedirected", { uri: "https://pay.example/x" }))
    expect(state.checkout).toMatchObject({ status: "redirect", redirectUri: "https://pay.example/x" })
  })

  it("or to navigation to the order page", () => {
    expect(reduce(submitted, event("CheckoutNavigated", { orderId: 7002 })).checkout).toMatchObject({
      status: "navigate",
      orderId: 7002,
    })
  })

  it("or to an inline error under the place-order button", () => {
    const state = reduce(submitted, event("CheckoutFailed", { message: "Restauracja jest zamknięta" }))
    expect(state.checkout).toMatchObject({ status: "error", message: "Restauracja jest zamknięta" })
    const again = reduce(state, event("CheckoutSubmitted", { idempotencyKey: "chk-2" }))
    expect(again.checkout).toMatchObject({ status: "submitting", message: null, idempotencyKey: "chk-2" })
  })

  it("a failed form validation keeps its messages until the next submission", () => {
    const state = reduce(withCart, event("CheckoutValidationFailed", { messages: ["Phone number is required"] }))
    expect(state.checkout.validation).toEqual(["Phone number is required"])
    expect(reduce(state, event("CheckoutSubmitted", { idempotencyKey: "k" })).checkout.validation).toEqual([])
  })

  it("3-D Secure: the frame opens; authentication re-submits with the order id", () => {
    const challenged = reduce(submitted, event("ThreeDsChallenged", { orderId: 7003, url: "https://3ds/x" }))
    expect(challenged.checkout).toMatchObject({ status: "threeDs", orderId: 7003, threeDsUrl: "https://3ds/x" })
    const authenticated = reduce(challenged, event("ThreeDsAuthenticated", { orderId: 7003 }))
    expect(authenticated.checkout).toMatchObject({ status: "submitting", orderId: 7003, threeDsUrl: null })
    expect(reduce(challenged, event("ThreeDsAuthenticated", { orderId: 1 }))).toBe(challenged)
  })

  it("3-D Secure cancelled closes the frame; without a frame it does nothing", () => {
    const challenged = reduce(submitted, event("ThreeDsChallenged", { orderId: 7003, url: "https://3ds/x" }))
    expect(reduce(challenged, event("ThreeDsCancelled", {})).checkout).toMatchObject({
      status: "idle",
      threeDsUrl: null,
    })
    expect(reduce(submitted, event("ThreeDsCancelled", {}))).toBe(submitted)
  })

  it("success removes cart_uuid, clears the cart and the recommendations, and stores the order", () => {
    const order = anOrder(7001, 1)
    const state = reduce(withCart, event("CheckoutSucceeded", { order }))
    expect(state.cart).toEqual({
      cart: null,
      uuid: null,
      pending: false,
      adding: false,
      recommended: [],
      previous: null,
      addedAt: null,
    })
    expect(state.order).toBe(order)
    expect(state.checkout).toMatchObject({ status: "navigate", orderId: 7001 })
    expect(isValidState(state)).toBe(true)
  })
})

describe("orders", () => {
  it("a polled order becomes the current order", () => {
    const state = given(
      event("OrderPolled", { order: anOrder(7001, 1) }),
      event("OrderPolled", { order: anOrder(7001, 3) }),
    )
    expect(state.order?.status).toBe(3)
  })

  it("a page of My Orders is stored with its position; pages outside 1..last_page do not apply", () => {
    const state = given(event("OrdersPageLoaded", { page: 2, orders: [anOrder(7001)], lastPage: 3 }))
    expect(state.orders).toMatchObject({ page: 2, lastPage: 3 })
    expect(reduce(state, event("OrdersPageLoaded", { page: 4, orders: [], lastPage: 3 }))).toBe(state)
    expect(reduce(state, event("OrdersPageLoaded", { page: 0, orders: [], lastPage: 3 }))).toBe(state)
  })
})
