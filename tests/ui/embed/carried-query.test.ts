import { describe, expect, it } from "vitest"
import { carriedQuery, parseLocation, routeHref } from "../../../ui/model/route"

/**
 * What embed.js put in the widget's address survives moving between screens (a reload or an opened
 * link keeps the language, start tab and the page a payment returns to); `from=payment` belongs only
 * to the order page embed.js opened.
 */
const EMBEDDED = "?restaurantId=1&lang=en&start=Pizza&host=http%3A%2F%2F127.0.0.1%3A5174%2F&from=payment"

describe("in-widget addresses when embedded", () => {
  it("keep lang, start and host, and drop from=payment", () => {
    expect(carriedQuery(EMBEDDED)).toBe("&lang=en&start=Pizza&host=http%3A%2F%2F127.0.0.1%3A5174%2F")
    expect(routeHref({ name: "cart", orderId: null }, 1, EMBEDDED)).toBe(
      "/widget/cart?restaurantId=1&lang=en&start=Pizza&host=http%3A%2F%2F127.0.0.1%3A5174%2F",
    )
    expect(routeHref({ name: "order", orderId: 9 }, 1, "?restaurantId=1&lang=pl")).toBe(
      "/widget/order/9?restaurantId=1&lang=pl",
    )
  })

  it("unframed or without choices: the plain route", () => {
    expect(routeHref({ name: "menu", orderId: null }, 2, "?restaurantId=2")).toBe("/widget/?restaurantId=2")
    expect(routeHref({ name: "checkout", orderId: null }, 2, "")).toBe("/widget/checkout?restaurantId=2")
  })

  it("reads from=payment on an order page only", () => {
    expect(parseLocation("/widget/order/9", EMBEDDED).fromPayment).toBe(true)
    expect(parseLocation("/widget/order/9", "?restaurantId=1").fromPayment).toBe(false)
    expect(parseLocation("/widget/cart", EMBEDDED).fromPayment).toBe(false)
  })
})
