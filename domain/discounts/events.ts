import { Schema } from "effect"
import { At, Id } from "../widget/fields"

/** Promo code, offers and points: the cart's new totals always arrive separately as CartStored. */

export const PromoModalOpened = Schema.TaggedStruct("PromoModalOpened", { at: At })
/** The code in the promo modal's field, as typed (keystrokes coalesce in the log: Discounts.discountTypingSupersedes). */
export const PromoCodeTyped = Schema.TaggedStruct("PromoCodeTyped", { at: At, code: Schema.String })
export const PromoCodeSubmitted = Schema.TaggedStruct("PromoCodeSubmitted", { at: At, code: Schema.String })
/** The server's message, shown above the form; the modal stays open. */
export const PromoCodeFailed = Schema.TaggedStruct("PromoCodeFailed", { at: At, message: Schema.String })
/** The code was accepted: the modal closes (SPEC §5). */
export const PromoCodeApplied = Schema.TaggedStruct("PromoCodeApplied", { at: At, code: Schema.String })
export const PromoModalClosed = Schema.TaggedStruct("PromoModalClosed", { at: At })

/** An offer was applied (checked) or removed; the cart's offer_id follows at once (optimistic). */
export const OfferToggled = Schema.TaggedStruct("OfferToggled", { at: At, offerId: Id, checked: Schema.Boolean })
/** Applying an offer failed: the message, else 'Error applying offer', in the error dialog. */
export const OfferFailed = Schema.TaggedStruct("OfferFailed", { at: At, message: Schema.String })

/** The cart page's points field as typed (issue 26; keystrokes coalesce in the log: Discounts.discountTypingSupersedes). */
export const PointsEntryTyped = Schema.TaggedStruct("PointsEntryTyped", { at: At, text: Schema.String })
export const PointsApplied = Schema.TaggedStruct("PointsApplied", { at: At, amount: Schema.Int })
/** A points validation or call failure ('Please enter points amount', 'Maximum {n} points available', ...). */
export const PointsApplyFailed = Schema.TaggedStruct("PointsApplyFailed", { at: At, message: Schema.String })

export const DiscountEvent = Schema.Union([
  PromoModalOpened,
  PromoCodeTyped,
  PromoCodeSubmitted,
  PromoCodeFailed,
  PromoCodeApplied,
  PromoModalClosed,
  OfferToggled,
  OfferFailed,
  PointsEntryTyped,
  PointsApplied,
  PointsApplyFailed,
])
export type DiscountEvent = typeof DiscountEvent.Type
