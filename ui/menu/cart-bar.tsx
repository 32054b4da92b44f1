import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useEffect, useRef, useState } from "react"
import { Widget } from "../../domain"
import { Link } from "../kit/link"
import { useStickyInset } from "../kit/sticky-inset"
import { useModel } from "../model/model-context"
import styles from "./cart-bar.module.css"

/**
 * Whether the 'Added' confirmation shows: from a change of `addedAt` (a successful add) for SPEC §9's
 * success-message delay. The value seen at mount does not count, so coming back to the menu does not
 * replay an old confirmation.
 */
function useAddedConfirmation(addedAt: number | null): boolean {
  const seen = useRef(addedAt)
  const [showing, setShowing] = useState(false)
  useEffect(() => {
    if (addedAt === null || addedAt === seen.current) return
    seen.current = addedAt
    setShowing(true)
    const timer = window.setTimeout(() => setShowing(false), Widget.DELAYS.successMessageMs)
    return () => window.clearTimeout(timer)
  }, [addedAt])
  return showing
}

function CheckIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The bottom bar (SPEC §2): shown when the cart has items or combo items; 'View Cart', the total and
 * what it includes (the delivery fee). A successful add swaps the label for 'Added' for 1.5 s and
 * announces it through a polite status that stays mounted (a live region must exist before its text
 * changes to be read).
 */
export function CartBar(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const bar = model.projections.cartBar.value
  const added = useAddedConfirmation(bar.addedAt)
  const barRef = useRef<HTMLDivElement>(null)
  useStickyInset(barRef, "bottom", bar.show)
  return (
    <>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="add-confirmation">
        {added ? bar.addedText : ""}
      </p>
      {bar.show ? (
        <div ref={barRef} className={styles.bar} data-added={added}>
          <Link to={{ name: "cart", orderId: null }} className={styles.button}>
            <span className={styles.count} aria-hidden="true">
              {bar.itemCount}
            </span>
            {added ? (
              <span className={`${styles.label} ${styles.added}`} data-testid="cart-bar-added">
                <CheckIcon />
                {bar.addedText}
              </span>
            ) : (
              <span className={styles.label}>{t("view-cart", "View Cart")}</span>
            )}
            <span className={styles.sum}>
              <span className={styles.total} data-testid="cart-total">
                {bar.totalText}
              </span>
              {bar.includesText ? (
                <span className={styles.includes} data-testid="cart-total-includes">
                  {bar.includesText}
                </span>
              ) : null}
            </span>
          </Link>
        </div>
      ) : null}
    </>
  )
}
