import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { addItemRequest } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox, newPickupCart } from "../support/sandbox"

let s: FreshSandbox
beforeAll(async () => {
  s = await freshSandbox({ faults: true })
})
afterAll(() => s.stop())

const addFault = (rule: Record<string, unknown>) => s.post("/sandbox/admin/faults", rule)

describe("fault injection", () => {
  it("is a plain 404 when the sandbox runs without faults", async () => {
    const plain = await freshSandbox()
    try {
      expect((await plain.post("/sandbox/admin/faults", { route: "/settings", status: 500 })).status).toBe(404)
      expect((await plain.del("/sandbox/admin/faults")).status).toBe(404)
    } finally {
      await plain.stop()
    }
  })

  it("answers a chosen status for a path prefix and method, for the given number of times", async () => {
    expect((await addFault({ route: "/customer/cart", method: "post", status: 503, times: 2 })).status).toBe(200)
    expect((await s.post("/customer/cart/for-guest?restaurant_id=1")).status).toBe(503)
    expect((await s.get("/customer/cart?restaurant_id=1&cart_uuid=x")).status).toBe(404)
    const second = await s.post("/customer/cart/for-guest?restaurant_id=1")
    expect(second.status).toBe(503)
    expect(second.json.message).toContain("503")
    expect((await s.post("/customer/cart/for-guest?restaurant_id=1")).status).toBe(200)
  })

  it("adds latency", async () => {
    await addFault({ route: "/settings", latencyMs: 300, times: 1 })
    const started = performance.now()
    const res = await s.get("/settings")
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    decodes(Wire.SettingsResponse, res.json)
  })

  it("sends malformed JSON, with a chosen status when given", async () => {
    await addFault({ route: "/customer/restaurants", malformed: true, times: 1 })
    const res = await fetch(`${s.url}/customer/restaurants`)
    expect(res.status).toBe(200)
    await expect(res.json()).rejects.toThrow()
    await addFault({ route: "/customer/restaurants", malformed: true, status: 502, times: 1 })
    const bad = await fetch(`${s.url}/customer/restaurants`)
    expect(bad.status).toBe(502)
    await expect(bad.json()).rejects.toThrow()
    expect((await s.get("/customer/restaurants")).status).toBe(200)
  })

  it("drops the connection", async () => {
    await addFault({ route: "/customer/widgets", drop: true, times: 1 })
    await expect(fetch(`${s.url}/customer/widgets?restaurant_id=1`)).rejects.toThrow()
    expect((await s.get("/customer/widgets?restaurant_id=1")).status).toBe(200)
  })

  it("loses the answer after the server saved: the client hears nothing, the line is in the cart", async () => {
    const uuid = await newPickupCart(s)
    await addFault({ route: "/customer/cart/add-item", method: "post", lostResponse: true, times: 1 })
    const tiramisu = { product_id: 1082, addons: [], quantity: 1, exclude_ingredients: [] }
    await expect(s.post("/customer/cart/add-item", addItemRequest(uuid, tiramisu))).rejects.toThrow()
    const cart = decodes(Wire.CartResponse, (await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).json)
    expect(cart.data.items.map((line) => [line.value.product_id, line.value.quantity])).toEqual([[1082, 1]])
  })

  it("applies a rule only to requests whose URL or body contains its text, leaving the body to the route", async () => {
    const mine = await newPickupCart(s)
    const other = await newPickupCart(s)
    await addFault({ route: "/customer/cart", status: 503, contains: mine })
    const tiramisu = { product_id: 1082, addons: [], quantity: 1, exclude_ingredients: [] }
    expect((await s.post("/customer/cart/add-item", addItemRequest(other, tiramisu))).status).toBe(200)
    expect((await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${other}`)).status).toBe(200)
    expect((await s.post("/customer/cart/add-item", addItemRequest(mine, tiramisu))).status).toBe(503)
    expect((await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${mine}`)).status).toBe(503)
    await addFault({ route: "/customer/cart", status: 503, contains: other })
    expect((await s.del(`/sandbox/admin/faults?contains=${mine}`)).json.data).toEqual({ rules: 1 })
    expect((await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${mine}`)).status).toBe(200)
    expect((await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${other}`)).status).toBe(503)
    await s.del("/sandbox/admin/faults")
  })

  it("counts the requests its rules applied to", async () => {
    const before = (await s.get("/sandbox/admin/faults")).json.data.injected as number
    await addFault({ route: "/settings", status: 503, times: 2 })
    await s.get("/settings")
    await s.get("/settings")
    await s.get("/settings")
    const after = (await s.get("/sandbox/admin/faults")).json.data
    expect(after).toEqual({ rules: 0, injected: before + 2 })
  })

  it("clears every rule with DELETE, and rejects bad rules with named fields", async () => {
    await addFault({ route: "/settings", status: 500 })
    expect((await s.get("/settings")).status).toBe(500)
    expect((await s.del("/sandbox/admin/faults")).status).toBe(200)
    expect((await s.get("/settings")).status).toBe(200)
    const bad = await addFault({ route: "settings", status: 200, latencyMs: -1 })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.errors).sort()).toEqual(["latencyMs", "route", "status"])
  })
})
