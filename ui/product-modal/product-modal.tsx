import { type ReactNode, useRef } from "react"
import { Modal } from "../modal/modal"
import { scrollToTopWithin } from "../modal/scroll-within"
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
 * Scrolls the first part a refused add marked (data-invalid) into view — an add-on group, the
 * second-half picker, or the second-half tab while the first half is shown — and moves focus to it,
 * so the customer lands on what is missing instead of only reading the footer message. Nothing when
 * nothing is marked (the add went on).
 */
const revealFirstInvalidGroup = (body: HTMLElement | null): void => {
  const group = body?.querySelector<HTMLElement>('[data-invalid="true"]')
  if (!group) return
  scrollToTopWithin(group)
  // A marked group's first option, the second-half picker, or the second-half tab itself.
  const target = group.matches("button") ? group : group.querySelector<HTMLElement>("input:not(:disabled), select")
  target?.focus({ preventScroll: true })
}

/**
 * The product customisation modal (SPEC §2), presentational: it renders the view the model decided
 * and calls the model's commands. It never computes a price or a rule.
 */
export function ProductModal({ view, t, actions }: ProductModalProps): ReactNode {
  const body = useRef<HTMLDivElement>(null)
  const guided: ProductModalActions = {
    ...actions,
    addToCart: async () => {
      await actions.addToCart()
      // A refused add rendered its marks synchronously; bring the first group needing a choice into view.
      window.requestAnimationFrame(() => revealFirstInvalidGroup(body.current))
    },
  }
  return (
    <Modal
      open={view !== null}
      onClose={actions.close}
      title={view?.name ?? ""}
      size="wide"
      name="product"
      closeLabel={t("close", "Close")}
      footer={view ? <ProductModalFooter view={view} t={t} actions={guided} /> : null}
    >
      {view ? <ProductModalBody view={view} t={t} actions={actions} containerRef={body} /> : null}
    </Modal>
  )
}
