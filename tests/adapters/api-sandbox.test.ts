import { Effect, Layer, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api, type ApiShape } from "../../adapters/api"
import { apiLayer } from "../../adapters/api-live"
import { Storage } from "../../adapters/storage"
import { StorageKeys } from "../../adapters/store"
import { addFault, clearFaults } from "../support/faults"
import {
  addCombo901Request,
  addItemRequest,
  changeQuantityRequest,
  checkoutRequest,
  registrationRequest,
} from "../support/requests"
import { type FreshSandbox, freshSandbox } from "../support/sandbox"

/**
 * The live Api against the REAL sandbox (contract 1): every call goes over HTTP and its answer is
 * decoded by the adapter with the domain schemas. Node's fetch keeps no cookies, so cart and address
 * calls run signed in (bearer token), which the sandbox accepts for every customer call.
 */
let sandbox: FreshSandbox

beforeAll(async () => {
  // Demo mode: the register and phone-change calls use the demo code 123456.
  sandbox = await freshSandbox({ faults: true, demo: true })
})
afterAll(() => sandbox?.stop())

const retries: string[] = []
const layer = () =>
  apiLayer(
    { apiBase: sandbox.url, widgetOrigin: "http://127.0.0.1:5173", requestTimeoutMs: 10_000 },
    { random: () => 0, onRetry: (path) => retries.push(path) },
  ).pipe(Layer.provideMerge(Storage.layerMemory))

const run = <A, E>(use: (api: ApiShape, storage: Storage["Service"]) => Effect.Effect<A, E>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      return yield* use(yield* Api, yield* Storage)
    }).pipe(Effect.provide(layer())),
  )

const signedIn = <A, E>(use: (api: ApiShape, storage: Storage["Service"]) => Effect.Effect<A, E>) =>
  run((api, storage) =>
    Effect.gen(function* () {
      const login = yield* api.login({ email: "anna@example.com", password: "haslo123" })
      const token = login.data?.token
      if (!token) throw new Error("no token")
      yield* storage.set(StorageKeys.accessToken, token)
      return yield* use(api, storage)
    }),
  )

const margherita = { product_id: 1001, addons: [6001], quantity: 2, exclude_ingredients: [] }

describe("Api against the sandbox: catalogue", () => {
  it("decodes settings, restaurants, restaurant, widget styles, categories, products and combos", async () => {
    const r = await run((api) =>
      Effect.all({
        settings: api.settings(),
        restaurants: api.restaurants(),
        restaurant: api.restaurant(1),
        styles: api.widgetStyles(1),
        categories: api.categories(1),
        products: api.products(1),
        combos: api.combos(1),
      }),
    )
    expect(Array.isArray(r.settings.data.translations)).toBe(true)
    expect(r.restaurants.data.map((x) => x.id)).toContain(1)
    expect(r.restaurant.data.id).toBe(1)
    expect(r.styles.data.settings).toBeDefined()
    expect(r.categories.data.length).toBeGreaterThan(0)
    expect(r.products.data.find((p) => p.id === 1001)?.name).toBe("Margherita")
    expect(Number.isInteger(r.products.data[0]?.price)).toBe(true) // grosze
    expect(r.combos.data.map((c) => c.id)).toContain(901)
  })

  it("rejects an unknown restaurant with the server's body", async () => {
    const error = await run((api) => Effect.flip(api.restaurant(999_999)))
    expect(error._tag).toBe("ApiRejected")
    expect(error._tag === "ApiRejected" && error.status).toBe(404)
  })
})

