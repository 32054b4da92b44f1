import { batch, computed, type ReadonlySignal, signal } from "@preact/signals-react"
import { Effect, Option } from "effect"
import { ParentFrame, Storage, StorageKeys } from "../../adapters"
import { Account, type Address, Dialogs, I18n, Navigation, Settings, Widget } from "../../domain"
import type { AddressModalView } from "../address/address-modal-view"
import { accountEntryCommands } from "./account-entry"
import { guardSession } from "./account-session"
import { bootCommands, persistChange, type RestaurantStatus } from "./boot"
import { cartSync } from "./cart-sync"
import { connectivityWatch } from "./connectivity"
import type { ModelContext } from "./context"
import type { FeatureDeps, Features } from "./features"
import { mediaAsIs, mediaNone, mediaResolver } from "./media"
import {
  type CartBarView,
  cartBarView,
  type HeaderView,
  headerView,
  type MenuBodyView,
  type MenuTabView,
  menuBodyView,
  menuTabsView,
} from "./menu-view"
import type { Ordering } from "./ordering"
import { failureText, makeAttempt, type WidgetRuntime } from "./runtime"
import { type SearchCommands, searchCommands } from "./search-commands"
import {
  type SearchControlsView,
  type SearchFiltersView,
  type SearchResultsView,
  searchControlsView,
  searchFiltersView,
  searchOpened,
  searchResultsView,
} from "./search-view"
import { boundTranslate } from "./translation"
import type { MenuTab, MessageView, RouteName, RouteView, Translate } from "./views"

export type { CardSaveResult, FormResult } from "../account/account-commands"
export type { AccountView, OrderEntryView } from "../account/account-view"
export type { AddressInput } from "../address/address-commands"
export type { CartPageCommands } from "../cart/cart-page-commands"
export type { CartPageLineView, CartPageView } from "../cart/cart-page-view"
export type { CardModalView, CheckoutView } from "../checkout/checkout-view"
export type { OrderView } from "../order/order-view"
export type {
  ReorderDialogView,
  ReorderLineView,
  ReorderOffersView,
  ReorderUnavailableView,
} from "../order/reorder-view"
export type { RestaurantStatus } from "./boot"
export type { WidgetRuntime } from "./runtime"
export type { ResultGroupView, SearchControlsView, SearchFiltersView, SearchResultsView } from "./search-view"
export type * from "./views"

/** The address modal before the features' chunk is in (nothing can have opened it). */
const CLOSED_ADDRESS_MODAL: AddressModalView = { view: "closed" }

/** How many events the model keeps for 'Report a problem' and replay; older ones become a Snapshot at its head. */
export const LOG_LIMIT = Widget.LOG_LIMIT

type OrderingModule = typeof import("./ordering")
let orderingModule: OrderingModule | null = null
let orderingLoad: Promise<OrderingModule> | null = null
/** Models created before the ordering chunk arrived: each builds its own ordering once it does. */
const awaitingOrdering = new Set<(module: OrderingModule) => void>()

/**
 * Loads the ordering modals' chunk (ui/model/ordering.ts: the add flow, the product, combo and address
 * modals' views and commands), once; every model then builds its own from it. A menu card's first click
 * needs only this (issue 24: with the rest of the features and Effect's Schema behind it, the first
 * modal opened 1.9 s later in the bench). A failed load is forgotten, so the next attempt fetches it anew.
 */
export const loadModelOrdering = (): Promise<OrderingModule> => {
  if (orderingModule !== null) return Promise.resolve(orderingModule)
  orderingLoad ??= import("./ordering").then(
    (module) => {
      orderingModule = module
      batch(() => {
        for (const build of [...awaitingOrdering]) build(module)
      })
      awaitingOrdering.clear()
      return module
    },
    (error: unknown) => {
      orderingLoad = null
      throw error
    },
  )
  return orderingLoad
}

/** A modal's chunk that reads the ordering modals' views and commands: it resolves once both are in. */
export const withModelOrdering = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, loadModelOrdering()]).then(([loaded]) => loaded)

/** The non-menu features: the rest (features.ts) on top of the ordering modals' chunk (ordering.ts). */
interface FeatureModule {
  readonly ordering: OrderingModule
  readonly features: typeof import("./features")
}
let featureModule: FeatureModule | null = null
let featureLoad: Promise<FeatureModule> | null = null
/** Models created before the features' chunk arrived: each builds its own features once it does. */
const awaitingFeatures = new Set<(module: FeatureModule) => void>()

