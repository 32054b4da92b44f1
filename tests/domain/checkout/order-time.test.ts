import { describe, expect, it } from "vitest"
import {
  ESTIMATED_DELIVERY_MINUTES,
  isOfferedOrderTime,
  ORDER_LATER_MINUTES,
  orderForLaterHours,
  orderTime,
  parseOrderTime,
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

describe("parseOrderTime", () => {
  it("reads HH:MM as numbers", () => {
    expect(parseOrderTime("09:05")).toEqual({ hour: 9, minute: 5 })
    expect(parseOrderTime("00:00")).toEqual({ hour: 0, minute: 0 })
    expect(parseOrderTime("23:59")).toEqual({ hour: 23, minute: 59 })
  })

  it("refuses anything that is not two-digit HH:MM within a day", () => {
    for (const bad of ["24:00", "12:60", "9:05", "09:5", "0905", " 09:05", "09:05 ", "", null, undefined])
      expect(parseOrderTime(bad), String(bad)).toBeNull()
  })
})

describe("isOfferedOrderTime", () => {
  it("offers exactly the picker's hours, with every minute", () => {
    for (let current = 0; current < 24; current++) {
      const offered = new Set(orderForLaterHours(current))
      for (let hour = 0; hour < 24; hour++) {
        for (const minute of ["00", "30", "59"]) {
          const text = orderTime(String(hour), minute)
          expect(isOfferedOrderTime(current, text), `${current} ${text}`).toBe(offered.has(text.slice(0, 2)))
        }
      }
    }
  })

  it("refuses an earlier hour today instead of reading it as tomorrow", () => {
    expect(isOfferedOrderTime(14, "13:59")).toBe(false)
    expect(isOfferedOrderTime(14, "14:00")).toBe(true)
    expect(isOfferedOrderTime(23, "23:45")).toBe(true)
    expect(isOfferedOrderTime(23, "00:15")).toBe(false)
  })

  it("refuses a time the picker cannot produce", () => {
    expect(isOfferedOrderTime(10, "25:00")).toBe(false)
    expect(isOfferedOrderTime(10, "11:60")).toBe(false)
    expect(isOfferedOrderTime(10, null)).toBe(false)
  })
})
