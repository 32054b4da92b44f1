import type { OrderType } from "../address/order-type"
import type { PaymentType } from "../wire/requests"

/**
 * Payment types (SPEC §9): payu (the default: cards, BLIK, bank transfers), cash_method,
 * driver_credit_card (a card terminal brought by the driver, so delivery only), and a saved card
 * ('card', offered only when the customer has one).
 */
export const DEFAULT_PAYMENT_TYPE: PaymentType = "payu"

export const availablePaymentTypes = (orderType: OrderType, hasSavedCard = false): ReadonlyArray<PaymentType> => {
  const types: PaymentType[] = ["payu", "cash_method"]
  if (orderType === "delivery") types.push("driver_credit_card")
  if (hasSavedCard) types.push("card")
  return types
}
