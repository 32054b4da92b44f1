import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Checkout, Orders, Wire } from "../../../domain"
import { aRestaurant } from "../widget/entities"
import { annasOrder } from "./seeded-orders"

/** Given a polled order, then what the order page shows of it in every status (issue 27). */

const order = (doc: Record<string, unknown>): Wire.Order =>
  Schema.decodeUnknownSync(Wire.Order)({
    id: 9,
    status: 2,
    type: 1,
    restaurant_id: 1,
    created_at: "2026-01-01T12:00:00.000Z",
    items: [{ quantity: 1, product: { id: 1002, name: "Margherita", variable_name: "32 cm" }, is_gift: 0, price: 40 }],
    ...doc,
  })

describe("the order's lines, as they were made", () => {
  it("given Anna's seeded order, then sizes, add-ons, exclusions, halves and combo contents are all there", () => {
    const lines = Orders.orderLines(annasOrder())
    expect(lines[0]).toMatchObject({
      name: "Margherita",
      size: "32 cm",
      quantity: 2,
      addons: ["Grube", "Pieczarki"],
      without: ["Świeża bazylia"],
      secondHalf: null,
      comboContents: [],
    })
    expect(lines[1]).toMatchObject({
      name: "Margherita / Diavola",
      size: "32 cm",
      addons: ["Cienkie"],
      secondHalf: { name: "Diavola", addons: ["Cienkie"] },
    })
    expect(lines[2]).toMatchObject({
      name: "Zestaw dla dwojga",
      size: null,
      comboContents: ["Pepperoni 32 cm", "Coca-Cola 0.5 l", "Tiramisu"],
    })
  })

  it("given add-ons sent as bare ids, then no nameless add-on is listed", () => {
    const bare = order({
      items: [{ quantity: 1, product: { name: "Margherita" }, is_gift: 0, price: 40, addons: [6001, 6030] }],
    })
    expect(Orders.orderLines(bare)[0]?.addons).toEqual([])
  })
})

describe("the receipt adds up to the server's total", () => {
  it("given items, a fee, a discount and points, then items + fee − discount − points = total", () => {
    const receipt = Orders.orderReceipt(
      order({
        price: 91.07,
        prices: { sub_total: 100, delivery: 5.99, discount: 10, point_amount: 4.92 },
        discount: 10,
      }),
    )
    expect(receipt).toEqual({ items: 10000, delivery: 599, discount: 1000, points: 492, total: 9107, addsUp: true })
  })

  it("given a receipt without its points line, then it does not add up (the issue's finished receipt)", () => {
    const withoutPoints = order({ price: 91.07, prices: { sub_total: 100, delivery: 5.99 }, discount: 10 })
    expect(Orders.orderReceipt(withoutPoints)).toMatchObject({ points: 0, total: 9107, addsUp: false })
  })

  it("given no sub_total, then the items are the sum of the lines (gifts free); pickup has no fee row", () => {
    const pickup = order({
      type: 3,
      items: [
        { quantity: 1, product: { name: "Margherita" }, is_gift: 0, price: 40 },
        { quantity: 1, product: { name: "Tiramisu" }, is_gift: 1, price: 0 },
      ],
      price: 36,
      prices: { delivery: 0 },
      discount: 4,
    })
    expect(Orders.orderReceipt(pickup)).toEqual({
      items: 4000,
      delivery: null,
      discount: 400,
      points: 0,
      total: 3600,
      addsUp: true,
    })
  })

  it("given Anna's seeded order, then its receipt adds up", () => {
    expect(Orders.orderReceipt(annasOrder()).addsUp).toBe(true)
  })
})

describe("where, how, whom to call and when", () => {
  it("given a delivery, then its address; given pickup, then the restaurant's (the order's, else the loaded one)", () => {
    const restaurant = aRestaurant()
    expect(Orders.orderDestination(order({ address: { string: "Nowy Świat 21" } }), restaurant)).toEqual({
      kind: "delivery",
      address: "Nowy Świat 21",
    })
    expect(Orders.orderDestination(order({ type: 3 }), restaurant)).toEqual({
      kind: "pickup",
      address: "Marszałkowska 84",
    })
    expect(
      Orders.orderDestination(
        order({ type: 3, restaurant: { name: "Bella", address: "ul. Marszałkowska 84/92" } }),
        restaurant,
      ),
    ).toEqual({ kind: "pickup", address: "ul. Marszałkowska 84/92" })
    // Another restaurant's order never borrows this one's address.
    expect(Orders.orderDestination(order({ type: 3, restaurant_id: 2 }), restaurant).address).toBeNull()
  })

  it("given the restaurant's phone, then a dialable number for tel:; none or gibberish gives null", () => {
    const withPhone = order({ restaurant: { name: "Bella", phone: "+48 22 123-45-67" } })
    expect(Orders.restaurantPhone(withPhone, null)).toBe("+48221234567")
    const restaurant = { ...aRestaurant(), feedback_phone: "22 111 22 33" }
    expect(Orders.restaurantPhone(order({}), restaurant)).toBe("221112233")
    expect(Orders.restaurantPhone(order({ restaurant_id: 2 }), restaurant)).toBeNull()
    expect(Orders.restaurantPhone(order({ restaurant: { name: "Bella", phone: "call us" } }), null)).toBeNull()
  })

  it("given an order for later, then its time; for as soon as possible, then none", () => {
    expect(Checkout.orderScheduledFor(order({ order_for_later: 1, order_time: "19:30" }))).toBe("19:30")
    expect(Checkout.orderScheduledFor(order({ order_for_later: 0, order_time: null }))).toBeNull()
    expect(Checkout.orderScheduledFor(order({ order_for_later: 1, order_time: "7:3" }))).toBeNull()
  })
})
