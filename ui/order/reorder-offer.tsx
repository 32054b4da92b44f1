import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import button from "../kit/button.module.css"
import { useModel } from "../model/model-context"
import styles from "./reorder.module.css"

/**
 * The order detail view's 'Zamów ponownie' (issue 15): opens the review dialog for this order. For an
 * order of another restaurant than the widget's it says so instead, since this menu cannot rebuild it.
 */
export function ReorderOffer({ orderId }: { readonly orderId: number }): ReactNode {
  useSignals()
  const model = useModel()
  const offers = model.projections.reorderOffers.value
  if (!offers.orderIds.has(orderId)) return <p className={styles.notice}>{offers.otherRestaurant}</p>
  return (
    <button
      type="button"
      className={`${button.primary} ${styles.offer}`}
      onClick={() => model.commands.reorder.open(orderId)}
    >
      {offers.label}
    </button>
  )
}
