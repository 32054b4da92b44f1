import type { ReadonlySignal } from "@preact/signals-react"
import type { Store } from "../../adapters"
import type { Address, Settings, Widget } from "../../domain"
import type { CartBarView, HeaderView, MenuBodyView, MenuTab, MenuTabView } from "../menu/menu-view"
import type { SearchCommands } from "../menu/search-commands"
import type { SearchControlsView, SearchFiltersView, SearchResultsView } from "../menu/search-view"
import type { MessageView } from "../message/message-view"
import type { PrefetchedMenu, RestaurantStatus } from "./boot"
import type { HostPage } from "./host-page"
import type { LazyCommands, LazyProjections } from "./lazy-features"
import type { RouteName, RouteView } from "./route"
import type { WidgetRuntime } from "./runtime"
import type { Translate } from "./translation"

/*
 * What a widget model is to the components, the mount and the tests (ui/model/model.ts makes one):
 * its projections, commands and options. The lazy features' parts are derived from what their
 * descriptors build.
 */

/** Views the model shows as null until their chunk is in (nothing can have opened them before). */
type NullUntilLoaded = "productModalView" | "comboModalView" | "reorder"
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
  /** Menu search and filters: the field, pills, allergen panel, chips and per-tab counts (ui/menu/search-view.ts). */
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
export interface WidgetCommands extends Readonly<LazyCommands> {
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
  /**
   * The adapters' runtime, or how to make it: a widget page makes it only when the first call after
   * the first card needs it (ui/app/mount.tsx, issue 24); tests and replay hand one in.
   */
  readonly runtime: WidgetRuntime | (() => Promise<WidgetRuntime>)
  /** The embedding page, through the mount's parent-frame core (default: the runtime's ParentFrame, through the kit). */
  readonly frame?: HostPage
  /** The plain store the first card's path reads (a widget page's); default: the one under the runtime's Storage. */
  readonly store?: Store
  /** The page's prefetched first-screen answers, taken without the kit (ui/model/boot.ts). */
  readonly prefetched?: PrefetchedMenu
  /** Resolves once the first card is on screen: what it does not wait for starts then (ui/model/boot.ts). */
  readonly firstCard?: Promise<void>
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
