import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { decodes, type FreshSandbox, freshSandbox } from "../support/sandbox"

let s: FreshSandbox
beforeAll(async () => {
  s = await freshSandbox()
})
afterAll(() => s.stop())

const near = { string: "Nowy Świat 21, 00-029, Warszawa, Polska", latitude: "52.2319", longitude: "21.0191" }
const far = { string: "Wąwozowa 30, 02-796, Warszawa, Polska", latitude: "52.1373", longitude: "21.0590" }

describe("addresses", () => {
  it("saves a guest address, lists it for that guest only, and checks the delivery zone", async () => {
    const saved = await s.post("/customer/addresses?restaurant_id=1", { ...near, address_line_2: "m. 4", is_active: 1 })
    expect(saved.status).toBe(200)
    const body = decodes(Wire.AddressSavedResponse, saved.json)
    expect(body.data.address.string).toBe(near.string)
    expect(body.data.address.is_active).toBe(true)
    expect(body.active_address_check?.ok).toBe(true)
    const list = decodes(Wire.AddressesResponse, (await s.get("/customer/addresses")).json).data
    expect(list.map((a) => a.id)).toContain(body.data.address.id)
    const stranger = await freshSandboxGuestView(`/customer/addresses`)
    expect(stranger).toEqual([])
  })

  it("editing makes an address the only active one and reports an address outside the zone", async () => {
    const a = decodes(Wire.AddressSavedResponse, (await s.post("/customer/addresses", { ...near, is_active: 1 })).json)
      .data.address
    const b = decodes(Wire.AddressSavedResponse, (await s.post("/customer/addresses", { ...near, is_active: 0 })).json)
      .data.address
    const edited = await s.put(`/customer/addresses/${b.id}?restaurant_id=1`, { ...far, is_active: 1 })
    const body = decodes(Wire.AddressSavedResponse, edited.json)
    expect(body.data.address.string).toBe(far.string)
    expect(body.active_address_check).toEqual({ ok: false, message: "Adres poza strefą dostawy" })
    const list = decodes(Wire.AddressesResponse, (await s.get("/customer/addresses")).json).data
    expect(list.filter((x) => x.is_active).map((x) => x.id)).toEqual([b.id])
    expect(list.find((x) => x.id === a.id)?.is_active).toBe(false)
  })

  it("attaches an address to a guest cart, and deleting it detaches it", async () => {
    const address = decodes(
      Wire.AddressSavedResponse,
      (await s.post("/customer/addresses", { ...near, is_active: 1 })).json,
    ).data.address
    const uuid = decodes(
      Wire.GuestCartResponse,
      (await s.post(`/customer/cart/for-guest?restaurant_id=1&address_id=${address.id}&type=1`)).json,
    ).data.uuid
    const cart = decodes(Wire.CartResponse, (await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).json).data
    expect(cart.address_id).toBe(address.id)
    expect(cart.address?.string).toBe(near.string)
    const other = decodes(
      Wire.AddressSavedResponse,
      (await s.post("/customer/addresses", { ...far, is_active: 0 })).json,
    ).data.address
    const moved = await s.post(`/customer/cart/update-address-for-guest?cart_uuid=${uuid}&address_id=${other.id}`)
    expect(decodes(Wire.CartResponse, moved.json).data.address_id).toBe(other.id)
    const deleted = await s.del(`/customer/addresses/${other.id}?restaurant_id=1`)
    expect(decodes(Wire.Ack, deleted.json).success).toBe(true)
    const after = decodes(
      Wire.CartResponse,
      (await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).json,
    ).data
    expect(after.address_id).toBeNull()
    expect((await s.del(`/customer/addresses/${other.id}`)).status).toBe(404)
  })

  it("rejects bad address bodies with named fields and unknown ids with 404", async () => {
    const bad = await s.post("/customer/addresses", { string: "", latitude: "north", is_active: 2 })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.errors).sort()).toEqual(["is_active", "latitude", "longitude", "string"])
    expect((await s.put("/customer/addresses/999999", { ...near, is_active: 1 })).status).toBe(404)
    expect((await s.put("/customer/addresses/abc", { ...near, is_active: 1 })).status).toBe(422)
    expect((await s.post("/customer/addresses?restaurant_id=77", { ...near, is_active: 1 })).status).toBe(404)
  })
})

describe("maps stand-in", () => {
  const PlacesResponse = Schema.Struct({ data: Schema.Array(Wire.Place) })
  const ReverseResponse = Schema.Struct({
    status: Schema.Literals(["OK", "ZERO_RESULTS"]),
    data: Schema.NullOr(Wire.Place),
  })

  it("autocompletes ignoring case and diacritics, at most five places", async () => {
    const res = decodes(PlacesResponse, (await s.get("/sandbox/maps/autocomplete?input=marszalkowska")).json).data
    expect(res.length).toBeGreaterThan(0)
    expect(res.length).toBeLessThanOrEqual(5)
    expect(res.every((p) => p.string.includes("Marszałkowska"))).toBe(true)
    expect(decodes(PlacesResponse, (await s.get("/sandbox/maps/autocomplete?input=warszawa")).json).data.length).toBe(5)
    expect(decodes(PlacesResponse, (await s.get("/sandbox/maps/autocomplete?input=")).json).data).toEqual([])
  })

  it("reverse-geocodes to the nearest entry within ~300 m, else ZERO_RESULTS", async () => {
    const hit = decodes(ReverseResponse, (await s.get("/sandbox/maps/reverse?lat=52.2320&lng=21.0190")).json)
    expect(hit.status).toBe("OK")
    expect(hit.data?.string).toBe(near.string)
    const miss = decodes(ReverseResponse, (await s.get("/sandbox/maps/reverse?lat=50.0&lng=19.9")).json)
    expect(miss).toEqual({ status: "ZERO_RESULTS", data: null })
    const bad = await s.get("/sandbox/maps/reverse?lat=abc")
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.errors).sort()).toEqual(["lat", "lng"])
  })
})

/** What a different browser (no guest cookie) sees at a path. */
const freshSandboxGuestView = async (path: string) => {
  const res = await fetch(`${s.url}${path}`)
  return ((await res.json()) as { data: unknown }).data
}
