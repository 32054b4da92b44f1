import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import { addItemRequest, checkoutRequest } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox, signInAnna } from "../support/sandbox"

const STEP = 1_000
let clock = Date.UTC(2026, 5, 1, 12, 0, 0)
let s: FreshSandbox
beforeAll(async () => {
  s = await freshSandbox({ now: () => clock, statusStepMs: STEP })
})
afterAll(() => s.stop())

const near = { string: "Nowy Świat 21, 00-029, Warszawa, Polska", latitude: "52.2319", longitude: "21.0191" }
const far = { string: "Wąwozowa 30, 02-796, Warszawa, Polska", latitude: "52.1373", longitude: "21.0590" }

/** A guest (or signed-in) cart with one Margherita, on delivery (type 1) or pickup (type 3). */
const cartWithPizza = async (type: 1 | 3 = 1, quantity = 1) => {
  const uuid = decodes(
    Wire.GuestCartResponse,
    (await s.post(`/customer/cart/for-guest?restaurant_id=1&type=${type}`)).json,
  ).data.uuid
  const res = await s.post(
    "/customer/cart/add-item",
    addItemRequest(uuid, { product_id: 1002, addons: [6001], quantity, exclude_ingredients: [] }, type),
  )
  return { uuid, cart: decodes(Wire.CartResponse, res.json).data }
}

/** Most cases here check out a delivery to `near` with a note for the driver. */
const checkoutBody = (uuid: string, overrides: Partial<Wire.CheckoutBody> = {}) =>
  checkoutRequest(uuid, {
    address: near,
    notes: "Proszę zadzwonić domofonem",
    phone: "48600100200",
    type: 1,
    ...overrides,
  })

const checkout = (body: unknown, key?: string) =>
  s.post("/customer/cart/checkout", body, key ? { "idempotency-key": key } : {})
const orderStatus = async (id: number) =>
  decodes(Wire.OrderResponse, (await s.get(`/customer/orders/${id}`)).json).data.status

describe("checkout with cash", () => {
  it("places the order with the server-computed total and removes the cart", async () => {
    const { uuid, cart } = await cartWithPizza(1)
    const res = await checkout(checkoutBody(uuid))
    expect(res.status).toBe(200)
    const body = decodes(Wire.CheckoutResponse, res.json)
    expect(body.success).toBe(true)
    const order = body.data?.order
    expect(order?.price).toBe(cart.price)
    expect(order?.prices?.delivery).toBe(cart.prices.delivery)
    expect(order?.status).toBe(1)
    expect(order?.address?.string).toBe(near.string)
    expect(order?.items[0]?.product.name).toBe("Margherita")
    expect(order?.restaurant?.name).toBe("Pizzeria Bella Napoli")
    expect(order?.eta_at).toBe(new Date(clock + 4 * STEP).toISOString())
    expect((await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).status).toBe(404)
  })

  it("moves a delivery order 1→2→3→4→5 and a pickup order 1→2→5 on the clock", async () => {
    const delivery = decodes(Wire.CheckoutResponse, (await checkout(checkoutBody((await cartWithPizza(1)).uuid))).json)
      .data?.order?.id as number
    const pickup = decodes(
      Wire.CheckoutResponse,
      (await checkout(checkoutBody((await cartWithPizza(3)).uuid, { type: 3, address: null }))).json,
    ).data?.order?.id as number
    const seen: Array<[number, number]> = []
    for (let step = 0; step <= 5; step++) {
      seen.push([await orderStatus(delivery), await orderStatus(pickup)])
      clock += STEP
    }
    expect(seen).toEqual([
      [1, 1],
      [2, 2],
      [3, 5],
      [4, 5],
      [5, 5],
      [5, 5],
    ])
  })

  it("holds an order for later at status 1 until its time, then runs the clock from there", async () => {
    const at = new Date(clock)
    at.setHours(at.getHours() + 2, 0, 0, 0)
    const time = `${String(at.getHours()).padStart(2, "0")}:00`
    const order = decodes(
      Wire.CheckoutResponse,
      (await checkout(checkoutBody((await cartWithPizza(1)).uuid, { order_for_later: 1, order_time: time }))).json,
    ).data?.order
    expect(order?.eta_at).toBe(new Date(at.getTime() + 4 * STEP).toISOString())
    const saved = clock
    clock = at.getTime() - STEP
    expect(await orderStatus(order?.id ?? 0)).toBe(1)
    clock = at.getTime() + STEP
    expect(await orderStatus(order?.id ?? 0)).toBe(2)
    clock = saved
    const bad = await checkout(checkoutBody((await cartWithPizza(1)).uuid, { order_for_later: 1, order_time: "25:00" }))
    expect(bad.json.errors.order_time).toBeDefined()
  })

  it("spends applied points at checkout and awards points when the order finishes", async () => {
    await signInAnna(s)
    const { uuid } = await cartWithPizza(1, 2)
    const withPoints = decodes(
      Wire.CartResponse,
      (await s.post("/customer/cart/add-points", { restaurant_id: 1, amount: 100, cart_uuid: uuid })).json,
    ).data
    expect(withPoints.point_amount).toBe(1000)
    const tooMany = await s.post("/customer/cart/add-points", { restaurant_id: 1, amount: 351, cart_uuid: uuid })
    expect(tooMany.status).toBe(422)
    expect(tooMany.json.message).toBe("Maximum 350 points available")
    const order = decodes(Wire.CheckoutResponse, (await checkout(checkoutBody(uuid))).json).data?.order
    expect(order?.price).toBe(withPoints.price)
    const points = async () =>
      decodes(Wire.PointsResponse, (await s.get("/customer/points/collected/1")).json).data.points
    expect(await points()).toBe(250)
    clock += 4 * STEP
    expect(await points()).toBe(250 + Math.floor((order?.price ?? 0) / 100))
    const list = decodes(Wire.OrdersPage, (await s.get("/customer/orders?page=1")).json)
    expect(list.data[0]?.id).toBe(order?.id)
    s.signIn(undefined)
  })
})

