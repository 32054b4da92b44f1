import { batch, computed, type ReadonlySignal, signal } from "@preact/signals-react"
import { Option } from "effect"
import { type MapHandle, Maps } from "../../adapters"
import { type Address, I18n, Widget, type Wire } from "../../domain"
import { type AddressInput, addressCommands } from "./address-commands"
import { addressModalView } from "./address-modal-view"
import { bootCommands, persistChange, type RestaurantStatus } from "./boot"
import { cartFlow } from "./cart-flow"
import { comboCommands } from "./combo-commands"
import { comboModalView } from "./combo-modal-view"
import type { ModelContext } from "./context"
import { mediaAsIs, mediaResolver } from "./media"
import { activeTab, cartBarView, headerView, menuBodyView, menuTabsView } from "./menu-view"
import { productCommands } from "./product-commands"
import { productModalView } from "./product-modal-view"
import { failureText, makeAttempt, type WidgetRuntime } from "./runtime"
import { boundTranslate } from "./translation"
import type {
  AddressModalView,
  CartBarView,
  ComboModalView,
  Half,
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

export type { AddressInput } from "./address-commands"
export type { RestaurantStatus } from "./boot"
export type { WidgetRuntime } from "./runtime"
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
  readonly productModalView: ReadonlySignal<ProductModalView | null>
  readonly comboModalView: ReadonlySignal<ComboModalView | null>
  readonly addressModalView: ReadonlySignal<AddressModalView>
  readonly message: ReadonlySignal<MessageView | null>
  /** The login / register / forgot modal that is open, if any (the modals themselves are a later issue). */
  readonly authModal: ReadonlySignal<Widget.WidgetState["authModal"]>
  readonly panel: ReadonlySignal<Widget.WidgetState["panel"]>
}

/** Everything the UI may ask for. Commands never reject: failures become events (and messages). */
export interface WidgetCommands {
  readonly boot: () => Promise<void>
  readonly retryCatalogue: () => Promise<void>
  readonly navigate: (route: RouteName, orderId?: number | null) => void
  readonly selectTab: (tab: MenuTab) => void
  readonly showMore: (categoryId: number) => void
  readonly changeOrderType: (type: Address.OrderType) => Promise<void>
  readonly openProduct: (productId: number) => void
  readonly chooseVariant: (productId: number) => void
  readonly toggleHalfAndHalf: () => void
  readonly chooseHalfTab: (half: Half) => void
  readonly chooseSecondHalf: (productId: number) => void
  readonly toggleAddon: (groupKey: string, ingredientId: number) => void
  readonly toggleExclusion: (ingredientId: number) => void
  readonly setModalQuantity: (n: number) => void
  readonly addProductToCart: () => Promise<void>
  readonly closeProductModal: () => void
  readonly openCombo: (comboId: number) => void
  readonly focusComboGroup: (groupId: number) => void
  readonly chooseComboOption: (groupId: number, optionId: number) => void
  readonly setComboQuantity: (n: number) => void
  readonly addComboToCart: () => Promise<void>
  readonly closeComboModal: () => void
  readonly openAddressModal: () => void
  readonly openAddressForm: (editingId: number | null) => void
  readonly showAddressList: () => void
  readonly closeAddressModal: () => void
  readonly searchAddress: (text: string) => Promise<ReadonlyArray<Wire.Place>>
  readonly useCurrentLocation: () => Promise<void>
  readonly chooseMapLocation: (lat: number, lng: number) => Promise<void>
  /**
   * Draws the address form's map into `container` when maps are configured (live layer with a key);
   * a click on it reverse-geocodes into the form. null when there is no map (sandbox, no key, load failed).
   */
  readonly drawAddressMap: (container: HTMLElement) => Promise<MapHandle | null>
  readonly choosePlace: (place: Wire.Place) => void
  readonly saveAddress: (input: AddressInput) => Promise<void>
  readonly selectAddress: (id: number) => Promise<void>
  readonly deleteAddress: (id: number) => Promise<void>
  readonly dismissMessage: () => void
  readonly openLogin: () => void
  readonly openRegister: () => void
  readonly openMenuPanel: () => void
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
}

/**
 * One model per mounted widget: the event log, the state signal folded from it one event at a time
 * (never by replaying the log), the computed projections the components read, and the commands.
 */
