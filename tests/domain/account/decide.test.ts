import { describe, expect, it } from "vitest"
import {
  canSaveProfile,
  decideLogout,
  decideOrdersPage,
  loginRequest,
  loginResult,
  PHONE_EDITING,
  phoneChangeCancelled,
  phoneChangeRequest,
  phoneCodeSent,
  phoneConfirmRequest,
  profileChanges,
  profileUpdateRequest,
  type RegisterDetails,
  registerDetailsStep,
  registerRequest,
  registerResult,
  resetRequest,
  SOMETHING_WENT_WRONG,
  storedPhone,
} from "../../../domain/account/decide"
import { PHONE_REQUIRED } from "../../../domain/account/phone"
import { decideRejectedToken } from "../../../domain/account/session"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { given } from "../../support/given"
import { aCart, anAddress, anOrder, aProfile, event } from "../widget/entities"

const signedIn = given(
  event("LoggedIn", { token: "tok-1" }),
  event("ProfileLoaded", { profile: aProfile(350) }),
  event("AddressesLoaded", { addresses: [anAddress(11, true)] }),
  event("CartStored", { cart: aCart({ uuid: "u1", items: [{ key: "k1", quantity: 1 }] }) }),
  event("OrdersPageLoaded", { page: 1, orders: [anOrder(7001)], lastPage: 3 }),
)

describe("login", () => {
  it("given an e-mail typed with spaces, when the login is sent, then the address is trimmed and the password kept", () => {
    expect(loginRequest("  anna@example.com ", " haslo123")).toEqual({
      email: "anna@example.com",
      password: " haslo123",
    })
  })

  it("given an answer with a token, then that token signs in", () => {
    expect(loginResult({ data: { token: "abc" }, error: null })).toEqual({ _tag: "Go", value: "abc" })
  })

  it("given an answer with no token, then the error text shows, else 'Something went wrong'", () => {
    expect(loginResult({ data: null, error: "Nieprawidłowy e-mail lub hasło" })).toEqual({
      _tag: "Refused",
      message: "Nieprawidłowy e-mail lub hasło",
    })
    expect(loginResult({ data: { token: null }, error: null })).toEqual({
      _tag: "Refused",
      message: SOMETHING_WENT_WRONG,
    })
    expect(loginResult({ data: { token: "  " }, error: " " })).toEqual({
      _tag: "Refused",
      message: SOMETHING_WENT_WRONG,
    })
  })
})

describe("register", () => {
  const details: RegisterDetails = {
    name: " Ola ",
    email: "ola@example.com ",
    password: "sekret1",
    passwordConfirmation: "sekret1",
    dialCode: "+48",
    phone: "600 100 300",
    address: null,
  }

  it("given an empty phone, when step 1 is submitted, then it stops with 'Phone number is required'", () => {
    expect(registerDetailsStep({ ...details, phone: "  " })).toEqual({ _tag: "Refused", message: PHONE_REQUIRED })
    expect(PHONE_REQUIRED.text).toBe("Phone number is required")
  })

  it("given a phone, when step 1 is submitted, then the OTP goes to dial code plus number", () => {
    expect(registerDetailsStep(details)).toEqual({ _tag: "Go", value: { phone: "+48600100300" } })
  })

  it("when the code is entered, then the register body carries the code and source widget", () => {
    expect(registerRequest(details, " 123456 ")).toEqual({
      name: "Ola",
      email: "ola@example.com",
      password: "sekret1",
      password_confirmation: "sekret1",
      phone: "+48600100300",
      address: null,
      source: "widget",
      otp_code: "123456",
    })
  })

  it("given a failed answer, then the error, else the message, else 'Something went wrong' shows", () => {
    expect(registerResult({ success: true, data: { token: "t" }, message: null, error: null })).toEqual({
      _tag: "Go",
      value: "t",
    })
    expect(registerResult({ success: false, data: null, message: "m", error: "e" })).toEqual({
      _tag: "Refused",
      message: "e",
    })
    expect(registerResult({ success: false, data: null, message: "m", error: null })).toEqual({
      _tag: "Refused",
      message: "m",
    })
    expect(registerResult({ success: true, data: null, message: null, error: null })).toEqual({
      _tag: "Refused",
      message: SOMETHING_WENT_WRONG,
    })
  })
})

describe("forgot password", () => {
  it("when the code and new password are sent, then the reset body has all four fields", () => {
    expect(resetRequest(" a@b.pl", " 123456", "nowe12", "nowe12")).toEqual({
      email: "a@b.pl",
      password: "nowe12",
      password_confirmation: "nowe12",
      otp_code: "123456",
    })
  })

  it("given the reset succeeded, when the flow moves on, then the login modal is back at step 1", () => {
    const state = given(event("LoginModalOpened", { mode: "forgot" }), event("AuthStepChanged", { step: 2 }))
    const back = reduce(state, event("LoginModalOpened", { mode: "login" }))
    expect(back.authModal).toMatchObject({ mode: "login", step: 1, error: null })
  })
})

describe("logout", () => {
  it("given a signed-in customer, when they log out, then LoggedOut clears the listed data and sets delivery", () => {
    const events = decideLogout(
      given(event("LoggedIn", { token: "t" }), event("OrderTypeChanged", { orderType: "pickup" })),
      5,
    )
    expect(events).toEqual([{ _tag: "LoggedOut", at: 5 }])
  })

  it("given nobody is signed in, then logout decides nothing", () => {
    expect(decideLogout(initialState, 5)).toEqual([])
  })
})

