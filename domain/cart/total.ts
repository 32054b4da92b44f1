import { type Grosze, max0 } from "../money/money"

/** The cart total: sub_total + delivery − discount − point_amount, never below 0. */
export const cartTotal = (parts: {
  readonly sub_total: Grosze
  readonly delivery: Grosze
  readonly discount: Grosze
  readonly point_amount: Grosze
}): Grosze => max0((parts.sub_total + parts.delivery - parts.discount - parts.point_amount) as Grosze)
