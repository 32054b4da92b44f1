import { useSignals } from "@preact/signals-react/runtime"
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from "react"
import { FEATURES } from "../features"
import { afterFirstCard } from "../kit/after-first-card"
import { whenIdle } from "../kit/when-idle"
import { modalOf } from "../model/lazy-features"
import { useModel } from "../model/model-context"
import { retryableLazy } from "./retryable-lazy"

/*
 * Every modal of the ordering screens is its own lazy chunk: none of them is in the initial JS, and
 * preloadOrderingModals warms them when the layout mounts (product, combo) or at idle (the others).
 */

/**
 * One modal chunk: a preload, and the component to render — the loaded component itself once the
 * chunk has arrived, else a React.lazy one. Why not lazy() alone: a lazy component suspends on its
 * first render even when its chunk already arrived (the idle preload), and React then holds the
 * revealed content back for its 300 ms Suspense throttle, so the first product modal showed nothing
 * for ~330 ms after the click (`npm run bench`). Watch for: the host picks the component once, at the
 * first open, so a modal never switches between the two forms (which would remount it).
 */
const modalChunk = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | null = null
  const preload = (): Promise<ComponentType<P>> =>
    load().then((component) => {
      loaded = component
      return component
    })
  // Retryable: after a dropped chunk, the error boundary's 'Try again' fetches it anew.
  const Lazy = retryableLazy<P>(() => preload().then((component) => ({ default: component })))
  return { preload, component: (): ComponentType<P> => loaded ?? Lazy.current() }
}

// Each feature's modal comes with the features of its line in ui/features.ts (what it reads): the
// product and combo modals with the first click's, the address, account and 'Order again' ones with
// the later ones. The message modal is the shell's own.
const productModule = modalOf(FEATURES.product)
const productChunk = modalChunk(() => productModule().then((m) => m.ProductModal))
const productWarmUp = () => productModule().then((m) => m.warmProductModal)
const comboChunk = modalChunk(() => modalOf(FEATURES.combo)().then((m) => m.ComboModal))
const addressChunk = modalChunk(() => modalOf(FEATURES.address)().then((m) => m.AddressModal))
const messageChunk = modalChunk(() => import("../message/message-modal").then((m) => m.MessageModal))
const accountChunk = modalChunk(() => modalOf(FEATURES.account)().then((m) => m.AccountModals))
const reorderChunk = modalChunk(() => modalOf(FEATURES.order)().then((m) => m.ReorderDialog))

/**
 * Fetches the modal chunks so the first click opens at once: the product and combo modals (what a
 * first click on the menu opens) as soon as the first card is on screen, the others at idle after it.
 */
export const preloadOrderingModals = (): void => {
  // Not before the first card is on screen (issue 17): earlier they shared the slow line with the
  // main chunk and the menu's answers the first card waits for. But right after its frame, not at idle:
  // since issue 24 the first click's modal also needs the features' two chunks, and a click at the first
  // card waited for them to be asked for only then (first card → modal open 3.3 → 5.1 s in the bench).
  afterFirstCard(
    document.body,
    () => {
      void productChunk.preload().catch(() => undefined)
      void comboChunk.preload().catch(() => undefined)
    },
    10_000,
    "frame",
  )
  afterFirstCard(document.body, () => {
    const load = () => {
      void addressChunk.preload()
      void messageChunk.preload()
      void accountChunk.preload()
    }
    whenIdle(load, { fallbackMs: 300 })
  })
}

/**
 * Once the product modal's chunk is in and the page is idle after the first card: its body rendered
 * once off the document for a product with add-on groups (the first one the menu lists), so the
 * first opening does not pay the first run of the modal's code and of the model's view of it
 * (`warmProductModal`). Skipped when a modal opened meanwhile: that opening has already paid it.
 */
const warmProductModalWhenIdle = (model: ReturnType<typeof useModel>): void => {
  afterFirstCard(document.body, () => {
    void productWarmUp().then(
      (warm) => {
        const run = () => {
          if (model.projections.productModalView.peek() !== null) return
          const products = model.state.peek().catalogue.products ?? []
          let view = null
          for (const product of products.slice(0, 50)) {
            view = model.commands.product.preview(product.id)
            if (view !== null && view.groups.length > 0) break
          }
          if (view !== null) warm(view, model.projections.t.peek())
        }
        whenIdle(run, { fallbackMs: 300 })
      },
      () => undefined, // the chunk could not be fetched: the first opening fetches it again
    )
  })
}

interface Opened {
  product: ReturnType<typeof productChunk.component> | null
  combo: ReturnType<typeof comboChunk.component> | null
  address: ReturnType<typeof addressChunk.component> | null
  message: ReturnType<typeof messageChunk.component> | null
  account: ReturnType<typeof accountChunk.component> | null
  reorder: ReturnType<typeof reorderChunk.component> | null
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
  const reorder = projections.reorder.value
  const opened = useRef<Opened>({
    product: null,
    combo: null,
    address: null,
    message: null,
    account: null,
    reorder: null,
  })
  const o = opened.current
  if (product && !o.product) o.product = productChunk.component()
  if (combo && !o.combo) o.combo = comboChunk.component()
  if (address.view !== "closed" && !o.address) o.address = addressChunk.component()
  if (message && !o.message) o.message = messageChunk.component()
  if ((projections.authModal.value !== null || projections.panel.value !== null) && !o.account)
    o.account = accountChunk.component()
  if (reorder?.open && !o.reorder) o.reorder = reorderChunk.component()
  const AccountModals = o.account
  const ReorderDialog = o.reorder
  // SPEC §2: login opens by itself on the cart page with open=true and no stored token (checked once
  // storage is restored and the restaurant answered).
  useEffect(() => warmProductModalWhenIdle(model), [model])
  const status = projections.restaurantStatus.value
  useEffect(() => {
    if (status !== "loading") model.commands.account.openLoginIfAsked(window.location.search)
  }, [status, model])
  const { product: ProductModal, combo: ComboModal, address: AddressModal, message: MessageModal } = o
  // One boundary per modal: a chunk still loading must not hide a modal that is already open.
  return (
    <>
      <Suspense fallback={null}>
        {ProductModal ? <ProductModal view={product} t={t} actions={commands.product} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {ComboModal ? <ComboModal view={combo} t={t} actions={commands.combo} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {AddressModal ? <AddressModal view={address} t={t} actions={commands.address} /> : null}
      </Suspense>
      <Suspense fallback={null}>{AccountModals ? <AccountModals /> : null}</Suspense>
      <Suspense fallback={null}>
        {ReorderDialog && reorder ? <ReorderDialog view={reorder} actions={commands.reorder} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {MessageModal ? <MessageModal view={message} t={t} onDismiss={commands.dialogs.dismissMessage} /> : null}
      </Suspense>
    </>
  )
}
