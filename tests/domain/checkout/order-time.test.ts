import { describe, expect, it } from "vitest"
import {
  ESTIMATED_DELIVERY_MINUTES,
  isOfferedOrderTime,
  ORDER_LATER_MINUTES,
  orderLaterChoices,
} from "../../../domain/checkout/order-time"
import { type ClockTime, orderTime, parseOrderTime } from "../../../domain/checkout/order-time-format"

/** The picker's enabled minutes for the kept hour. */
const enabled = (now: ClockTime, chosen: { hour: string; minute: string }) =>
  orderLaterChoices(now, chosen)
    .minutes.filter((m) => !m.disabled)
    .map((m) => m.value)

describe("order for later: only times not yet past (issue 27, SPEC §5)", () => {
  it("given 18:23, when the picker opens, then hours run 18..23 and 18's minutes before 23 are disabled", () => {
    const at1823 = orderLaterChoices({ hour: 18, minute: 23 }, { hour: "18", minute: "23" })
    expect(at1823.hours).toEqual(["18", "19", "20", "21", "22", "23"])
    expect(at1823.minutes).toHaveLength(60)
    expect(at1823.minutes.filter((m) => m.disabled).map((m) => m.value)).toEqual(ORDER_LATER_MINUTES.slice(0, 23))
    expect(enabled({ hour: 18, minute: 23 }, { hour: "18", minute: "23" })[0]).toBe("23")
  })

  it("given 18:23 and a later hour chosen, then every minute of that hour is offered", () => {
    expect(enabled({ hour: 18, minute: 23 }, { hour: "19", minute: "05" })).toEqual(ORDER_LATER_MINUTES)
    expect(orderLaterChoices({ hour: 18, minute: 23 }, { hour: "19", minute: "05" })).toMatchObject({
      hour: "19",
      minute: "05",
    })
  })

  it("given 18:23, when 18:05 (the issue's case) or an earlier hour is chosen, then the choice moves to 18:23", () => {
    for (const chosen of [
      { hour: "18", minute: "05" },
      { hour: "17", minute: "45" },
      { hour: "00", minute: "00" },
    ])
      expect(orderLaterChoices({ hour: 18, minute: 23 }, chosen), JSON.stringify(chosen)).toMatchObject({
        hour: "18",
        minute: "23",
      })
  })

  it("given 23:5x, then only 23 is offered with its remaining minutes, and 23:59 always stays", () => {
    const at2357 = orderLaterChoices({ hour: 23, minute: 57 }, { hour: "23", minute: "00" })
    expect(at2357.hours).toEqual(["23"])
    expect(at2357).toMatchObject({ hour: "23", minute: "57" })
    expect(enabled({ hour: 23, minute: 57 }, { hour: "23", minute: "58" })).toEqual(["57", "58", "59"])
    expect(enabled({ hour: 23, minute: 59 }, { hour: "23", minute: "59" })).toEqual(["59"])
    expect(orderLaterChoices({ hour: 23, minute: 59 }, { hour: "23", minute: "30" })).toMatchObject({
      hours: ["23"],
      hour: "23",
      minute: "59",
    })
  })

  it("given midnight, then the whole day is offered", () => {
    const day = orderLaterChoices({ hour: 0, minute: 0 }, { hour: "00", minute: "00" })
    expect(day.hours).toHaveLength(24)
    expect(day.minutes.every((m) => !m.disabled)).toBe(true)
  })

  it("brings an impossible clock into the day and keeps a choice it cannot read at the clock", () => {
    expect(orderLaterChoices({ hour: 30, minute: 99 }, { hour: "x", minute: "" })).toMatchObject({
      hours: ["23"],
      hour: "23",
      minute: "59",
    })
    expect(orderLaterChoices({ hour: Number.NaN, minute: -4 }, { hour: "25", minute: "00" }).hours).toHaveLength(24)
  })

  it("every time the picker enables is offered, every one it disables is refused (same rule)", () => {
    for (const now of [
      { hour: 0, minute: 0 },
      { hour: 18, minute: 23 },
      { hour: 23, minute: 58 },
    ])
      for (const hour of orderLaterChoices(now, { hour: "", minute: "" }).hours)
        for (const m of orderLaterChoices(now, { hour, minute: "59" }).minutes)
          expect(isOfferedOrderTime(now, orderTime(hour, m.value)), `${JSON.stringify(now)} ${hour}:${m.value}`).toBe(
            !m.disabled,
          )
  })

  it("formats the order time as HH:MM, and shows a fixed 45-minute delivery estimate", () => {
    expect(orderTime("9", "5")).toBe("09:05")
    expect(orderTime("18", "30")).toBe("18:30")
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

describe("isOfferedOrderTime (the server's check, with its own clock)", () => {
  it("given 18:23, then 18:23 and later today are offered, 18:22 and earlier are not", () => {
    const now = { hour: 18, minute: 23 }
    expect(isOfferedOrderTime(now, "18:22")).toBe(false)
    expect(isOfferedOrderTime(now, "18:05")).toBe(false)
    expect(isOfferedOrderTime(now, "18:23")).toBe(true)
    expect(isOfferedOrderTime(now, "18:24")).toBe(true)
    expect(isOfferedOrderTime(now, "23:59")).toBe(true)
  })

  it("refuses an earlier time today instead of reading it as tomorrow", () => {
    expect(isOfferedOrderTime({ hour: 23, minute: 50 }, "00:15")).toBe(false)
    expect(isOfferedOrderTime({ hour: 23, minute: 59 }, "23:58")).toBe(false)
    expect(isOfferedOrderTime({ hour: 23, minute: 59 }, "23:59")).toBe(true)
  })

  it("refuses a time the picker cannot produce", () => {
    expect(isOfferedOrderTime({ hour: 10, minute: 0 }, "25:00")).toBe(false)
    expect(isOfferedOrderTime({ hour: 10, minute: 0 }, "11:60")).toBe(false)
    expect(isOfferedOrderTime({ hour: 10, minute: 0 }, null)).toBe(false)
  })
})
