import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Address } from "../../../domain/wire/address"
import { Order } from "../../../domain/wire/order"
import { Profile } from "../../../domain/wire/profile"
import { milestonesOf } from "../../support/milestones"
import { aCart, anOrder, event } from "./entities"

const margherita = { product_id: 1002, addons: [], quantity: 2, exclude_ingredients: [] }
const combo = { combo_id: 901, quantity: 1, groups: [{ group_id: 9101, option_id: 9201, product_id: 1002, extra: 0 }] }

describe("trackMilestone", () => {
  it("given an add asked for, when the server's cart ends it, then item-added carries the product id and quantity", () => {
    const milestones = milestonesOf([
      event("ItemAddRequested", { item: margherita, pendingAddress: false }),
      event("CartStored", { cart: aCart() }),
    ])
    expect(milestones).toEqual([{ name: "item-added", detail: { kind: "product", id: 1002, quantity: 2 } }])
  })

  it("given a combo add, when its cart arrives, then item-added says combo with the combo id", () => {
    const milestones = milestonesOf([
      event("ComboAddRequested", { selection: combo, pendingAddress: false }),
      event("CartStored", { cart: aCart() }),
    ])
    expect(milestones).toEqual([{ name: "item-added", detail: { kind: "combo", id: 901, quantity: 1 } }])
  })

  it("given an add that failed or only waits for an address, when a cart is stored later, then nothing was added", () => {
    expect(
      milestonesOf([
        event("ItemAddRequested", { item: margherita, pendingAddress: false }),
        event("ItemAddFailed", { message: "Failed to add to cart" }),
        event("CartStored", { cart: aCart() }),
      ]),
    ).toEqual([])
    expect(
      milestonesOf([
        event("ItemAddRequested", { item: margherita, pendingAddress: true }),
        event("CartStored", { cart: aCart() }),
      ]),
    ).toEqual([])
  })

  it("given a plain cart reload, when it is stored, then it is no item-added", () => {
    expect(milestonesOf([event("CartFetchStarted", {}), event("CartStored", { cart: aCart() })])).toEqual([])
  })

  it("given the menu with a cart, when the route enters the cart and then the checkout, then cart-viewed and checkout-started carry the total in złoty", () => {
    const milestones = milestonesOf([
      event("CartStored", { cart: aCart() }),
      event("RouteChanged", { route: "cart", orderId: null }),
      event("RouteChanged", { route: "cart", orderId: null }),
      event("RouteChanged", { route: "checkout", orderId: null }),
    ])
    expect(milestones).toEqual([
      { name: "cart-viewed", detail: { total: 45.89, currency: "PLN" } },
      { name: "checkout-started", detail: { total: 45.89, currency: "PLN" } },
    ])
  })

  it("given no cart held, when the cart is viewed, then the total is null", () => {
    expect(milestonesOf([event("RouteChanged", { route: "cart", orderId: null })])).toEqual([
      { name: "cart-viewed", detail: { total: null, currency: "PLN" } },
    ])
  })

  it("given a checkout, when it succeeds, then order-placed carries the order id, total in złoty and PLN", () => {
    expect(milestonesOf([event("CheckoutSucceeded", { order: anOrder(7001) })])).toEqual([
      { name: "order-placed", detail: { orderId: 7001, total: 45.89, currency: "PLN" } },
    ])
  })

  it("given a checkout the server placed without returning the order, when it navigates, then order-placed carries the id and the cart's total", () => {
    expect(
      milestonesOf([event("CartStored", { cart: aCart() }), event("CheckoutNavigated", { orderId: 7003 })]).at(-1),
    ).toEqual({ name: "order-placed", detail: { orderId: 7003, total: 45.89, currency: "PLN" } })
  })

  it("given personal values planted in the state and the events, when every milestone is produced, then none of them appears in any milestone", () => {
    const planted = {
      name: "Zofia Planted-Nazwisko",
      phone: "+48999888777",
      email: "zofia.planted@example.org",
      address: "ul. Sekretna 13/7, 00-999 Warszawa",
      notes: "domofon 13 sekret",
      token: "tok_planted_secret_123",
      nip: "5213999888",
    }
    const profile = Schema.decodeUnknownSync(Profile)({
      name: planted.name,
      email: planted.email,
      phone: planted.phone,
      points: 10,
    })
    const address = Schema.decodeUnknownSync(Address)({
      id: 11,
      string: planted.address,
      latitude: "52.2",
      longitude: "21.0",
      address_line_2: planted.notes,
      is_active: 1,
    })
    const cart = { ...aCart(), address: { id: 11, string: planted.address } }
    const order = Schema.decodeUnknownSync(Order)({
      id: 7002,
      status: 1,
      restaurant_id: 1,
      items: [{ quantity: 1, product: { id: 1002, name: "Margherita" }, is_gift: 0, price: "37.90" }],
      price: "45.89",
      notes: `${planted.notes} NIP ${planted.nip} ${planted.phone} ${planted.email} ${planted.name}`,
      address: { string: planted.address },
      created_at: "2025-03-14T18:06:00+01:00",
    })
    const milestones = milestonesOf([
      event("LoggedIn", { token: planted.token }),
      event("ProfileLoaded", { profile }),
      event("AddressSaved", { address, edited: false }),
      event("ItemAddRequested", { item: margherita, pendingAddress: false }),
      event("CartStored", { cart }),
      event("ComboAddRequested", { selection: combo, pendingAddress: false }),
      event("CartStored", { cart }),
      event("RouteChanged", { route: "cart", orderId: null }),
      event("RouteChanged", { route: "checkout", orderId: null }),
      event("CheckoutFailed", { message: `${planted.phone} ${planted.nip}` }),
      event("CheckoutSucceeded", { order }),
    ])
    expect(milestones.map((m) => m.name)).toEqual([
      "item-added",
      "item-added",
      "cart-viewed",
      "checkout-started",
      "order-placed",
    ])
    const json = JSON.stringify(milestones)
    for (const value of Object.values(planted)) expect(json).not.toContain(value)
    for (const fragment of ["Planted", "Sekretna", "sekret", "tok_", "999888"]) expect(json).not.toContain(fragment)
  })
})
