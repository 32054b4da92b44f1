import { describe, expect, it } from "vitest"
import { canDecrease, canIncrease, clampModalQuantity } from "../../../domain/product/quantity"

describe("modal quantity", () => {
  it("keeps the quantity within 1 to 99", () => {
    expect(clampModalQuantity(0)).toBe(1)
    expect(clampModalQuantity(-5)).toBe(1)
    expect(clampModalQuantity(1)).toBe(1)
    expect(clampModalQuantity(50)).toBe(50)
    expect(clampModalQuantity(99)).toBe(99)
    expect(clampModalQuantity(100)).toBe(99)
    expect(clampModalQuantity(3.7)).toBe(3)
    expect(clampModalQuantity(Number.NaN)).toBe(1)
    expect(clampModalQuantity(Number.POSITIVE_INFINITY)).toBe(1)
  })

  it("enables − above 1 and + below 99", () => {
    expect(canDecrease(1)).toBe(false)
    expect(canDecrease(2)).toBe(true)
    expect(canIncrease(98)).toBe(true)
    expect(canIncrease(99)).toBe(false)
  })
})
