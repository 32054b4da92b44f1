import { batch, computed, type ReadonlySignal, signal } from "@preact/signals-react"
import { StorageKeys } from "../../adapters"
import { Account, Dialogs, I18n, Navigation, Settings, Widget } from "../../domain"
import { accountEntryCommands } from "../account/account-entry"
import type { AddressModalView } from "../address/address-modal-view"
import { cartSync } from "../cart/cart-sync"
import { menuProjections } from "../menu/menu-projections"
import { searchCommands } from "../menu/search-commands"
import { messageView } from "../message/message-view"
import { bootCommands, persistChange, type RestaurantStatus } from "./boot"
import { connectivityWatch } from "./connectivity"
import type { ModelContext } from "./context"
import type { FeatureDeps, Features } from "./features"
import { hostMilestones } from "./host-milestones"
import { lazyChunk, lazyPart } from "./lazy-chunk"
import { mediaAsIs, mediaNone, mediaResolver } from "./media"
import type { Ordering } from "./ordering"
import { failureText } from "./runtime"
import { modelServices } from "./services"
import type { Translate } from "./translation"
import { boundTranslate } from "./translation"
import type { WidgetCommands, WidgetModel, WidgetModelOptions, WidgetProjections } from "./widget-model"

export type { WidgetCommands, WidgetModel, WidgetModelOptions, WidgetProjections } from "./widget-model"

/** The address modal before the features' chunk is in (nothing can have opened it). */
const CLOSED_ADDRESS_MODAL: AddressModalView = { view: "closed" }

/** How many events the model keeps for 'Report a problem' and replay; older ones become a Snapshot at its head. */
export const LOG_LIMIT = Widget.LOG_LIMIT

/**
 * The ordering modals' chunk (ui/model/ordering.ts: the add flow, the product, combo and address
 * modals' views and commands). A menu card's first click needs only this (issue 24: with the rest of
 * the features and Effect's Schema behind it, the first modal opened 1.9 s later in the bench).
 */
const orderingChunk = lazyChunk(() => import("./ordering"))
/**
 * The chunk of everything but the menu and the ordering modals (ui/model/features.ts: cart page,
 * checkout, order page, account, addresses, 'Order again') with the ordering one. The screens and
 * modals that need them await it with their own chunk (ui/app/app.tsx, ui/app/modal-host.tsx), and
 * the first card's idle time starts it.
 */
const featuresChunk = lazyChunk(() =>
  Promise.all([orderingChunk.load(), import("./features")]).then(([ordering, features]) => ({ ordering, features })),
)

export const loadModelOrdering = orderingChunk.load
export const loadModelFeatures = featuresChunk.load

/** A modal's chunk that reads the ordering modals' views and commands: it resolves once both are in. */
export const withModelOrdering = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, orderingChunk.load()]).then(([loaded]) => loaded)

/** A screen's or modal's chunk that reads the non-menu features: it resolves once both are in. */
export const withModelFeatures = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, featuresChunk.load()]).then(([loaded]) => loaded)

/**
 * One model per mounted widget: the event log, the state signal folded from it one event at a time
 * (never by replaying the log), the computed projections the components read, and the commands.
 */