/**
 * Loads the chunk of everything but the menu and the ordering modals (ui/model/features.ts: cart page,
 * checkout, order page, account, addresses, 'Order again') with the ordering one, once; every model then
 * builds its own features from them. The screens and modals that need them await this with their own
 * chunk (ui/app/app.tsx, ui/modal/modal-host.tsx), and the first card's idle time starts it. A failed
 * load is forgotten, so the next attempt (the error boundary's 'Try again', a command clicked again)
 * fetches it anew.
 */
export const loadModelFeatures = (): Promise<FeatureModule> => {
  if (featureModule !== null) return Promise.resolve(featureModule)
  featureLoad ??= Promise.all([loadModelOrdering(), import("./features")]).then(
    ([ordering, features]) => {
      const module = { ordering, features }
      featureModule = module
      batch(() => {
        for (const build of [...awaitingFeatures]) build(module)
      })
      awaitingFeatures.clear()
      return module
    },
    (error: unknown) => {
      featureLoad = null
      throw error
    },
  )
  return featureLoad
}

/** A screen's or modal's chunk that reads the non-menu features: it resolves once both are in. */
export const withModelFeatures = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, loadModelFeatures()]).then(([loaded]) => loaded)

/** What the lazy features build (their folders' `feature.ts`, listed in ordering.ts and features.ts). */
type LazyProjections = Ordering["projections"] & Features["projections"]
/** Views the model shows as null until their chunk is in (nothing can have opened them before). */
type NullUntilLoaded = "productModalView" | "productModalPreview" | "comboModalView" | "reorder"
type OrNull<V> =
  V extends ReadonlySignal<infer A>
    ? ReadonlySignal<A | null>
    : V extends (...args: infer P) => infer R
      ? (...args: P) => R | null
      : V

/**
 * Computed views the components read; each re-renders only what depends on it. The lazy features'
 * views are what their descriptors build (a feature's `feature.ts` says what each is); those below
 * are the first chunk's.
 */
export interface WidgetProjections
  extends Omit<LazyProjections, NullUntilLoaded>,
    Readonly<{ [K in NullUntilLoaded]: OrNull<LazyProjections[K]> }> {
  readonly t: ReadonlySignal<Translate>
  readonly language: ReadonlySignal<string>
  readonly route: ReadonlySignal<RouteView>
  readonly restaurantStatus: ReadonlySignal<RestaurantStatus>
  readonly header: ReadonlySignal<HeaderView>
  readonly activeTab: ReadonlySignal<MenuTab | null>
  readonly menuTabs: ReadonlySignal<ReadonlyArray<MenuTabView>>
  /** The active tab's body: skeletons, a retry, combo cards or product cards (12, then all). */
  readonly visibleProducts: ReadonlySignal<MenuBodyView>
  readonly cartBar: ReadonlySignal<CartBarView>
  readonly message: ReadonlySignal<MessageView | null>
  /** The login / register / forgot modal that is open, if any (the modals themselves are a later issue). */
  readonly authModal: ReadonlySignal<Widget.WidgetState["authModal"]>
  readonly panel: ReadonlySignal<Widget.WidgetState["panel"]>
  /** Menu search and filters: the field, pills, allergen panel, chips and per-tab counts (ui/model/search-view.ts). */
  readonly search: ReadonlySignal<SearchControlsView>
  /**
   * The filters' part of `search`, kept apart so what reads only it (the filters bar) does not
   * render again on a keystroke: the same object until a filter, the language or the phone's open
   * search changes.
   */
  readonly searchFilters: ReadonlySignal<SearchFiltersView>
  /** 'Found n' while filtering, else "" (the filters bar's live region reads only this). */
  readonly searchFound: ReadonlySignal<string>
  /** The body while searching or filtering: matches grouped by category, or 'No results'. */
  readonly searchResults: ReadonlySignal<SearchResultsView>
  /** Whether the browser has a network: false shows the offline notice and holds Place order back. */
  readonly online: ReadonlySignal<boolean>
}

/**
 * Everything the UI may ask for, grouped by feature (`commands.product.addToCart()`,
 * `commands.address.save(...)`): each group decides with its domain feature, runs the adapter call
 * and dispatches the outcome. Commands never reject: failures become events (and messages). The lazy
 * features' groups are what their descriptors build; those below are the first chunk's.
 */
export interface WidgetCommands extends Readonly<Ordering["commands"] & Features["commands"]> {
  readonly widget: { readonly boot: () => Promise<void>; readonly retryCatalogue: () => Promise<void> }
  readonly navigation: {
    readonly navigate: (route: RouteName, orderId?: number | null) => void
    readonly selectTab: (tab: MenuTab) => void
    readonly showMore: (categoryId: number) => void
    /** After a link to another screen: bring the widget's top into view (embedded: embed.js scrolls the page up to it). */
    readonly showTop: () => void
  }
  readonly cart: { readonly changeOrderType: (type: Address.OrderType) => Promise<void> }
  readonly dialogs: { readonly dismissMessage: () => void }
  readonly search: SearchCommands
}

