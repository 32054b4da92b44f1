import { describe, expect, it } from "vitest"
import {
  canPlaceOrder,
  checkoutDestination,
  checkoutEstimateMinutes,
  paymentOptions,
  savedCardLabel,
} from "../../../domain/checkout"
import { replay } from "../../../domain/replay/replay"
import { anAddress, aPaymentMethod, aRestaurant, event } from "../widget/entities"

/** What the checkout form and summary show, given the widget's state. */

const guest = replay([])
const pickup = replay([event("OrderTypeChanged", { orderType: "pickup" })])
const withCards = replay([
  event("LoggedIn", { token: "t" }),
  event("PaymentMethodsLoaded", { methods: [aPaymentMethod(31)] }),
])

describe("checkout queries", () => {
  it("offers payu first, a new card, cash and the driver's terminal on delivery", () => {
    expect(paymentOptions(guest).map((o) => [o.choice, o.enabled])).toEqual([
      ["payu", true],
      ["new_card", true],
      ["cash_method", true],
      ["driver_credit_card", true],
    ])
  })

  it("on pickup the driver's terminal is disabled with its reason", () => {
    const driver = paymentOptions(pickup).find((o) => o.choice === "driver_credit_card")
    expect(driver).toMatchObject({ enabled: false })
    expect(driver?.reason?.text).toBe("Card payment to the driver is available for delivery only")
    expect(paymentOptions(pickup).find((o) => o.choice === "cash_method")).toMatchObject({ enabled: true })
  })

  it("saved cards appear only when the customer has some, named by brand and last four", () => {
    expect(paymentOptions(withCards).map((o) => o.choice)).toContain("saved_card")
    expect(savedCardLabel({ brand: "visa", last_four: "4242" })).toBe("Visa •••• 4242")
  })

  it("delivery shows the active address, or asks for one; pickup shows the restaurant's address", () => {
    expect(checkoutDestination(replay([event("AddressesLoaded", { addresses: [anAddress(3, true)] })]))).toEqual({
      kind: "delivery",
      address: "Hoża 3, 00-516 Warszawa",
    })
    expect(checkoutDestination(guest)).toEqual({ kind: "delivery-missing", address: null })
    const restaurant = aRestaurant()
    const state = replay([
      event("OrderTypeChanged", { orderType: "pickup" }),
      event("RestaurantLoaded", { restaurant }),
    ])
    expect(checkoutDestination(state)).toEqual({ kind: "pickup", address: restaurant.address })
  })

  it("the estimate is fixed at 45 minutes and the button is usable only when idle or after an error", () => {
    expect(checkoutEstimateMinutes()).toBe(45)
    expect(canPlaceOrder(guest)).toBe(true)
    expect(canPlaceOrder(replay([event("CheckoutSubmitted", { idempotencyKey: "k" })]))).toBe(false)
  })
})
