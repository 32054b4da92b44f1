import { describe, expect, it } from "vitest"
import {
  type CheckoutForm,
  decideCheckoutAnswer,
  decidePlaceOrder,
  decideThreeDsOutcome,
  initialCheckoutForm,
} from "../../../domain/checkout"
import type { WidgetState } from "../../../domain/widget/state"
import type { CheckoutResponse } from "../../../domain/wire/responses"
import { applied, given } from "../../support/given"
import { aCart, anAddress, anOrder, aPaymentMethod, aProfile, event } from "../widget/entities"

/** Given these events, when the customer places the order with this form, then this request or refusal. */

const opened = event("WidgetOpened", { restaurantId: 1, route: "checkout", orderId: null })
const cart = event("CartStored", { cart: aCart({ uuid: "u1", items: [{ key: "k1", quantity: 2 }] }) })
const address = event("AddressesLoaded", { addresses: [anAddress(11, true)] })
const delivery = given(opened, cart, address, event("CheckoutPending", {}))
const pickup = given(opened, cart, event("OrderTypeChanged", { orderType: "pickup" }), event("CheckoutPending", {}))

const form = (change: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...initialCheckoutForm(delivery, { hour: 14, minute: 20 }),
  phone: "+48 600-100-200",
  ...change,
})
let keys = 0
const ctx = (change: { cardToken?: string | null; clock?: { hour: number; minute: number } } = {}) => ({
  at: 5,
  newKey: () => `key-${++keys}`,
  clock: { hour: 14, minute: 20 },
  ...change,
})

describe("place order with allergies excluded (issue 30)", () => {
  const note = "Alergie: orzeszki ziemne, mleko"
  const notesSent = (decision: ReturnType<typeof decidePlaceOrder>) =>
    decision._tag === "Submit" ? decision.body.notes : decision._tag

  it("given the switch on (the default), when placed, then the notes carry the line after the typed text", () => {
    const decision = decidePlaceOrder(delivery, form({ payment: "cash_method", notes: "Domofon 12" }), {
      ...ctx(),
      allergyNote: note,
    })
    expect(notesSent(decision)).toBe(`Domofon 12\n${note}`)
  })

  it("given the switch off, when placed, then nothing about allergies is sent", () => {
    const decision = decidePlaceOrder(
      delivery,
      form({ payment: "cash_method", notes: "Domofon 12", tellAllergies: false }),
      { ...ctx(), allergyNote: note },
    )
    expect(notesSent(decision)).toBe("Domofon 12")
  })

  it("given no allergen excluded (no line), when placed, then the notes are as typed", () => {
    expect(notesSent(decidePlaceOrder(delivery, form({ payment: "cash_method", notes: "" }), ctx()))).toBe("")
  })
})

describe("the phone offered at checkout (WCAG 2.2 3.3.7)", () => {
  it("given a guest whose phone this device remembers, then the form opens with it", () => {
    expect(initialCheckoutForm(delivery, { hour: 14, minute: 0 }, "600100200").phone).toBe("600100200")
  })

  it("given a signed-in customer with a phone, then the profile's phone wins", () => {
    const signedIn = given(event("LoggedIn", { token: "t" }), event("ProfileLoaded", { profile: aProfile() }))
    expect(initialCheckoutForm(signedIn, { hour: 14, minute: 0 }, "511222333").phone).toBe("48600100200")
  })
})

