import { describe, expect, it } from "vitest"
import { availablePaymentTypes, DEFAULT_PAYMENT_TYPE } from "../../../domain/checkout/payment"

describe("payment types", () => {
  it("defaults to payu", () => {
    expect(DEFAULT_PAYMENT_TYPE).toBe("payu")
    expect(availablePaymentTypes("pickup")[0]).toBe("payu")
  })

  it("offers the driver's card terminal only for delivery", () => {
    expect(availablePaymentTypes("delivery")).toEqual(["payu", "cash_method", "driver_credit_card"])
    expect(availablePaymentTypes("pickup")).toEqual(["payu", "cash_method"])
  })

  it("offers a saved card only when the customer has one", () => {
    expect(availablePaymentTypes("pickup", true)).toEqual(["payu", "cash_method", "card"])
  })
})
