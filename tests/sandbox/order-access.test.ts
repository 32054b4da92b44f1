import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { checkoutRequest } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox, pickupCartWithMargherita, signInAnna } from "../support/sandbox"

/**
 * Issue 12 'Who may see an order' and 'Bad input and faults', tried against the sandbox: each hole
 * once found is refused now. Orders are visible only to their owner (the signed-in customer or the
 * guest session that placed them) or the holder of the order's unguessable link key; the same for
 * every payment endpoint.
 */
let s: FreshSandbox
let other: FreshSandbox["call"]
beforeAll(async () => {
  s = await freshSandbox({ statusStepMs: 60_000 })
  // A second browser against the same sandbox: no cookie, no token of the first one.
  other = async (method, path, body, headers = {}) =>
    s.call(method, path, body, { cookie: "", "X-Guest-Token": "00000000-0000-4000-8000-000000000000", ...headers })
})
afterAll(() => s.stop())

/** Checks out a new guest cart with one Margherita with this payment; returns the checkout's answer. */
const checkoutOfMargherita = async (payment: Partial<Wire.CheckoutBody>) =>
  decodes(
    Wire.CheckoutResponse,
    (await s.post("/customer/cart/checkout", checkoutRequest(await pickupCartWithMargherita(s), payment))).json,
  ).data
const keyOf = (url: string | null | undefined) => new URL(url ?? "http://x/").searchParams.get("key") ?? ""

