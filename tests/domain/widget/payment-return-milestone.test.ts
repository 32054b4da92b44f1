import { describe, expect, it } from "vitest"
import {
  initialMilestoneTracker,
  paymentReturnTracker,
  REPORTED_ORDERS_KEPT,
  recordOrderReported,
} from "../../../domain/widget/milestones"
import { milestonesOf } from "../../support/milestones"
import { aCart, anOrder, event } from "./entities"

describe("order-placed after a payment provider's return", () => {
  it("given the widget opened on order 7001 by a payment return, when the order is first read, then order-placed goes once with its total", () => {
    const polls = [event("OrderPolled", { order: anOrder(7001) }), event("OrderPolled", { order: anOrder(7001, 2) })]
    expect(milestonesOf(polls, paymentReturnTracker(7001))).toEqual([
      { name: "order-placed", detail: { orderId: 7001, total: 45.89, currency: "PLN" } },
    ])
  })

  it("given a payment the customer cancelled, when its cancelled order is read, then nothing is reported, not even later", () => {
    const polls = [event("OrderPolled", { order: anOrder(7001, 6) }), event("OrderPolled", { order: anOrder(7001, 1) })]
    expect(milestonesOf(polls, paymentReturnTracker(7001))).toEqual([])
  })

  it("given no payment return, or another order read, then an order page's polls report nothing", () => {
    expect(milestonesOf([event("OrderPolled", { order: anOrder(7001) })], initialMilestoneTracker)).toEqual([])
    expect(milestonesOf([event("OrderPolled", { order: anOrder(7002) })], paymentReturnTracker(7001))).toEqual([])
  })

  it("given a payment return pending, when an add fails or succeeds meanwhile, then the return is still reported", () => {
    const milestones = milestonesOf(
      [
        event("ItemAddRequested", {
          item: { product_id: 1002, addons: [], quantity: 1, exclude_ingredients: [] },
          pendingAddress: false,
        }),
        event("ItemAddFailed", { message: "x" }),
        event("ItemAddRequested", {
          item: { product_id: 1002, addons: [], quantity: 1, exclude_ingredients: [] },
          pendingAddress: false,
        }),
        event("CartStored", { cart: aCart() }),
        event("OrderPolled", { order: anOrder(7001) }),
      ],
      paymentReturnTracker(7001),
    )
    expect(milestones.map((m) => m.name)).toEqual(["item-added", "order-placed"])
  })
})

describe("order-placed only for a placed order, once per order (issue 29)", () => {
  const awaiting = (id: number) => ({ ...anOrder(id), payment_state: "awaiting_payment" })
  const paid = (id: number) => ({ ...anOrder(id), payment_state: "confirmed" })

  it("given a return to an order still awaiting its payment, then nothing until a later read finds it paid", () => {
    const polls = [
      event("OrderPolled", { order: awaiting(7001) }),
      event("OrderPolled", { order: awaiting(7001) }),
      event("OrderPolled", { order: paid(7001) }),
      event("OrderPolled", { order: paid(7001) }),
    ]
    expect(milestonesOf(polls, paymentReturnTracker(7001))).toEqual([
      { name: "order-placed", detail: { orderId: 7001, total: 45.89, currency: "PLN" } },
    ])
  })

  it("given a checkout answer carrying an order that awaits its payment, then it is not reported as placed", () => {
    expect(milestonesOf([event("CheckoutSucceeded", { order: awaiting(7002) })], initialMilestoneTracker)).toEqual([])
    expect(milestonesOf([event("CheckoutSucceeded", { order: paid(7002) })], initialMilestoneTracker)).toHaveLength(1)
  })

  it("given an order already reported (this page or an earlier one), then it is not reported again", () => {
    const once = recordOrderReported([], 7001)
    expect(once).toEqual([7001])
    expect(recordOrderReported(once ?? [], 7001)).toBeNull()
    expect(recordOrderReported(once ?? [], 7002)).toEqual([7001, 7002])
    const many = Array.from({ length: REPORTED_ORDERS_KEPT }, (_, i) => i + 1)
    expect(recordOrderReported(many, 999)).toHaveLength(REPORTED_ORDERS_KEPT)
  })
})
