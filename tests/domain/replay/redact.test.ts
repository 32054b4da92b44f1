import { describe, expect, it } from "vitest"
import { isCompleteAddress } from "../../../domain/address/completeness"
import { PLACEHOLDER_LATITUDE, PLACEHOLDER_LONGITUDE, redactLog } from "../../../domain/replay/redact"
import { replay } from "../../../domain/replay/replay"
import type { WidgetEvent } from "../../../domain/widget/event"
import { isValidState } from "../../../domain/widget/validity"
import { aCart, anAddress, anOrder, aPaymentMethod, aProduct, aProfile, event } from "../widget/entities"

/** Given events as the widget logged them, when redacted, then this is what leaves the browser. */

const only = <T extends WidgetEvent["_tag"]>(log: ReadonlyArray<WidgetEvent>, tag: T) =>
  log.filter((e): e is Extract<WidgetEvent, { _tag: T }> => e._tag === tag)

describe("redactLog", () => {
  it("replaces a login token with a placeholder that is the same wherever the token recurs", () => {
    const log = redactLog([
      event("StorageRestored", { token: "secret-a", cartUuid: null, orderType: "delivery", addresses: [], orders: [] }),
      event("LoggedIn", { token: "secret-a" }),
      event("LoggedIn", { token: "secret-b" }),
      event("LoggedIn", { token: "secret-a" }),
    ])
    const restored = only(log, "StorageRestored")[0]
    const tokens = only(log, "LoggedIn").map((e) => e.token)
    expect(tokens).toEqual(["redacted-token-1", "redacted-token-2", "redacted-token-1"])
    expect(restored?.token).toBe("redacted-token-1")
    expect(JSON.stringify(log)).not.toMatch(/secret-/)
  })

  it("keeps a missing token missing (signed out stays signed out)", () => {
    const [restored] = redactLog([
      event("StorageRestored", { token: null, cartUuid: "u1", orderType: "pickup", addresses: [], orders: [] }),
    ])
    // The cart's uuid is a placeholder since issue 29; the token stays null.
    expect(restored).toEqual(
      event("StorageRestored", {
        token: null,
        cartUuid: "00000000-0000-4000-8000-000000000001",
        orderType: "pickup",
        addresses: [],
        orders: [],
      }),
    )
  })

  it("replaces the profile's name, e-mail, phone and avatar and keeps the points", () => {
    const profile = { ...aProfile(120), avatar: "https://cdn.example/anna.jpg" }
    const [loaded] = only(redactLog([event("ProfileLoaded", { profile })]), "ProfileLoaded")
    expect(loaded?.profile).toEqual({
      name: "Person 1",
      email: "person1@example.invalid",
      phone: "+48500000001",
      avatar: "https://example.invalid/avatar-1.png",
      points: 120,
    })
  })

  it("(issue 26) gives an unsaved settings phone equal to the saved one the same placeholder: it does not replay as a change", () => {
    const log = redactLog([
      event("ProfileLoaded", { profile: aProfile() }),
      event("ProfileDraftEdited", {
        draft: { name: "Anna Nowak", email: "anna@example.com", phone: { country: "PL +48", number: "600100200" } },
      }),
      event("ProfileDraftEdited", {
        draft: { name: "Anna Nowak", email: "anna@example.com", phone: { country: "PL +48", number: "600100201" } },
      }),
    ])
    const saved = only(log, "ProfileLoaded")[0]?.profile
    const [same, changed] = only(log, "ProfileDraftEdited").map((e) => e.draft)
    expect(saved?.phone).toBe("+48500000001")
    expect(same?.phone).toEqual({ country: "PL +48", number: "500000001" })
    expect(same?.email).toBe(saved?.email)
    expect(changed?.phone).toEqual({ country: "PL +48", number: "500000002" })
    expect(JSON.stringify(log)).not.toMatch(/600100|Anna|anna@/)
  })

  it("(issue 26) keeps an order's restaurant phone and address: the restaurant's, shown on the order page", () => {
    const order = {
      ...anOrder(2),
      restaurant: {
        name: "Pizzeria Bella Napoli",
        logo: null,
        est_delivery: 45,
        phone: "+48221234567",
        address: "Marszałkowska 84",
      },
      notes: "Ring twice",
    }
    const [polled] = only(redactLog([event("OrderPolled", { order })]), "OrderPolled")
    expect(polled?.order.restaurant).toEqual(order.restaurant)
    expect(polled?.order.notes).toBe("Notes 1")
  })

  it("replaces a saved address's text, second line and coordinates, and it stays complete", () => {
    const address = { ...anAddress(11, true), address_line_2: "m. 4, domofon 12" }
    const [saved] = only(redactLog([event("AddressSaved", { address, edited: false })]), "AddressSaved")
    expect(saved?.address).toEqual({
      id: 11,
      string: "Address 1",
      latitude: PLACEHOLDER_LATITUDE,
      longitude: PLACEHOLDER_LONGITUDE,
      address_line_2: "Line 1",
      is_active: true,
    })
    expect(isCompleteAddress(saved?.address)).toBe(true)
  })

  it("keeps an incomplete place incomplete: empty coordinates stay empty, nonsense becomes empty", () => {
    const log = redactLog([
      event("AddressPlaceChosen", { place: { string: "No results found", latitude: "", longitude: "" } }),
      event("AddressPlaceChosen", { place: { string: "Hoża 42", latitude: "near the park", longitude: "999" } }),
    ])
    const places = only(log, "AddressPlaceChosen").map((e) => e.place)
    expect(places).toEqual([
      { string: "Address 1", latitude: "", longitude: "" },
      { string: "Address 2", latitude: "", longitude: "" },
    ])
    for (const place of places) expect(isCompleteAddress(place)).toBe(false)
  })

  it("gives the same address text the same placeholder in the list, the cart and the order", () => {
    const cart = { ...aCart({ uuid: "u1" }), address: { id: 11, string: "Hoża 11, 00-516 Warszawa" } }
    const order = { ...anOrder(7001), notes: "Ring twice, Anna", address: { string: "Hoża 11, 00-516 Warszawa" } }
    const log = redactLog([
      event("AddressesLoaded", { addresses: [anAddress(11), anAddress(12)] }),
      event("CartStored", { cart }),
      event("CheckoutSucceeded", { order }),
    ])
    expect(only(log, "AddressesLoaded")[0]?.addresses.map((a) => a.string)).toEqual(["Address 1", "Address 2"])
    expect(only(log, "CartStored")[0]?.cart.address).toEqual({ id: 11, string: "Address 1" })
    const placed = only(log, "CheckoutSucceeded")[0]?.order
    expect(placed?.address).toEqual({ string: "Address 1" })
    expect(placed?.notes).toBe("Notes 1")
    // Product and restaurant names are not personal: the replayed screens still show them.
    expect(placed?.items[0]?.product.name).toBe("Margherita")
    expect(placed?.restaurant?.name).toBe("Pizzeria Bella Napoli")
  })

  it("(issue 30) given an order whose notes carry the allergy line, when redacted, then no allergy leaves with the report", () => {
    const order = { ...anOrder(7002), notes: "Domofon 12\nAlergie: orzeszki ziemne, mleko" }
    const log = redactLog([event("CheckoutSucceeded", { order }), event("OrderPolled", { order })])
    const text = JSON.stringify(log)
    expect(text).not.toContain("Alergie")
    expect(text).not.toContain("orzeszki")
    expect(only(log, "CheckoutSucceeded")[0]?.order.notes).toBe("Notes 1")
  })

  it("drops card data (last four, provider data) and keeps the brand", () => {
    const method = { ...aPaymentMethod(3), data: { card_token: "pm_card_123", exp: "12/29" } }
    const [loaded] = only(redactLog([event("PaymentMethodsLoaded", { methods: [method] })]), "PaymentMethodsLoaded")
    expect(loaded?.methods).toEqual([{ id: 3, brand: "visa", last_four: "0001", is_default: true }])
  })

  it("keeps only the origin of payment and 3-D Secure URLs: their path and query (sessions, the order's link key) go", () => {
    // Issue 29 (was: the path was kept; a provider may put the payment session in the path).
    const log = redactLog([
      event("CheckoutRedirected", { uri: "https://pay.example/checkout/cs_live_9?session=cs_live_9&email=a@b.pl" }),
      event("ThreeDsChallenged", { orderId: 7001, url: "https://3ds.example/challenge#otp=123456" }),
      event("ThreeDsChallenged", { orderId: 7001, url: "http://127.0.0.1:8787/sandbox/3ds/7001?key=abc123" }),
      event("ThreeDsChallenged", { orderId: 7001, url: "https://3ds.example/challenge#otp=123456" }),
    ])
    expect(only(log, "CheckoutRedirected")[0]?.uri).toBe("https://pay.example/redacted-payment-1")
    expect(only(log, "ThreeDsChallenged").map((e) => e.url)).toEqual([
      "https://3ds.example/redacted-payment-2",
      "http://127.0.0.1:8787/redacted-payment-3",
      "https://3ds.example/redacted-payment-2",
    ])
  })

  it("replaces the cart's uuid (it opens the cart) and a guest token wherever they appear", () => {
    const log = redactLog([
      event("StorageRestored", {
        token: null,
        cartUuid: "3f2b8c1e-1111-4aaa-8bbb-123456789abc",
        orderType: "pickup",
        addresses: [],
        orders: [],
      }),
      event("GuestCartCreated", { uuid: "3f2b8c1e-1111-4aaa-8bbb-123456789abc" }),
      event("CartStored", { cart: aCart({ uuid: "3f2b8c1e-1111-4aaa-8bbb-123456789abc" }) }),
    ])
    const json = JSON.stringify(log)
    expect(json).not.toContain("3f2b8c1e")
    expect(only(log, "GuestCartCreated")[0]?.uuid).toBe("00000000-0000-4000-8000-000000000001")
    expect(only(log, "CartStored")[0]?.cart.uuid).toBe("00000000-0000-4000-8000-000000000001")
  })

  it("replaces the maps key and keeps a missing one missing (whether the form shows a map stays the same)", () => {
    const log = redactLog([
      event("AppConfigLoaded", { gcpKey: "AIzaSyReal" }),
      event("AppConfigLoaded", { gcpKey: null }),
    ])
    expect(only(log, "AppConfigLoaded").map((e) => e.gcpKey)).toEqual(["redacted-token-1", null])
  })

  it("redacts personal keys a request body carries (phone, notes, invoice name, NIP and address, OTP)", () => {
    // A body-carrying event (e.g. a checkout submission with its form) is redacted by key names too.
    const submitted = {
      ...event("CheckoutSubmitted", { idempotencyKey: "key-1" }),
      body: {
        phone: "+48600100200",
        notes: "Gate code 1234",
        otp: "987654",
        business: { type: 1, name: "Kowalska Sp. z o.o.", nip: "5213017228", address: "Prosta 1, Warszawa" },
        items: [{ product_id: 1002, name: "Margherita" }],
      },
    } as unknown as WidgetEvent
    const [out] = redactLog([submitted])
    expect(out).toEqual({
      _tag: "CheckoutSubmitted",
      at: 0,
      idempotencyKey: "key-1",
      body: {
        phone: "+48500000001",
        notes: "Notes 1",
        otp: "000001",
        business: { type: 1, name: "Person 1", nip: "0000000001", address: "Address 1" },
        items: [{ product_id: 1002, name: "Margherita" }],
      },
    })
  })

  it("leaves events without personal data unchanged", () => {
    const log = [event("ProductsLoaded", { products: [aProduct(1002)] }), event("LoggedOut", {})]
    const out = redactLog(log)
    expect(out[0]).toEqual(log[0])
    expect(out[1]).toEqual(log[1])
  })

  it("replays a signed-in session to a valid state with the same cart, addresses and sign-in", () => {
    const log: ReadonlyArray<WidgetEvent> = [
      event("WidgetOpened", { restaurantId: 1, route: "menu", orderId: null }),
      event("LoggedIn", { token: "tok-anna" }),
      event("ProfileLoaded", { profile: aProfile() }),
      event("AddressesLoaded", { addresses: [anAddress(11, true)] }),
      event("GuestCartCreated", { uuid: "u1" }),
      event("CartStored", { cart: aCart({ uuid: "u1", items: [{ key: "k1", quantity: 2 }] }) }),
    ]
    const before = replay(log)
    const after = replay(redactLog(log))
    expect(isValidState(before)).toBe(true)
    expect(isValidState(after)).toBe(true)
    // The same cart, its uuid (a capability: it opens the cart) replaced by one placeholder throughout.
    expect(after.cart.uuid).toBe("00000000-0000-4000-8000-000000000001")
    expect(JSON.stringify(after.cart).replaceAll("00000000-0000-4000-8000-000000000001", "u1")).toBe(
      JSON.stringify(before.cart),
    )
    expect(after.session.token).toBe("redacted-token-1")
    expect(after.session.profile?.email).toBe("person1@example.invalid")
    expect(after.addresses.map(isCompleteAddress)).toEqual([true])
  })
})
