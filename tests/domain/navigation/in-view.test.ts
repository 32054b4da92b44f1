import { describe, expect, it } from "vitest"
import { bringsTopIntoView, LEAST_VISIBLE_PX, shrinkLeavesBand } from "../../../domain/navigation/in-view"

const checkout = { route: "checkout", orderId: null }
const order = (id: number) => ({ route: "order", orderId: id })

describe("in view after every move: bringsTopIntoView", () => {
  it("given the checkout, when Place order moves to the order page, then the top comes into view", () => {
    expect(bringsTopIntoView(checkout, order(7001), false)).toBe(true)
  })

  it("given one order page, when another order's page is shown, then the top comes into view", () => {
    expect(bringsTopIntoView(order(7001), order(7002), false)).toBe(true)
  })

  it("given a screen, when the same screen is reported again, then nothing moves", () => {
    expect(bringsTopIntoView(order(7001), order(7001), false)).toBe(false)
    expect(bringsTopIntoView(checkout, { ...checkout }, false)).toBe(false)
  })

  it("given no screen yet, when the first screen opens, then the restaurant's page is not moved", () => {
    expect(bringsTopIntoView(null, { route: "menu", orderId: null }, false)).toBe(false)
  })

  it("given no screen yet, when the first screen is a payment's return to the order, then its top comes into view", () => {
    expect(bringsTopIntoView(null, order(7001), true)).toBe(true)
  })
})

describe("in view after a shrink: shrinkLeavesBand", () => {
  it("given the customer at the bottom of a 3,000 px checkout, when the widget shrinks to 900 px, then it left the band", () => {
    expect(shrinkLeavesBand({ top: 2200, height: 800 }, 900)).toBe(true)
  })

  it("given a band near the top, when the widget shrinks but still fills the band, then nothing moves", () => {
    expect(shrinkLeavesBand({ top: 100, height: 800 }, 1200)).toBe(false)
  })

  it(`given a band, when less than ${LEAST_VISIBLE_PX} px of the widget would stay on screen, then it left the band`, () => {
    expect(shrinkLeavesBand({ top: 1000, height: 800 }, 1000 + LEAST_VISIBLE_PX - 1)).toBe(true)
    expect(shrinkLeavesBand({ top: 1000, height: 800 }, 1000 + LEAST_VISIBLE_PX)).toBe(false)
  })

  it("given the customer scrolled past the widget (empty band), when it shrinks, then the page is not moved", () => {
    expect(shrinkLeavesBand({ top: 3000, height: 0 }, 900)).toBe(false)
  })
})
