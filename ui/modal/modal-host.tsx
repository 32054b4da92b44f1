import { useSignals } from "@preact/signals-react/runtime"
import { lazy, type ReactNode, Suspense, useRef } from "react"
import { useModel } from "../app/model-context"

/*
 * Every modal of the ordering screens is its own lazy chunk: none of them is in the initial JS, and
 * preloadOrderingModals warms them while the browser is idle after the first paint.
 */
const loadProductModal = () => import("../product-modal/product-modal")
const loadComboModal = () => import("../combo-modal/combo-modal")
const loadAddressModal = () => import("../address/address-modal")
const loadMessageModal = () => import("../message/message-modal")

const ProductModal = lazy(() => loadProductModal().then((m) => ({ default: m.ProductModal })))
const ComboModal = lazy(() => loadComboModal().then((m) => ({ default: m.ComboModal })))
const AddressModal = lazy(() => loadAddressModal().then((m) => ({ default: m.AddressModal })))
const MessageModal = lazy(() => loadMessageModal().then((m) => ({ default: m.MessageModal })))

/** Fetches the modal chunks while the browser is idle, so the first click opens at once. */
export const preloadOrderingModals = (): void => {
  const load = () => {
    void loadProductModal()
    void loadComboModal()
    void loadAddressModal()
    void loadMessageModal()
  }
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(load, { timeout: 2000 })
  else window.setTimeout(load, 300)
}

/**
 * Hosts the product, combo, address and message modals for the shared layout, reading the model's
 * projections and passing its commands. A modal stays mounted once it has opened, so its own close
 * fade can play when the model closes it; until first opened not even its chunk is needed. The
 * message modal comes last so it stacks over the others (e.g. 'Failed to add to cart').
 */
export function OrderingModalHost(): ReactNode {
  useSignals()
  const model = useModel()
  const { projections, commands } = model
  const t = projections.t.value
  const product = projections.productModalView.value
  const combo = projections.comboModalView.value
  const address = projections.addressModalView.value
  const message = projections.message.value
  const opened = useRef({ product: false, combo: false, address: false, message: false })
  if (product) opened.current.product = true
  if (combo) opened.current.combo = true
  if (address.view !== "closed") opened.current.address = true
  if (message) opened.current.message = true
  // One boundary per modal: a chunk still loading must not hide a modal that is already open.
  return (
    <>
      <Suspense fallback={null}>
        {opened.current.product ? <ProductModal view={product} t={t} actions={commands} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {opened.current.combo ? <ComboModal view={combo} t={t} actions={commands} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {opened.current.address ? <AddressModal view={address} t={t} actions={commands} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {opened.current.message ? <MessageModal view={message} t={t} onDismiss={commands.dismissMessage} /> : null}
      </Suspense>
    </>
  )
}
