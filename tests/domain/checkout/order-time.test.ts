import { describe, expect, it } from "vitest"
import {
  ESTIMATED_DELIVERY_MINUTES,
  ORDER_LATER_MINUTES,
  orderForLaterHours,
  orderTime,
} from "../../../domain/checkout/order-time"

describe("order for later", () => {
  it("given the current hour, then the hours run from it to 23", () => {
    expect(orderForLaterHours(14)).toEqual(["14", "15", "16", "17", "18", "19", "20", "21", "22", "23"])
    expect(orderForLaterHours(23)).toEqual(["23"])
    expect(orderForLaterHours(0)).toHaveLength(24)
    expect(orderForLaterHours(0)[0]).toBe("00")
  })

  it("brings an impossible hour into range", () => {
    expect(orderForLaterHours(30)).toEqual(["23"])
    expect(orderForLaterHours(-1)).toHaveLength(24)
    expect(orderForLaterHours(Number.NaN)).toHaveLength(24)
  })

  it("offers minutes 00 to 59", () => {
    expect(ORDER_LATER_MINUTES).toHaveLength(60)
    expect(ORDER_LATER_MINUTES[0]).toBe("00")
    expect(ORDER_LATER_MINUTES[9]).toBe("09")
    expect(ORDER_LATER_MINUTES[59]).toBe("59")
  })

  it("formats the order time as HH:MM", () => {
    expect(orderTime("9", "5")).toBe("09:05")
    expect(orderTime("18", "30")).toBe("18:30")
  })

  it("shows a fixed 45-minute delivery estimate", () => {
    expect(ESTIMATED_DELIVERY_MINUTES).toBe(45)
  })
})