describe("place order", () => {
  it("sends the exact SPEC §7 body for a delivery paid with cash", () => {
    const decision = decidePlaceOrder(delivery, form({ payment: "cash_method", notes: "Dzwonek nie działa" }), ctx())
    expect(decision._tag).toBe("Submit")
    if (decision._tag !== "Submit") return
    expect(decision.body).toEqual({
      restaurant_id: 1,
      payment_type: "cash_method",
      payment_data: {},
      address: { string: "Hoża 11, 00-516 Warszawa", latitude: "52.2259", longitude: "21.0137" },
      address_id: 11,
      source: "widget",
      notes: "Dzwonek nie działa",
      non_contact: 0,
      phone: "48600100200",
      type: 1,
      order_for_later: 0,
      order_time: null,
      print_invoice: 0,
      business: null,
      cart_uuid: "u1",
    })
    expect(decision.events).toEqual([{ _tag: "CheckoutSubmitted", at: 5, idempotencyKey: decision.idempotencyKey }])
  })

  it("pickup sends no address, type 3, and an invoice with digits-only NIP", () => {
    const decision = decidePlaceOrder(
      pickup,
      form({
        invoice: true,
        nonContact: true,
        business: { type: 2, name: " Jan Nowak ", nip: "123-456-32-18", street: "Hoża 1" },
      }),
      ctx(),
    )
    if (decision._tag !== "Submit") throw new Error(decision._tag)
    expect(decision.body).toMatchObject({
      address: null,
      address_id: null,
      type: 3,
      non_contact: 1,
      print_invoice: 1,
      business: { type: 2, name: "Jan Nowak", nip: "1234563218", address: "Hoża 1" },
    })
  })

  it("an invalid form sends nothing and reports every SPEC §5 message at once", () => {
    const decision = decidePlaceOrder(
      delivery,
      form({ phone: " - ", invoice: true, business: { type: 1, name: "", nip: "abc", street: " " } }),
      ctx(),
    )
    expect(decision._tag).toBe("Invalid")
    if (decision._tag !== "Invalid") return
    expect(decision.events[0].messages).toEqual([
      "Phone number is required",
      "Business name is required",
      "NIP is required",
      "Street is required",
    ])
  })

  it("a delivery without a complete address opens the address picker instead", () => {
    const noAddress = given(opened, cart, event("CheckoutPending", {}))
    const decision = decidePlaceOrder(noAddress, form(), ctx())
    expect(decision._tag === "Invalid" && decision.validation.openAddressPicker).toBe(true)
  })

  it("refuses while a submission is in flight, so a double click sends one request", () => {
    const first = decidePlaceOrder(delivery, form(), ctx())
    if (first._tag !== "Submit") throw new Error(first._tag)
    const submitting = applied(delivery, first.events)
    expect(decidePlaceOrder(submitting, form(), ctx())).toEqual({ _tag: "Busy" })
  })

  it("a retry after a failed attempt reuses the idempotency key", () => {
    const first = decidePlaceOrder(delivery, form(), ctx())
    if (first._tag !== "Submit") throw new Error(first._tag)
    const failed = applied(delivery, [...first.events, event("CheckoutFailed", { message: "Brak połączenia" })])
    const again = decidePlaceOrder(failed, form(), ctx())
    expect(again._tag === "Submit" && again.idempotencyKey).toBe(first.idempotencyKey)
  })

  it("a fresh checkout page starts a fresh key", () => {
    const first = decidePlaceOrder(delivery, form(), ctx())
    if (first._tag !== "Submit") throw new Error(first._tag)
    const reopened = applied(delivery, [
      ...first.events,
      event("CheckoutFailed", { message: "x" }),
      event("CheckoutPending", {}),
    ])
    const again = decidePlaceOrder(reopened, form(), ctx())
    expect(again._tag === "Submit" && again.idempotencyKey).not.toBe(first.idempotencyKey)
  })

  it("an empty cart sends nothing", () => {
    const empty = given(opened, event("CartStored", { cart: aCart({ uuid: "u1" }) }), address)
    expect(decidePlaceOrder(empty, form(), ctx())).toEqual({ _tag: "EmptyCart" })
  })

  it("the driver's terminal is not offered on pickup", () => {
    expect(decidePlaceOrder(pickup, form({ payment: "driver_credit_card" }), ctx())).toEqual({
      _tag: "PaymentNotOffered",
    })
    expect(decidePlaceOrder(delivery, form({ payment: "driver_credit_card" }), ctx())._tag).toBe("Submit")
  })

  it("a new card needs the card modal's token first, then sends it as payment_type card", () => {
    expect(decidePlaceOrder(delivery, form({ payment: "new_card" }), ctx())).toEqual({ _tag: "NeedsCard" })
    const decision = decidePlaceOrder(delivery, form({ payment: "new_card" }), ctx({ cardToken: "tok_1" }))
    expect(decision._tag === "Submit" && decision.body.payment_type).toBe("card")
    expect(decision._tag === "Submit" && decision.body.payment_data).toEqual({ card_token: "tok_1" })
  })

  it("a saved card sends its id as the token, and only the customer's own", () => {
    const signedIn = applied(delivery, [
      event("LoggedIn", { token: "t" }),
      event("PaymentMethodsLoaded", { methods: [aPaymentMethod(31)] }),
    ])
    const decision = decidePlaceOrder(signedIn, form({ payment: "saved_card", savedCardId: 31 }), ctx())
    expect(decision._tag === "Submit" && decision.body.payment_data).toEqual({ card_token: "31" })
    expect(decidePlaceOrder(signedIn, form({ payment: "saved_card", savedCardId: 99 }), ctx())._tag).toBe(
      "PaymentNotOffered",
    )
  })

  it("order for later sends HH:MM from the pickers, and refuses a time already past (nothing to send)", () => {
    const later = decidePlaceOrder(delivery, form({ orderForLater: true, hour: "19", minute: "05" }), ctx())
    expect(later._tag === "Submit" && [later.body.order_for_later, later.body.order_time]).toEqual([1, "19:05"])
    for (const [hour, minute] of [
      ["09", "00"],
      ["14", "05"],
      ["14", "19"],
    ] as const)
      expect(
        decidePlaceOrder(delivery, form({ orderForLater: true, hour, minute }), ctx()),
        `${hour}:${minute}`,
      ).toEqual({ _tag: "OrderTimeNotOffered" })
    // The clock moved on between choosing 14:20 and pressing Place order: refused, not sent.
    const chosen = form({ orderForLater: true, hour: "14", minute: "20" })
    expect(decidePlaceOrder(delivery, chosen, ctx())._tag).toBe("Submit")
    expect(decidePlaceOrder(delivery, chosen, ctx({ clock: { hour: 14, minute: 21 } }))._tag).toBe(
      "OrderTimeNotOffered",
    )
  })

  it("the form opens with payu, the profile's phone as digits and the default saved card", () => {
    const signedIn = given(
      event("LoggedIn", { token: "t" }),
      event("ProfileLoaded", { profile: aProfile() }),
      event("PaymentMethodsLoaded", { methods: [aPaymentMethod(30), aPaymentMethod(31)] }),
    )
    const initial = initialCheckoutForm(signedIn, { hour: 14, minute: 7 })
    expect(initial).toMatchObject({ payment: "payu", phone: "48600100200", savedCardId: 30, hour: "14", minute: "07" })
  })
})

