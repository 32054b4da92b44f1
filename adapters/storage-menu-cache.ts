import { Effect, Option, Schema } from "effect"
import { Wire } from "../domain"
import { Storage, StorageKeys } from "./storage"

/**
 * The last menu the widget showed (issue 17, 'repeat visits feel instant'): kept through Storage so
 * the next visit shows it at once, while the same six calls revalidate it and their answers replace
 * it. One restaurant at a time (the last one), versioned, and bounded in size; an entry of another
 * version, another restaurant, a bad shape or no JSON is ignored (and dropped), never trusted. Prices
 * shown from it are the menu's; the cart's prices always come from the server.
 */

/** Bumped whenever the cached shape changes: an older entry is ignored. */
export const MENU_CACHE_VERSION = 1

/**
 * The largest entry kept, in characters of JSON (restaurant 3's 1200 products are well under it):
 * far below the browser's per-origin quota, so the cart, token and addresses always still fit.
 */
export const MENU_CACHE_MAX_CHARS = 1_500_000

/** The six answers of the first screen, as the API sent them (decoded with the Api's own schemas). */
export const MenuCacheValue = Schema.Struct({
  version: Schema.Literal(MENU_CACHE_VERSION),
  restaurantId: Schema.Number,
  settings: Wire.SettingsResponse,
  styles: Wire.WidgetStylesResponse,
  restaurant: Wire.RestaurantResponse,
  categories: Wire.CategoriesResponse,
  products: Wire.ProductsResponse,
  combos: Wire.CombosResponse,
})
export type MenuCacheValue = typeof MenuCacheValue.Type

/** The stored menu of `restaurantId`, if a valid one of this version is kept; anything else is dropped. */
export const readMenuCache = (restaurantId: number): Effect.Effect<Option.Option<MenuCacheValue>, never, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const stored = yield* storage.get(StorageKeys.menuCache)
    const decoded = Option.flatMap(stored, Schema.decodeUnknownOption(MenuCacheValue))
    if (Option.isNone(decoded)) {
      // Nothing kept, or no JSON, another version or a bad shape: nothing to show, nothing to keep.
      yield* storage.remove(StorageKeys.menuCache)
      return Option.none()
    }
    return decoded.value.restaurantId === restaurantId ? decoded : Option.none()
  })

/**
 * Keeps `value` as the last menu, encoded back to the API's shape; one larger than
 * MENU_CACHE_MAX_CHARS is not kept (and the older entry is dropped, as it is out of date).
 */
export const writeMenuCache = (value: MenuCacheValue): Effect.Effect<void, never, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const encoded = Schema.encodeUnknownOption(MenuCacheValue)(value)
    if (Option.isNone(encoded) || JSON.stringify(encoded.value).length > MENU_CACHE_MAX_CHARS) {
      yield* storage.remove(StorageKeys.menuCache)
      return
    }
    yield* storage.set(StorageKeys.menuCache, encoded.value)
  })
