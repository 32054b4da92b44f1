import { describe, expect, it } from "vitest"
import { Address, Orders } from "../../domain"
import { kitchenStart, kitchenStartOfStored } from "../../sandbox/orders/schedule"
import { finishedAt, orderStatus } from "../../sandbox/orders/status-clock"

const { waiting, cooking, waitingForDriver, inDelivery, finished, cancelled } = Orders.ORDER_STATUS
const STEP = 1_000
const started = Date.UTC(2026, 5, 1, 12, 0, 0)

describe("status clock", () => {
  const walk = (type: number) =>
    [0, 1, 2, 3, 4, 5].map((n) =>
      orderStatus({ type, payment_state: "confirmed", started_at: started }, started + n * STEP, STEP),
    )

  it("walks a delivery through every named status, one step at a time", () => {
    expect(walk(Address.ORDER_TYPE.delivery)).toEqual([
      waiting,
      cooking,
      waitingForDriver,
      inDelivery,
      finished,
      finished,
    ])
    expect(
      finishedAt({ type: Address.ORDER_TYPE.delivery, payment_state: "confirmed", started_at: started }, STEP),
    ).toBe(started + 4 * STEP)
  })

  it("skips the driver's statuses for pickup", () => {
    expect(walk(Address.ORDER_TYPE.pickup)).toEqual([waiting, cooking, finished, finished, finished, finished])
    expect(finishedAt({ type: Address.ORDER_TYPE.pickup, payment_state: "confirmed", started_at: started }, STEP)).toBe(
      started + 2 * STEP,
    )
  })

  it("holds unpaid orders at waiting and shows cancelled ones as cancelled", () => {
    const later = started + 10 * STEP
    expect(orderStatus({ type: 1, payment_state: "awaiting_payment", started_at: null }, later, STEP)).toBe(waiting)
    expect(orderStatus({ type: 1, payment_state: "cancelled", started_at: started }, later, STEP)).toBe(cancelled)
    expect(finishedAt({ type: 1, payment_state: "awaiting_3ds", started_at: null }, STEP)).toBeNull()
  })
})

describe("kitchen start of an order for later", () => {
  const now = new Date(2026, 5, 1, 14, 30, 0, 0).getTime()
  const at = (hour: number, minute: number, from = now) => {
    const d = new Date(from)
    d.setHours(hour, minute, 0, 0)
    return d.getTime()
  }

  it("starts now unless the order is for later with a valid time", () => {
    expect(kitchenStart(now, false, "18:00")).toBe(now)
    expect(kitchenStart(now, true, null)).toBe(now)
    expect(kitchenStart(now, true, "25:00")).toBe(now)
  })

  it("starts at the chosen time today", () => {
    expect(kitchenStart(now, true, "18:15")).toBe(at(18, 15))
  })

  it("starts a time already past at once instead of tomorrow", () => {
    expect(kitchenStart(now, true, "14:10")).toBe(now)
    expect(kitchenStart(now, true, "09:00")).toBe(now)
  })

  it("reads a settled order's time on the day it was placed", () => {
    const doc = JSON.stringify({ order_for_later: 1, order_time: "20:00" })
    // Paid (payu, 3-D Secure) before the time: the kitchen waits for it.
    expect(kitchenStartOfStored(now, { doc, created_at: now - 60_000 })).toBe(at(20, 0))
    // Paid the next morning: the time has passed, so it starts at once rather than that evening.
    const nextMorning = now + 18 * 60 * 60_000
    expect(kitchenStartOfStored(nextMorning, { doc, created_at: now })).toBe(nextMorning)
    expect(kitchenStartOfStored(now, { doc: JSON.stringify({ order_for_later: 0 }), created_at: now })).toBe(now)
  })
})
