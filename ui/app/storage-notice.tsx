import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { useModel } from "../model/model-context"
import styles from "./layout.module.css"

/**
 * Told once when the browser blocks storage (a third-party iframe, private mode, a full quota): the
 * widget keeps working from memory, but the cart will not survive closing the page.
 */
export function StorageNotice(): ReactNode {
  useSignals()
  const model = useModel()
  if (model.state.value.storageUnavailable === null) return null
  const t = model.projections.t.value
  return (
    <p className={styles.storageNotice} role="status">
      {t(
        "storage-unavailable",
        "Your browser blocks storage for this page, so your cart is kept only while this page stays open.",
      )}
    </p>
  )
}