export const createWidgetModel = (options: WidgetModelOptions): WidgetModel => {
  const { runtime, restaurantId, now } = options
  const own = signal<Widget.WidgetState>(options.initial ?? Widget.initialState)
  const state: ReadonlySignal<Widget.WidgetState> = options.replayed ?? own
  const log: Widget.WidgetEvent[] = []
  /** The state the log's first event starts from (a restored model's log opens with it as a Snapshot). */
  const base = options.initial ?? Widget.initialState
  if (options.initial !== undefined && options.replayed === undefined) {
    log.push({ _tag: "Snapshot", at: now(), state: options.initial })
  }
  const restaurantStatus = signal<RestaurantStatus>("loading")
  // A 401 on any call signs a signed-in customer out once (token cleared, guest cart kept).
  const services = modelServices(runtime, options.store, (status) => {
    for (const event of Account.decideRejectedToken(state.peek(), status, now())) dispatch(event)
  })
  const { call } = services
  const media =
    options.replayed !== undefined
      ? mediaNone
      : options.mediaBase === undefined
        ? mediaAsIs
        : mediaResolver(options.mediaBase)
  let disposed = false

  const embed = options.embed ?? Settings.noEmbedChoices
  let startPending = embed.start !== null
  const trackMilestones = hostMilestones(services, options.paymentReturn)
  const dispatch = (received: Widget.WidgetEvent): void => {
    if (disposed || options.replayed !== undefined) return
    const event = Settings.withEmbedChoices(received, embed)
    Widget.appendToLog(log, event, base, Widget.reduce)
    const before = state.peek()
    const after = Widget.reduce(before, event)
    if (after === before) return
    own.value = after
    if (options.persist !== false) services.withStore((store) => persistChange(store, before, after))
    trackMilestones(before, after, event)
    if (startPending && after.menu.activeTab !== null) startPending = false
    const startTab = startPending ? Settings.embedStartTab(after, embed.start) : null
    if (startTab !== null) {
      startPending = false
      dispatch({ _tag: "MenuTabSelected", at: now(), tab: startTab })
    }
  }

  // Slices first: a computed that returns the very same object does not wake what depends on it, and
  // the reducer keeps every slice an event does not touch. So a modal toggle re-renders the modal only,
  // not (through a fresh `t`) the whole tree, nor the menu body rebuilt from 1000+ products
  // (ARCHITECTURE.md budget: every interaction ≤ 100 ms at 4× CPU; see `npm run bench`).
  const translationList = computed(() => state.value.settings.translations)
  const catalogue = computed(() => state.value.catalogue)
  const translations = computed(() => I18n.translationIndex(translationList.value))
  const language = computed(() => state.value.settings.language)
  const t = computed<Translate>(() => boundTranslate(translations.value, language.value))
  const active = computed(() => Navigation.activeTab(state.value))

  const ctx: ModelContext = {
    restaurantId,
    state: () => state.peek(),
    dispatch,
    attempt: services.attempt,
    call,
    store: services.store,
    now,
    t: () => t.peek(),
    failure: (situation, error) => failureText(situation, error, t.peek()),
  }
  const cart = cartSync(ctx)
  const connectivity = connectivityWatch(ctx, cart.resyncCart)
  const search = searchCommands(
    ctx,
    catalogue,
    computed(() => state.value.search),
  )
  const start = bootCommands(ctx, cart, {
    prefetched: options.prefetched,
    firstCard: options.firstCard,
    watchNetwork: connectivity.start,
    onRestaurant: (status) => {
      restaurantStatus.value = status
    },
  })
  const accountEntry = accountEntryCommands(ctx)

  // The non-menu features (ui/model/features.ts) are a chunk of their own: built for this model when
  // it arrives, read only by the screens and modals that awaited it, called through `featureCommands`.
  const featureDeps: FeatureDeps = {
    ctx,
    cartSync: cart,
    openProduct: (productId) => openProduct(productId),
    offline: () => !connectivity.online.peek(),
    state,
    t,
    language,
    media,
    excluded: search.state.excluded,
  }
  /** A chunk could not be fetched (the network dropped): the customer reads a message; the next click tries again. */
  const chunkFailed = () =>
    dispatch({
      _tag: "MessageShown",
      at: now(),
      title: "Error",
      message: Dialogs.failureText("generic", null, (copy) => t.peek()(copy.key, copy.text)),
    })
  const ordering = lazyPart(orderingChunk, (module) => module.createOrdering(featureDeps), chunkFailed)
  const features = lazyPart(
    featuresChunk,
    (module) => module.features.createFeatures(featureDeps, ordering.from(module.ordering)),
    chunkFailed,
  )
  /**
   * A menu card's click opens the customisation modal at once (the event), and its view shows as soon as
   * the ordering chunk (the modal's rules, usually in since the first card) is in.
   */
  const openProduct = (productId: number): void => {
    dispatch({ _tag: "ProductModalOpened", at: now(), productId })
    if (ordering.now() === null) void ordering.use(() => undefined)
  }
  /** A group of the features' commands. */
  const featureCommands = <K extends keyof Features["commands"]>(
    group: K,
    first?: Readonly<Record<string, unknown>>,
  ): Features["commands"][K] => features.commands((part) => part.commands[group], first)
  /** A group of the ordering modals' commands. */
  const orderingCommands = <K extends keyof Ordering["commands"]>(
    group: K,
    first?: Readonly<Record<string, unknown>>,
  ): Ordering["commands"][K] => ordering.commands((part) => part.commands[group], first)
  /** An ordering modal's view: null until its chunk is in (nothing can have opened it before). */
  const orderingView = <V>(read: (part: Ordering) => ReadonlySignal<V>, before: V): ReadonlySignal<V> =>
    computed(() => (ordering.built.value ? read(ordering.now() as Ordering).value : before))
  /** A feature's view: read only once its chunk is in (the screens and modals await it). */
  const featureView = <K extends keyof Features["projections"]>(key: K): Features["projections"][K] =>
    computed(() => {
      const part = features.built.value ? features.now() : null
      if (part === null) throw new Error(`the ${key} view was read before loadModelFeatures() resolved`)
      return part.projections[key].value
    }) as Features["projections"][K]

  /** A checkout that was sent but not answered before a reload (3-D Secure, a lost answer) goes on; its code loads only then. */
  const resumeCheckout = async (): Promise<void> => {
    const pending = await (await services.store()).get(StorageKeys.pendingCheckout)
    if (pending !== undefined) await features.use((loaded) => loaded.resumeCheckout())
  }

  const menuParts = menuProjections({ state, catalogue, active, t, media, search: search.state })
  const projections: WidgetProjections = {
    t,
    language,
    route: computed(() => state.value.route),
    restaurantStatus,
    activeTab: active,
    ...menuParts,
    cartPage: featureView("cartPage"),
    productModalView: orderingView((part) => part.projections.productModalView, null),
    productModalPreview: (productId) => ordering.now()?.projections.productModalPreview(productId) ?? null,
    comboModalView: orderingView((part) => part.projections.comboModalView, null),
    addressModalView: orderingView((part) => part.projections.addressModalView, CLOSED_ADDRESS_MODAL),
    message: computed(() => messageView(state.value.message, t.value)),
    authModal: computed(() => state.value.authModal),
    panel: computed(() => state.value.panel),
    checkout: featureView("checkout"),
    cardModal: featureView("cardModal"),
    order: featureView("order"),
    account: featureView("account"),
    reorder: computed(() => (features.built.value ? (features.now()?.projections.reorder.value ?? null) : null)),
    reorderOffers: featureView("reorderOffers"),
    online: connectivity.online,
  }

  const route = options.route ?? { name: "menu", orderId: null }
  const commands: WidgetCommands = {
    widget: {
      boot: async () => {
        dispatch({ _tag: "WidgetOpened", at: now(), restaurantId, route: route.name, orderId: route.orderId })
        void search.commands.restore()
        await start.boot()
        await resumeCheckout()
      },
      retryCatalogue: start.retryCatalogue,
    },
    navigation: {
      navigate: (name, orderId = null) => dispatch({ _tag: "RouteChanged", at: now(), route: name, orderId }),
      selectTab: (tab) => dispatch({ _tag: "MenuTabSelected", at: now(), tab }),
      showMore: (categoryId) => dispatch({ _tag: "ShowMoreClicked", at: now(), categoryId }),
      showTop: () => void call(({ ParentFrame }) => ParentFrame.use((frame) => frame.showTop)),
    },
    cart: { changeOrderType: cart.changeOrderType },
    cartPage: featureCommands("cartPage"),
    product: orderingCommands("product", { open: openProduct }),
    combo: orderingCommands("combo"),
    address: featureCommands("address"),
    checkout: featureCommands("checkout"),
    order: featureCommands("order"),
    dialogs: {
      dismissMessage: () => {
        if (state.peek().message !== null) dispatch({ _tag: "MessageDismissed", at: now() })
      },
    },
    account: featureCommands("account", accountEntry),
    reorder: featureCommands("reorder"),
    search: search.commands,
  }

  return {
    state,
    log,
    dispatch: (event) => batch(() => dispatch(event)),
    projections,
    commands,
    embedLanguage: embed.language,
    dispose: () => {
      disposed = true
      features.dispose()
      ordering.dispose()
      connectivity.stop()
    },
  }
}