describe("Api against the sandbox: auth and profile", () => {
  it("logs in, fails a wrong password with the server's error text, and reads the profile and points", async () => {
    const wrong = await run((api) => Effect.flip(api.login({ email: "anna@example.com", password: "nope" })))
    expect(wrong).toMatchObject({ _tag: "ApiRejected", status: 401, message: "Nieprawidłowy e-mail lub hasło" })
    const r = await signedIn((api) => Effect.all({ profile: api.profile(), points: api.pointsCollected(1) }))
    expect(r.profile.data.data.email).toBe("anna@example.com")
    expect(r.points.data.points).toBe(350)
  })

  it("registers with an OTP, updates profile, password and phone, and resets a password", async () => {
    const email = `nowy${Date.now()}@example.com`
    const r = await run((api, storage) =>
      Effect.gen(function* () {
        const otp = yield* api.sendOtp({ phone: "600700800" })
        const registered = yield* api.register(
          registrationRequest({ name: "Nowy Klient", email, password: "haslo1234", phone: "600700800" }),
        )
        yield* storage.set(StorageKeys.accessToken, registered.data?.token ?? "")
        const updated = yield* api.updateProfile({ name: "Nowy K.", email })
        const password = yield* api.updatePassword({
          current_password: "haslo1234",
          password: "haslo12345",
          password_confirmation: "haslo12345",
        })
        const phone = yield* api.changePhone({ phone: "600700801" })
        const confirmed = yield* api.confirmPhone({ otp_code: "123456", phone: "600700801" })
        const profile = yield* api.profile()
        const forgot = yield* api.forgotPassword({ email })
        const reset = yield* api.resetPassword({
          email,
          password: "haslo99999",
          password_confirmation: "haslo99999",
          otp_code: "123456",
        })
        const relogin = yield* api.login({ email, password: "haslo99999" })
        return { otp, registered, updated, password, phone, confirmed, profile, forgot, reset, relogin }
      }),
    )
    expect(r.otp.success).toBe(true)
    expect(r.registered.success).toBe(true)
    expect(r.profile.data.data.name).toBe("Nowy K.")
    expect(r.profile.data.data.phone).toContain("600700801")
    expect([r.updated, r.password, r.phone, r.confirmed, r.forgot, r.reset].every((a) => a.success)).toBe(true)
    expect(r.relogin.data?.token).toBeTruthy()
  })

  it("google and apple login reject with the sandbox's message (their buttons are hidden)", async () => {
    const [google, apple] = await run((api) =>
      Effect.all([Effect.flip(api.googleLogin({ token: "x" })), Effect.flip(api.appleLogin({ token: "x" }))]),
    )
    expect(google).toMatchObject({ _tag: "ApiRejected", status: 501 })
    expect(apple._tag === "ApiRejected" && apple.message).toContain("Apple")
  })
})

