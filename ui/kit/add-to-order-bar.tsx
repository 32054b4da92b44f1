import { type ReactNode, useId } from "react"
import type { Translate } from "../model/translation"
import styles from "./add-to-order-bar.module.css"
import alert from "./alert.module.css"
import button from "./button.module.css"
import { QuantityStepper } from "./quantity-stepper"

/** What the product and combo modals' views give their footer. */
export interface AddToOrderState {
  readonly quantity: number
  /** The quantity field's draft while typing (in the log); see QuantityStepper. */
  readonly quantityTyped?: string | null | undefined
  readonly canDecrease: boolean
  readonly canIncrease: boolean
  readonly adding: boolean
  /** The live total, already formatted by the model. */
  readonly totalText: string
}

/** What the product and combo modals' actions give their footer. */
export interface AddToOrderActions {
  readonly setQuantity: (quantity: number) => void
  readonly typeQuantity?: ((text: string | null) => void) | undefined
  readonly addToCart: () => void | Promise<void>
}

/**
 * The bar under the product and combo modals: the message, the quantity (1–99) and 'Dodaj do
 * zamowienia' (sic, SPEC §2) with the live total. One component, so both modals add the same way.
 * While the add is in flight the button shows a spinner and 'Adding…' and ignores clicks; it stays
 * focusable (aria-disabled, not disabled) so focus is not thrown to the page body mid-add.
 */
export function AddToOrderBar({
  message,
  view,
  actions,
  t,
}: {
  /** The blocking message (the product's joined add-on validation, the combo's 'Please complete your combo selection'), announced; null when none. */
  readonly message: string | null
  readonly view: AddToOrderState
  readonly actions: AddToOrderActions
  readonly t: Translate
}): ReactNode {
  const messageId = useId()
  return (
    <div className={styles.bar}>
      <div role="alert" id={messageId} className={`${alert.error} ${styles.message}`}>
        {message}
      </div>
      <div className={styles.row}>
        <QuantityStepper
          quantity={view.quantity}
          typed={view.quantityTyped}
          onType={actions.typeQuantity}
          canDecrease={view.canDecrease}
          canIncrease={view.canIncrease}
          onChange={actions.setQuantity}
          label={t("quantity", "Quantity")}
          decreaseLabel={t("decrease-quantity", "Decrease quantity")}
          increaseLabel={t("increase-quantity", "Increase quantity")}
        />
        <button
          type="button"
          className={`${button.primary} ${styles.add}`}
          aria-disabled={view.adding || undefined}
          aria-busy={view.adding || undefined}
          aria-describedby={message ? messageId : undefined}
          data-testid="add-to-order"
          onClick={() => {
            if (!view.adding) void actions.addToCart()
          }}
        >
          {view.adding ? (
            <span className={styles.progress}>
              <span className={styles.spinner} aria-hidden="true" />
              {t("adding-to-order", "Adding…")}
            </span>
          ) : (
            <span>{t("add-to-order", "Add to order")}</span>
          )}
          <span className={styles.total}>{view.totalText}</span>
        </button>
      </div>
    </div>
  )
}