describe("who may see an order", () => {
  it("a guest's order (phone, notes, NIP, address) is not readable by counting ids", async () => {
    const uuid = await pickupCartWithMargherita(s)
    const placed = await s.post(
      "/customer/cart/checkout",
      checkoutRequest(uuid, {
        notes: "Kod do bramy 1234",
        print_invoice: 1,
        business: { type: 1, name: "Firma", nip: "1234563218", address: "Hoża 1" },
      }),
    )
    const id = placed.json.data.order.id as number
    expect((await s.get(`/customer/orders/${id}`)).status).toBe(200)
    const stranger = await other("GET", `/customer/orders/${id}`)
    expect(stranger.status).toBe(404)
    expect(JSON.stringify(stranger.json)).not.toContain("1234563218")
    expect((await other("GET", `/customer/orders/${id}?key=${"0".repeat(32)}`)).status).toBe(404)
  })

  it("whoever holds the order's link key may read it and use its payment page", async () => {
    const answer = await checkoutOfMargherita({ payment_type: "payu" })
    const id = answer?.orderId ?? 0
    const key = keyOf(answer?.redirectUri)
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect((await other("GET", `/customer/orders/${id}?key=${key}`)).status).toBe(200)
    expect((await fetch(`${s.url}/sandbox/payu/${id}`)).status).toBe(404)
    expect((await fetch(`${s.url}/sandbox/payu/${id}?key=${key}`)).status).toBe(200)
  })

  it("a cookie-less POST to the payment stand-in cannot cancel someone else's pending order", async () => {
    const answer = await checkoutOfMargherita({ payment_type: "payu" })
    const id = answer?.orderId ?? 0
    const cancel = await fetch(`${s.url}/sandbox/payu/${id}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    })
    expect(cancel.status).toBe(404)
    expect((await other("POST", `/sandbox/payu/${id}/pay`, {})).status).toBe(404)
    expect(decodes(Wire.OrderResponse, (await s.get(`/customer/orders/${id}`)).json).data.status).toBe(1)
    // Its own session may.
    expect((await s.post(`/sandbox/payu/${id}/cancel`, {})).status).toBe(200)
    expect(decodes(Wire.OrderResponse, (await s.get(`/customer/orders/${id}`)).json).data.status).toBe(6)
  })

  it("3-D Secure pages and confirmation answer only the owner or the link holder", async () => {
    const token = (
      await s.post("/sandbox/cards/tokenize", { number: "4000000000003220", exp_month: 12, exp_year: 2039, cvv: "123" })
    ).json.data.token as string
    const answer = await checkoutOfMargherita({ payment_type: "card", payment_data: { card_token: token } })
    const id = answer?.orderId ?? 0
    expect((await other("POST", `/sandbox/3ds/${id}/confirm`)).status).toBe(404)
    const url = new URL(answer?.threeDsUrl ?? "")
    expect(
      (await fetch(`${s.url}/sandbox/3ds/${id}?parent=${encodeURIComponent("http://127.0.0.1:5173")}`)).status,
    ).toBe(404)
    expect((await fetch(url)).status).toBe(200)
    expect((await other("POST", `/sandbox/3ds/${id}/confirm?key=${url.searchParams.get("key")}`)).status).toBe(200)
  })

  it("a stored checkout answer is not replayed to another guest sending the same key and body", async () => {
    const uuid = await pickupCartWithMargherita(s)
    const body = checkoutRequest(uuid, { payment_type: "payu" })
    const key = "shared-key-guessed-or-leaked"
    const first = await s.post("/customer/cart/checkout", body, { "idempotency-key": key })
    expect(first.status).toBe(200)
    const replayed = await other("POST", "/customer/cart/checkout", body, { "idempotency-key": key })
    expect(replayed.status).toBe(422)
    expect(JSON.stringify(replayed.json)).not.toContain(String(first.json.data.orderId))
    // The same guest still gets its own answer back.
    expect((await s.post("/customer/cart/checkout", body, { "idempotency-key": key })).json).toEqual(first.json)
  })

  it("the card stand-in refuses a non-numeric expiry", async () => {
    for (const exp of [
      { exp_month: "ab", exp_year: 2039 },
      { exp_month: 12, exp_year: "soon" },
    ]) {
      const res = await s.post("/sandbox/cards/tokenize", { number: "4444333322221111", cvv: "123", ...exp })
      expect(res.status).toBe(422)
      expect(res.json.errors.date).toBeDefined()
    }
  })
})

describe("one cart, one order", () => {
  const threeDsToken = async () =>
    (await s.post("/sandbox/cards/tokenize", { number: "4000000000003220", exp_month: 12, exp_year: 2039, cvv: "123" }))
      .json.data.token as string

  it("two submissions of one cart that both pass 3-D Secure place exactly one order", async () => {
    const uuid = await pickupCartWithMargherita(s)
    const submit = async () =>
      decodes(
        Wire.CheckoutResponse,
        (
          await s.post(
            "/customer/cart/checkout",
            checkoutRequest(uuid, { payment_type: "card", payment_data: { card_token: await threeDsToken() } }),
          )
        ).json,
      ).data?.orderId ?? 0
    const a = await submit()
    // Issue 29: the second submission gets the first one's challenge back, not a second order.
    const b = await submit()
    expect(b).toBe(a)
    await s.post(`/sandbox/3ds/${a}/confirm`)
    expect((await s.post(`/sandbox/3ds/${b}/confirm`)).status).toBe(200)
    const resubmit = (orderId: number) =>
      s.post(
        "/customer/cart/checkout",
        checkoutRequest(uuid, { payment_type: "card", payment_data: { order_id: orderId } }),
      )
    const results = [await resubmit(a), await resubmit(b)]
    // Both passes name one order: it is placed once (the repeat answers the placed order again).
    expect(results.map((r) => r.json.data?.order?.id)).toEqual([a, a])
    const orders = (await s.get(`/sandbox/cart-orders?cart_uuid=${uuid}`)).json
    expect(orders.data.orders).toBe(1)
  })

  it("a second checkout while 3-D Secure waits leaves no ghost order: My Orders lists one order", async () => {
    await signInAnna(s)
    try {
      const uuid = await pickupCartWithMargherita(s)
      const before = (await s.get("/customer/orders?page=1")).json.meta.total as number
      const first = await s.post(
        "/customer/cart/checkout",
        checkoutRequest(uuid, { payment_type: "card", payment_data: { card_token: await threeDsToken() } }),
      )
      const again = await s.post(
        "/customer/cart/checkout",
        checkoutRequest(uuid, { payment_type: "card", payment_data: { card_token: await threeDsToken() } }),
      )
      expect(again.json.data.orderId).toBe(first.json.data.orderId)
      expect(again.json.data.threeDsUrl).toBe(first.json.data.threeDsUrl)
      // The challenge given up, the customer pays cash: one order, listed once, nothing cancelled beside it.
      const cash = await s.post("/customer/cart/checkout", checkoutRequest(uuid))
      expect(cash.json.data.order.id).toBeGreaterThan(0)
      const after = (await s.get("/customer/orders?page=1")).json
      expect(after.meta.total).toBe(before + 1)
      expect(after.data[0].id).toBe(cash.json.data.order.id)
    } finally {
      s.signIn(undefined)
    }
  })

  it("a challenge that is never passed keeps the cart open for another try", async () => {
    const uuid = await pickupCartWithMargherita(s)
    await s.post(
      "/customer/cart/checkout",
      checkoutRequest(uuid, { payment_type: "card", payment_data: { card_token: await threeDsToken() } }),
    )
    expect((await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).status).toBe(200)
    const cash = await s.post("/customer/cart/checkout", checkoutRequest(uuid))
    expect(cash.json.data.order.id).toBeGreaterThan(0)
  })
})
