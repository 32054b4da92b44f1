import { describe, expect, it } from "vitest"
import { PHONE_REQUIRED } from "../../../domain/account/phone"
import { isCompleteAddress } from "../../../domain/address/completeness"
import { digitsOnly } from "../../../domain/checkout/digits"
import {
  BUSINESS_NAME_REQUIRED,
  CHECKOUT_FIELD_ORDER,
  type CheckoutInput,
  firstInvalidField,
  NIP_REQUIRED,
  STREET_REQUIRED,
  validateCheckout,
} from "../../../domain/checkout/validation"

const address = { string: "ul. Marszałkowska 10, Warszawa", latitude: "52.2297", longitude: "21.0122" }
const valid: CheckoutInput = {
  orderType: "delivery",
  phone: "+48 600 100 200",
  invoice: false,
  business: { name: "", nip: "", street: "" },
  address,
}

describe("digitsOnly", () => {
  it("keeps digits only", () => {
    expect(digitsOnly("+48 600-100-200")).toBe("48600100200")
    expect(digitsOnly("PL 525-000-12-34")).toBe("5250001234")
    expect(digitsOnly("abc")).toBe("")
  })
})

describe("validateCheckout", () => {
  it("given a complete delivery form, then it passes with digits-only phone", () => {
    expect(validateCheckout(valid)).toEqual({
      ok: true,
      errors: {},
      openAddressPicker: false,
      phone: "48600100200",
      nip: "",
    })
  })

  it("given no phone digits, then 'Phone number is required'", () => {
    const r = validateCheckout({ ...valid, phone: " - " })
    expect(r.ok).toBe(false)
    expect(r.errors).toEqual({ phone: "Phone number is required" })
    expect(PHONE_REQUIRED.text).toBe("Phone number is required")
  })

  it("given an invoice with empty business fields, then each field has its exact message", () => {
    const r = validateCheckout({ ...valid, invoice: true, business: { name: "  ", nip: "PL-", street: "" } })
    expect(r.errors).toEqual({
      businessName: "Business name is required",
      nip: "NIP is required",
      street: "Street is required",
    })
    expect([BUSINESS_NAME_REQUIRED.text, NIP_REQUIRED.text, STREET_REQUIRED.text]).toEqual([
      "Business name is required",
      "NIP is required",
      "Street is required",
    ])
  })

  it("given a complete invoice, then it passes and the NIP keeps digits only", () => {
    const r = validateCheckout({
      ...valid,
      invoice: true,
      business: { name: "Pizzeria Sp. z o.o.", nip: "525-000-12-34", street: "Prosta 1" },
    })
    expect(r.ok).toBe(true)
    expect(r.nip).toBe("5250001234")
  })

  it("given invoice off, then the business fields are not checked", () => {
    expect(validateCheckout({ ...valid, business: { name: "", nip: "", street: "" } }).errors).toEqual({})
  })

  it("given delivery without a complete address, then the address picker opens instead of a message", () => {
    for (const a of [null, { ...address, string: " " }, { ...address, latitude: "" }, { ...address, longitude: "x" }]) {
      const r = validateCheckout({ ...valid, address: a })
      expect(r).toMatchObject({ ok: false, openAddressPicker: true, errors: {} })
    }
  })

  it("given pickup without an address, then no address is needed", () => {
    expect(validateCheckout({ ...valid, orderType: "pickup", address: null }).ok).toBe(true)
  })

  it("given several problems, then all are reported at once", () => {
    const r = validateCheckout({ ...valid, phone: "", address: null })
    expect(r).toMatchObject({ ok: false, openAddressPicker: true, errors: { phone: "Phone number is required" } })
  })
})

describe("isCompleteAddress", () => {
  it("needs the address string and decimal coordinates", () => {
    expect(isCompleteAddress(address)).toBe(true)
    expect(isCompleteAddress({ ...address, latitude: "-33.8688", longitude: "151" })).toBe(true)
    expect(isCompleteAddress({ ...address, string: "" })).toBe(false)
    expect(isCompleteAddress({ ...address, longitude: "" })).toBe(false)
    expect(isCompleteAddress(undefined)).toBe(false)
  })
})

describe("firstInvalidField: where a refused Place order sends the customer", () => {
  it("given errors on the NIP and the phone, when Place order is refused, then the phone (first in the form) takes the focus", () => {
    expect(firstInvalidField({ nip: NIP_REQUIRED.text, phone: PHONE_REQUIRED.text })).toBe("phone")
  })

  it("given only invoice errors, when Place order is refused, then the business name comes before NIP and street", () => {
    expect(firstInvalidField({ street: STREET_REQUIRED.text, businessName: BUSINESS_NAME_REQUIRED.text })).toBe(
      "businessName",
    )
  })

  it("given no errors, then no field", () => {
    expect(firstInvalidField({})).toBeNull()
  })

  it("given an empty form with an invoice, then the order of the form is the order of the fields", () => {
    const verdict = validateCheckout({ ...valid, phone: "", invoice: true })
    expect(CHECKOUT_FIELD_ORDER.filter((f) => verdict.errors[f] !== undefined)).toEqual([
      "phone",
      "businessName",
      "nip",
      "street",
    ])
    expect(firstInvalidField(verdict.errors)).toBe("phone")
  })
})
