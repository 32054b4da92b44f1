import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { refusedWrite } from "../../sandbox/http/security-headers"
import { addItemRequest, checkoutRequest } from "../support/requests"
import { type FreshSandbox, freshSandbox, newPickupCart, signInAnna } from "../support/sandbox"

/**
 * Issue 16 item 7: every write must declare a JSON body, so a cross-origin HTML form or a
 * preflight-free fetch (text/plain, form-urlencoded, multipart, or no type and no body) cannot act
 * on the sandbox — not even with the guest's own cookie, which these requests carry (the same
 * session succeeds with JSON).
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
    const uuid = await newPickupCart(s)
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
    const uuid = await newPickupCart(s)
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

describe("body-less writes", () => {
  /** A write as a cross-origin form or `fetch(url, {method})` sends it: no body, no Content-Type. */
  const bare = (method: string, path: string, token: string) =>
    fetch(`${s.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } })

  it("each call the widget sends without a body, sent with no Content-Type: 415, nothing changes; as {} JSON it acts", async () => {
    const token = await signInAnna(s)
    const addressId = (
      await s.post("/customer/addresses?restaurant_id=1", {
        string: "Nowy Świat 21, Warszawa",
        latitude: "52.2319",
        longitude: "21.0191",
        is_active: 1,
      })
    ).json.data.address.id as number
    const uuid = (await s.post("/customer/cart/for-guest?restaurant_id=1&type=1")).json.data.uuid as string
    const card = (
      await s.post("/sandbox/cards/tokenize", { number: "4000000000003220", exp_month: 12, exp_year: 2031, cvv: "123" })
    ).json.data.token as string
    const savedCard = (
      await s.post("/payment-methods", {
        payment_method_id: (
          await s.post("/sandbox/cards/tokenize", {
            number: "4444333322221111",
            exp_month: 12,
            exp_year: 2031,
            cvv: "123",
          })
        ).json.data.token,
      })
    ).json.data.id as number
    const pickup = await newPickupCart(s)
    await s.post("/customer/cart/add-item", addItemRequest(pickup, PIZZA))
    const placed = await s.post(
      "/customer/cart/checkout",
      checkoutRequest(pickup, { payment_type: "card", payment_data: { card_token: card } }),
    )
    const orderId = placed.json.data.orderId as number
    const key = new URL(placed.json.data.threeDsUrl as string).searchParams.get("key") ?? ""
    const confirm = `/sandbox/3ds/${orderId}/confirm?key=${key}`
    const state = async () => ({
      cart: await cartOf(uuid),
      addresses: ((await s.get("/customer/addresses")).json.data as Array<{ id: number }>).map((a) => a.id),
      cards: ((await s.get("/payment-methods")).json.data as Array<{ id: number }>).map((m) => m.id),
      orders: (await s.get("/customer/orders?page=1")).json.data.length as number,
    })
    const before = await state()
    expect(before.cart.address_id ?? null).toBe(null)
    expect(before.addresses).toContain(addressId)
    expect(before.cards).toContain(savedCard)

    const attempts: ReadonlyArray<readonly [string, string]> = [
      ["POST", "/customer/cart/for-guest?restaurant_id=1&type=3"],
      ["POST", `/customer/cart/update-address-for-guest?cart_uuid=${uuid}&address_id=${addressId}`],
      ["POST", "/stripe/setup-intent"],
      ["DELETE", `/payment-methods/${savedCard}`],
      ["DELETE", `/customer/addresses/${addressId}?restaurant_id=1`],
      ["POST", confirm],
    ]
    for (const [method, path] of attempts) {
      const res = await bare(method, path, token)
      expect(res.status, `${method} ${path}`).toBe(415)
      expect(((await res.json()) as { message: string }).message).toContain("no Content-Type")
      // Refused before the caller is even resolved: no guest session is issued for it.
      expect(res.headers.get("x-guest-token"), `${method} ${path}`).toBe(null)
    }
    expect(await state()).toEqual(before)
    // The 3-D Secure step is still not passed: the re-submit after it is refused.
    const resubmit = () =>
      s.post(
        "/customer/cart/checkout",
        checkoutRequest(pickup, { payment_type: "card", payment_data: { order_id: orderId } }),
      )
    expect((await resubmit()).status).toBe(402)

    // The widget's way, `{}` JSON, with the same session: each acts.
    expect(
      (await s.post(`/customer/cart/update-address-for-guest?cart_uuid=${uuid}&address_id=${addressId}`)).status,
    ).toBe(200)
    expect((await cartOf(uuid)).address_id).toBe(addressId)
    expect((await s.post(confirm)).status).toBe(200)
    expect((await resubmit()).status).toBe(200)
    expect((await s.del(`/payment-methods/${savedCard}`)).status).toBe(200)
    expect((await s.del(`/customer/addresses/${addressId}?restaurant_id=1`)).status).toBe(200)
    expect(await state()).toMatchObject({ addresses: before.addresses.filter((id) => id !== addressId) })
    s.signIn(undefined)
  })

  it("text/plain and form writes to the body-less calls: 415 too", async () => {
    const uuid = await newPickupCart(s)
    const before = await cartOf(uuid)
    for (const type of SIMPLE_TYPES) {
      const res = await s.call("POST", `/customer/cart/change-order-type`, "type=1", { "content-type": type })
      expect(res.status, type).toBe(415)
      const guest = await s.call("POST", "/customer/cart/for-guest?restaurant_id=1&type=1", "", {
        "content-type": type,
      })
      expect(guest.status, type).toBe(415)
    }
    expect(await cartOf(uuid)).toEqual(before)
  })
})

describe("refusedWrite", () => {
  it("lets JSON writes and reads through", () => {
    expect(refusedWrite("POST", "application/json; charset=utf-8")).toBe(null)
    expect(refusedWrite("DELETE", "application/json")).toBe(null)
    expect(refusedWrite("PATCH", "application/merge-patch+json")).toBe(null)
    expect(refusedWrite("GET", "text/plain")).toBe(null)
    expect(refusedWrite("GET", undefined)).toBe(null)
    expect(refusedWrite("OPTIONS", undefined)).toBe(null)
  })
  it("refuses every write without a JSON type: none at all, an empty one, or any other", () => {
    expect(refusedWrite("POST", undefined)).toBe("no Content-Type")
    expect(refusedWrite("delete", undefined)).toBe("no Content-Type")
    expect(refusedWrite("PUT", " ; charset=utf-8")).toBe("no Content-Type")
    expect(refusedWrite("PUT", "text/plain;charset=UTF-8")).toBe("Content-Type text/plain")
    expect(refusedWrite("post", "multipart/form-data; boundary=x")).toBe("Content-Type multipart/form-data")
    expect(refusedWrite("DELETE", "application/jsonp")).toBe("Content-Type application/jsonp")
  })
})
