import type { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Wire } from "../../domain"
import {
  addItemRequest,
  changeQuantityRequest,
  checkoutRequest,
  passwordChangeRequest,
  registrationRequest,
  resetPasswordRequest,
} from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox } from "../support/sandbox"

/**
 * The contract sweep: every call of SPEC §7, in the order a customer's session makes them, each
 * answer decoded with the domain response schema the widget's adapter uses for it. Calls the adapter
 * reads as an Ack must also say success.
 */

let s: FreshSandbox
beforeAll(async () => {
  // Demo mode: the register and phone-change calls use the demo code 123456.
  s = await freshSandbox({ demo: true })
})
afterAll(() => s.stop())

const ok = async <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  call: Promise<{ status: number; json: unknown }>,
): Promise<S["Type"]> => {
  const res = await call
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return decodes(schema, res.json)
}
const acked = async (call: Promise<{ status: number; json: unknown }>) =>
  expect((await ok(Wire.Ack, call)).success).toBe(true)

const address = { string: "Nowy Świat 21, 00-029, Warszawa, Polska", latitude: "52.2319", longitude: "21.0191" }

describe("every SPEC §7 call decodes with the domain schemas", () => {
  it("catalogue and restaurant", async () => {
    await ok(Wire.ProductsResponse, s.get("/customer/products?restaurant=1"))
    await ok(Wire.ProductsResponse, s.get("/customer/products/optimized?restaurant=2&widget=true"))
    await ok(Wire.CombosResponse, s.get("/customer/combos?restaurant=1&widget=true"))
    await ok(Wire.CategoriesResponse, s.get("/customer/categories?restaurant=3"))
    await ok(Wire.RestaurantsResponse, s.get("/customer/restaurants?widget=true"))
    await ok(Wire.RestaurantResponse, s.get("/customer/restaurants/2?widget=true"))
    await ok(Wire.RestaurantResponse, s.get("/customer/restaurants/2"))
    await ok(Wire.SettingsResponse, s.get("/settings?widget=true"))
    await ok(Wire.WidgetStylesResponse, s.get("/customer/widgets?restaurant_id=1&widget=true"))
  })

  it("a whole signed-in session: auth, addresses, cart, checkout, orders, profile, cards", async () => {
    await acked(s.post("/customer/send-otp", { phone: "600900900" }))
    const registered = await ok(
      Wire.RegisterResponse,
      s.post(
        "/customer/register",
        registrationRequest({
          name: "Kontrakt",
          email: "kontrakt@example.com",
          password: "kontrakt1",
          phone: "600900900",
        }),
      ),
    )
    expect(registered.data?.token).toBeTruthy()
    const login = await ok(
      Wire.LoginResponse,
      s.post("/customer/login", { email: "anna@example.com", password: "haslo123" }),
    )
    s.signIn(login.data?.token ?? "")
    await acked(s.post("/customer/forgot-password", { email: "kontrakt@example.com" }))
    await acked(s.post("/customer/reset-password", resetPasswordRequest("kontrakt@example.com", "123456", "kontrakt2")))

    const saved = await ok(
      Wire.AddressSavedResponse,
      s.post("/customer/addresses?restaurant_id=1", { ...address, is_active: 1, restaurant_id: 1 }),
    )
    const id = saved.data.address.id
    await ok(
      Wire.AddressSavedResponse,
      s.put(`/customer/addresses/${id}?restaurant_id=1`, { ...address, is_active: 1 }),
    )
    expect((await ok(Wire.AddressesResponse, s.get("/customer/addresses?widget=true"))).data.length).toBe(1)

    const uuid = (
      await ok(Wire.GuestCartResponse, s.post(`/customer/cart/for-guest?restaurant_id=1&address_id=${id}&type=1`))
    ).data.uuid
    await acked(s.post(`/customer/cart/update-address-for-guest?cart_uuid=${uuid}&address_id=${id}`))
    await ok(Wire.CartResponse, s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}&widget=true`))
    const withItem = await ok(
      Wire.CartResponse,
      s.post(
        "/customer/cart/add-item",
        addItemRequest(
          uuid,
          {
            product_id: 1002,
            addons: [6001],
            quantity: 2,
            exclude_ingredients: [],
            special: { type: "double", data: { product_id: 1005, addons: [6001] } },
          },
          1,
        ),
      ),
    )
    const withCombo = await ok(
      Wire.CartResponse,
      s.post("/customer/cart/add-combo-item", {
        combo_id: 901,
        quantity: 1,
        groups: [{ group_id: 9101, option_id: 9201, product_id: 1002, extra: 0 }],
        cart_uuid: uuid,
      }),
    )
    const itemKey = withItem.data.items[0]?.key ?? ""
    const comboKey = withCombo.data.combo_items[0]?.key ?? ""
    await ok(
      Wire.CartResponse,
      s.post(
        "/customer/cart/change-item-quantity",
        changeQuantityRequest(uuid, itemKey, 3, 0, { restaurant_id: 1, type: 1 }),
      ),
    )
    await ok(
      Wire.CartResponse,
      s.post(
        "/customer/cart/change-combo-item-quantity",
        changeQuantityRequest(uuid, comboKey, 2, 0, { restaurant_id: 1, type: 1 }),
      ),
    )
    await ok(Wire.CartResponse, s.post("/customer/cart/change-order-type", { type: 3, cart_uuid: uuid }))
    await ok(Wire.CartResponse, s.post("/customer/cart/change-order-type", { type: 1, cart_uuid: uuid }))
    await ok(Wire.ProductsResponse, s.get(`/customer/cart/recommended?restaurant_id=1&cart_uuid=${uuid}`))
    await ok(
      Wire.CartResponse,
      s.post("/customer/cart/add-discount", { restaurant_id: 1, discount_code: "BELLA10", cart_uuid: uuid }),
    )
    await ok(Wire.CartResponse, s.post("/customer/cart/apply-offer", { offer_id: 1, checked: true, cart_uuid: uuid }))
    await ok(Wire.CartResponse, s.post("/customer/cart/add-points", { restaurant_id: 1, amount: 50 }))
    const placed = await ok(
      Wire.CheckoutResponse,
      s.post(
        "/customer/cart/checkout",
        checkoutRequest(uuid, {
          payment_type: "driver_credit_card",
          payment_data: { card_token: null, order_id: null },
          address,
          address_id: id,
          non_contact: 1,
          phone: "48600100200",
          type: 1,
          order_for_later: 1,
          order_time: "23:30",
          print_invoice: 1,
          business: { type: 1, name: "Firma sp. z o.o.", nip: "5260001246", address: "ul. Prosta 1, Warszawa" },
        }),
        { "idempotency-key": "contract-1" },
      ),
    )
    const orderId = placed.data?.order?.id ?? 0
    expect(placed.data?.order?.items.some((i) => i.is_gift)).toBe(true)
    await ok(Wire.OrdersPage, s.get("/customer/orders?page=1&widget=true"))
    await ok(Wire.OrderResponse, s.get(`/customer/orders/${orderId}?widget=true`))
    await ok(Wire.PointsResponse, s.get("/customer/points/collected/1?widget=true"))

    await ok(Wire.ProfileResponse, s.get("/profile/show"))
    await acked(s.put("/profile/update", { name: "Anna K.", email: "anna@example.com" }))
    await acked(s.put("/profile/password-update", passwordChangeRequest("haslo123", "haslo123")))
    await acked(s.post("/profile/change-phone-number", { phone: "600300300" }))
    await acked(s.post("/profile/confirm-phone-number-changes", { otp_code: "123456", phone: "600300300" }))

    await ok(Wire.SetupIntentResponse, s.post("/stripe/setup-intent"))
    const token = (
      await s.post("/sandbox/cards/tokenize", { number: "4444333322221111", exp_month: 1, exp_year: 2040, cvv: "111" })
    ).json.data.token
    const card = await ok(Wire.PaymentMethodResponse, s.post("/payment-methods", { payment_method_id: token }))
    await ok(Wire.PaymentMethodsResponse, s.get("/payment-methods"))
    await acked(s.put(`/payment-methods/${card.data.id}`, { use_as_default: 1 }))
    await acked(s.del(`/payment-methods/${card.data.id}`))
    await acked(s.del(`/customer/addresses/${id}?restaurant_id=1`))
    s.signIn(undefined)
  })
})

describe("bad input never crashes a call", () => {
  const writes: ReadonlyArray<readonly [string, string]> = [
    ["POST", "/customer/login"],
    ["POST", "/customer/register"],
    ["POST", "/customer/send-otp"],
    ["POST", "/customer/forgot-password"],
    ["POST", "/customer/reset-password"],
    ["POST", "/customer/cart/for-guest"],
    ["POST", "/customer/cart/update-address-for-guest"],
    ["POST", "/customer/cart/add-item"],
    ["POST", "/customer/cart/add-combo-item"],
    ["POST", "/customer/cart/change-item-quantity"],
    ["POST", "/customer/cart/change-combo-item-quantity"],
    ["POST", "/customer/cart/change-order-type"],
    ["POST", "/customer/cart/add-discount"],
    ["POST", "/customer/cart/add-points"],
    ["POST", "/customer/cart/apply-offer"],
    ["POST", "/customer/cart/checkout"],
    ["PUT", "/profile/update"],
    ["PUT", "/profile/password-update"],
    ["POST", "/profile/change-phone-number"],
    ["POST", "/profile/confirm-phone-number-changes"],
    ["POST", "/payment-methods"],
    ["PUT", "/payment-methods/1"],
    ["POST", "/customer/addresses"],
    ["PUT", "/customer/addresses/1"],
    ["POST", "/sandbox/cards/tokenize"],
  ]
  const reads = [
    "/customer/products",
    "/customer/products/optimized?restaurant=-1",
    "/customer/combos?restaurant=1e3",
    "/customer/categories?restaurant=",
    "/customer/restaurants/0",
    "/customer/widgets",
    "/customer/cart",
    "/customer/cart/recommended?restaurant_id=1",
    "/customer/orders/abc",
    "/customer/points/collected/1",
    "/sandbox/maps/reverse?lat=1",
    "/sandbox/card-fields",
    "/sandbox/3ds/1",
    "/sandbox/payu/999",
  ]

  it("answers every malformed write with a 4xx JSON body naming the problem", async () => {
    const login = await s.post("/customer/login", { email: "piotr@example.com", password: "haslo456" })
    s.signIn(login.json.data.token)
    for (const [method, path] of writes) {
      for (const body of ["{oops", "[]", "null", '{"restaurant_id": {"$gt": 1}, "item": "x"}', "{}"]) {
        const res = await s.call(method, path, body)
        expect(res.status, `${method} ${path} ${body}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${method} ${path} ${body}`).toBeLessThan(500)
        expect(decodes(Wire.ErrorBody, res.json).message, `${method} ${path}`).toBeTruthy()
      }
    }
    s.signIn(undefined)
  })

  it("refuses an oversized body with 413 JSON", async () => {
    const res = await s.post("/customer/login", { email: "x".repeat(300_000), password: "" })
    expect(res.status).toBe(413)
    expect(decodes(Wire.ErrorBody, res.json).message).toBe("Request body too large")
  })

  it("answers every bad read with a 4xx JSON body", async () => {
    for (const path of reads) {
      const res = await s.get(path)
      expect(res.status, path).toBeGreaterThanOrEqual(400)
      expect(res.status, path).toBeLessThan(500)
      expect(decodes(Wire.ErrorBody, res.json).message, path).toBeTruthy()
    }
  })
})
