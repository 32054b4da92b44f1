import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { refusedWrite } from "../../sandbox/http/security-headers"
import { addItemRequest, checkoutRequest } from "../support/requests"
import { type FreshSandbox, freshSandbox } from "../support/sandbox"

/**
 * Issue 16 item 7: a write must declare a JSON body, so a cross-origin HTML form or a preflight-free
 * fetch (text/plain, form-urlencoded, multipart) cannot act on the sandbox — not even with the
 * guest's own cookie, which these requests carry (the same session succeeds with JSON).
 */
let s: FreshSandbox
beforeAll(async () => {
  s = await freshSandbox({ statusStepMs: 60_000 })
})
afterAll(() => s.stop())

const PIZZA = { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] }
const SIMPLE_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]

/** The cart as the server holds it (a checkout would delete it). */
const cartOf = async (uuid: string) => (await s.get(`/customer/cart?cart_uuid=${uuid}&restaurant_id=1`)).json.data
const ordersFor = async (key: string) => (await s.get(`/sandbox/idempotency?key=${key}`)).json.data.orders as number
const addressCount = async () => ((await s.get("/customer/addresses")).json.data?.length ?? 0) as number

describe("writes that are not JSON", () => {
  it("adding to a cart, checking out and saving an address in text/plain or a form: 415, nothing changes", async () => {
    const uuid = (await s.post("/customer/cart/for-guest?restaurant_id=1&type=3")).json.data.uuid as string
    expect((await s.post("/customer/cart/add-item", addItemRequest(uuid, PIZZA))).status).toBe(200)
    const key = "json-writes-checkout-1"
    const before = { cart: await cartOf(uuid), orders: await ordersFor(key), addresses: await addressCount() }
    expect(before.cart.uuid).toBe(uuid)
    expect(before.orders).toBe(0)
    const attempts: ReadonlyArray<readonly [string, unknown]> = [
      ["/customer/cart/add-item", addItemRequest(uuid, { ...PIZZA, product_id: 1001 })],
      ["/customer/cart/checkout", checkoutRequest(uuid)],
      ["/customer/addresses?restaurant_id=1", { string: "Hoża 1, Warszawa", latitude: "52.2", longitude: "21.0" }],
    ]
    for (const [path, body] of attempts)
      for (const type of SIMPLE_TYPES) {
        const res = await s.call("POST", path, JSON.stringify(body), { "content-type": type, "idempotency-key": key })
        expect(res.status, `${type} ${path}`).toBe(415)
        expect(res.json.message).toContain("application/json")
      }
    expect({ cart: await cartOf(uuid), orders: await ordersFor(key), addresses: await addressCount() }).toEqual(before)
    // The same session, the same body, as JSON: the checkout acts.
    expect((await s.post("/customer/cart/checkout", checkoutRequest(uuid), { "idempotency-key": key })).status).toBe(
      200,
    )
    expect(await ordersFor(key)).toBe(1)
  })

  it("a form post cannot cancel a guest's pending PayU order; the stand-in page's own JSON post can", async () => {
    const uuid = (await s.post("/customer/cart/for-guest?restaurant_id=1&type=3")).json.data.uuid as string
    await s.post("/customer/cart/add-item", addItemRequest(uuid, PIZZA))
    const placed = await s.post("/customer/cart/checkout", checkoutRequest(uuid, { payment_type: "payu" }))
    const id = placed.json.data.orderId as number
    const form = await s.call("POST", `/sandbox/payu/${id}/cancel`, "x=1", {
      "content-type": "application/x-www-form-urlencoded",
    })
    expect(form.status).toBe(415)
    expect((await s.get(`/customer/orders/${id}`)).json.data.status).toBe(1)
    expect((await s.post(`/sandbox/payu/${id}/pay`, { method: "card" })).status).toBe(200)
  })

  it("every answer carries nosniff and the referrer policy, the 415 and the pages too", async () => {
    const answers = [
      await s.get("/settings?restaurant_id=1"),
      await s.get("/customer/orders/999999"),
      await s.call("PUT", "/profile/update", "a=b", { "content-type": "text/plain" }),
    ]
    expect(answers.map((a) => a.status)).toEqual([200, 404, 415])
    for (const answer of answers) {
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    }
  })
})

describe("refusedWrite", () => {
  const none = { contentType: undefined, contentLength: undefined, transferEncoding: undefined }
  it("lets JSON writes, reads and body-less writes through", () => {
    expect(refusedWrite("POST", { ...none, contentType: "application/json; charset=utf-8", contentLength: "2" })).toBe(
      null,
    )
    expect(refusedWrite("PATCH", { ...none, contentType: "application/merge-patch+json" })).toBe(null)
    expect(refusedWrite("GET", { ...none, contentType: "text/plain", contentLength: "3" })).toBe(null)
    expect(refusedWrite("POST", none)).toBe(null)
    expect(refusedWrite("DELETE", { ...none, contentLength: "0" })).toBe(null)
  })
  it("refuses a write with a body but no type, or any other type, even an empty one", () => {
    expect(refusedWrite("POST", { ...none, contentLength: "5" })).toBe("no Content-Type")
    expect(refusedWrite("post", { ...none, transferEncoding: "chunked" })).toBe("no Content-Type")
    expect(refusedWrite("PUT", { ...none, contentType: "text/plain;charset=UTF-8", contentLength: "0" })).toBe(
      "Content-Type text/plain",
    )
    expect(refusedWrite("DELETE", { ...none, contentType: "application/jsonp" })).toBe("Content-Type application/jsonp")
  })
})