describe("checkout validation", () => {
  it("names bad fields and never answers 500", async () => {
    const res = await checkout({ restaurant_id: 1, payment_type: "bitcoin", phone: "12ab", type: 2 })
    expect(res.status).toBe(422)
    expect(res.json.errors.payment_type).toBeDefined()
    expect(res.json.errors.phone).toBeDefined()
    expect(res.json.errors.type).toBeDefined()
    expect(res.json.errors.cart_uuid).toBeDefined()
    expect((await checkout("[]")).status).toBe(422)
  })

  it("applies the business rules: empty cart, zone, driver terminal only on delivery, invoice fields", async () => {
    const empty = decodes(
      Wire.GuestCartResponse,
      (await s.post("/customer/cart/for-guest?restaurant_id=1&type=1")).json,
    ).data.uuid
    expect((await checkout(checkoutBody(empty))).json.message).toBe("Koszyk jest pusty")
    const { uuid } = await cartWithPizza(1)
    const outside = await checkout(checkoutBody(uuid, { address: far }))
    expect(outside.status).toBe(422)
    expect(outside.json.errors.address).toEqual(["Adres poza strefą dostawy"])
    const noAddress = await checkout(checkoutBody(uuid, { address: null }))
    expect(noAddress.json.errors.address).toBeDefined()
    const driver = await checkout(checkoutBody(uuid, { type: 3, payment_type: "driver_credit_card", address: null }))
    expect(driver.json.errors.payment_type).toBeDefined()
    const invoice = await checkout(
      checkoutBody(uuid, { print_invoice: 1, business: { type: 1, name: "", nip: "", address: "" } }),
    )
    expect(invoice.json.errors).toEqual({
      "business.name": ["Business name is required"],
      "business.nip": ["NIP is required"],
      "business.address": ["Street is required"],
    })
    // None of the failed attempts placed an order or consumed the cart.
    expect((await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).status).toBe(200)
  })
})

