import { PHONE_REQUIRED } from "../account/phone"
import { type AddressFields, isCompleteAddress } from "../address/completeness"
import { DEFAULT_ORDER_TYPE, type OrderType, orderTypeFromCode } from "../address/order-type"
import { copy } from "../i18n/copy"
import type { OrderTypeCode } from "../wire/requests"
import { digitsOnly } from "./digits"

export const BUSINESS_NAME_REQUIRED = copy("business-name-is-required", "Business name is required")
export const NIP_REQUIRED = copy("nip-is-required", "NIP is required")
export const STREET_REQUIRED = copy("street-is-required", "Street is required")

/** The checkout form as typed. */
export interface CheckoutInput {
  readonly orderType: OrderType
  readonly phone: string
  /** Invoice requested (print_invoice); only then are the business fields checked. */
  readonly invoice: boolean
  readonly business: { readonly name: string; readonly nip: string; readonly street: string }
  /** The delivery address; only checked for delivery. */
  readonly address: AddressFields | null
}

export type CheckoutField = "phone" | "businessName" | "nip" | "street"

/** The checkout's fields in the order the form shows them (contact, then the invoice's). */
export const CHECKOUT_FIELD_ORDER: ReadonlyArray<CheckoutField> = ["phone", "businessName", "nip", "street"]

/**
 * The field a refused Place order sends the customer to (issue 27): the first with an error in the
 * form's order, so the focus lands where reading the form top to bottom would stop. Null: none.
 */
export const firstInvalidField = (errors: Readonly<Partial<Record<CheckoutField, string>>>): CheckoutField | null =>
  CHECKOUT_FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null

/** Heads the summary of a refused Place order's errors, next to the button. */
export const CHECKOUT_ERRORS_SUMMARY = copy("checkout-errors-summary", "Please correct before placing the order:")

/**
 * The verdict on the checkout form (SPEC §5). Two independent outcomes, both reported at once so the
 * customer sees every problem in one go:
 * - `errors`: one message per field shown beneath it;
 * - `openAddressPicker`: delivery without a complete address (string, latitude, longitude) — the
 *   caller opens the address picker instead of showing a message.
 * `ok` is true only when there are no errors and no picker to open. `phone` and `nip` are the
 * digits-only values to send.
 */
export interface CheckoutValidation {
  readonly ok: boolean
  readonly errors: Readonly<Partial<Record<CheckoutField, string>>>
  readonly openAddressPicker: boolean
  readonly phone: string
  readonly nip: string
}

export const validateCheckout = (input: CheckoutInput): CheckoutValidation => {
  const errors: Partial<Record<CheckoutField, string>> = {}
  const phone = digitsOnly(input.phone)
  const nip = digitsOnly(input.business.nip)
  if (phone === "") errors.phone = PHONE_REQUIRED.text
  if (input.invoice) {
    if (input.business.name.trim() === "") errors.businessName = BUSINESS_NAME_REQUIRED.text
    if (nip === "") errors.nip = NIP_REQUIRED.text
    if (input.business.street.trim() === "") errors.street = STREET_REQUIRED.text
  }
  const openAddressPicker = input.orderType === "delivery" && !isCompleteAddress(input.address)
  return { ok: Object.keys(errors).length === 0 && !openAddressPicker, errors, openAddressPicker, phone, nip }
}

/** The checkout body's fields these rules read, as the API spells them (SPEC §7). */
export interface CheckoutRequestFields {
  readonly type: OrderTypeCode
  readonly phone: string
  readonly print_invoice: 0 | 1
  readonly business: { readonly name: string; readonly nip: string; readonly address: string } | null
}

/** The body field each checkout error belongs to: the invoice street travels as business.address. */
export const CHECKOUT_REQUEST_FIELD: Readonly<Record<CheckoutField, string>> = {
  phone: "phone",
  businessName: "business.name",
  nip: "business.nip",
  street: "business.address",
}

/**
 * The checkout body read as the form it came from, so the server judges a request with the very
 * validateCheckout the checkout page runs (one rule, one place). `address` is the delivery address
 * the server resolved for the request (the chosen saved one, else the body's), or null.
 */
export const checkoutInputOfRequest = (body: CheckoutRequestFields, address: AddressFields | null): CheckoutInput => ({
  orderType: orderTypeFromCode(body.type) ?? DEFAULT_ORDER_TYPE,
  phone: body.phone,
  invoice: body.print_invoice === 1,
  business: {
    name: body.business?.name ?? "",
    nip: body.business?.nip ?? "",
    street: body.business?.address ?? "",
  },
  address,
})

/**
 * validateCheckout on a checkout request: the same verdict, its errors keyed by body field
 * ('business.nip') so an API can answer a 422 that names them. `addressMissing` is the form's
 * openAddressPicker: a delivery without a complete address.
 */
export const validateCheckoutRequest = (
  body: CheckoutRequestFields,
  address: AddressFields | null,
): { readonly ok: boolean; readonly errors: Readonly<Record<string, string>>; readonly addressMissing: boolean } => {
  const verdict = validateCheckout(checkoutInputOfRequest(body, address))
  const errors: Record<string, string> = {}
  for (const [field, message] of Object.entries(verdict.errors) as Array<[CheckoutField, string]>)
    errors[CHECKOUT_REQUEST_FIELD[field]] = message
  return { ok: verdict.ok, errors, addressMissing: verdict.openAddressPicker }
}
