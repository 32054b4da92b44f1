import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Api, type ApiError, type ApiShape } from "../../adapters/api"
import { apiLayer } from "../../adapters/api-live"
import { Storage } from "../../adapters/storage"
import { fakeFetch, json } from "../support/fake-fetch"

/**
 * Issue 16 item 7 from the widget's side: the sandbox refuses every write that is not declared JSON,
 * so every write the live Api sends — the body-less ones of SPEC §7 included — must go as
 * `Content-Type: application/json` with a JSON body, and reads must stay without a body or type (a
 * public read stays a CORS-simple request). Each Api method is called once over a fake fetch.
 */

/**
 * A body marked with the method's name. The adapter sends bodies as given (the server validates
 * them), so a marker shows it passed this one through unchanged; it is not a valid request.
 */
const marked = <T>(name: string): T => ({ probe: name }) as unknown as T

/** One call per Api method; the mapped type makes a method added to ApiShape fail to compile here. */
const CALLS: { readonly [K in keyof ApiShape]: (api: ApiShape) => Effect.Effect<unknown, ApiError> } = {
  login: (api) => api.login(marked("login")),
  logout: (api) => api.logout(),
  register: (api) => api.register(marked("register")),
  sendOtp: (api) => api.sendOtp(marked("sendOtp")),
  forgotPassword: (api) => api.forgotPassword(marked("forgotPassword")),
  resetPassword: (api) => api.resetPassword(marked("resetPassword")),
  googleLogin: (api) => api.googleLogin(marked("googleLogin")),
  appleLogin: (api) => api.appleLogin(marked("appleLogin")),
  createGuestCart: (api) => api.createGuestCart({ restaurant_id: 1, type: 3 }),
  updateCartAddress: (api) => api.updateCartAddress({ cart_uuid: "c-1", address_id: 5 }),
  getCart: (api) => api.getCart({ restaurant_id: 1, cart_uuid: "c-1" }),
  addItem: (api) => api.addItem(marked("addItem")),
  addCombo: (api) => api.addCombo(marked("addCombo"), { idempotencyKey: "k-1" }),
  changeItemQuantity: (api) => api.changeItemQuantity(marked("changeItemQuantity")),
  changeComboQuantity: (api) => api.changeComboQuantity(marked("changeComboQuantity")),
  changeOrderType: (api) => api.changeOrderType(marked("changeOrderType")),
  recommended: (api) => api.recommended({ restaurant_id: 1, cart_uuid: "c-1" }),
  addDiscount: (api) => api.addDiscount(marked("addDiscount")),
  addPoints: (api) => api.addPoints(marked("addPoints")),
  applyOffer: (api) => api.applyOffer(marked("applyOffer")),
  checkout: (api) => api.checkout(marked("checkout"), { idempotencyKey: "k-2" }),
  products: (api) => api.products(1),
  combos: (api) => api.combos(1),
  categories: (api) => api.categories(1),
  restaurants: (api) => api.restaurants(),
  restaurant: (api) => api.restaurant(1),
  settings: (api) => api.settings(),
  widgetStyles: (api) => api.widgetStyles(1),
  orders: (api) => api.orders(1),
  order: (api) => api.order(9),
  pointsCollected: (api) => api.pointsCollected(1),
  profile: (api) => api.profile(),
  updateProfile: (api) => api.updateProfile(marked("updateProfile")),
  updatePassword: (api) => api.updatePassword(marked("updatePassword")),
  changePhone: (api) => api.changePhone(marked("changePhone")),
  confirmPhone: (api) => api.confirmPhone(marked("confirmPhone")),
  paymentMethods: (api) => api.paymentMethods(),
  addPaymentMethod: (api) => api.addPaymentMethod(marked("addPaymentMethod")),
  setupIntent: (api) => api.setupIntent(),
  setDefaultPaymentMethod: (api) => api.setDefaultPaymentMethod(7),
  deletePaymentMethod: (api) => api.deletePaymentMethod(7),
  addresses: (api) => api.addresses(),
  addAddress: (api) => api.addAddress(marked("addAddress"), 1),
  updateAddress: (api) => api.updateAddress(5, marked("updateAddress"), 1),
  deleteAddress: (api) => api.deleteAddress(5, 1),
}