describe("Api against the sandbox: addresses, cart and checkout", () => {
  it("adds, updates, lists and deletes addresses", async () => {
    const r = await signedIn((api) =>
      Effect.gen(function* () {
        const added = yield* api.addAddress(
          {
            string: "Marszałkowska 100, Warszawa",
            latitude: "52.2297",
            longitude: "21.0122",
            is_active: 1,
            address_line_2: "m. 4",
            restaurant_id: 1,
          },
          1,
        )
        const updated = yield* api.updateAddress(
          added.data.address.id,
          {
            string: "Marszałkowska 101, Warszawa",
            latitude: "52.2298",
            longitude: "21.0123",
            is_active: 1,
            address_line_2: null,
          },
          1,
        )
        const listed = yield* api.addresses()
        const deleted = yield* api.deleteAddress(added.data.address.id, 1)
        const after = yield* api.addresses()
        return { added, updated, listed, deleted, after, id: added.data.address.id }
      }),
    )
    expect(r.added.data.address.string).toBe("Marszałkowska 100, Warszawa")
    expect(r.updated.data.address.string).toBe("Marszałkowska 101, Warszawa")
    expect(r.listed.data.map((a) => a.id)).toContain(r.id)
    expect(r.after.data.map((a) => a.id)).not.toContain(r.id)
  })

  it("creates a cart and runs every cart call, decoding each answer", async () => {
    const r = await signedIn((api) =>
      Effect.gen(function* () {
        const address = yield* api.addAddress(
          { string: "Nowy Świat 5, Warszawa", latitude: "52.2319", longitude: "21.0190", is_active: 1 },
          1,
        )
        const guest = yield* api.createGuestCart({ restaurant_id: 1, type: 3 })
        const cart_uuid = guest.data.uuid
        const withAddress = yield* api.updateCartAddress({ cart_uuid, address_id: address.data.address.id })
        const added = yield* api.addItem(addItemRequest(cart_uuid, margherita))
        const combo = yield* api.addCombo(addCombo901Request(cart_uuid, "Margherita"))
        const line = combo.data.items[0]
        const comboLine = combo.data.combo_items[0]
        const changed = yield* api.changeItemQuantity(
          changeQuantityRequest(cart_uuid, line?.key ?? "", 3, 0, { restaurant_id: 1, type: 3 }),
        )
        const comboChanged = yield* api.changeComboQuantity(changeQuantityRequest(cart_uuid, comboLine?.key ?? "", 2))
        const typed = yield* api.changeOrderType({ type: 1, cart_uuid })
        const recommended = yield* api.recommended({ restaurant_id: 1, cart_uuid })
        const discounted = yield* api.addDiscount({ restaurant_id: 1, discount_code: "BELLA10", cart_uuid })
        const badCode = yield* Effect.flip(api.addDiscount({ restaurant_id: 1, discount_code: "NOPE", cart_uuid }))
        const offer = yield* api.applyOffer({ offer_id: 1, checked: true, cart_uuid })
        const offerRemoved = yield* api.applyOffer({ offer_id: 1, checked: false, cart_uuid })
        const points = yield* api.addPoints({ restaurant_id: 1, amount: 10, cart_uuid })
        const fetched = yield* api.getCart({ restaurant_id: 1, cart_uuid })
        return {
          guest,
          withAddress,
          added,
          combo,
          changed,
          comboChanged,
          typed,
          recommended,
          discounted,
          badCode,
          offer,
          offerRemoved,
          points,
          fetched,
        }
      }),
    )
    expect(r.guest.data.uuid).toBeTruthy()
    expect(r.withAddress.success).toBe(true)
    expect(r.added.data.items).toHaveLength(1)
    expect(r.combo.data.combo_items).toHaveLength(1)
    expect(r.changed.data.items[0]?.value.quantity).toBe(3)
    expect(r.comboChanged.data.combo_items[0]?.value.quantity).toBe(2)
    expect(r.typed.data.type).toBe(1)
    expect(Array.isArray(r.recommended.data)).toBe(true)
    expect(r.discounted.data.prices.discount).toBeGreaterThan(0)
    expect(r.badCode).toMatchObject({ _tag: "ApiRejected", status: 422 })
    expect(r.badCode._tag === "ApiRejected" && r.badCode.message.length).toBeGreaterThan(0)
    expect(r.offer.data.offer_id).toBe(1)
    expect(r.offerRemoved.data.offer_id).toBeNull()
    expect(r.points.data.point_amount).toBeGreaterThan(0)
    expect(r.fetched.data.uuid).toBe(r.guest.data.uuid)
  })

  it("checks out once per idempotency key, lists the order and reads it back", async () => {
    const r = await signedIn((api) =>
      Effect.gen(function* () {
        const { data } = yield* api.createGuestCart({ restaurant_id: 1, type: 3 })
        yield* api.addItem(addItemRequest(data.uuid, margherita))
        const first = yield* api.checkout(checkoutRequest(data.uuid), { idempotencyKey: `k-${data.uuid}` })
        const again = yield* api.checkout(checkoutRequest(data.uuid), { idempotencyKey: `k-${data.uuid}` })
        const id = first.data?.order?.id ?? 0
        const order = yield* api.order(id)
        const orders = yield* api.orders(1)
        return { first, again, order, orders, key: `k-${data.uuid}` }
      }),
    )
    expect(r.first.success).toBe(true)
    expect(r.again.data?.order?.id).toBe(r.first.data?.order?.id)
    expect(r.order.data.id).toBe(r.first.data?.order?.id)
    expect(r.orders.data.map((o) => o.id)).toContain(r.order.data.id)
    expect(r.orders.meta.last_page).toBeGreaterThanOrEqual(1)
    const count = await fetch(`${sandbox.url}/sandbox/idempotency?key=${encodeURIComponent(r.key)}`).then((x) =>
      x.json(),
    )
    expect(count.data.orders).toBe(1)
  })

  it("a dropped checkout is retried with the same stored key and creates exactly one order", async () => {
    await clearFaults(sandbox.url)
    const r = await signedIn((api, storage) =>
      Effect.gen(function* () {
        const { data } = yield* api.createGuestCart({ restaurant_id: 1, type: 3 })
        yield* api.addItem(addItemRequest(data.uuid, margherita))
        yield* Effect.promise(() =>
          addFault(sandbox.url, { route: "/customer/cart/checkout", method: "POST", drop: true, times: 1 }),
        )
        retries.length = 0
        const answer = yield* api.checkout(checkoutRequest(data.uuid))
        const left = yield* storage.get(StorageKeys.checkoutIdempotencyKey)
        return { answer, left, retried: [...retries] }
      }),
    )
    expect(r.retried).toEqual(["/customer/cart/checkout"])
    expect(r.answer.data?.order?.id).toBeGreaterThan(0)
    expect(Option.isNone(r.left)).toBe(true)
  })
})

