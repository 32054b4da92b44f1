import { describe, expect, it } from "vitest"
import {
  DEFAULT_ORDER_TYPE,
  ORDER_TYPE,
  orderTypeCode,
  orderTypeFromCode,
  takeawayDiscountBadge,
} from "../../../domain/address/order-type"

describe("order type", () => {
  it("codes delivery as 1 and pickup as 3, delivery by default", () => {
    expect(ORDER_TYPE).toEqual({ delivery: 1, pickup: 3 })
    expect(orderTypeCode("delivery")).toBe(1)
    expect(orderTypeCode("pickup")).toBe(3)
    expect(DEFAULT_ORDER_TYPE).toBe("delivery")
  })

  it("reads codes back, numbers or numeric strings; anything else is null", () => {
    expect(orderTypeFromCode(1)).toBe("delivery")
    expect(orderTypeFromCode("3")).toBe("pickup")
    expect(orderTypeFromCode(2)).toBeNull()
    expect(orderTypeFromCode("")).toBeNull()
    expect(orderTypeFromCode(null)).toBeNull()
  })
})

describe("takeawayDiscountBadge", () => {
  it("shows '-N%' above 0 and nothing otherwise", () => {
    expect(takeawayDiscountBadge(10)).toBe("-10%")
    expect(takeawayDiscountBadge(12.5)).toBe("-12.5%")
    expect(takeawayDiscountBadge(0)).toBeNull()
    expect(takeawayDiscountBadge(-5)).toBeNull()
    expect(takeawayDiscountBadge(Number.NaN)).toBeNull()
  })
})
