import { batch, computed, type ReadonlySignal, signal } from "@preact/signals-react"
import { ParentFrame } from "../../adapters"
import { Account, type Address, I18n, Navigation, Settings, Widget } from "../../domain"
import { accountCommands } from "./account-commands"
import { guardSession } from "./account-session"
import { type AccountView, accountView } from "./account-view"
import { addressCommands } from "./address-commands"
import { addressModalView } from "./address-modal-view"
import { bootCommands, persistChange, type RestaurantStatus } from "./boot"
import { cartFlow } from "./cart-flow"
import { type CartPageCommands, cartPageCommands } from "./cart-page-commands"
import { type CartPageView, cartPageView } from "./cart-page-view"
import { checkoutCommands } from "./checkout-commands"
import { type CardModalView, type CheckoutView, cardModalView, checkoutView } from "./checkout-view"
import { comboCommands } from "./combo-commands"
import { comboModalView } from "./combo-modal-view"
import { connectivityWatch } from "./connectivity"
import type { ModelContext } from "./context"
import { mediaAsIs, mediaNone, mediaResolver } from "./media"
import { cartBarView, headerView, menuBodyView, menuTabsView } from "./menu-view"
import { orderCommands } from "./order-commands"
import { type OrderView, orderView } from "./order-view"
import { productCommands } from "./product-commands"
import { productModalView } from "./product-modal-view"
import { reorderCommands } from "./reorder-commands"
import { type ReorderDialogView, type ReorderOffersView, reorderOffersView, reorderView } from "./reorder-view"
import { failureText, makeAttempt, type WidgetRuntime } from "./runtime"
import { type SearchCommands, searchCommands } from "./search-commands"
import { type SearchControlsView, type SearchResultsView, searchControlsView, searchResultsView } from "./search-view"
import { boundTranslate } from "./translation"
import type {
  AddressModalView,
  CartBarView,
  ComboModalView,
  HeaderView,
  MenuBodyView,
  MenuTab,
  MenuTabView,
  MessageView,
  ProductModalView,
  RouteName,
  RouteView,
  Translate,
} from "./views"

export type { CardSaveResult, FormResult } from "./account-commands"
export type { AccountView, OrderEntryView } from "./account-view"
export type { AddressInput } from "./address-commands"
export type { RestaurantStatus } from "./boot"
export type { CartPageCommands } from "./cart-page-commands"
export type { CartPageLineView, CartPageView } from "./cart-page-view"
export type { CardModalView, CheckoutView } from "./checkout-view"
export type { OrderView } from "./order-view"
export type { ReorderDialogView, ReorderLineView, ReorderOffersView, ReorderUnavailableView } from "./reorder-view"
export type { WidgetRuntime } from "./runtime"
export type { ResultGroupView, SearchControlsView, SearchResultsView } from "./search-view"
export type * from "./views"

/** How many events the model keeps for 'Report a problem' and replay; older ones are dropped first. */
export const LOG_LIMIT = 2000

/** Computed views the components read; each re-renders only what depends on it. */
export interface WidgetProjections {
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
  /** The cart page: lines, gifts, recommended, offers, points, promo and summary (ui/model/cart-page-view.ts). */
  readonly cartPage: ReadonlySignal<CartPageView>
  readonly productModalView: ReadonlySignal<ProductModalView | null>
  readonly comboModalView: ReadonlySignal<ComboModalView | null>
  readonly addressModalView: ReadonlySignal<AddressModalView>
  readonly message: ReadonlySignal<MessageView | null>
  /** The login / register / forgot modal that is open, if any (the modals themselves are a later issue). */
  readonly authModal: ReadonlySignal<Widget.WidgetState["authModal"]>
  readonly panel: ReadonlySignal<Widget.WidgetState["panel"]>
  /** The checkout page: form, payment choices, summary, the button and its inline error. */
  readonly checkout: ReadonlySignal<CheckoutView>
  /** The card-entry modal of the checkout. */
  readonly cardModal: ReadonlySignal<CardModalView>
  /** The order page: the polled order's status view, or a skeleton, a not-found or a reconnecting hint. */
  readonly order: ReadonlySignal<OrderView>
  /** Profile, My Orders page and saved cards for the account modals, panels and settings screen. */
  readonly account: ReadonlySignal<AccountView>
  /** The 'Order again' review dialog (ui/model/reorder-view.ts). */
  readonly reorder: ReadonlySignal<ReorderDialogView>
  /** Which held orders offer 'Order again' (this restaurant's), and its label. */
  readonly reorderOffers: ReadonlySignal<ReorderOffersView>
  /** Menu search and filters: the field, pills, allergen panel, chips and per-tab counts (ui/model/search-view.ts). */
  readonly search: ReadonlySignal<SearchControlsView>
  /** The body while searching or filtering: matches grouped by category, or 'No results'. */
  readonly searchResults: ReadonlySignal<SearchResultsView>
  /** Whether the browser has a network: false shows the offline notice and holds Place order back. */
  readonly online: ReadonlySignal<boolean>
}

