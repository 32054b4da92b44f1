import { type ReactNode, useRef } from "react"
import { flushSync } from "react-dom"
import { createRoot } from "react-dom/client"
import { AddToOrderBar } from "../kit/add-to-order-bar"
import { Modal } from "../kit/modal"
import { ModalRootContext } from "../kit/modal-root"
import { scrollToTopWithin } from "../kit/scroll-within"
import type { Translate } from "../model/translation"
import { type ProductModalActions, ProductModalBody } from "./product-modal-body"
import type { ProductModalView } from "./product-modal-view"

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
      footer={view ? <AddToOrderBar message={view.validationText} view={view} actions={guided} t={t} /> : null}
    >
      {view ? <ProductModalBody view={view} t={t} actions={actions} containerRef={body} /> : null}
    </Modal>
  )
}

const ignore = (): void => undefined
const inert: ProductModalActions = {
  chooseVariant: ignore,
  toggleHalfAndHalf: ignore,
  chooseHalfTab: ignore,
  chooseSecondHalf: ignore,
  toggleAddon: ignore,
  toggleExclusion: ignore,
  setQuantity: ignore,
  addToCart: ignore,
  close: ignore,
}

/**
 * Opens the modal once for `view` where nothing can see or reach it, lays it out and takes it away
 * again, all in one task: run when the page is idle (ui/app/modal-host.tsx), so the customer's
 * first opening finds the modal's code run once and the browser's style and font caches warm for
 * its elements (issue 17: the first opening cost about three times the second, mostly its first
 * style and layout). The copy is portalled into a transparent, inert, aria-hidden layer under the
 * page; it is gone before any frame is painted, before any other task runs, so no one (screen
 * reader, observer, click) meets it; focus cannot enter an inert subtree, so it stays where it was.
 */
export const warmProductModal = (view: ProductModalView, t: Translate): void => {
  const layer = document.createElement("div")
  layer.setAttribute("aria-hidden", "true")
  layer.setAttribute("inert", "")
  layer.style.cssText = "position:fixed;inset:0;opacity:0;pointer-events:none;z-index:-1;overflow:hidden"
  document.body.append(layer)
  const root = createRoot(document.createElement("div"))
  try {
    flushSync(() =>
      root.render(
        <ModalRootContext.Provider value={layer}>
          <ProductModal view={view} t={t} actions={inert} />
        </ModalRootContext.Provider>,
      ),
    )
    layer.querySelector('[role="dialog"]')?.getBoundingClientRect() // style and layout, as an opening does
  } finally {
    root.unmount()
    layer.remove()
  }
}
