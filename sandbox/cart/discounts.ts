import { Address, Money, type Wire } from "../../domain"
import type { Offer, PromoCode } from "../catalogue/catalogue"

/**
 * The sandbox's pricing rules that SPEC leaves to the server: takeaway discount, promo codes, offers,
 * free delivery, points. Everything is integer grosze; a percentage is rounded once, to the nearest grosz.
 */

/** pct % of an amount, rounded to the nearest grosz. */
export const percentOf = (amount: Money.Grosze, pct: number): Money.Grosze =>
  Money.grosze(Math.round((amount * pct) / 100))

/** One loyalty point is worth 10 gr when spent; one point is earned per full złoty of a finished order. */
export const POINT_VALUE_GROSZE = 10
export const pointsValue = (points: number): Money.Grosze => Money.grosze(points * POINT_VALUE_GROSZE)
export const pointsEarned = (total: Money.Grosze): number => Math.floor(total / 100)

/** The language of the sandbox's messages: the API answers in Polish (SPEC's texts). */
export const MESSAGE_LANGUAGE = "pl"

/**
 * Money inside a message, by domain/money's one formatter in the message's language (issue 27: '80,00 zł'
 * in a Polish message, never toFixed's '80.00 zł').
 */
export const messageMoney = (amount: Money.Grosze, language: string = MESSAGE_LANGUAGE): string =>
  Money.formatPrice(amount, language)

/** Why a promo code cannot apply to a cart, in the API's Polish; null when it applies. */
export const promoCodeProblem = (code: PromoCode | undefined, subTotal: Money.Grosze, today: string): string | null => {
  if (!code) return "Nieprawidłowy kod promocyjny"
  if (code.valid_until < today) return "Kod promocyjny wygasł"
  if (code.min_sub_total !== undefined && subTotal < Money.fromZloty(code.min_sub_total))
    return `Minimalna wartość zamówienia dla tego kodu to ${messageMoney(Money.fromZloty(code.min_sub_total))}`
  return null
}

/** The discount a valid promo code gives, never more than the sub-total. */
export const promoDiscount = (code: PromoCode, subTotal: Money.Grosze): Money.Grosze => {
  const off = code.kind === "percent" ? percentOf(subTotal, code.value) : Money.fromZloty(code.value)
  return off > subTotal ? subTotal : off
}

/**
 * What an applied offer takes off: a category offer its percent of that category's lines, a
 * percentage offer its percent of the sub-total, a fixed offer its amount (never more than the
 * sub-total). Free delivery takes nothing here: it zeroes the delivery fee instead.
 */
export const offerDiscount = (
  offer: Offer,
  subTotal: Money.Grosze,
  categoryTotal: (categoryId: number) => Money.Grosze,
): Money.Grosze => {
  switch (offer.kind) {
    case "percent_category":
      return percentOf(categoryTotal(offer.category_id ?? -1), offer.percent ?? 0)
    case "percent":
      return percentOf(subTotal, offer.percent ?? 0)
    case "fixed": {
      const off = Money.fromZloty(offer.amount ?? 0)
      return off > subTotal ? subTotal : off
    }
    default:
      return Money.ZERO
  }
}

/**
 * Why an offer cannot apply, null when it does: every offer needs its minimum order (min_sub_total);
 * free delivery needs delivery; a category offer needs a line of that category.
 */
export const offerProblem = (
  offer: Offer | undefined,
  context: {
    readonly type: Wire.OrderTypeCode
    readonly subTotal: Money.Grosze
    readonly categoryTotal: (categoryId: number) => Money.Grosze
  },
): string | null => {
  if (!offer) return "Oferta nie istnieje"
  if (offer.kind === "free_delivery" && context.type !== Address.ORDER_TYPE.delivery)
    return "Ta oferta dotyczy tylko dostawy"
  if (context.subTotal < Money.fromZloty(offer.min_sub_total ?? 0))
    return `Oferta wymaga zamówienia za co najmniej ${messageMoney(Money.fromZloty(offer.min_sub_total ?? 0))}`
  if (offer.kind === "percent_category" && context.categoryTotal(offer.category_id ?? -1) === Money.ZERO)
    return "W koszyku nie ma produktów objętych tą ofertą"
  return null
}