/** Every method called once, in CALLS order; answers are `{}` (the decode may fail: only the requests matter). */
const sendAll = async () => {
  const fake = fakeFetch([], () => json(200, {}))
  const layer = apiLayer(
    { apiBase: "http://api.test", widgetOrigin: "http://widget.test", requestTimeoutMs: 30_000 },
    { fetch: fake.fetch, random: () => 0, prefetched: () => undefined },
  ).pipe(Layer.provideMerge(Storage.layerMemory))
  const sent: Array<{ readonly name: string; readonly request: (typeof fake.requests)[number] }> = []
  for (const [name, call] of Object.entries(CALLS)) {
    const before = fake.requests.length
    await Effect.runPromise(
      Effect.gen(function* () {
        return yield* Effect.exit(call(yield* Api))
      }).pipe(Effect.provide(layer)),
    )
    expect(fake.requests.length - before, name).toBe(1)
    const request = fake.requests[before]
    if (request !== undefined) sent.push({ name, request })
  }
  return sent
}

describe("the live Api's writes are JSON", () => {
  it("every POST, PUT and DELETE carries Content-Type application/json and a JSON body; {} for the body-less calls", async () => {
    const sent = await sendAll()
    const writes = sent.filter(({ request }) => request.method !== "GET")
    expect(writes.map(({ name, request }) => `${name}: ${request.method} ${request.url.pathname}`)).toEqual([
      "login: POST /customer/login",
      "logout: POST /customer/logout",
      "register: POST /customer/register",
      "sendOtp: POST /customer/send-otp",
      "forgotPassword: POST /customer/forgot-password",
      "resetPassword: POST /customer/reset-password",
      "googleLogin: POST /customer/google/login",
      "appleLogin: POST /customer/apple/login",
      "createGuestCart: POST /customer/cart/for-guest",
      "updateCartAddress: POST /customer/cart/update-address-for-guest",
      "addItem: POST /customer/cart/add-item",
      "addCombo: POST /customer/cart/add-combo-item",
      "changeItemQuantity: POST /customer/cart/change-item-quantity",
      "changeComboQuantity: POST /customer/cart/change-combo-item-quantity",
      "changeOrderType: POST /customer/cart/change-order-type",
      "addDiscount: POST /customer/cart/add-discount",
      "addPoints: POST /customer/cart/add-points",
      "applyOffer: POST /customer/cart/apply-offer",
      "checkout: POST /customer/cart/checkout",
      "updateProfile: PUT /profile/update",
      "updatePassword: PUT /profile/password-update",
      "changePhone: POST /profile/change-phone-number",
      "confirmPhone: POST /profile/confirm-phone-number-changes",
      "addPaymentMethod: POST /payment-methods",
      "setupIntent: POST /stripe/setup-intent",
      "setDefaultPaymentMethod: PUT /payment-methods/7",
      "deletePaymentMethod: DELETE /payment-methods/7",
      "addAddress: POST /customer/addresses",
      "updateAddress: PUT /customer/addresses/5",
      "deleteAddress: DELETE /customer/addresses/5",
    ])
    for (const { name, request } of writes)
      expect(request.headers.get("content-type")?.split(";")[0], name).toBe("application/json")
    const bodies = Object.fromEntries(writes.map(({ name, request }) => [name, request.body]))
    // The calls SPEC §7 shows without a body send an empty JSON object; their parameters stay in the address.
    const bodyLess = [
      "logout",
      "createGuestCart",
      "updateCartAddress",
      "setupIntent",
      "deletePaymentMethod",
      "deleteAddress",
    ]
    for (const name of bodyLess) expect(bodies[name], name).toEqual({})
    expect(bodies.setDefaultPaymentMethod).toEqual({ use_as_default: 1 })
    for (const [name, body] of Object.entries(bodies))
      if (!bodyLess.includes(name) && name !== "setDefaultPaymentMethod") expect(body, name).toEqual({ probe: name })
    const guestCart = writes.find(({ name }) => name === "createGuestCart")?.request.url
    expect(Object.fromEntries(guestCart?.searchParams ?? [])).toEqual({ widget: "true", restaurant_id: "1", type: "3" })
  })

  it("reads go without a body or a Content-Type", async () => {
    const reads = (await sendAll()).filter(({ request }) => request.method === "GET")
    expect(reads.map(({ name }) => name)).toEqual([
      "getCart",
      "recommended",
      "products",
      "combos",
      "categories",
      "restaurants",
      "restaurant",
      "settings",
      "widgetStyles",
      "orders",
      "order",
      "pointsCollected",
      "profile",
      "paymentMethods",
      "addresses",
    ])
    for (const { name, request } of reads) {
      expect(request.body, name).toBeUndefined()
      expect(request.headers.get("content-type"), name).toBeNull()
    }
  })
})