const answer = (data: CheckoutResponse["data"], success = true, message = ""): CheckoutResponse => ({
  success,
  message,
  data,
})

describe("checkout answers", () => {
  const none = { order: null, orderId: null, redirectUri: null, payu: null, threeDsUrl: null }
  it("an order is success", () => {
    const order = anOrder(7, 1)
    expect(decideCheckoutAnswer(answer({ ...none, order }), 9, "x")).toEqual({
      _tag: "Placed",
      events: [{ _tag: "CheckoutSucceeded", at: 9, order }],
    })
  })
  it("a 3-D Secure URL opens the frame, a redirect goes to the provider, an id alone to the order page", () => {
    expect(decideCheckoutAnswer(answer({ ...none, orderId: 7, threeDsUrl: "http://p/3ds" }), 9, "x")._tag).toBe(
      "ThreeDs",
    )
    expect(decideCheckoutAnswer(answer({ ...none, orderId: 7, redirectUri: "http://p/pay" }), 9, "x")).toMatchObject({
      _tag: "Redirect",
      uri: "http://p/pay",
    })
    expect(decideCheckoutAnswer(answer({ ...none, orderId: 7 }), 9, "x")).toMatchObject({
      _tag: "Navigate",
      orderId: 7,
    })
  })
  it("success false is the inline error with the server's message, else the fallback", () => {
    expect(decideCheckoutAnswer(answer(null, false, "Zamknięte"), 9, "x").events[0]).toEqual({
      _tag: "CheckoutFailed",
      at: 9,
      message: "Zamknięte",
      settled: true,
    })
    expect(decideCheckoutAnswer(answer({ ...none }, true, " "), 9, "Fallback").events[0]).toMatchObject({
      message: "Fallback",
    })
  })
})

