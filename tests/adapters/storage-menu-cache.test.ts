// @vitest-environment happy-dom
import { Effect, Layer, Option, Schema } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import { makeStorage, Storage, StorageKeys } from "../../adapters/storage"
import {
  MENU_CACHE_MAX_CHARS,
  MENU_CACHE_VERSION,
  MenuCacheValue,
  readMenuCache,
  writeMenuCache,
} from "../../adapters/storage-menu-cache"
import { restaurantJson } from "../support/fixtures"

/** Restaurant 1's six answers as the sandbox sends them (PHP-style numeric strings included), decoded. */
const encodedMenu = (restaurantId = 1) => ({
  version: MENU_CACHE_VERSION,
  restaurantId,
  settings: { data: { translations: [{ key: "cart", locale: "pl", value: "Koszyk" }], gcp_key: null } },
  styles: { data: restaurantJson(1, "widget") },
  restaurant: { data: restaurantJson(1, "restaurant") },
  categories: { data: restaurantJson(1, "categories") },
  products: { data: restaurantJson(1, "products") },
  combos: { data: restaurantJson(1, "combos") },
})
const decodedMenu = (restaurantId = 1) => Schema.decodeUnknownSync(MenuCacheValue)(encodedMenu(restaurantId))

/** Runs against localStorage through the real Storage adapter. */
const run = <A>(effect: Effect.Effect<A, never, Storage>) =>
  Effect.runPromise(
    effect.pipe(
      Effect.provide(
        Layer.effect(
          Storage,
          makeStorage(() => localStorage),
        ),
      ),
    ),
  )

describe("the stored menu (repeat visits)", () => {
  beforeEach(() => localStorage.clear())

  it("keeps the last menu and gives it back for that restaurant, decoded as the Api decodes it", async () => {
    const menu = decodedMenu(1)
    await run(writeMenuCache(menu))
    const back = await run(readMenuCache(1))
    expect(Option.getOrNull(back)).toEqual(menu)
    expect(Option.getOrNull(back)?.products.data.length).toBe(menu.products.data.length)
    // Stored in the API's own shape, so the Api's schemas read it.
    expect(JSON.parse(localStorage.getItem("menu_cache") ?? "null").products.data[0].name).toBe(
      (restaurantJson(1, "products") as Array<{ name: string }>)[0]?.name,
    )
  })

  it("gives nothing for another restaurant (one restaurant's menu is kept, the last one)", async () => {
    await run(writeMenuCache(decodedMenu(1)))
    expect(Option.isNone(await run(readMenuCache(2)))).toBe(true)
    await run(writeMenuCache(decodedMenu(2)))
    expect(Option.isNone(await run(readMenuCache(1)))).toBe(true)
    expect(Option.isSome(await run(readMenuCache(2)))).toBe(true)
  })

  it("ignores and drops an entry of an older version, a bad shape or no JSON", async () => {
    for (const bad of [
      JSON.stringify({ ...encodedMenu(1), version: MENU_CACHE_VERSION - 1 }),
      JSON.stringify({ ...encodedMenu(1), products: { data: [{ id: "x" }] } }),
      "{not json",
    ]) {
      localStorage.setItem("menu_cache", bad)
      expect(Option.isNone(await run(readMenuCache(1)))).toBe(true)
      expect(localStorage.getItem("menu_cache")).toBeNull()
    }
  })

  it("does not keep a menu larger than the bound, and drops the older one", async () => {
    await run(writeMenuCache(decodedMenu(1)))
    const menu = decodedMenu(1)
    const first = menu.products.data[0]
    if (!first) throw new Error("restaurant 1 has no products")
    const huge = { ...menu, products: { data: [{ ...first, name: "x".repeat(MENU_CACHE_MAX_CHARS) }] } }
    await run(writeMenuCache(huge))
    expect(localStorage.getItem("menu_cache")).toBeNull()
    expect(Option.isNone(await run(readMenuCache(1)))).toBe(true)
  })

  it("lives under its own key, beside the session's keys", () => {
    expect(StorageKeys.menuCache.name).toBe("menu_cache")
    expect(StorageKeys.accessToken.name).toBe("access_token")
  })
})
