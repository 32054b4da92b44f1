import type { ReactNode } from "react"
import { Address } from "../../domain"
import segments from "../kit/segments.module.css"
import type { Translate } from "../model/translation"

const CHOICES = [
  ["delivery", Address.DELIVERY_TAB],
  ["pickup", Address.PICKUP_TAB],
] as const

/**
 * Delivery or pickup (SPEC §4), the same switch in the menu's header and on the cart page: the kit's
 * two segments (ui/kit/segments.module.css), laid out by the caller's module (its `orderType` and
 * `orderTypeButton` classes), the pressed one the
 * current order type. A press asks for the change (the cart's changeOrderType decides what follows).
 */
export function OrderTypeSwitch({
  orderType,
  onChange,
  t,
  layout,
  pickupBadge = null,
}: {
  readonly orderType: Address.OrderType
  readonly onChange: (type: Address.OrderType) => void
  readonly t: Translate
  /** The caller's CSS module: its layout of the switch and of each button. */
  readonly layout: { readonly orderType?: string; readonly orderTypeButton?: string }
  /** Shown after 'Pickup' (the menu's pickup discount). */
  readonly pickupBadge?: ReactNode
}): ReactNode {
  return (
    <fieldset className={`${segments.segments} ${layout.orderType}`}>
      <legend className="visually-hidden">{t("order-type", "Order type")}</legend>
      {CHOICES.map(([type, label]) => (
        <button
          key={type}
          type="button"
          className={`${segments.segment} ${layout.orderTypeButton}`}
          aria-pressed={orderType === type}
          onClick={() => onChange(type)}
        >
          {t(label.key, label.text)}
          {type === "pickup" ? pickupBadge : null}
        </button>
      ))}
    </fieldset>
  )
}
