import type { ReactNode } from "react"
import { AddToOrderFooter } from "../kit/add-to-order-bar"
import type { Translate } from "../model/translation"
import type { ProductModalActions } from "./product-modal-body"
import type { ProductModalView } from "./product-modal-view"

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
  return <AddToOrderFooter message={view.validationText} view={view} actions={actions} t={t} />
}
