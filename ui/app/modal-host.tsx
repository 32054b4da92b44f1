import { useSignals } from "@preact/signals-react/runtime"
import { lazy, type ReactNode, Suspense, useRef } from "react"
import { useModel } from "./model-context"

/** The modals are lazy chunks (not in the initial JS); preloadModals warms them after first paint. */
const loadProductModal = () => import("../product-modal/product-modal")
const loadComboModal = () => import("../combo-modal/combo-modal")

const ProductModal = lazy(() => loadProductModal().then((m) => ({ default: m.ProductModal })))
const ComboModal = lazy(() => loadComboModal().then((m) => ({ default: m.ComboModal })))

/** Fetches the modal chunks while the browser is idle, so the first click opens at once. */
export const preloadModals = (): void => {
  const load = () => {
    void loadProductModal()
    void loadComboModal()
  }
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(load, { timeout: 2000 })
  else window.setTimeout(load, 300)
}

/**
 * Hosts the modals of the shared layout. Each stays mounted once it has opened, so its own close
 * fade can play when the model closes it; until first opened nothing (not even the chunk) is needed.
 */
export function ModalHost(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const product = model.projections.productModalView.value
  const combo = model.projections.comboModalView.value
  const opened = useRef({ product: false, combo: false })
  if (product) opened.current.product = true
  if (combo) opened.current.combo = true
  return (
    <Suspense fallback={null}>
      {opened.current.product ? <ProductModal view={product} t={t} actions={model.commands} /> : null}
      {opened.current.combo ? <ComboModal view={combo} t={t} actions={model.commands} /> : null}
    </Suspense>
  )
}
