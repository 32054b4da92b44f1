import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { Link } from "../app/link"
import { useModel } from "../app/model-context"
import styles from "./cart-bar.module.css"

/** The bottom bar (SPEC §2): shown when the cart has items or combo items; total and 'View Cart'. */
export function CartBar(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const bar = model.projections.cartBar.value
  if (!bar.show) return null
  return (
    <div className={styles.bar}>
      <Link to={{ name: "cart", orderId: null }} className={styles.button}>
        <span className={styles.count} aria-hidden="true">
          {bar.itemCount}
        </span>
        <span className={styles.label}>{t("view-cart", "View Cart")}</span>
        <span className={styles.total} data-testid="cart-total">
          {bar.totalText}
        </span>
      </Link>
    </div>
  )
}
