import { describe, expect, it } from "vitest"
import type { WidgetEvent } from "../../../domain/widget/event"
import { reduce } from "../../../domain/widget/evolve"
import {
  initialMilestoneTracker,
  type Milestone,
  type MilestoneTracker,
  paymentReturnTracker,
  trackMilestone,
} from "../../../domain/widget/milestones"
import { initialState } from "../../../domain/widget/state"
import { aCart, anOrder, event } from "./entities"

/** The model's dispatch from a given tracker: every milestone the events produce. */
const run = (tracker: MilestoneTracker, events: ReadonlyArray<WidgetEvent>) => {
  let state = initialState
  let current = tracker
  const milestones: Milestone[] = []
  for (const e of events) {
    const after = reduce(state, e)
    const out = trackMilestone(current, state, after, e)
    current = out.tracker
    if (out.milestone) milestones.push(out.milestone)
    state = after
  }
  return milestones
}

describe("order-placed after a payment provider's return", () => {
  it("given the widget opened on order 7001 by a payment return, when the order is first read, then order-placed goes once with its total", () => {
    const polls = [event("OrderPolled", { order: anOrder(7001) }), event("OrderPolled", { order: anOrder(7001, 2) })]
    expect(run(paymentReturnTracker(7001), polls)).toEqual([
      { name: "order-placed", detail: { orderId: 7001, total: 45.89, currency: "PLN" } },
    ])
  })

  it("given a payment the customer cancelled, when its cancelled order is read, then nothing is reported, not even later", () => {
    const polls = [event("OrderPolled", { order: anOrder(7001, 6) }), event("OrderPolled", { order: anOrder(7001, 1) })]
    expect(run(paymentReturnTracker(7001), polls)).toEqual([])
  })

  it("given no payment return, or another order read, then an order page's polls report nothing", () => {
    expect(run(initialMilestoneTracker, [event("OrderPolled", { order: anOrder(7001) })])).toEqual([])
    expect(run(paymentReturnTracker(7001), [event("OrderPolled", { order: anOrder(7002) })])).toEqual([])
  })

  it("given a payment return pending, when an add fails or succeeds meanwhile, then the return is still reported", () => {
    const milestones = run(paymentReturnTracker(7001), [
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
    ])
    expect(milestones.map((m) => m.name)).toEqual(["item-added", "order-placed"])
  })
})