describe("idempotent checkout", () => {
  it("creates one order for five concurrent identical requests and replays the same answer", async () => {
    const { uuid } = await cartWithPizza(1)
    const key = `key-${Math.random()}`
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkout(checkoutBody(uuid), key)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    const ids = answers.map((a) => decodes(Wire.CheckoutResponse, a.json).data?.order?.id)
    expect(new Set(ids).size).toBe(1)
    expect(answers.every((a) => JSON.stringify(a.json) === JSON.stringify(answers[0]?.json))).toBe(true)
    const count = await s.get(`/sandbox/idempotency?key=${encodeURIComponent(key)}`)
    expect(count.json.data.orders).toBe(1)
    const later = await checkout(checkoutBody(uuid), key)
    expect(later.json).toEqual(answers[0]?.json)
    const reused = await checkout(checkoutBody(uuid, { notes: "inne" }), key)
    expect(reused.status).toBe(422)
  })

  it("lets a failed attempt be retried with the same key", async () => {
    const { uuid } = await cartWithPizza(1)
    const key = `retry-${Math.random()}`
    expect((await checkout(checkoutBody(uuid, { address: far }), key)).status).toBe(422)
    const retried = await checkout(checkoutBody(uuid), key)
    expect(retried.status).toBe(200)
    expect(decodes(Wire.CheckoutResponse, retried.json).data?.order?.address?.string).toBe(near.string)
    expect((await s.get(`/sandbox/idempotency?key=${encodeURIComponent(key)}`)).json.data.orders).toBe(1)
  })
})

describe("online payments", () => {
  const tokenize = async (number: string) =>
    (await s.post("/sandbox/cards/tokenize", { number, exp_month: 12, exp_year: 2030, cvv: "123" })).json.data
      .token as string

  it("payu: redirects to the provider page, which pays or cancels the order", async () => {
    const paid = decodes(
      Wire.CheckoutResponse,
      (await checkout(checkoutBody((await cartWithPizza(1)).uuid, { payment_type: "payu" }))).json,
    ).data
    expect(paid?.redirectUri).toMatch(new RegExp(`^${s.url}/sandbox/payu/${paid?.orderId}\\?key=[0-9a-f]{32}$`))
    expect(paid?.payu).toBeTruthy()
    const page = await fetch(paid?.redirectUri ?? "")
    expect(page.headers.get("content-type")).toContain("text/html")
    expect(await page.text()).toContain(`http://127.0.0.1:5173/widget/order/${paid?.orderId}?restaurantId=1`)
    clock += 3 * STEP
    expect(await orderStatus(paid?.orderId ?? 0)).toBe(1)
    expect((await s.post(`/sandbox/payu/${paid?.orderId}/pay`, { method: "blik", blik_code: "123456" })).status).toBe(
      200,
    )
    clock += STEP
    expect(await orderStatus(paid?.orderId ?? 0)).toBe(2)
    const cancelled = decodes(
      Wire.CheckoutResponse,
      (await checkout(checkoutBody((await cartWithPizza(1)).uuid, { payment_type: "payu" }))).json,
    ).data?.orderId as number
    await s.post(`/sandbox/payu/${cancelled}/cancel`, {})
    expect(await orderStatus(cancelled)).toBe(6)
    expect((await s.post(`/sandbox/payu/${cancelled}/pay`, {})).status).toBe(404)
  })

  it("card without 3-D Secure places the order; a used token is refused; a declined card is 402", async () => {
    const token = await tokenize("4444 3333 2222 1111")
    expect(token).toMatch(/^tok_/)
    const first = await checkout(
      checkoutBody((await cartWithPizza(1)).uuid, { payment_type: "card", payment_data: { card_token: token } }),
    )
    expect(decodes(Wire.CheckoutResponse, first.json).data?.order?.payment_type).toBe("card")
    const again = await checkout(
      checkoutBody((await cartWithPizza(1)).uuid, { payment_type: "card", payment_data: { card_token: token } }),
    )
    expect(again.json.errors["payment_data.card_token"]).toBeDefined()
    const declined = await checkout(
      checkoutBody((await cartWithPizza(1)).uuid, {
        payment_type: "card",
        payment_data: { card_token: await tokenize("4000000000000002") },
      }),
    )
    expect(declined.status).toBe(402)
    expect(declined.json.message).toBe("Karta odrzucona")
  })

  it("card with 3-D Secure: challenge URL, 402 until confirmed, then the re-submit places the order", async () => {
    const { uuid } = await cartWithPizza(1)
    const body = checkoutBody(uuid, {
      payment_type: "card",
      payment_data: { card_token: await tokenize("4000000000003220") },
    })
    const challenge = decodes(Wire.CheckoutResponse, (await checkout(body)).json).data
    const orderId = challenge?.orderId as number
    expect(challenge?.threeDsUrl).toMatch(
      new RegExp(
        `^${s.url}/sandbox/3ds/${orderId}\\?parent=${encodeURIComponent("http://127.0.0.1:5173")}&key=[0-9a-f]{32}$`,
      ),
    )
    const page = await fetch(challenge?.threeDsUrl ?? "")
    expect(page.headers.get("content-security-policy")).toBe(
      "frame-ancestors http://127.0.0.1:5173 http://127.0.0.1:* http://localhost:*",
    )
    const resubmit = checkoutBody(uuid, { payment_type: "card", payment_data: { order_id: orderId } })
    const early = await checkout(resubmit)
    expect(early.status).toBe(402)
    expect(early.json.message).toBe("Płatność nie została potwierdzona")
    expect((await s.post(`/sandbox/3ds/${orderId}/confirm`)).status).toBe(200)
    const done = decodes(Wire.CheckoutResponse, (await checkout(resubmit)).json).data?.order
    expect(done?.id).toBe(orderId)
    expect((await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).status).toBe(404)
  })

  it("tokenize names the bad card fields; pages reject a non-loopback parent", async () => {
    const bad = await s.post("/sandbox/cards/tokenize", {
      number: "4444 3333 2222 1112",
      exp_month: 1,
      exp_year: 2020,
      cvv: "12",
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.errors).sort()).toEqual(["cvv", "date", "number"])
    const fields = await fetch(
      `${s.url}/sandbox/card-fields?parent=${encodeURIComponent("http://127.0.0.1:5173")}&lang=pl`,
    )
    expect(fields.status).toBe(200)
    expect(await fields.text()).toContain("1234 1234 1234 1234")
    expect(
      (await fetch(`${s.url}/sandbox/card-fields?parent=${encodeURIComponent("https://evil.example")}`)).status,
    ).toBe(422)
  })
})

