import { Effect, Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Storage, StorageKeys } from "../../../adapters"
import { Wire } from "../../../domain"
import { fakeApi, rejected, testModel } from "../model/fake-api"

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

const profile = {
  data: { data: { name: "Anna Kowalska", email: "anna@example.com", phone: "+48600100200", points: 0 } },
}
const signedInApi = {
  login: () => Effect.succeed({ data: { token: "tok-anna" }, error: null }),
  profile: () => Effect.succeed(Schema.decodeUnknownSync(Wire.ProfileResponse)(profile)),
  addresses: () =>
    Effect.succeed(
      Schema.decodeUnknownSync(Wire.AddressesResponse)({
        data: [{ id: 5, string: "Marszałkowska 1", latitude: "52.2", longitude: "21.0", is_active: 1 }],
      }),
    ),
  pointsCollected: () => Effect.succeed({ data: { points: 120 } }),
}

const setup = (overrides: Parameters<typeof fakeApi>[1] = {}) => {
  const fake = fakeApi(1, { ...signedInApi, ...overrides })
  const { model, runtime } = testModel(fake, 1)
  disposers.push(() => runtime.dispose())
  return { fake, model, runtime }
}

describe("login", () => {
  it("given the right password, when logging in, then the token is stored and profile, addresses and points load", async () => {
    const { model, runtime } = setup()
    model.commands.account.openLogin()
    await model.commands.account.login(" anna@example.com ", "haslo123")
    const state = model.state.value
    expect(state.session.token).toBe("tok-anna")
    expect(state.authModal).toBeNull()
    expect(state.session.profile?.name).toBe("Anna Kowalska")
    expect(state.session.points).toBe(120)
    expect(state.addresses.map((a) => a.id)).toEqual([5])
    const stored = await runtime.runPromise(Storage.use((s) => s.get(StorageKeys.accessToken)))
    expect(stored._tag).toBe("Some")
  })

  it("given the server refuses, then its error text shows in the modal", async () => {
    const { model } = setup({ login: () => Effect.fail(rejected(401, "Nieprawidłowy e-mail lub hasło")) })
    model.commands.account.openLogin()
    await model.commands.account.login("anna@example.com", "zle")
    expect(model.state.value.authModal).toMatchObject({
      mode: "login",
      step: 1,
      error: "Nieprawidłowy e-mail lub hasło",
    })
    expect(model.state.value.session.token).toBeNull()
  })

  it("given an answer without a token, then 'Something went wrong' shows", async () => {
    const { model } = setup({ login: () => Effect.succeed({ data: null, error: null }) })
    model.commands.account.openLogin()
    await model.commands.account.login("anna@example.com", "haslo123")
    expect(model.state.value.authModal?.error).toBe("Something went wrong")
  })
})

describe("register", () => {
  const details = {
    name: "Ola",
    email: "ola@example.com",
    password: "sekret1",
    passwordConfirmation: "sekret1",
    dialCode: "+48",
    phone: "",
    address: null,
  }

  it("given no phone, when continuing, then no code is sent and 'Phone number is required' shows", async () => {
    const { model, fake } = setup({ sendOtp: () => Effect.succeed({ success: true, message: "" }) })
    model.commands.account.openRegister()
    await model.commands.account.registerDetails(details)
    expect(fake.callsOf("sendOtp")).toEqual([])
    expect(model.state.value.authModal).toMatchObject({ mode: "register", step: 1, error: "Phone number is required" })
  })

  it("given a phone, when continuing, then the code goes out and the code step shows; the code signs in", async () => {
    const { model, fake } = setup({
      sendOtp: () => Effect.succeed({ success: true, message: "" }),
      register: () => Effect.succeed({ success: true, data: { token: "tok-ola" }, message: null, error: null }),
    })
    model.commands.account.openRegister()
    await model.commands.account.registerDetails({ ...details, phone: "600 100 300" })
    expect(fake.callsOf("sendOtp")).toEqual([[{ phone: "+48600100300" }]])
    expect(model.state.value.authModal?.step).toBe(2)
    await model.commands.account.register({ ...details, phone: "600 100 300" }, "123456")
    expect(fake.callsOf("register")[0]?.[0]).toMatchObject({ otp_code: "123456", source: "widget", address: null })
    expect(model.state.value.session.token).toBe("tok-ola")
  })

  it("given a guest with a saved delivery address, when registering, then that address goes with the body", async () => {
    const { model, fake } = setup({
      register: () => Effect.succeed({ success: true, data: { token: "tok-ola" }, message: null, error: null }),
    })
    const saved = Schema.decodeUnknownSync(Wire.AddressesResponse)({
      data: [{ id: 5, string: "Marszałkowska 1", latitude: "52.2", longitude: "21.0", is_active: 1 }],
    }).data
    model.dispatch({ _tag: "AddressesLoaded", at: 1, addresses: saved })
    await model.commands.account.register({ ...details, phone: "600100300" }, "123456")
    expect(fake.callsOf("register")[0]?.[0]).toMatchObject({
      address: { string: "Marszałkowska 1", latitude: "52.2", longitude: "21.0" },
    })
  })
})

