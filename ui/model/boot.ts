import type { Effect } from "effect"
import {
  type ApiError,
  type ApiShape,
  MENU_CACHE_VERSION,
  type MenuAnswer,
  type MenuCacheValue,
  type MenuCallName,
  readStoredMenu,
  StorageKeys,
  type Store,
  takePrefetchedMenu,
  writeStoredMenu,
} from "../../adapters"
import { Address, type Widget } from "../../domain"
import { loadCustomer } from "../account/account-session"
import type { CartSync } from "../cart/cart-sync"
import type { ModelContext } from "./context"
import { type Outcome, rejectedStatus, serverMessage } from "./runtime"

/** Whether the widget could find its restaurant: the shell shows a clear message instead of a blank menu. */
export type RestaurantStatus = "loading" | "found" | "unknown"

/** Where the page's prefetch script sent the first screen's six calls (adapters/menu-prefetch.ts). */
export interface PrefetchedMenu {
  readonly apiBase: string
  /** How long a prefetched answer is waited for before the Api asks again. */
  readonly timeoutMs: number
}

/** What the start-up needs beside the model's context. */
export interface BootOptions {
  /** The first screen's answers the page prefetched: taken without the kit (issue 24); none in tests and replay. */
  readonly prefetched?: PrefetchedMenu
  /**
   * Resolves once the first card is on screen (or no card is coming): the calls the first card does
   * not wait for (the cart, the customer, the network watch) start then, so the kit they run on is
   * never fetched before it (issue 24). Absent: at once.
   */
  readonly firstCard?: Promise<void>
  /** Starts following the network (ui/model/connectivity.ts). */
  readonly watchNetwork: () => Promise<void>
  /** Whether the widget could find its restaurant: the shell shows a clear message instead of a blank menu. */
  readonly onRestaurant: (status: RestaurantStatus) => void
}

/**
 * Start-up (SPEC §4 'other loads'): restore storage, then load settings, styles, restaurant, menu
 * and cart in parallel. Products and categories failures leave a retry; combos fall back to [];
 * restaurant failures are swallowed (an unknown restaurant — a 404 — is reported through
 * `onRestaurant` so the shell can say so). The first card's path (the storage snapshot, the stored
 * menu, the prefetched answers) runs on the plain store and the plain readers; the rest runs on the
 * kit, after the first card.
 */
