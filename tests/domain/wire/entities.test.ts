import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Address, Business, Place } from "../../../domain/wire/address"
import { Cart } from "../../../domain/wire/cart"
import { Combo, ComboGroup } from "../../../domain/wire/combo"
import { OrdersPage } from "../../../domain/wire/order"
import { Product } from "../../../domain/wire/product"
import { AddressBody, CheckoutBody } from "../../../domain/wire/requests"
import {
  AddressSavedResponse,
  CheckoutResponse,
  RecommendedProductsResponse,
  SettingsResponse,
} from "../../../domain/wire/responses"
import { AppConfig } from "../../../domain/wire/restaurant"
import { restaurantJson } from "../../support/fixtures"

/**
 * The decoding rules issue 2 names one by one (SPEC §3): what each wire spelling decodes to. The
 * no-throw and path-naming properties over random input live in decoders.prop.test.ts.
 */

const decode = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, input: unknown): S["Type"] => {
  const r = Schema.decodeUnknownResult(schema)(input)
  if (Result.isFailure(r)) throw new Error(r.failure.message)
  return r.success
}
const failure = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, input: unknown): string => {
  const r = Schema.decodeUnknownResult(schema)(input)
  if (Result.isSuccess(r)) throw new Error("expected a decoding failure")
  return r.failure.message
}

describe("combo group extra", () => {
  it.each([
    ["a number", 2.5, 250],
    ["a numeric string", "2.50", 250],
    ["a decimal comma", "2,50", 250],
    ["zero", 0, 0],
    ["null", null, 0],
    ["an empty string", "", 0],
  ])("given %s, then it is coerced to a number of grosze", (_label, extra, grosze) => {
    const group = decode(ComboGroup, { id: 1, extra })
    expect(group.extra).toBe(grosze)
    expect(typeof group.extra).toBe("number")
  })

  it("given no extra key at all, then it defaults to 0", () => {
    expect(decode(ComboGroup, { id: 1, name: "Napój", options: [] }).extra).toBe(0)
    expect(decode(Combo, { id: 9, groups: [{ id: 1 }] }).groups[0]?.extra).toBe(0)
  })

  it("given an extra that is not a number at all (an object), then decoding fails naming groups[0].extra", () => {
    expect(failure(Combo, { id: 9, groups: [{ id: 1, extra: [] }] })).toContain('["groups"][0]["extra"]')
  })

  it('given an extra that is a word, not a number ("n/a"), then decoding fails naming groups[0].extra instead of reading 0', () => {
    expect(failure(Combo, { id: 9, groups: [{ id: 1, extra: "n/a" }] })).toContain('["groups"][0]["extra"]')
  })

  it("decodes the pizzeria's combos with their string and number extras", () => {
    const combos = decode(Schema.Array(Combo), restaurantJson(1, "combos"))
    const dinner = combos.find((c) => c.id === 901)
    expect(dinner?.groups.slice(0, 2).map((g) => g.extra)).toEqual([0, 250])
    expect(dinner?.base_price).toBe(5999)
    expect(combos.flatMap((c) => c.groups).every((g) => Number.isInteger(g.extra) && g.extra >= 0)).toBe(true)
  })
})

describe("cart lines keyed by uuid or hash; combo_items as a list or a map", () => {
  const comboLine = (hash: string, quantity: number) => ({
    hash,
    combo_id: 901,
    combo: { id: 901, name: "Zestaw dla dwojga" },
    name: "Zestaw dla dwojga",
    groups: [{ group_id: 9101, product: { id: 1002, name: "Margherita" }, option: { id: 9201, extra_price: "6" } }],
    extra: "2.50",
    price: "62.49",
    quantity,
  })
  const wireCart = (combo_items: unknown, items: unknown = []) => ({
    uuid: "u1",
    prices: { sub_total: "37.90", delivery: "7.99", discount: 0 },
    items,
    combo_items,
  })

  it("given the same combo lines as a list and as a map keyed by hash, then both decode to one shape", () => {
    const lines = [comboLine("h1", 1), comboLine("h2", 3)]
    const asList = decode(Cart, wireCart(lines))
    const asMap = decode(Cart, wireCart({ h1: lines[0], h2: lines[1] }))
    expect(asMap.combo_items).toEqual(asList.combo_items)
    expect(asList.combo_items.map((l) => [l.key, l.value.quantity, l.value.price, l.value.extra])).toEqual([
      ["h1", 1, 6249, 250],
      ["h2", 3, 6249, 250],
    ])
    expect(asList.combo_items[0]?.value.groups[0]?.option?.extra_price).toBe(600)
  })

  it("given an empty map spelled [] by PHP, null, or no key, then there are no combo lines", () => {
    for (const combo_items of [[], {}, null]) expect(decode(Cart, wireCart(combo_items)).combo_items).toEqual([])
    const { combo_items: _, ...withoutKey } = wireCart([])
    expect(decode(Cart, withoutKey).combo_items).toEqual([])
  })

  it("keys each line by its uuid, else its hash, else its map key", () => {
    const cart = decode(
      Cart,
      wireCart([], {
        "map-a": { uuid: "uuid-1", hash: "hash-1", product_id: 1002, quantity: 1 },
        "map-b": { hash: "hash-2", product_id: 1002, quantity: "2" },
        "map-c": { product_id: "1020" },
      }),
    )
    expect(cart.items.map((l) => [l.key, l.value.product_id, l.value.quantity])).toEqual([
      ["uuid-1", 1002, 1],
      ["hash-2", 1002, 2],
      ["map-c", 1020, 1],
    ])
  })

  it("keeps the cart's money in grosze and reads the totals the cart total is made of", () => {
    const cart = decode(Cart, { ...wireCart([]), price: "45.89", point_amount: "2.00", points: "200" })
    expect([cart.price, cart.prices.sub_total, cart.prices.delivery, cart.prices.discount]).toEqual([
      4589, 3790, 799, 0,
    ])
    expect([cart.point_amount, cart.points]).toEqual([200, 200])
  })
})