describe("orders list and access", () => {
  it("pages a customer's orders with links and meta, and hides them from others", async () => {
    const fresh = await freshSandbox({ now: () => clock, statusStepMs: STEP })
    try {
      await fresh
        .post("/customer/login", { email: "piotr@example.com", password: "haslo456" })
        .then((r) => fresh.signIn(r.json.data.token))
      for (let i = 0; i < 11; i++) {
        const uuid = (await fresh.post("/customer/cart/for-guest?restaurant_id=1&type=3")).json.data.uuid
        await fresh.post(
          "/customer/cart/add-item",
          addItemRequest(uuid, { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] }),
        )
        await fresh.post("/customer/cart/checkout", checkoutBody(uuid, { type: 3, address: null }))
      }
      const first = decodes(Wire.OrdersPage, (await fresh.get("/customer/orders?page=1")).json)
      expect(first.data.length).toBe(10)
      expect(first.meta).toEqual({ current_page: 1, last_page: 2 })
      const raw = (await fresh.get("/customer/orders?page=2")).json
      expect(raw.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 10, total: 11 })
      expect(raw.links.prev).toBe(`${fresh.url}/customer/orders?page=1`)
      expect(raw.data.length).toBe(1)
      const someId = first.data[0]?.id ?? 0
      expect((await fresh.get("/customer/orders?page=zero")).status).toBe(422)
      fresh.signIn(undefined)
      expect((await fresh.get("/customer/orders")).status).toBe(401)
      expect((await fresh.get(`/customer/orders/${someId}`)).status).toBe(404)
    } finally {
      await fresh.stop()
    }
  })
})
