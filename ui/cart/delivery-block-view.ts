import { Checkout, type Widget } from "../../domain"
import type { Translate } from "../model/translation"

/**
 * The notice of an address the restaurant does not deliver to (Checkout.checkoutBlock,
 * 'OutsideDeliveryZone'): the server's message and its two ways out, translated.
 */
export interface DeliveryBlockView {
  readonly message: string
  readonly pickup: string
  readonly another: string
}

export const deliveryBlockView = (
  state: Pick<Widget.WidgetState, "orderType" | "addresses" | "addressCheck" | "cart">,
  t: Translate,
): DeliveryBlockView | null => {
  const block = Checkout.checkoutBlock(state)
  if (block?._tag !== "OutsideDeliveryZone") return null
  return {
    message: block.message,
    pickup: t(Checkout.SWITCH_TO_PICKUP.key, Checkout.SWITCH_TO_PICKUP.text),
    another: t(Checkout.CHOOSE_ANOTHER_ADDRESS.key, Checkout.CHOOSE_ANOTHER_ADDRESS.text),
  }
}
