import { describe, expect, it } from "vitest"
import { applied, given } from "../../support/given"
import { anOrder, event } from "../widget/entities"

/** Issue 26: the order page's polling and the 'Order again' dialog are folds of the orders feature's events. */

const watching = given(event("OrderWatchStarted", { orderId: 7001, hidden: false }))

describe("the order page's polling", () => {
  it("given the page watches an order, when polls fail, then the failures count (the reconnecting hint)", () => {
    const state = applied(watching, [
      event("OrderPollFailed", { orderId: 7001 }),
      event("OrderPollFailed", { orderId: 7001 }),
    ])
    expect(state.orderPoll).toEqual({ orderId: 7001, failures: 2, notFound: false, paused: false })
  })

  it("given failed polls, when the watched order answers, then the failures are over and the order shows", () => {
    const failing = applied(watching, [event("OrderPollFailed", { orderId: 7001 })])
    const state = applied(failing, [event("OrderPolled", { order: anOrder(7001, 2) })])
    expect(state.orderPoll.failures).toBe(0)
    expect(state.order?.id).toBe(7001)
  })

  it("given the page watches an order, when another order's answer or failure arrives, then its polling is unchanged", () => {
    const state = applied(watching, [
      event("OrderPollFailed", { orderId: 7001 }),
      event("OrderPolled", { order: anOrder(7002, 2) }),
      event("OrderPollFailed", { orderId: 7002 }),
      event("OrderNotFound", { orderId: 7002 }),
    ])
    expect(state.orderPoll).toEqual({ orderId: 7001, failures: 1, notFound: false, paused: false })
  })

  it("given the page watches an order, when the API does not know it, then the page says not found", () => {
    expect(applied(watching, [event("OrderNotFound", { orderId: 7001 })]).orderPoll.notFound).toBe(true)
  })

  it("given a hidden page, when it is shown, then polling is no longer paused; hiding twice changes nothing", () => {
    const hidden = given(event("OrderWatchStarted", { orderId: 7001, hidden: true }))
    expect(hidden.orderPoll.paused).toBe(true)
    expect(applied(hidden, [event("OrderPageVisibilityChanged", { hidden: true })])).toBe(hidden)
    expect(applied(hidden, [event("OrderPageVisibilityChanged", { hidden: false })]).orderPoll.paused).toBe(false)
  })

  it("given no order is watched, when the page's visibility changes, then nothing changes", () => {
    const state = given()
    expect(applied(state, [event("OrderPageVisibilityChanged", { hidden: true })])).toBe(state)
  })

  it("given failures, when the page is left and watches again, then it starts clean", () => {
    const failing = applied(watching, [event("OrderPollFailed", { orderId: 7001 })])
    const left = applied(failing, [event("OrderWatchStopped", {})])
    expect(left.orderPoll).toEqual(given().orderPoll)
    expect(applied(left, [event("OrderWatchStopped", {})])).toBe(left)
    const again = applied(failing, [event("OrderWatchStarted", { orderId: 7001, hidden: false })])
    expect(again.orderPoll.failures).toBe(0)
  })
})

describe("the 'Order again' dialog", () => {
  const held = given(event("OrderPolled", { order: anOrder(7001, 5) }))

  it("given an order held, when its review opens, then the dialog reviews it", () => {
    const state = applied(held, [event("ReorderReviewOpened", { orderId: 7001 })])
    expect(state.reorder).toEqual({ phase: "review", orderId: 7001, added: [], notAdded: [] })
  })

  it("given My Orders holds the order, when its review opens, then the dialog reviews it", () => {
    const listed = given(event("OrdersPageLoaded", { page: 1, lastPage: 1, orders: [anOrder(7002, 5)] }))
    expect(applied(listed, [event("ReorderReviewOpened", { orderId: 7002 })]).reorder?.orderId).toBe(7002)
  })

  it("given no such order is held, when a review opens, then nothing changes", () => {
    expect(applied(held, [event("ReorderReviewOpened", { orderId: 7002 })])).toBe(held)
  })

  it("given lines being added, when another review opens, then the adding goes on", () => {
    const adding = applied(held, [event("ReorderLinesAdding", { orderId: 7001, added: [0] })])
    expect(applied(adding, [event("ReorderReviewOpened", { orderId: 7001 })])).toBe(adding)
  })

  it("given lines being added, when an add fails, then the dialog says what went in and what did not", () => {
    const state = applied(held, [
      event("ReorderReviewOpened", { orderId: 7001 }),
      event("ReorderLinesAdding", { orderId: 7001, added: [] }),
      event("ReorderLinesAdding", { orderId: 7001, added: [0] }),
      event("ReorderLinesNotAdded", { orderId: 7001, added: [0], notAdded: [1, 2] }),
    ])
    expect(state.reorder).toEqual({ phase: "failed", orderId: 7001, added: [0], notAdded: [1, 2] })
  })

  it("given the dialog open, when it closes, then it is closed; closing again changes nothing", () => {
    const closed = applied(held, [event("ReorderReviewOpened", { orderId: 7001 }), event("ReorderDialogClosed", {})])
    expect(closed.reorder).toBeNull()
    expect(applied(closed, [event("ReorderDialogClosed", {})])).toBe(closed)
  })
})
