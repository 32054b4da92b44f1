import { batch, computed, type ReadonlySignal, signal } from "@preact/signals-react"
import { StorageKeys } from "../../adapters"
import { Account, Dialogs, I18n, Navigation, Settings, Widget } from "../../domain"
import { accountEntryCommands } from "../account/account-entry"
import { cartSync } from "../cart/cart-sync"
import { menuProjections } from "../menu/menu-projections"
import { searchCommands } from "../menu/search-commands"
import { messageView } from "../message/message-view"
import { bootCommands, persistChange, type RestaurantStatus } from "./boot"
import { connectivityWatch } from "./connectivity"
import type { ModelContext } from "./context"
import { hostMilestones } from "./host-milestones"
import { hostPage } from "./host-page"
import type { FeatureDeps } from "./lazy-feature"
import { lazyFeatures } from "./lazy-features"
import { mediaAsIs, mediaNone, mediaResolver } from "./media"
import { failureText } from "./runtime"
import { modelServices } from "./services"
import type { Translate } from "./translation"
import { boundTranslate } from "./translation"
import type { WidgetCommands, WidgetModel, WidgetModelOptions, WidgetProjections } from "./widget-model"

export type { WidgetCommands, WidgetModel, WidgetModelOptions, WidgetProjections } from "./widget-model"

/** How many events the model keeps for 'Report a problem' and replay; older ones become a Snapshot at its head. */
export const LOG_LIMIT = Widget.LOG_LIMIT

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
  const host = hostPage(options.frame, call)
  const trackMilestones = hostMilestones(services, host, options.paymentReturn)
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

  // The features of ui/features.ts load after the first card: built for this model when their chunk
  // arrives, read only by the screens and modals that awaited it (ui/model/lazy-features.ts).
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
  const features = lazyFeatures(featureDeps, chunkFailed)
  /**
   * A menu card's click opens the customisation modal at once (the event), and its view shows as soon as
   * the first click's features (the modal's rules, usually in since the first card) are in.
   */
  const openProduct = (productId: number): void => {
    dispatch({ _tag: "ProductModalOpened", at: now(), productId })
    features.firstClick()
  }

  /** A checkout that was sent but not answered before a reload (3-D Secure, a lost answer) goes on; its code loads only then. */
  const resumeCheckout = async (): Promise<void> => {
    const pending = await (await services.store()).get(StorageKeys.pendingCheckout)
    if (pending !== undefined) await features.resume()
  }

  const menuParts = menuProjections({ state, catalogue, active, t, media, search: search.state })
  const projections: WidgetProjections = {
    t,
    language,
    route: computed(() => state.value.route),
    restaurantStatus,
    activeTab: active,
    ...menuParts,
    ...features.projections,
    // Closed until its chunk is in: nothing can have opened it before.
    addressModalView: computed(() => features.projections.addressModalView.value ?? { view: "closed" }),
    message: computed(() => messageView(state.value.message, t.value)),
    authModal: computed(() => state.value.authModal),
    panel: computed(() => state.value.panel),
    online: connectivity.online,
  }

  const route = options.route ?? { name: "menu", orderId: null }
  const commands: WidgetCommands = {
    ...features.commands({ product: { open: openProduct }, account: accountEntry }),
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
      showTop: host.showTop,
    },
    cart: { changeOrderType: cart.changeOrderType },
    dialogs: {
      dismissMessage: () => {
        if (state.peek().message !== null) dispatch({ _tag: "MessageDismissed", at: now() })
      },
    },
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
      connectivity.stop()
    },
  }
}
