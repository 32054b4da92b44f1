import { type ReactNode, useId } from "react"
import { QuantityStepper } from "../modal/quantity-stepper"
import type { ProductModalView, Translate } from "../model/views"
import styles from "./product-modal.module.css"
import type { ProductModalActions } from "./product-modal-body"

interface Props {
  readonly view: ProductModalView
  readonly t: Translate
  readonly actions: ProductModalActions
}

/**
 * The bar under the scrolling body: the joined validation messages (announced, and blocking: the
 * model refuses the add while a mandatory group is empty), the quantity and the add button with the
 * live total.
 */
export function ProductModalFooter({ view, t, actions }: Props): ReactNode {
  const errorId = useId()
  return (
    <div className={styles.footer}>
      <div role="alert" id={errorId} className={styles.validation}>
        {view.validationText}
      </div>
      <div className={styles.footerRow}>
        <QuantityStepper
          quantity={view.quantity}
          canDecrease={view.canDecrease}
          canIncrease={view.canIncrease}
          onChange={actions.setModalQuantity}
          label={t("quantity", "Quantity")}
          decreaseLabel={t("decrease-quantity", "Decrease quantity")}
          increaseLabel={t("increase-quantity", "Increase quantity")}
        />
        <button
          type="button"
          className={styles.add}
          disabled={view.adding}
          aria-describedby={view.validationText ? errorId : undefined}
          onClick={() => actions.addProductToCart()}
        >
          <span>{t("add-to-order", "Dodaj do zamowienia")}</span>
          <span className={styles.addTotal}>{view.totalText}</span>
        </button>
      </div>
    </div>
  )
}
