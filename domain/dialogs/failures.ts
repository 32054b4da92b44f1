import { POINTS_FAILED } from "../discounts/points"
import { type Copy, copy } from "../i18n/copy"

/**
 * SPEC §8, the error catalogue, as one table: for each situation, the default text the customer sees
 * when the server gave no message of its own. Screens never spell these strings; they name the
 * situation and call failureText.
 */
export const FAILURE_TEXTS = {
  /** 'Add to cart failure': the payload message, else this, in an error dialog. */
  addToCart: copy("failed-to-add-to-cart", "Failed to add to cart"),
  /** 'Guest cart creation fails after adding an address'. */
  createCart: copy("failed-to-create-cart", "Failed to create cart"),
  /** 'Add address failure': 'Failed to add address', or the server message. */
  addAddress: copy("failed-to-add-address", "Failed to add address"),
  /** 'Offer failure': the message, else 'Error applying offer'. */
  applyOffer: copy("error-applying-offer", "Error applying offer"),
  /** Points: 'a failed call gives Failed to apply points' (SPEC §5). */
  applyPoints: POINTS_FAILED,
  /** 'Order creation failure': the message under the place-order button; this when the server sent none. */
  placeOrder: copy("order-not-placed", "We could not place your order. Your cart is safe, please try again."),
  /** Login, register, forgot/reset, profile and password forms, and any other failed call. */
  generic: copy("something-went-wrong", "Something went wrong"),
} as const satisfies Record<string, Copy>

export type FailureSituation = keyof typeof FAILURE_TEXTS

/**
 * What the customer reads when a call fails: the server's own message when it sent one (SPEC §8
 * 'the call rejects with the server's response body'), else the situation's default, translated.
 * A blank or whitespace-only server message counts as none.
 */
export const failureText = (
  situation: FailureSituation,
  serverMessage: string | null,
  translate: (text: Copy) => string,
): string =>
  serverMessage !== null && serverMessage.trim() !== "" ? serverMessage : translate(FAILURE_TEXTS[situation])