describe("Api against the sandbox: payment methods", () => {
  it("sets up, saves, defaults and deletes a card", async () => {
    const tokenized = await fetch(`${sandbox.url}/sandbox/cards/tokenize`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ number: "4444333322221111", exp_month: 12, exp_year: 2099, cvv: "123" }),
    }).then((x) => x.json() as Promise<{ data: { token: string } }>)
    const r = await signedIn((api) =>
      Effect.gen(function* () {
        const intent = yield* api.setupIntent()
        const saved = yield* api.addPaymentMethod({ payment_method_id: tokenized.data.token })
        const defaulted = yield* api.setDefaultPaymentMethod(saved.data.id)
        const listed = yield* api.paymentMethods()
        const deleted = yield* api.deletePaymentMethod(saved.data.id)
        const after = yield* api.paymentMethods()
        return { intent, saved, defaulted, listed, deleted, after }
      }),
    )
    expect(r.intent.data.client_secret).toContain("secret")
    expect(r.saved.data).toMatchObject({ brand: "visa", last_four: "1111" })
    expect(r.listed.data.find((m) => m.id === r.saved.data.id)?.is_default).toBe(true)
    expect(r.after.data.map((m) => m.id)).not.toContain(r.saved.data.id)
  })
})

describe("Api against the sandbox: faults", () => {
  it("retries a GET after an injected 503 and decodes the real answer", async () => {
    await clearFaults(sandbox.url)
    await addFault(sandbox.url, { route: "/customer/restaurants", method: "GET", status: 503, times: 2 })
    retries.length = 0
    const answer = await run((api) => api.restaurants())
    expect(answer.data.length).toBeGreaterThan(0)
    expect(retries).toEqual(["/customer/restaurants", "/customer/restaurants"])
  })

  it("never retries a POST after an injected 500", async () => {
    await clearFaults(sandbox.url)
    await addFault(sandbox.url, { route: "/customer/login", method: "POST", status: 500, times: 1 })
    retries.length = 0
    const error = await run((api) => Effect.flip(api.login({ email: "anna@example.com", password: "haslo123" })))
    expect(error).toMatchObject({ _tag: "ApiRejected", status: 500 })
    expect(retries).toEqual([])
  })

  it("turns a malformed answer into ApiDecodeFailed", async () => {
    await clearFaults(sandbox.url)
    await addFault(sandbox.url, { route: "/customer/categories", method: "GET", malformed: true, times: 1 })
    const error = await run((api) => Effect.flip(api.categories(1)))
    expect(error._tag).toBe("ApiDecodeFailed")
  })
})