describe("latitude and longitude are strings both ways", () => {
  const wire = { id: 11, string: "Hoża 42, Warszawa", latitude: "52.2259", longitude: "21.0137", is_active: 1 }

  it("given strings, then they stay the same strings; given numbers, then they become their strings", () => {
    expect(decode(Address, wire)).toMatchObject({ latitude: "52.2259", longitude: "21.0137", is_active: true })
    expect(decode(Address, { ...wire, latitude: 52.2259, longitude: 21.0137 })).toMatchObject({
      latitude: "52.2259",
      longitude: "21.0137",
    })
    expect(decode(Place, { string: "x", latitude: -33.8688, longitude: 151 })).toEqual({
      string: "x",
      latitude: "-33.8688",
      longitude: "151",
    })
  })

  it("given a decoded address, when encoded for the API, then the coordinates leave as strings", () => {
    const encoded = Schema.encodeSync(Address)(decode(Address, { ...wire, latitude: 52.2259 }))
    expect(encoded).toMatchObject({ latitude: "52.2259", longitude: "21.0137", is_active: 1 })
  })

  it("the address and checkout bodies accept coordinates only as decimal strings", () => {
    const body = { string: "Hoża 42", latitude: "52.2259", longitude: "21.0137", is_active: 1 }
    expect(decode(AddressBody, body)).toEqual(body)
    expect(failure(AddressBody, { ...body, latitude: 52.2259 })).toContain('["latitude"]')
    expect(failure(AddressBody, { ...body, longitude: "east" })).toContain('["longitude"]')
    const checkoutAddress = CheckoutBody.fields.address
    expect(decode(checkoutAddress, { string: "Hoża 42", latitude: "52.2", longitude: "21.0" })?.latitude).toBe("52.2")
    expect(failure(checkoutAddress, { string: "Hoża 42", latitude: 52.2, longitude: "21.0" })).toContain('["latitude"]')
  })
})

describe("other entities as the API sends them", () => {
  it("tolerates unknown extra fields", () => {
    const product = decode(Product, { id: 1, name: "Margherita", price: "20", brand_new_field: { a: 1 } })
    expect(product).toMatchObject({ id: 1, name: "Margherita", price: 2000, sale_price: null, vat: 0 })
    expect("brand_new_field" in product).toBe(false)
  })

  it("reads the orders list with meta.last_page", () => {
    const page = decode(OrdersPage, {
      data: [{ id: 7001, status: 2, restaurant_id: 1 }],
      links: { next: null, prev: null },
      meta: { current_page: 1, last_page: "3" },
    })
    expect(page.meta).toEqual({ current_page: 1, last_page: 3 })
    expect(page.data.map((o) => [o.id, o.status])).toEqual([[7001, 2]])
  })

  it("reads the checkout response's data.order, orderId and redirectUri", () => {
    const placed = decode(CheckoutResponse, {
      success: true,
      message: "",
      data: { order: { id: 7001, status: 1, restaurant_id: 1, price: "45.89" } },
    })
    expect(placed.data?.order).toMatchObject({ id: 7001, price: 4589 })
    const redirect = decode(CheckoutResponse, { success: 1, data: { orderId: "7002", redirectUri: "https://pay" } })
    expect(redirect.data).toMatchObject({ order: null, orderId: 7002, redirectUri: "https://pay" })
  })

  it("reads the saved address and its active_address_check", () => {
    const saved = decode(AddressSavedResponse, {
      data: { address: { id: 11, string: "Hoża 42", latitude: "52.2", longitude: "21.0" } },
      active_address_check: { ok: false, message: "Adres poza strefą dostawy" },
    })
    expect(saved.active_address_check).toEqual({ ok: false, message: "Adres poza strefą dostawy" })
  })

  it("reads recommended products, settings translations with the maps key, app config and invoice data", () => {
    expect(decode(RecommendedProductsResponse, { data: [{ id: 1002, price: "33.90" }] }).data[0]?.price).toBe(3390)
    expect(
      decode(SettingsResponse, { data: { translations: [{ key: "k", locale: "pl", value: "v" }], gcp_key: "abc" } })
        .data,
    ).toEqual({ translations: [{ key: "k", locale: "pl", value: "v" }], gcp_key: "abc" })
    expect(decode(AppConfig, { gcp_key: null }).restaurant).toBeNull()
    expect(failure(Business, { type: 3, name: "x", nip: "1", address: "y" })).toContain('["type"]')
  })
})
