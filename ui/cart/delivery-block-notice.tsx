import type { ReactNode } from "react"
import button from "../kit/button.module.css"
import styles from "./delivery-block-notice.module.css"
import type { DeliveryBlockView } from "./delivery-block-view"

/**
 * Where the cart page's confirm and the checkout's Place order would be, for an address the
 * restaurant does not deliver to (Checkout.checkoutBlock): the server's message, announced, and the two
 * ways on — pickup instead, or another address.
 */
export function DeliveryBlockNotice({
  view,
  onPickup,
  onAnotherAddress,
}: {
  readonly view: DeliveryBlockView
  readonly onPickup: () => void
  readonly onAnotherAddress: () => void
}): ReactNode {
  return (
    <div className={styles.notice} data-testid="delivery-block">
      <p className={styles.message} role="alert">
        {view.message}
      </p>
      <div className={styles.ways}>
        <button type="button" className={`${button.onCard} ${styles.way}`} onClick={onPickup}>
          {view.pickup}
        </button>
        <button type="button" className={`${button.onCard} ${styles.way}`} onClick={onAnotherAddress}>
          {view.another}
        </button>
      </div>
    </div>
  )
}
