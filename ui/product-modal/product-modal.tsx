import type { ReactNode } from "react"
import { Modal } from "../modal/modal"
import type { ProductModalView, Translate } from "../model/views"
import { type ProductModalActions, ProductModalBody } from "./product-modal-body"
import { ProductModalFooter } from "./product-modal-footer"

export interface ProductModalProps {
  /** The model's productModalView: null when the modal is closed. */
  readonly view: ProductModalView | null
  readonly t: Translate
  readonly actions: ProductModalActions
}

/**
 * The product customisation modal (SPEC §2), presentational: it renders the view the model decided
 * and calls the model's commands. It never computes a price or a rule.
 */
export function ProductModal({ view, t, actions }: ProductModalProps): ReactNode {
  return (
    <Modal
      open={view !== null}
      onClose={actions.close}
      title={view?.name ?? ""}
      size="wide"
      name="product"
      closeLabel={t("close", "Close")}
      footer={view ? <ProductModalFooter view={view} t={t} actions={actions} /> : null}
    >
      {view ? <ProductModalBody view={view} t={t} actions={actions} /> : null}
    </Modal>
  )
}