export interface WidgetModel {
  readonly state: ReadonlySignal<Widget.WidgetState>
  /** The events so far, oldest first, at most LOG_LIMIT: a Snapshot of what the older ones reached, then the newer. */
  readonly log: ReadonlyArray<Widget.WidgetEvent>
  readonly dispatch: (event: Widget.WidgetEvent) => void
  readonly projections: WidgetProjections
  readonly commands: WidgetCommands
  /**
   * embed.js's data-lang: the language of what is shown before (or without) the restaurant's settings,
   * e.g. 'restaurant not found' (the settings' language takes it over once they load).
   */
  readonly embedLanguage?: "pl" | "en" | null
  /** Stops persistence; the mount disposes the runtime itself. */
  readonly dispose: () => void
}

export interface WidgetModelOptions {
  readonly runtime: WidgetRuntime
  readonly restaurantId: number
  readonly now: () => number
  /** The route the widget was mounted on (default the menu). */
  readonly route?: RouteView
  /** Start from a restored state instead of the initial one (replay). */
  readonly initial?: Widget.WidgetState
  /** Where logo paths are resolved (the API base); without it paths stay as sent. */
  readonly mediaBase?: string
  /** Persist token, cart_uuid, addresses and orderType through Storage (default true). */
  readonly persist?: boolean
  /** embed.js's data-lang / data-start / data-color / ..., read from the widget's query (default: none). */
  readonly embed?: Settings.EmbedChoices
  /** The order a payment provider returned the customer to (`from=payment`): its order-placed is sent once it is read. */
  readonly paymentReturn?: number | null
  /**
   * Replay (ui/replay): the state is this signal, moved by the replay page's step, and the model's own
   * dispatches are ignored, so a command a screen runs on mount cannot change what the log says the
   * customer saw. Logos are not loaded (no request leaves a replay).
   */
  readonly replayed?: ReadonlySignal<Widget.WidgetState>
}

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
  const attempt = guardSession(makeAttempt(runtime), (status) => {
    for (const event of Account.decideRejectedToken(state.peek(), status, now())) dispatch(event)
  })
  const media =
    options.replayed !== undefined
      ? mediaNone
      : options.mediaBase === undefined
        ? mediaAsIs
        : mediaResolver(options.mediaBase)
  let disposed = false

  const embed = options.embed ?? Settings.noEmbedChoices
  let startPending = embed.start !== null
  let milestones =
    options.paymentReturn == null ? Widget.initialMilestoneTracker : Widget.paymentReturnTracker(options.paymentReturn)
  /** Posts a milestone to the host page; order-placed once per order (Widget.recordOrderReported, kept in storage). */
  const reportMilestone = (milestone: Widget.Milestone) =>
    milestone.name !== "order-placed"
      ? ParentFrame.use((frame) => frame.report(milestone))
      : Effect.gen(function* () {
          const storage = yield* Storage
          const reported = Option.getOrElse(yield* storage.get(StorageKeys.reportedOrders), () => [])
          const next = Widget.recordOrderReported(reported, milestone.detail.orderId)
          if (next === null) return
          yield* storage.set(StorageKeys.reportedOrders, next)
          yield* ParentFrame.use((frame) => frame.report(milestone))
        })
  const dispatch = (received: Widget.WidgetEvent): void => {
    if (disposed || options.replayed !== undefined) return
    const event = Settings.withEmbedChoices(received, embed)
    Widget.appendToLog(log, event, base, Widget.reduce)
    const before = state.peek()
    const after = Widget.reduce(before, event)
    if (after === before) return
    own.value = after
    if (options.persist !== false) {
      const write = persistChange(before, after)
      if (write) void attempt(write)
    }
    // Milestones for the embedding page's analytics (ids, quantities, totals only; README, Embedding).
    const tracked = Widget.trackMilestone(milestones, before, after, event)
    milestones = tracked.tracker
    const milestone = tracked.milestone
    if (milestone !== null) void attempt(reportMilestone(milestone))
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
  const menu = computed(() => state.value.menu)
  const cartSlice = computed(() => state.value.cart)
  const translations = computed(() => I18n.translationIndex(translationList.value))
  const language = computed(() => state.value.settings.language)
  const t = computed<Translate>(() => boundTranslate(translations.value, language.value))
  const active = computed(() => Navigation.activeTab(state.value))

  const ctx: ModelContext = {
    restaurantId,
    state: () => state.peek(),
    dispatch,
    attempt,
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
  const start = bootCommands(ctx, cart, (status) => {
    restaurantStatus.value = status
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
  let ordered: Ordering | null = null
  const orderingBuilt = signal(false)
  const buildOrdering = (module: OrderingModule): Ordering => {
    if (ordered === null) {
      ordered = module.createOrdering(featureDeps)
      orderingBuilt.value = true
    }
    return ordered
  }
  const ordering = (): Ordering => {
    if (ordered !== null) return ordered
    if (orderingModule !== null) return buildOrdering(orderingModule)
    throw new Error("an ordering modal was read before loadModelOrdering() resolved")
  }
  if (orderingModule !== null) buildOrdering(orderingModule)
  else awaitingOrdering.add(buildOrdering)

  let built: Features | null = null
  const featuresBuilt = signal(false)
  const build = (module: FeatureModule): Features => {
    if (built === null) {
      built = module.features.createFeatures(featureDeps, buildOrdering(module.ordering))
      featuresBuilt.value = true
    }
    return built
  }
  const features = (): Features => {
    if (built !== null) return built
    if (featureModule !== null) return build(featureModule)
    throw new Error("a non-menu feature was read before loadModelFeatures() resolved")
  }
  if (featureModule !== null) build(featureModule)
  else awaitingFeatures.add(build)
  /** A chunk could not be fetched (the network dropped): the customer reads a message; the next click tries again. */
  const chunkFailed = () =>
    dispatch({
      _tag: "MessageShown",
      at: now(),
      title: "Error",
      message: Dialogs.failureText("generic", null, (copy) => t.peek()(copy.key, copy.text)),
    })
  /** Runs `use` with the features, loading their chunks first when needed. */
  const withFeatures = async (use: (loaded: Features) => unknown): Promise<unknown> => {
    if (built !== null) return use(built)
    try {
      return use(build(await loadModelFeatures()))
    } catch (error) {
      if (built !== null) throw error
      chunkFailed()
      return undefined
    }
  }
  /** Runs `use` with the ordering modals' part, loading its chunk first when needed. */
  const withOrdering = async (use: (loaded: Ordering) => unknown): Promise<unknown> => {
    if (ordered !== null) return use(ordered)
    try {
      return use(buildOrdering(await loadModelOrdering()))
    } catch (error) {
      if (ordered !== null) throw error
      chunkFailed()
      return undefined
    }
  }
  /**
   * A menu card's click opens the customisation modal at once (the event), and its view shows as soon as
   * the ordering chunk (the modal's rules, usually in since the first card) is in.
   */
  const openProduct = (productId: number): void => {
    dispatch({ _tag: "ProductModalOpened", at: now(), productId })
    if (ordered === null) void withOrdering(() => undefined)
  }
  /**
   * A lazy command group as the components see it: its own functions once its chunk is in (`ready`);
   * before that, each command loads the chunk and then runs (`run`). `first` are the group's commands
   * of the first chunk (the menu calls a few: the address button, Login, Register, a card's open).
   */
  const lazyCommands = <C extends object>(
    ready: () => C | null,
    run: (use: (group: C) => unknown) => Promise<unknown>,
    first: Readonly<Record<string, unknown>> = {},
  ): C => {
    const get = (name: string | symbol): unknown => {
      if (typeof name !== "string") return undefined
      if (name in first) return first[name]
      const group = ready()
      if (group !== null) return (group as Record<string, unknown>)[name]
      if (name === "then") return undefined
      return (...args: ReadonlyArray<unknown>) =>
        run((loaded) => {
          const command = (loaded as Record<string, unknown>)[name]
          return typeof command === "function" ? command(...args) : undefined
        })
    }
    // Spread like a plain object once loaded (`{ ...actions }` in the modals): its commands' own keys.
    return new Proxy({} as C, {
      get: (_target, name) => get(name),
      ownKeys: () => Reflect.ownKeys({ ...first, ...(ready() ?? {}) }),
      getOwnPropertyDescriptor: (_target, name) => {
        const value = get(name)
        return value === undefined ? undefined : { value, enumerable: true, configurable: true, writable: false }
      },
    })
  }
  /** A group of the features' commands. */
  const featureCommands = <K extends keyof Features["commands"]>(
    group: K,
    first: Readonly<Record<string, unknown>> = {},
  ): Features["commands"][K] =>
    lazyCommands(
      () => (built !== null || featureModule !== null ? features().commands[group] : null),
      (use) => withFeatures((loaded) => use(loaded.commands[group])),
      first,
    )
  /** A group of the ordering modals' commands. */
  const orderingCommands = <K extends keyof Ordering["commands"]>(
    group: K,
    first: Readonly<Record<string, unknown>> = {},
  ): Ordering["commands"][K] =>
    lazyCommands(
      () => (ordered !== null || orderingModule !== null ? ordering().commands[group] : null),
      (use) => withOrdering((loaded) => use(loaded.commands[group])),
      first,
    )
  /** A feature's view: read only once its chunk is in (the screens and modals await it). */
  const featureView = <K extends keyof Features["projections"]>(key: K): Features["projections"][K] =>
    computed(() => {
      if (!featuresBuilt.value) throw new Error(`the ${key} view was read before loadModelFeatures() resolved`)
      return features().projections[key].value
    }) as Features["projections"][K]

  /** A checkout that was sent but not answered before a reload (3-D Secure, a lost answer) goes on; its code loads only then. */
  const resumeCheckout = async (): Promise<void> => {
    const pending = await attempt(Storage.use((st) => st.get(StorageKeys.pendingCheckout)))
    if (pending.ok && Option.isSome(pending.value)) await withFeatures((loaded) => loaded.resumeCheckout())
  }

  // Through a boolean of its own, so typing (text "m" to "ma") does not rebuild the filters' view.
  const searchIsOpen = computed(() => searchOpened(search.state))
  const searchFilters = computed(() => searchFiltersView(search.state, searchIsOpen.value, t.value))
  const searchControls = computed(() => searchControlsView(search.state, active.value, t.value, searchFilters.value))
  const projections: WidgetProjections = {
    t,
    language,
    route: computed(() => state.value.route),
    restaurantStatus,
    header: computed(() => headerView(state.value, t.value)),
    activeTab: active,
    menuTabs: computed(() => menuTabsView({ catalogue: catalogue.value }, active.value, t.value)),
    visibleProducts: computed(() =>
      menuBodyView(
        { catalogue: catalogue.value, menu: menu.value, cart: cartSlice.value },
        active.value,
        t.value,
        media,
      ),
    ),
    cartBar: computed(() => cartBarView({ cart: cartSlice.value }, t.value)),
    cartPage: featureView("cartPage"),
    productModalView: computed(() => (orderingBuilt.value ? ordering().projections.productModalView.value : null)),
    productModalPreview: (productId) => (ordered === null ? null : ordered.projections.productModalPreview(productId)),
    comboModalView: computed(() => (orderingBuilt.value ? ordering().projections.comboModalView.value : null)),
    addressModalView: computed(() =>
      orderingBuilt.value ? ordering().projections.addressModalView.value : CLOSED_ADDRESS_MODAL,
    ),
    message: computed(() => {
      const m = state.value.message
      return m === null ? null : { title: t.value(m.title.toLowerCase(), m.title), message: m.message }
    }),
    authModal: computed(() => state.value.authModal),
    panel: computed(() => state.value.panel),
    checkout: featureView("checkout"),
    cardModal: featureView("cardModal"),
    order: featureView("order"),
    account: featureView("account"),
    reorder: computed(() => (featuresBuilt.value ? features().projections.reorder.value : null)),
    reorderOffers: featureView("reorderOffers"),
    search: searchControls,
    searchFilters,
    searchFound: computed(() => searchControls.value.resultText),
    searchResults: computed(() =>
      searchResultsView(
        search.state,
        { catalogue: catalogue.value, menu: menu.value, cart: cartSlice.value },
        active.value,
        t.value,
        media,
      ),
    ),
    online: connectivity.online,
  }

  const route = options.route ?? { name: "menu", orderId: null }
  const commands: WidgetCommands = {
    widget: {
      boot: async () => {
        dispatch({ _tag: "WidgetOpened", at: now(), restaurantId, route: route.name, orderId: route.orderId })
        void search.commands.restore()
        await connectivity.start()
        await start.boot()
        await resumeCheckout()
      },
      retryCatalogue: start.retryCatalogue,
    },
    navigation: {
      navigate: (name, orderId = null) => dispatch({ _tag: "RouteChanged", at: now(), route: name, orderId }),
      selectTab: (tab) => dispatch({ _tag: "MenuTabSelected", at: now(), tab }),
      showMore: (categoryId) => dispatch({ _tag: "ShowMoreClicked", at: now(), categoryId }),
      showTop: () => void attempt(ParentFrame.use((frame) => frame.showTop)),
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
      awaitingFeatures.delete(build)
      awaitingOrdering.delete(buildOrdering)
      connectivity.stop()
    },
  }
}
