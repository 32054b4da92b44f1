import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { Dialogs } from "../../domain"
import { useModel } from "../model/model-context"
import styles from "./offline-notice.module.css"

/**
 * Shown while the browser has no network: says why nothing answers and that the cart is safe (it is
 * on the server; the widget refetches it when the network is back). Polite, so a screen reader
 * finishes what it was reading first; gone as soon as the network returns.
 */
export function OfflineNotice(): ReactNode {
  useSignals()
  const model = useModel()
  if (model.projections.online.value) return null
  const t = model.projections.t.value
  return (
    <p className={styles.offline} role="status" data-testid="offline-notice">
      {t(Dialogs.OFFLINE_NOTICE.key, Dialogs.OFFLINE_NOTICE.text)}
    </p>
  )
}