export const bootCommands = (ctx: ModelContext, cart: CartSync, options: BootOptions) => {
  const at = () => ctx.now()
  const id = ctx.restaurantId
  const { onRestaurant } = options
  /** This boot's six answers, kept as the next visit's menu once all of them arrived. */
  const fresh: { -readonly [K in Exclude<keyof MenuCacheValue, "version" | "restaurantId">]?: MenuCacheValue[K] } = {}
  /** Whether the stored menu is on screen: a failed revalidation then keeps it instead of an error. */
  let showingStored = false

  /** One of the six answers: the page's prefetched one when it reads plainly, else the Api's call. */
  const answer = async <K extends MenuCallName>(
    name: K,
    call: (api: ApiShape) => Effect.Effect<MenuAnswer<K>, ApiError>,
  ): Promise<Outcome<MenuAnswer<K>>> => {
    const prefetched = options.prefetched
    if (prefetched !== undefined) {
      const token = ctx.state().session.token
      const taken = await takePrefetchedMenu({ ...prefetched, token }, name, id)
      if (taken !== undefined) return { ok: true, value: taken }
    }
    return ctx.call(({ Api }) => Api.use(call))
  }

  const loadProducts = async () => {
    const r = await answer("products", (api) => api.products(id))
    if (r.ok) {
      fresh.products = r.value
      ctx.dispatch({ _tag: "ProductsLoaded", at: at(), products: r.value.data })
    } else if (!showingStored)
      ctx.dispatch({ _tag: "CatalogueLoadFailed", at: at(), what: "products", message: serverMessage(r.error) ?? "" })
  }
  const loadCategories = async () => {
    const r = await answer("categories", (api) => api.categories(id))
    if (r.ok) {
      fresh.categories = r.value
      ctx.dispatch({ _tag: "CategoriesLoaded", at: at(), categories: r.value.data })
    } else if (!showingStored)
      ctx.dispatch({ _tag: "CatalogueLoadFailed", at: at(), what: "categories", message: serverMessage(r.error) ?? "" })
  }
  const loadCombos = async () => {
    const r = await answer("combos", (api) => api.combos(id))
    if (r.ok) fresh.combos = r.value
    if (r.ok || !showingStored) ctx.dispatch({ _tag: "CombosLoaded", at: at(), combos: r.ok ? r.value.data : [] })
  }
  const loadRestaurant = async () => {
    const r = await answer("restaurant", (api) => api.restaurant(id))
    if (r.ok) {
      fresh.restaurant = r.value
      ctx.dispatch({ _tag: "RestaurantLoaded", at: at(), restaurant: r.value.data })
      onRestaurant("found")
    } else onRestaurant(rejectedStatus(r.error) === 404 ? "unknown" : "found")
  }
  const loadSettings = async () => {
    const r = await answer("settings", (api) => api.settings())
    if (!r.ok) return
    fresh.settings = r.value
    ctx.dispatch({ _tag: "TranslationsLoaded", at: at(), translations: r.value.data.translations })
    ctx.dispatch({ _tag: "AppConfigLoaded", at: at(), gcpKey: r.value.data.gcp_key })
  }
  const loadStyles = async () => {
    const r = await answer("widgetStyles", (api) => api.widgetStyles(id))
    if (r.ok) {
      fresh.styles = r.value
      ctx.dispatch({ _tag: "WidgetStylesLoaded", at: at(), styles: r.value.data })
    }
  }
  /**
   * The last menu of this restaurant, shown at once on a repeat visit (the same events the answers
   * dispatch, so the answers that follow replace it in place, without a jump).
   */
  const showStoredMenu = async (store: Store) => {
    const menu = await readStoredMenu(store, id)
    if (menu === undefined) return
    showingStored = true
    ctx.dispatch({ _tag: "TranslationsLoaded", at: at(), translations: menu.settings.data.translations })
    ctx.dispatch({ _tag: "WidgetStylesLoaded", at: at(), styles: menu.styles.data })
    ctx.dispatch({ _tag: "RestaurantLoaded", at: at(), restaurant: menu.restaurant.data })
    ctx.dispatch({ _tag: "CategoriesLoaded", at: at(), categories: menu.categories.data })
    ctx.dispatch({ _tag: "ProductsLoaded", at: at(), products: menu.products.data })
    ctx.dispatch({ _tag: "CombosLoaded", at: at(), combos: menu.combos.data })
    onRestaurant("found")
  }
  /** Once all six answers arrived, they are the next visit's stored menu. */
  const storeMenu = (store: Store) => {
    const { settings, styles, restaurant, categories, products, combos } = fresh
    if (!settings || !styles || !restaurant || !categories || !products || !combos) return
    void writeStoredMenu(store, {
      version: MENU_CACHE_VERSION,
      restaurantId: id,
      settings,
      styles,
      restaurant,
      categories,
      products,
      combos,
    })
  }

  /**
   * Blocked storage (third-party iframe, private mode, quota) is survived in memory by the store;
   * the customer is told once that the cart lasts only while the page is open. Not awaited: it
   * completes only if storage fails, which may happen at any later write.
   */
  const watchStorage = (store: Store) => {
    void store.unavailable.then((reason) => ctx.dispatch({ _tag: "StorageUnavailable", at: at(), reason }))
  }

  /**
   * The stored order type may be older than the cart (a write the browser's storage refused, another
   * tab): the server's cart decides, so the screen shows the type its prices are for.
   */
  const followCartType = () => {
    const held = ctx.state().cart.cart
    const type = held === null ? null : Address.orderTypeFromCode(held.type)
    if (type !== null && type !== ctx.state().orderType)
      ctx.dispatch({ _tag: "OrderTypeChanged", at: at(), orderType: type })
  }

  /** What the first card does not wait for: the network watch, the server's cart and the customer (SPEC §6). */
  const afterFirstCard = async () => {
    await options.firstCard
    await options.watchNetwork()
    await Promise.all([cart.reloadCart().then(followCartType), loadCustomer(ctx)])
  }

  return {
    boot: async (): Promise<void> => {
      const store = await ctx.store()
      watchStorage(store)
      ctx.dispatch({ _tag: "StorageRestored", at: at(), ...(await store.snapshot()) })
      await showStoredMenu(store)
      await Promise.all([
        loadSettings(),
        loadStyles(),
        loadRestaurant(),
        loadCategories(),
        loadProducts(),
        loadCombos(),
        afterFirstCard(),
      ])
      storeMenu(store)
    },
    /** The retry of a failed products/categories load. */
    retryCatalogue: async (): Promise<void> => {
      const failures = ctx.state().catalogue.failures
      ctx.dispatch({ _tag: "CatalogueRetried", at: at() })
      await Promise.all([
        failures.products !== null ? loadProducts() : undefined,
        failures.categories !== null ? loadCategories() : undefined,
      ])
    },
  }
}

/**
 * Writes the persisted slices (SPEC §3 storage keys) whenever they change: access_token, cart_uuid,
 * addresses and orderType, from `before` to `after`.
 */
export const persistChange = (store: Store, before: Widget.WidgetState, after: Widget.WidgetState): void => {
  if (before.session.token !== after.session.token) {
    const token = after.session.token
    if (token === null) store.remove(StorageKeys.accessToken)
    else store.set(StorageKeys.accessToken, token)
  }
  if (before.cart.uuid !== after.cart.uuid) {
    const uuid = after.cart.uuid
    if (uuid === null) store.remove(StorageKeys.cartUuid)
    else store.set(StorageKeys.cartUuid, uuid)
  }
  if (before.addresses !== after.addresses) store.set(StorageKeys.addresses, after.addresses)
  if (before.orderType !== after.orderType) store.set(StorageKeys.orderType, after.orderType)
}