describe("a rejected token", () => {
  it("given a signed-in customer with a guest cart, when calls answer 401, then they are signed out once and the cart stays", async () => {
    const { model, fake } = setup({
      orders: () => Effect.fail(rejected(401, "Unauthenticated.")),
      paymentMethods: () => Effect.fail(rejected(401, "Unauthenticated.")),
      profile: () => Effect.fail(rejected(401, "Unauthenticated.")),
    })
    model.dispatch({ _tag: "GuestCartCreated", at: 1, uuid: "cart-9" })
    model.dispatch({ _tag: "LoggedIn", at: 2, token: "old" })
    await Promise.all([model.commands.account.openOrders(), model.commands.account.loadSettings()])
    const state = model.state.value
    expect(state.session.token).toBeNull()
    expect(state.cart.uuid).toBe("cart-9")
    expect(model.log.filter((e) => e._tag === "SessionExpired")).toHaveLength(1)
    // Once signed out, the settings loads make no further calls.
    const before = fake.calls.length
    await model.commands.account.loadSettings()
    expect(fake.calls.length).toBe(before)
  })
})

describe("My Orders pages", () => {
  const page = (n: number) =>
    Schema.decodeUnknownSync(Wire.OrdersPage)({
      data: [{ id: 100 + n, status: 1, restaurant_id: 1, price: "10.00", created_at: "2025-03-14T18:06:00Z" }],
      meta: { current_page: n, last_page: 2 },
    })

  it("given 2 pages, then only pages 1 and 2 are ever requested", async () => {
    const { model, fake } = setup({ orders: (n: number) => Effect.succeed(page(n)) })
    model.dispatch({ _tag: "LoggedIn", at: 1, token: "t" })
    await model.commands.account.openOrders()
    await model.commands.account.goToOrdersPage(0)
    await model.commands.account.goToOrdersPage(2)
    await model.commands.account.goToOrdersPage(3)
    expect(fake.callsOf("orders")).toEqual([[1], [2]])
    expect(model.projections.account.value.orders).toMatchObject({ page: 2, lastPage: 2, hasNext: false })
    expect(model.projections.account.value.orders.entries[0]?.href).toBe("/widget/order/102?restaurantId=1")
  })
})

describe("logout", () => {
  it("clears access_token, addresses, cart_uuid and orders and sets orderType to delivery", async () => {
    const { model, runtime } = setup()
    model.dispatch({ _tag: "GuestCartCreated", at: 1, uuid: "cart-9" })
    await model.commands.account.login("anna@example.com", "haslo123")
    model.dispatch({ _tag: "OrderTypeChanged", at: 3, orderType: "pickup" })
    await model.commands.account.logout()
    const snapshot = await runtime.runPromise(Storage.use((s) => s.snapshot))
    expect(snapshot).toEqual({ token: null, cartUuid: null, orderType: "delivery", addresses: [], orders: [] })
    expect(model.state.value.session.token).toBeNull()
  })
})

describe("limits (issue 29)", () => {
  it("given the server refuses a login for too many attempts (429), then its message shows in the modal", async () => {
    const { model } = setup({
      login: () => Effect.fail(rejected(429, "Zbyt wiele prób. Spróbuj ponownie za 15 min.")),
    })
    model.commands.account.openLogin()
    await model.commands.account.login("anna@example.com", "haslo123")
    expect(model.state.value.authModal?.error).toBe("Zbyt wiele prób. Spróbuj ponownie za 15 min.")
  })

  it("given a password the server finds too common, then its message shows on the settings form", async () => {
    const { model } = setup({
      updatePassword: () => Effect.fail(rejected(422, "To hasło jest zbyt popularne — wybierz inne")),
    })
    await model.commands.account.login("anna@example.com", "haslo123")
    const result = await model.commands.account.changePassword("haslo123", "qwerty123", "qwerty123")
    expect(result).toMatchObject({ ok: false, message: "To hasło jest zbyt popularne — wybierz inne" })
    // The adapter's tagged error is kept beside the text, not flattened away.
    expect(result.ok ? null : result.error).toMatchObject({ _tag: "ApiRejected", status: 422 })
  })
})

describe("logout (issue 29)", () => {
  it("calls POST /customer/logout first, and goes on when the server has no such call (404)", async () => {
    const { model, fake, runtime } = setup({ logout: () => Effect.fail(rejected(404, "Route not found")) })
    await model.commands.account.login("anna@example.com", "haslo123")
    await runtime.runPromise(Storage.use((s) => s.set(StorageKeys.guestToken, "guest-1")))
    await model.commands.account.logout()
    expect(fake.callsOf("logout")).toHaveLength(1)
    expect(model.state.value.session.token).toBeNull()
    const guest = await runtime.runPromise(Storage.use((s) => s.get(StorageKeys.guestToken)))
    expect(guest._tag).toBe("None")
  })
})
