import { incompleteAddressParts } from "../address/completeness"
import { activeAddress } from "../address/queries"
import { cartSummary } from "../cart/lines"
import { type Copy, copy } from "../i18n/copy"
import type { WidgetState } from "../widget/state"
import type { PaymentMethod } from "../wire/profile"
import { BUSINESS_TYPE } from "./business-type"
import type { CheckoutForm, PaymentChoice } from "./decide"
import { isOfferedPayment } from "./decide"
import { digitsOnly } from "./digits"
import { ESTIMATED_DELIVERY_MINUTES, orderLaterChoices } from "./order-time"
import type { ClockTime } from "./order-time-format"

/** What the checkout page shows (SPEC §2 Checkout page): the payment choices, the address, the summary, the button. */

export const PAYMENT_LABELS = {
  payu: copy("payment-payu", "Pay online (PayU)"),
  new_card: copy("payment-card", "Credit or debit card"),
  saved_card: copy("payment-saved-card", "Saved card"),
  cash_method: copy("payment-cash", "Cash"),
  driver_credit_card: copy("payment-driver-card", "Card to the driver"),
} as const satisfies Record<PaymentChoice, Copy>

export const PAYMENT_HINTS = {
  payu: copy("payment-payu-hint", "Cards, BLIK, bank transfer"),
  new_card: copy("payment-card-hint", "Enter your card details securely"),
  saved_card: copy("payment-saved-card-hint", "Pay with a card you saved"),
  cash_method: copy("payment-cash-hint", "Pay when you receive your order"),
  driver_credit_card: copy("payment-driver-card-hint", "The driver brings a card terminal"),
} as const satisfies Record<PaymentChoice, Copy>

/** Why the driver's terminal is not offered on pickup: it is shown disabled with this reason. */
export const DRIVER_CARD_DELIVERY_ONLY = copy(
  "driver-card-delivery-only",
  "Card payment to the driver is available for delivery only",
)

/** One payment choice on the form: offered, or shown disabled with its reason. */
export interface PaymentOption {
  readonly choice: PaymentChoice
  readonly label: Copy
  readonly hint: Copy
  readonly enabled: boolean
  readonly reason: Copy | null
}

const CHOICE_ORDER: ReadonlyArray<PaymentChoice> = [
  "payu",
  "new_card",
  "saved_card",
  "cash_method",
  "driver_credit_card",
]

/**
 * The payment choices in the order the form lists them (SPEC §9): payu first (the default), a new
 * card, the saved cards when the customer has any, cash, and the driver's terminal — disabled with
 * its reason on pickup rather than silently missing, so the customer knows why.
 */
export const paymentOptions = (state: Pick<WidgetState, "orderType" | "session">): ReadonlyArray<PaymentOption> =>
  CHOICE_ORDER.filter((choice) => choice !== "saved_card" || state.session.paymentMethods.length > 0).map((choice) => {
    const enabled = isOfferedPayment(choice, state)
    return {
      choice,
      label: PAYMENT_LABELS[choice],
      hint: PAYMENT_HINTS[choice],
      enabled,
      reason: enabled ? null : choice === "driver_credit_card" ? DRIVER_CARD_DELIVERY_ONLY : null,
    }
  })

/** The saved card preselected: the customer's default card, else the first; null with none. */
export const defaultSavedCardId = (cards: ReadonlyArray<PaymentMethod>): number | null =>
  (cards.find((c) => c.is_default) ?? cards[0])?.id ?? null

/** A saved card as the form names it: 'Visa •••• 4242'. */
export const savedCardLabel = (card: Pick<PaymentMethod, "brand" | "last_four">): string => {
  const brand = card.brand.trim() === "" ? "Card" : card.brand.charAt(0).toUpperCase() + card.brand.slice(1)
  return `${brand} •••• ${card.last_four}`
}

/**
 * The form a checkout page opens with: payu (SPEC §9 default), the default saved card ready should
 * the customer pick it, the profile's phone as digits (SPEC §5 'only digits are kept') — else the
 * phone this device remembers from a guest's earlier order (WCAG 2.2 3.3.7: not asked to type it
 * again) —, a company invoice with empty fields, the allergy line on (shown only when allergens are
 * excluded), order now — the later time ready at the current minute, should the customer pick it.
 */
export const initialCheckoutForm = (
  state: Pick<WidgetState, "session">,
  now: ClockTime,
  rememberedPhone: string | null = null,
): CheckoutForm => ({
  payment: "payu",
  savedCardId: defaultSavedCardId(state.session.paymentMethods),
  phone: digitsOnly(state.session.profile?.phone ?? "") || digitsOnly(rememberedPhone ?? ""),
  invoice: false,
  business: { type: BUSINESS_TYPE.company, name: "", nip: "", street: "" },
  nonContact: false,
  notes: "",
  tellAllergies: true,
  orderForLater: false,
  ...keptOrderTime(now),
})

const keptOrderTime = (now: ClockTime) => {
  const { hour, minute } = orderLaterChoices(now, { hour: "", minute: "" })
  return { hour, minute }
}

/** Where the order goes, as the checkout shows it (SPEC §2, §5). */
export type CheckoutDestination =
  /** Delivery to the active address, complete (string, latitude, longitude). */
  | { readonly kind: "delivery"; readonly address: string }
  /** Delivery without a complete address: the customer must pick one (the address picker opens). */
  | { readonly kind: "delivery-missing"; readonly address: string | null }
  /** Pickup: the restaurant's address. */
  | { readonly kind: "pickup"; readonly address: string | null }

export const checkoutDestination = (
  state: Pick<WidgetState, "orderType" | "addresses" | "catalogue">,
): CheckoutDestination => {
  if (state.orderType === "pickup") return { kind: "pickup", address: state.catalogue.restaurant?.address ?? null }
  const address = activeAddress(state)
  if (address !== null && incompleteAddressParts(address).length === 0)
    return { kind: "delivery", address: address.string }
  return { kind: "delivery-missing", address: address?.string ?? null }
}

/** The summary's fixed estimate (SPEC §2, §9: 45 minutes, whatever the restaurant). */
export const checkoutEstimateMinutes = (): number => ESTIMATED_DELIVERY_MINUTES

/** The summary's totals: the cart's own (the server's prices, SPEC §9's total); null without a cart. */
export const checkoutTotals = (state: Pick<WidgetState, "cart">) =>
  state.cart.cart === null ? null : cartSummary(state.cart.cart)

/** Whether the place-order button is usable: not while a request is in flight, the 3-D Secure frame is open or the page is leaving. */
export const canPlaceOrder = (state: Pick<WidgetState, "checkout">): boolean =>
  state.checkout.status === "idle" || state.checkout.status === "error"

/** Whether the button shows its busy state (one request in flight). */
export const isSubmitting = (state: Pick<WidgetState, "checkout">): boolean =>
  state.checkout.status === "submitting" || state.checkout.status === "redirect"