describe("a rejected token", () => {
  it("given a token, when a call answers 401, then SessionExpired signs out and keeps the guest cart", () => {
    const events = decideRejectedToken(signedIn, 401, 9)
    expect(events).toEqual([{ _tag: "SessionExpired", at: 9 }])
    const out = events.reduce(reduce, signedIn)
    expect(out.session.token).toBeNull()
    expect(out.session.profile).toBeNull()
    expect(out.addresses).toEqual([])
    expect(out.orders.list).toEqual([])
    expect(out.cart.uuid).toBe("u1")
    expect(out.cart.cart?.items).toHaveLength(1)
  })

  it("given the token is already gone, when another 401 arrives, then nothing more happens (no loop)", () => {
    const out = reduce(signedIn, event("SessionExpired", {}))
    expect(decideRejectedToken(out, 401, 10)).toEqual([])
    expect(reduce(out, event("SessionExpired", {}))).toBe(out)
  })

  it("given a token, when a call fails with another status, then the customer stays signed in", () => {
    expect(decideRejectedToken(signedIn, 500, 9)).toEqual([])
    expect(decideRejectedToken(signedIn, null, 9)).toEqual([])
  })
})

describe("profile edits", () => {
  const saved = { name: "Anna Kowalska", email: "anna@example.com", phone: "+48600100200" }
  const draft = { name: "Anna Kowalska", email: "anna@example.com", dialCode: "+48", phone: "600100200" }

  it("given nothing changed, then Save Changes is disabled", () => {
    const changes = profileChanges(saved, draft)
    expect(changes).toEqual({ name: false, email: false, phone: false })
    expect(canSaveProfile(changes, false)).toBe(false)
  })

  it("given only spaces were added, then nothing counts as changed", () => {
    expect(profileChanges(saved, { ...draft, name: " Anna Kowalska  " }).name).toBe(false)
  })

  it("given the name changed, then only the name is tracked and Save is enabled unless saving", () => {
    const changes = profileChanges(saved, { ...draft, name: "Anna Nowak" })
    expect(changes).toEqual({ name: true, email: false, phone: false })
    expect(canSaveProfile(changes, false)).toBe(true)
    expect(canSaveProfile(changes, true)).toBe(false)
  })

  it("when name or e-mail changed, then both go in one call; a phone-only change makes no profile call", () => {
    const edited = { ...draft, email: "anna.n@example.com " }
    expect(profileUpdateRequest(profileChanges(saved, edited), edited)).toEqual({
      name: "Anna Kowalska",
      email: "anna.n@example.com",
    })
    const phoneOnly = { ...draft, phone: "600100999" }
    expect(profileUpdateRequest(profileChanges(saved, phoneOnly), phoneOnly)).toBeNull()
  })

  it("given a saved national number, then it compares as a Polish one", () => {
    expect(storedPhone("600100200")).toBe("+48600100200")
    expect(profileChanges({ ...saved, phone: "600100200" }, draft).phone).toBe(false)
  })
})

describe("phone change with an OTP", () => {
  const saved = { name: "A", email: "a@b.pl", phone: "+48600100200" }

  it("given a new number, when the change is requested, then the OTP goes to dial code plus number", () => {
    const draft = { name: "A", email: "a@b.pl", dialCode: "+44", phone: "7700 900123" }
    expect(phoneChangeRequest(profileChanges(saved, draft), draft)).toEqual({
      _tag: "Go",
      value: { phone: "+447700900123" },
    })
  })

  it("given an emptied number, then it is refused; given the same number, then there is no call", () => {
    const empty = { name: "A", email: "a@b.pl", dialCode: "+48", phone: "" }
    expect(phoneChangeRequest(profileChanges(saved, empty), empty)).toEqual({
      _tag: "Refused",
      message: PHONE_REQUIRED,
    })
    const same = { name: "A", email: "a@b.pl", dialCode: "+48", phone: "600100200" }
    expect(phoneChangeRequest(profileChanges(saved, same), same)).toBeNull()
  })

  it("when the code is sent and entered, then confirm sends the code with that phone; cancel returns to the form", () => {
    const waiting = phoneCodeSent("+447700900123")
    expect(phoneConfirmRequest(waiting, " 123456 ")).toEqual({ otp_code: "123456", phone: "+447700900123" })
    expect(phoneConfirmRequest(waiting, " ")).toBeNull()
    expect(phoneConfirmRequest(PHONE_EDITING, "123456")).toBeNull()
    expect(phoneChangeCancelled()).toEqual({ step: "editing" })
  })
})

describe("orders pages", () => {
  it("given 3 pages, then pages 1..3 load and 0 and 4 do not", () => {
    expect(decideOrdersPage(signedIn, 2)).toBe(2)
    expect(decideOrdersPage(signedIn, 3)).toBe(3)
    expect(decideOrdersPage(signedIn, 1)).toBe(1)
    expect(decideOrdersPage(signedIn, 0)).toBeNull()
    expect(decideOrdersPage(signedIn, 4)).toBeNull()
    expect(decideOrdersPage(signedIn, 1.5)).toBeNull()
  })

  it("given nothing loaded yet, then only page 1 loads", () => {
    expect(decideOrdersPage(initialState, 1)).toBe(1)
    expect(decideOrdersPage(initialState, 2)).toBeNull()
  })
})
