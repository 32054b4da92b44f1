import { describe, expect, it } from "vitest"
import {
  CHECKOUT_REQUEST_FIELD,
  type CheckoutRequestFields,
  checkoutInputOfRequest,
  validateCheckout,
  validateCheckoutRequest,
} from "../../../domain/checkout/validation"

const address = { string: "ul. Marszałkowska 10, Warszawa", latitude: "52.2297", longitude: "21.0122" }
const request: CheckoutRequestFields = { type: 1, phone: "48600100200", print_invoice: 0, business: null }
const invoice = { type: 1 as const, name: "Firma", nip: "5260001246", address: "ul. Prosta 1" }

describe("checkoutInputOfRequest", () => {
  it("reads the body as the checkout form: order type by code, invoice flag, the street as business.address", () => {
    expect(checkoutInputOfRequest({ ...request, type: 3, print_invoice: 1, business: invoice }, null)).toEqual({
      orderType: "pickup",
      phone: "48600100200",
      invoice: true,
      business: { name: "Firma", nip: "5260001246", street: "ul. Prosta 1" },
      address: null,
    })
  })

  it("reads a missing business as empty fields", () => {
    expect(checkoutInputOfRequest(request, address).business).toEqual({ name: "", nip: "", street: "" })
  })
})

describe("validateCheckoutRequest", () => {
  it("accepts a complete delivery request", () => {
    expect(validateCheckoutRequest(request, address)).toEqual({ ok: true, errors: {}, addressMissing: false })
  })

  it("keys each form error by the body field it came from", () => {
    const verdict = validateCheckoutRequest(
      { ...request, phone: "", print_invoice: 1, business: { name: " ", nip: "PL", address: "" } },
      address,
    )
    expect(verdict.ok).toBe(false)
    expect(verdict.errors).toEqual({
      phone: "Phone number is required",
      "business.name": "Business name is required",
      "business.nip": "NIP is required",
      "business.address": "Street is required",
    })
  })

  it("gives the same verdict as the form validation it delegates to", () => {
    const bodies: ReadonlyArray<CheckoutRequestFields> = [
      request,
      { ...request, phone: "1" },
      { ...request, phone: "" },
      { ...request, type: 3 },
      { ...request, print_invoice: 1, business: invoice },
      { ...request, print_invoice: 1, business: { ...invoice, nip: "" } },
      { ...request, print_invoice: 0, business: { ...invoice, name: "" } },
    ]
    const addresses = [address, null, { ...address, latitude: "abc" }, { ...address, longitude: "200" }]
    for (const body of bodies) {
      for (const a of addresses) {
        const form = validateCheckout(checkoutInputOfRequest(body, a))
        const verdict = validateCheckoutRequest(body, a)
        expect(verdict.ok).toBe(form.ok)
        expect(verdict.addressMissing).toBe(form.openAddressPicker)
        expect(Object.keys(verdict.errors).sort()).toEqual(
          Object.keys(form.errors)
            .map((f) => CHECKOUT_REQUEST_FIELD[f as keyof typeof CHECKOUT_REQUEST_FIELD])
            .sort(),
        )
      }
    }
  })

  it("needs a complete address only for delivery", () => {
    expect(validateCheckoutRequest(request, { ...address, latitude: "91" }).addressMissing).toBe(true)
    expect(validateCheckoutRequest({ ...request, type: 3 }, null)).toEqual({
      ok: true,
      errors: {},
      addressMissing: false,
    })
  })
})
