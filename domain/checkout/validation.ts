import { isCompleteAddress } from "../address/completeness"
import type { OrderType } from "../address/order-type"
import { copy } from "../i18n/copy"
import { digitsOnly } from "./digits"

export const PHONE_REQUIRED = copy("phone-number-is-required", "Phone number is required")
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
  readonly address: { readonly string: string; readonly latitude: string; readonly longitude: string } | null
}

export type CheckoutField = "phone" | "businessName" | "nip" | "street"

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