export const createWidgetModel = (options: WidgetModelOptions): WidgetModel => {
  const { runtime, restaurantId, now } = options
  const state = signal<Widget.WidgetState>(options.initial ?? Widget.initialState)
  const log: Widget.WidgetEvent[] = []
  const restaurantStatus = signal<RestaurantStatus>("loading")
  const attempt = makeAttempt(runtime)
  const media = options.mediaBase === undefined ? mediaAsIs : mediaResolver(options.mediaBase)
  let disposed = false

  const dispatch = (event: Widget.WidgetEvent): void => {
    if (disposed) return
    log.push(event)
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT)
    const before = state.peek()
    const after = Widget.reduce(before, event)
    if (after === before) return
    state.value = after
    if (options.persist !== false) {
      const write = persistChange(before, after)
      if (write) void attempt(write)
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
  const active = computed(() => activeTab(state.value))

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
  const address = addressCommands(ctx, cart)
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
    cartBar: computed(() => cartBarView({ cart: cartSlice.value })),
    productModalView: computed(() => productModalView(state.value, t.value, media)),
    comboModalView: computed(() => comboModalView(state.value, t.value, media)),
    addressModalView: computed(() => addressModalView(state.value, t.value)),
    message: computed(() => {
      const m = state.value.message
      return m === null ? null : { title: t.value(m.title.toLowerCase(), m.title), message: m.message }
    }),
    authModal: computed(() => state.value.authModal),
    panel: computed(() => state.value.panel),
  }

  /** Reverse-geocodes a point into the form; no result shows 'No results found' as the text (SPEC §8). */
  const placeAt = async (latitude: number, longitude: number): Promise<void> => {
    const found = await attempt(Maps.use((maps) => maps.reverseGeocode(latitude, longitude)))
    address.choosePlace(
      found.ok
        ? found.value
        : { string: t.peek()("no-results-found", "No results found"), latitude: "", longitude: "" },
    )
  }

  const route = options.route ?? { name: "menu", orderId: null }
  const commands: WidgetCommands = {
    boot: async () => {
      dispatch({ _tag: "WidgetOpened", at: now(), restaurantId, route: route.name, orderId: route.orderId })
      await start.boot()
    },
    retryCatalogue: start.retryCatalogue,
    navigate: (name, orderId = null) => dispatch({ _tag: "RouteChanged", at: now(), route: name, orderId }),
    selectTab: (tab) => dispatch({ _tag: "MenuTabSelected", at: now(), tab }),
    showMore: (categoryId) => dispatch({ _tag: "ShowMoreClicked", at: now(), categoryId }),
    changeOrderType: cart.changeOrderType,
    ...product,
    ...combo,
    openAddressModal: address.openAddressModal,
    openAddressForm: address.openAddressForm,
    showAddressList: address.showAddressList,
    closeAddressModal: address.closeAddressModal,
    searchAddress: async (text) => {
      if (text.trim() === "") return []
      const found = await attempt(Maps.use((maps) => maps.autocomplete(text.trim())))
      return found.ok ? found.value : []
    },
    useCurrentLocation: async () => {
      const at = await attempt(Maps.use((maps) => maps.currentPosition()))
      if (at.ok) await placeAt(at.value.latitude, at.value.longitude)
    },
    chooseMapLocation: (lat, lng) => placeAt(lat, lng),
    drawAddressMap: async (container) => {
      const drawn = await attempt(
        Maps.use((maps) => maps.drawMap(container, { onClick: (lat, lng) => void placeAt(lat, lng) })),
      )
      return drawn.ok ? Option.getOrNull(drawn.value) : null
    },
    choosePlace: address.choosePlace,
    saveAddress: address.saveAddress,
    selectAddress: address.selectAddress,
    deleteAddress: address.deleteAddress,
    dismissMessage: () => {
      if (state.peek().message !== null) dispatch({ _tag: "MessageDismissed", at: now() })
    },
    openLogin: () => dispatch({ _tag: "LoginModalOpened", at: now(), mode: "login" }),
    openRegister: () => dispatch({ _tag: "LoginModalOpened", at: now(), mode: "register" }),
    openMenuPanel: () => dispatch({ _tag: "PanelOpened", at: now(), panel: "account" }),
  }

  return {
    state,
    log,
    dispatch: (event) => batch(() => dispatch(event)),
    projections,
    commands,
    dispose: () => {
      disposed = true
    },
  }
}