describe("3-D Secure", () => {
  const submitted = decidePlaceOrder(delivery, form({ payment: "new_card" }), ctx({ cardToken: "tok_1" }))
  if (submitted._tag !== "Submit") throw new Error(submitted._tag)
  const challenged = applied(delivery, [
    ...submitted.events,
    event("ThreeDsChallenged", { orderId: 70, url: "http://sbx/3ds/70" }),
  ])

  it("authentication successful re-submits the same body with the order id, under a derived key", () => {
    const next = decideThreeDsOutcome(challenged, "successful", submitted.body, 11)
    expect(next?._tag).toBe("Resubmit")
    if (next?._tag !== "Resubmit") return
    expect(next.body).toEqual({ ...submitted.body, payment_data: { order_id: 70 } })
    expect(next.idempotencyKey).toBe(`${submitted.idempotencyKey}:3ds:70`)
    expect(applied(challenged, next.events).checkout.status).toBe("submitting")
  })

  it("cancelled closes the frame and leaves the form usable; the next attempt gets a new key", () => {
    const next = decideThreeDsOutcome(challenged, "cancelled", submitted.body, 11)
    expect(next?._tag).toBe("Cancelled")
    const cancelled = applied(challenged, next?.events ?? [])
    expect(cancelled.checkout).toMatchObject({ status: "idle", threeDsUrl: null })
    // The server keeps the challenge answer under the first key; the new card token is a new request.
    const again = decidePlaceOrder(cancelled, form({ payment: "new_card" }), ctx({ cardToken: "tok_2" }))
    expect(again._tag === "Submit" && again.idempotencyKey).not.toBe(submitted.idempotencyKey)
  })

  it("a settled refusal (success false) also starts a new key; an unknown outcome keeps it", () => {
    const first = decidePlaceOrder(delivery, form(), ctx())
    if (first._tag !== "Submit") throw new Error(first._tag)
    const settled = applied(delivery, [...first.events, event("CheckoutFailed", { message: "x", settled: true })])
    const unknown = applied(delivery, [...first.events, event("CheckoutFailed", { message: "x" })])
    const key = (s: WidgetState) => {
      const d = decidePlaceOrder(s, form(), ctx())
      return d._tag === "Submit" ? d.idempotencyKey : null
    }
    expect(key(settled)).not.toBe(first.idempotencyKey)
    expect(key(unknown)).toBe(first.idempotencyKey)
  })

  it("an outcome with no frame open does nothing", () => {
    expect(decideThreeDsOutcome(delivery, "successful", submitted.body, 11)).toBeNull()
  })
})

describe("success", () => {
  it("clears the cart and its uuid and stores the order as the current one", () => {
    const order = anOrder(8, 1)
    const state = applied(delivery, [event("CheckoutSucceeded", { order })])
    expect(state.cart.cart).toBeNull()
    expect(state.cart.uuid).toBeNull()
    expect(state.order?.id).toBe(8)
    expect(state.checkout).toMatchObject({ status: "navigate", orderId: 8 })
  })
})