/**
 * Everything the UI may ask for, grouped by feature (`commands.product.addToCart()`,
 * `commands.address.save(...)`): each group decides with its domain feature, runs the adapter call
 * and dispatches the outcome. Commands never reject: failures become events (and messages).
 */
export interface WidgetCommands {
  readonly widget: { readonly boot: () => Promise<void>; readonly retryCatalogue: () => Promise<void> }
  readonly navigation: {
    readonly navigate: (route: RouteName, orderId?: number | null) => void
    readonly selectTab: (tab: MenuTab) => void
    readonly showMore: (categoryId: number) => void
    /** After a link to another screen: bring the widget's top into view (embedded: embed.js scrolls the page up to it). */
    readonly showTop: () => void
  }
  readonly cart: { readonly changeOrderType: (type: Address.OrderType) => Promise<void> }
  readonly cartPage: CartPageCommands
  readonly product: ReturnType<typeof productCommands>
  readonly combo: ReturnType<typeof comboCommands>
  readonly address: ReturnType<typeof addressCommands>
  readonly dialogs: { readonly dismissMessage: () => void }
  readonly checkout: ReturnType<typeof checkoutCommands>["commands"]
  readonly order: ReturnType<typeof orderCommands>["commands"]
  readonly account: ReturnType<typeof accountCommands>
  readonly reorder: ReturnType<typeof reorderCommands>["commands"]
  readonly search: SearchCommands
}

export interface WidgetModel {
  readonly state: ReadonlySignal<Widget.WidgetState>
  /** The events so far, oldest first, at most LOG_LIMIT. */
  readonly log: ReadonlyArray<Widget.WidgetEvent>
  readonly dispatch: (event: Widget.WidgetEvent) => void
  readonly projections: WidgetProjections
  readonly commands: WidgetCommands
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
  /** embed.js's data-lang / data-start, read from the widget's query (default: none). */
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
  const dispatch = (received: Widget.WidgetEvent): void => {
    if (disposed || options.replayed !== undefined) return
    const event = Settings.withEmbedLanguage(received, embed.language)
    log.push(event)
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT)
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
    if (milestone !== null) void attempt(ParentFrame.use((frame) => frame.report(milestone)))
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
  const cart = cartFlow(ctx)
  const product = productCommands(ctx, cart.addItem)
  const combo = comboCommands(ctx, cart.addCombo)
  const cartPage = cartPageCommands(ctx, cart, product.open)
  const reorder = reorderCommands(ctx, cart)
  // The address form resumes a waiting add through reorder's cart flow, so a waiting 'Order again' goes on.
  const address = addressCommands(ctx, reorder.cart)
  const connectivity = connectivityWatch(ctx, cart.resyncCart)
  const checkout = checkoutCommands(ctx, cart, () => !connectivity.online.peek())
  const order = orderCommands(ctx)
  const account = accountCommands(ctx, cart)
  const search = searchCommands(ctx, catalogue)
  const start = bootCommands(ctx, cart, (status) => {
    restaurantStatus.value = status
  })

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
    cartPage: computed(() => cartPageView(state.value, cartPage.saving.value, t.value, media)),
    productModalView: computed(() => productModalView(state.value, t.value, media)),
    comboModalView: computed(() => comboModalView(state.value, t.value, media)),
    addressModalView: computed(() => addressModalView(state.value, t.value)),
    message: computed(() => {
      const m = state.value.message
      return m === null ? null : { title: t.value(m.title.toLowerCase(), m.title), message: m.message }
    }),
    authModal: computed(() => state.value.authModal),
    panel: computed(() => state.value.panel),
    checkout: computed(() =>
      checkoutView(
        state.value,
        checkout.form.value,
        checkout.fieldErrors.value,
        checkout.phase.value,
        new Date(now()).getHours(),
        t.value,
      ),
    ),
    cardModal: computed(() => cardModalView(state.value, checkout.cardModal.value, language.value)),
    order: computed(() => orderView(state.value, order.poll.value, now(), t.value)),
    account: computed(() => accountView(state.value, t.value)),
    reorder: computed(() => reorderView(state.value, reorder.dialog.value, restaurantId, t.value)),
    reorderOffers: computed(() => reorderOffersView(state.value, restaurantId, t.value)),
    search: computed(() => searchControlsView(search.state, active.value, t.value)),
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
        await checkout.resume()
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
    cartPage,
    product,
    combo,
    address,
    checkout: checkout.commands,
    order: order.commands,
    dialogs: {
      dismissMessage: () => {
        if (state.peek().message !== null) dispatch({ _tag: "MessageDismissed", at: now() })
      },
    },
    account,
    reorder: reorder.commands,
    search: search.commands,
  }

  return {
    state,
    log,
    dispatch: (event) => batch(() => dispatch(event)),
    projections,
    commands,
    dispose: () => {
      disposed = true
      connectivity.stop()
    },
  }
}
