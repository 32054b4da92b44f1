import { Effect, Option } from "effect"
import {
  Api,
  MENU_CACHE_VERSION,
  type MenuCacheValue,
  readMenuCache,
  Storage,
  StorageKeys,
  writeMenuCache,
} from "../../adapters"
import { Address, type Widget } from "../../domain"
import { loadCustomer } from "./account-session"
import type { CartSync } from "./cart-sync"
import type { ModelContext } from "./context"
import { rejectedStatus, serverMessage } from "./runtime"

/** Whether the widget could find its restaurant: the shell shows a clear message instead of a blank menu. */
export type RestaurantStatus = "loading" | "found" | "unknown"

/**
 * Start-up (SPEC §4 'other loads'): restore storage, then load settings, styles, restaurant, menu
 * and cart in parallel. Products and categories failures leave a retry; combos fall back to [];
 * restaurant failures are swallowed (an unknown restaurant — a 404 — is reported through
 * `onRestaurant` so the shell can say so).
 */
export const bootCommands = (ctx: ModelContext, cart: CartSync, onRestaurant: (status: RestaurantStatus) => void) => {
  const at = () => ctx.now()
  const id = ctx.restaurantId
  /** This boot's six answers, kept as the next visit's menu once all of them arrived. */
  const fresh: { -readonly [K in Exclude<keyof MenuCacheValue, "version" | "restaurantId">]?: MenuCacheValue[K] } = {}
  /** Whether the stored menu is on screen: a failed revalidation then keeps it instead of an error. */
  let showingStored = false

  const loadProducts = async () => {
    const r = await ctx.attempt(Api.use((api) => api.products(id)))
    if (r.ok) {
      fresh.products = r.value
      ctx.dispatch({ _tag: "ProductsLoaded", at: at(), products: r.value.data })
    } else if (!showingStored)
      ctx.dispatch({ _tag: "CatalogueLoadFailed", at: at(), what: "products", message: serverMessage(r.error) ?? "" })
  }
  const loadCategories = async () => {
    const r = await ctx.attempt(Api.use((api) => api.categories(id)))
    if (r.ok) {
      fresh.categories = r.value
      ctx.dispatch({ _tag: "CategoriesLoaded", at: at(), categories: r.value.data })
    } else if (!showingStored)
      ctx.dispatch({ _tag: "CatalogueLoadFailed", at: at(), what: "categories", message: serverMessage(r.error) ?? "" })
  }
  const loadCombos = async () => {
    const r = await ctx.attempt(Api.use((api) => api.combos(id)))
    if (r.ok) fresh.combos = r.value
    if (r.ok || !showingStored) ctx.dispatch({ _tag: "CombosLoaded", at: at(), combos: r.ok ? r.value.data : [] })
  }
  const loadRestaurant = async () => {
    const r = await ctx.attempt(Api.use((api) => api.restaurant(id)))
    if (r.ok) {
      fresh.restaurant = r.value
      ctx.dispatch({ _tag: "RestaurantLoaded", at: at(), restaurant: r.value.data })
      onRestaurant("found")
    } else onRestaurant(rejectedStatus(r.error) === 404 ? "unknown" : "found")
  }
  const loadSettings = async () => {
    const r = await ctx.attempt(Api.use((api) => api.settings()))
    if (!r.ok) return
    fresh.settings = r.value
    ctx.dispatch({ _tag: "TranslationsLoaded", at: at(), translations: r.value.data.translations })
    ctx.dispatch({ _tag: "AppConfigLoaded", at: at(), gcpKey: r.value.data.gcp_key })
  }
  const loadStyles = async () => {
    const r = await ctx.attempt(Api.use((api) => api.widgetStyles(id)))
    if (r.ok) {
      fresh.styles = r.value
      ctx.dispatch({ _tag: "WidgetStylesLoaded", at: at(), styles: r.value.data })
    }
  }
  /**
   * The last menu of this restaurant, shown at once on a repeat visit (the same events the answers
   * dispatch, so the answers that follow replace it in place, without a jump).
   */
  const showStoredMenu = async () => {
    const r = await ctx.attempt(readMenuCache(id))
    if (!r.ok || Option.isNone(r.value)) return
    const menu = r.value.value
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
  const storeMenu = () => {
    const { settings, styles, restaurant, categories, products, combos } = fresh
    if (!settings || !styles || !restaurant || !categories || !products || !combos) return
    void ctx.attempt(
      writeMenuCache({
        version: MENU_CACHE_VERSION,
        restaurantId: id,
        settings,
        styles,
        restaurant,
        categories,
        products,
        combos,
      }),
    )
  }
  /** A signed-in customer's profile, addresses and points (SPEC §6); failures are swallowed. */
  const loadSession = () => loadCustomer(ctx)

  const restore = async () => {
    const r = await ctx.attempt(Storage.use((s) => s.snapshot))
    if (r.ok) ctx.dispatch({ _tag: "StorageRestored", at: at(), ...r.value })
  }
  /**
   * Blocked storage (third-party iframe, private mode, quota) is survived in memory by the adapter;
   * the customer is told once that the cart lasts only while the page is open. Not awaited: it
   * completes only if storage fails, which may happen at any later write.
   */
  const watchStorage = () => {
    void ctx.attempt(Storage.use((s) => s.unavailable)).then((r) => {
      if (r.ok) ctx.dispatch({ _tag: "StorageUnavailable", at: at(), reason: r.value })
    })
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

  return {
    boot: async (): Promise<void> => {
      watchStorage()
      await restore()
      await showStoredMenu()
      await Promise.all([
        loadSettings(),
        loadStyles(),
        loadRestaurant(),
        loadCategories(),
        loadProducts(),
        loadCombos(),
        cart.reloadCart().then(followCartType),
        loadSession(),
      ])
      storeMenu()
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
 * addresses and orderType. Returns the Effect to run for the change from `before` to `after`, or
 * null when nothing persisted changed.
 */
export const persistChange = (
  before: Widget.WidgetState,
  after: Widget.WidgetState,
): Effect.Effect<void, never, Storage> | null => {
  const writes: Array<Effect.Effect<void, never, Storage>> = []
  if (before.session.token !== after.session.token) {
    const token = after.session.token
    writes.push(
      Storage.use((s) => (token === null ? s.remove(StorageKeys.accessToken) : s.set(StorageKeys.accessToken, token))),
    )
  }
  if (before.cart.uuid !== after.cart.uuid) {
    const uuid = after.cart.uuid
    writes.push(
      Storage.use((s) => (uuid === null ? s.remove(StorageKeys.cartUuid) : s.set(StorageKeys.cartUuid, uuid))),
    )
  }
  if (before.addresses !== after.addresses) {
    const addresses = after.addresses
    writes.push(Storage.use((s) => s.set(StorageKeys.addresses, addresses)))
  }
  if (before.orderType !== after.orderType) {
    const orderType = after.orderType
    writes.push(Storage.use((s) => s.set(StorageKeys.orderType, orderType)))
  }
  return writes.length === 0 ? null : Effect.all(writes, { discard: true })
}
