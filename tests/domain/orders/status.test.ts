import { describe, expect, it } from "vitest"
import {
  canGoToOrdersPage,
  clampOrdersPage,
  NO_ORDERS_YET,
  ORDER_PAGE_STATUS,
  ORDER_STATUS,
  ORDERS_EMPTY_HINT,
  orderLink,
  orderPageStatusLabel,
  orderPageView,
  ordersListStatusLabel,
  showEtaInList,
} from "../../../domain/orders/status"

describe("order status names", () => {
  it("names the six numbers the API sends, in order", () => {
    expect(ORDER_STATUS).toEqual({
      waiting: 1,
      cooking: 2,
      waitingForDriver: 3,
      inDelivery: 4,
      finished: 5,
      cancelled: 6,
    })
  })

  it("labels every named status on the order page", () => {
    expect(Object.values(ORDER_STATUS).map((s) => orderPageStatusLabel(s))).toEqual(Object.values(ORDER_PAGE_STATUS))
    expect(orderPageView(ORDER_STATUS.inDelivery)).toBe("none")
    expect(showEtaInList(ORDER_STATUS.finished)).toBe(false)
  })
})

describe("order status labels", () => {
  it("reads the order page labels, with Unknown for other values", () => {
    expect([1, 2, 3, 4, 5, 6, 0, 7, 2.5, -1].map((s) => orderPageStatusLabel(s).text)).toEqual([
      "waiting",
      "cooking",
      "waiting for driver",
      "in delivery",
      "finished",
      "cancelled",
      "Unknown",
      "Unknown",
      "Unknown",
      "Unknown",
    ])
  })

  it("reads the orders list labels, with 6 and every other value shown as Delivered", () => {
    expect([1, 2, 3, 4, 5, 6, 0, 99].map((s) => ordersListStatusLabel(s).text)).toEqual([
      "Pending",
      "Active Order",
      "Awaiting Driver",
      "Delivery",
      "Delivered",
      "Delivered",
      "Delivered",
      "Delivered",
    ])
  })

  it("gives every label its own translation key", () => {
    expect(orderPageStatusLabel(3).key).toBe("status-waiting-for-driver")
    expect(ordersListStatusLabel(3).key).toBe("status-awaiting-driver")
  })
})

describe("orderPageView", () => {
  it("shows preparing below 4, detail above 4 and nothing at exactly 4", () => {
    expect([1, 2, 3, 4, 5, 6].map(orderPageView)).toEqual([
      "preparing",
      "preparing",
      "preparing",
      "none",
      "detail",
      "detail",
    ])
  })
})

describe("orders list", () => {
  it("hides the ETA at status 5 only", () => {
    expect(showEtaInList(5)).toBe(false)
    expect([1, 2, 3, 4, 6].every(showEtaInList)).toBe(true)
  })

  it("keeps the page within 1..last_page", () => {
    expect(clampOrdersPage(0, 3)).toBe(1)
    expect(clampOrdersPage(2, 3)).toBe(2)
    expect(clampOrdersPage(4, 3)).toBe(3)
    expect(clampOrdersPage(2, 0)).toBe(1)
    expect(clampOrdersPage(Number.NaN, 3)).toBe(1)
    expect(canGoToOrdersPage(3, 3)).toBe(true)
    expect(canGoToOrdersPage(4, 3)).toBe(false)
    expect(canGoToOrdersPage(0, 3)).toBe(false)
  })

  it("links each entry to its order page", () => {
    expect(orderLink(55, 1)).toBe("/widget/order/55?restaurantId=1")
  })

  it("has the empty state texts", () => {
    expect(NO_ORDERS_YET).toEqual({ key: "no-orders-yet", text: "No Orders Yet" })
    expect(ORDERS_EMPTY_HINT).toEqual({
      key: "orders-empty-hint",
      text: "When you place orders, they will appear here.",
    })
  })
})
