import { readFileSync } from "node:fs"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  DELIVERY_FEE,
  DELIVERY_FEE_FROM,
  DELIVERY_TIME,
  deliveryTerms,
  FREE_DELIVERY_FROM,
} from "../../../domain/address/delivery-terms"
import {
  formBackTarget,
  LOCATION_DENIED,
  LOCATION_UNAVAILABLE,
  locationFailure,
} from "../../../domain/address/form-steps"
import { grosze } from "../../../domain/money/money"
import { Restaurant } from "../../../domain/wire/restaurant"
import { anAddress } from "../widget/entities"

const fixture = (id: number) =>
  Schema.decodeUnknownSync(Restaurant)(JSON.parse(readFileSync(`fixtures/restaurants/${id}/restaurant.json`, "utf8")))

describe("costs up front: the delivery terms the restaurant answer carries", () => {
  it("given zones (5.99 within 3 km, 7.99 beyond), the cheapest fee is named with 'from', then the threshold and time", () => {
    expect(deliveryTerms(fixture(1))).toEqual([
      { kind: "fee", text: DELIVERY_FEE_FROM, amount: grosze(599) },
      { kind: "freeFrom", text: FREE_DELIVERY_FROM, amount: grosze(8000) },
      { kind: "time", text: DELIVERY_TIME, minutes: 45 },
    ])
  })

  it("given one flat fee, the fee is named without 'from'", () => {
    expect(deliveryTerms(fixture(2))[0]).toEqual({ kind: "fee", text: DELIVERY_FEE, amount: grosze(599) })
  })

  it("given a restaurant answer without the delivery keys (an older API), nothing is invented", () => {
    const bare = Schema.decodeUnknownSync(Restaurant)({ id: 9, name: "X", address: "Y" })
    expect(deliveryTerms(bare)).toEqual([])
    expect(deliveryTerms(null)).toEqual([])
  })

  it("a threshold of 0 means every delivery is free: the fee shows as 0 and no threshold is named", () => {
    const free = Schema.decodeUnknownSync(Restaurant)({
      id: 9,
      name: "X",
      address: "Y",
      delivery_fee: "7.99",
      free_delivery_from: 0,
      est_delivery: "0",
    })
    expect(deliveryTerms(free)).toEqual([{ kind: "fee", text: DELIVERY_FEE, amount: grosze(0) }])
  })

  it("the wire schema reads the fee and threshold as grosze from the API's loose numbers", () => {
    const r = Schema.decodeUnknownSync(Restaurant)({ id: 9, name: "X", address: "Y", delivery_fee: "5,50" })
    expect(r.delivery_fee).toBe(550)
    expect(r.free_delivery_from).toBeNull()
  })
})

describe("the address form without dead ends", () => {
  it("given an item waiting for the address, 'Go Back' closes the form (back to the product modal)", () => {
    const pendingItem = {
      _tag: "Item" as const,
      item: { product_id: 1002, addons: [], quantity: 1, exclude_ingredients: [], special: null },
    }
    expect(formBackTarget({ pendingItem, addresses: [anAddress(1)] })).toBe("close")
  })

  it("given no saved address, 'Go Back' closes too (the list would be empty)", () => {
    expect(formBackTarget({ pendingItem: null, addresses: [] })).toBe("close")
  })

  it("given saved addresses and nothing waiting, 'Go Back' shows the list", () => {
    expect(formBackTarget({ pendingItem: null, addresses: [anAddress(1)] })).toBe("list")
  })

  it("a refused location is named as such; anything else says the location could not be found", () => {
    expect(locationFailure("denied")).toBe(LOCATION_DENIED)
    expect(locationFailure("unavailable")).toBe(LOCATION_UNAVAILABLE)
    expect(LOCATION_DENIED.text).toMatch(/blocked/)
  })
})
