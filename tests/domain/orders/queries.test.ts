import { describe, expect, it } from "vitest"
import {
  orderEtaMinutes,
  orderPage,
  orderPaymentLabel,
  orderPollDelay,
  orderProgress,
  orderProgressShare,
} from "../../../domain/orders"
import { DELAYS } from "../../../domain/widget/delays"
import { anOrder } from "../widget/entities"

/** Given a polled order, then what the order page shows (SPEC §2 Order page, §4 statuses). */

describe("order page", () => {
  it("below 4 is the preparing view, above 4 the detail view, and exactly 4 neither", () => {
    expect([1, 2, 3].map((s) => orderPage(anOrder(7, s)).view)).toEqual(["preparing", "preparing", "preparing"])
    expect(orderPage(anOrder(7, 4)).view).toBe("none")
    // …where its own 'on the way' view shows instead (issue 27), and only there.
    expect([1, 2, 3, 4, 5, 6].map((s) => orderPage(anOrder(7, s)).onTheWay)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
    ])
    expect([5, 6].map((s) => orderPage(anOrder(7, s)).view)).toEqual(["detail", "detail"])
  })

  it("labels statuses by the order page's reading, Unknown otherwise", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((s) => orderPage(anOrder(7, s)).label.text)).toEqual([
      "waiting",
      "cooking",
      "waiting for driver",
      "in delivery",
      "finished",
      "cancelled",
      "Unknown",
    ])
  })

  it("progress marks earlier steps done and the status current; pickup has no driver steps", () => {
    const steps = orderProgress({ status: 2, type: 1 })
    expect(steps.map((s) => s.state)).toEqual(["done", "current", "todo", "todo", "todo"])
    expect(orderProgress({ status: 2, type: 3 }).map((s) => s.label.text)).toEqual(["waiting", "cooking", "finished"])
    expect(orderProgressShare({ status: 1, type: 1 })).toBeCloseTo(0.2)
    expect(orderProgressShare({ status: 2, type: 3 })).toBeCloseTo(2 / 3)
  })

  it("ETA: the server's eta, else eta_at from now, else the restaurant's estimate", () => {
    const order = anOrder(7, 1)
    expect(orderEtaMinutes(order, 0)).toBe(45)
    const at = Date.parse("2026-01-01T12:00:00Z")
    expect(orderEtaMinutes({ ...order, eta: null, eta_at: "2026-01-01T12:20:00Z" }, at)).toBe(20)
    expect(orderEtaMinutes({ ...order, eta: null, eta_at: null, est_delivery: null }, at)).toBe(45)
    expect(orderEtaMinutes({ ...order, eta: -3 }, at)).toBe(0)
  })

  it("names the payment method, and nothing for one it does not know", () => {
    expect(orderPaymentLabel("cash_method")?.text).toBe("Cash")
    expect(orderPaymentLabel("bitcoin")).toBeNull()
  })

  it("polls every 10 s, backing off after failures up to a minute", () => {
    expect(orderPollDelay(0)).toBe(DELAYS.orderPollMs)
    expect([1, 2, 3, 9].map(orderPollDelay)).toEqual([20_000, 40_000, 60_000, 60_000])
  })
})
