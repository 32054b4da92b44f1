import type { Copy } from "../i18n/copy"
import type { WidgetState } from "../widget/state"
import type { AddDiscountBody, AddPointsBody, ApplyOfferBody } from "../wire/requests"

type AddDiscount = typeof AddDiscountBody.Type
type AddPoints = typeof AddPointsBody.Type
type ApplyOffer = typeof ApplyOfferBody.Type

import type { DiscountEvent } from "./events"
import { countedCopy, POINTS_MAXIMUM, POINTS_REQUIRED, validatePoints } from "./points"

type Translate = (text: Copy) => string

/**
 * Promo-code submit (SPEC §5): an empty (or blank) field does nothing — no event, no call. Otherwise
 * the code (trimmed) is submitted with the add-discount body. Null also without a cart: there is
 * nothing to discount yet.
 */
export const decidePromoSubmit = (
  state: WidgetState,
  restaurantId: number,
  entered: string,
  at: number,
): { readonly event: DiscountEvent; readonly request: AddDiscount } | null => {
  const code = entered.trim()
  const uuid = state.cart.uuid
  if (code === "" || uuid === null || state.promo.submitting) return null
  return {
    event: { _tag: "PromoCodeSubmitted", at, code },
    request: { restaurant_id: restaurantId, discount_code: code, cart_uuid: uuid },
  }
}

/**
 * A click on an offer (SPEC §2 'apply and remove through apply-offer'): the applied offer is removed
 * (checked false), any other is applied (checked true). The cart's offer_id follows at once; the
 * server's cart replaces it when it answers. Null without a cart.
 */
export const decideOfferToggle = (
  state: WidgetState,
  offerId: number,
  at: number,
): { readonly event: DiscountEvent; readonly request: ApplyOffer } | null => {
  const cart = state.cart.cart
  const uuid = state.cart.uuid
  if (cart === null || uuid === null) return null
  const checked = cart.offer_id !== offerId
  return {
    event: { _tag: "OfferToggled", at, offerId, checked },
    request: { offer_id: offerId, checked, cart_uuid: uuid },
  }
}

/**
 * Applying points (SPEC §5): the entered amount must be a whole number above 0 ('Please enter points
 * amount') and at most the customer's points ('Maximum {n} points available'); a refusal is the
 * PointsApplyFailed event with its text, an accepted amount is the add-points body.
 */
export const decidePoints = (
  state: WidgetState,
  restaurantId: number,
  entered: string,
  at: number,
  translate: Translate = (c) => c.text,
  language = "en",
):
  | { readonly _tag: "Refused"; readonly event: DiscountEvent }
  | { readonly _tag: "Send"; readonly request: AddPoints } => {
  const verdict = validatePoints(entered, state.session.points ?? 0, translate(POINTS_REQUIRED), (cap) =>
    translate(countedCopy(POINTS_MAXIMUM, language, cap)),
  )
  if (!verdict.ok) return { _tag: "Refused", event: { _tag: "PointsApplyFailed", at, message: verdict.message } }
  const uuid = state.cart.uuid
  return {
    _tag: "Send",
    request:
      uuid === null
        ? { restaurant_id: restaurantId, amount: verdict.amount }
        : { restaurant_id: restaurantId, amount: verdict.amount, cart_uuid: uuid },
  }
}

/** One offer as the cart page lists it, with the applied one marked. */
export interface OfferLine {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly applied: boolean
}

/** The cart's offer_list with the applied offer (offer_id) marked. */
export const offerLines = (state: Pick<WidgetState, "cart">): ReadonlyArray<OfferLine> => {
  const cart = state.cart.cart
  if (cart === null) return []
  return cart.offer_list.map((o) => ({
    id: o.id,
    name: o.name,
    description: o.description,
    applied: cart.offer_id === o.id,
  }))
}
