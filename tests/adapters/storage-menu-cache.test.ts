// @vitest-environment happy-dom
import { Schema } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import {
  checksum,
  MENU_CACHE_MAX_CHARS,
  MENU_CACHE_VERSION,
  type MenuCacheValue,
  packMenuJson,
  readStoredMenu,
  writeStoredMenu,
} from "../../adapters/storage-menu-cache"
import { makeStore, type RawStore, StorageKeys } from "../../adapters/store"
import { Wire } from "../../domain"
import { restaurantJson } from "../support/fixtures"

/** Restaurant 1's six answers as the sandbox sends them (PHP-style numeric strings included), decoded by the Api's schemas. */
const decodedMenu = (restaurantId = 1): MenuCacheValue => ({
  version: MENU_CACHE_VERSION,
  restaurantId,
  settings: Schema.decodeUnknownSync(Wire.SettingsResponse)({
    data: { translations: [{ key: "cart", locale: "pl", value: "Koszyk" }], gcp_key: null },
  }),
  styles: Schema.decodeUnknownSync(Wire.WidgetStylesResponse)({ data: restaurantJson(1, "widget") }),
  restaurant: Schema.decodeUnknownSync(Wire.RestaurantResponse)({ data: restaurantJson(1, "restaurant") }),
  categories: Schema.decodeUnknownSync(Wire.CategoriesResponse)({ data: restaurantJson(1, "categories") }),
  products: Schema.decodeUnknownSync(Wire.ProductsResponse)({ data: restaurantJson(1, "products") }),
  combos: Schema.decodeUnknownSync(Wire.CombosResponse)({ data: restaurantJson(1, "combos") }),
})

/** The real store over localStorage. */
const store = () => makeStore(() => localStorage)
const writeMenuCache = (menu: MenuCacheValue) => writeStoredMenu(store(), menu)
const readMenuCache = (restaurantId: number) => readStoredMenu(store(), restaurantId)

const stored = () => localStorage.getItem("menu_cache")
/** An entry as writeMenuCache writes it, from any text. */
const entry = async (json: string, version = MENU_CACHE_VERSION, restaurantId = 1) => {
  const packed = await packMenuJson(json)
  return `menu:${version}:${restaurantId}:${checksum(packed)}:${packed}`
}

describe("the stored menu (repeat visits)", () => {
  beforeEach(() => localStorage.clear())

  it("keeps the last menu and gives back exactly what the Api decoded, for that restaurant", async () => {
    const menu = decodedMenu(1)
    await writeMenuCache(menu)
    // Gzipped, as base64 ('H4sI' is gzip's magic number): a fraction of the JSON's length.
    expect(stored()).toMatch(new RegExp(`^menu:${MENU_CACHE_VERSION}:1:[0-9a-f]{8}:H4sI`))
    expect(stored()?.length).toBeLessThan(JSON.stringify(menu).length / 4)
    const back = await readMenuCache(1)
    expect(back).toEqual(menu)
    expect(back?.products.data.length).toBeGreaterThan(10)
  })

  it("gives nothing for another restaurant (one restaurant's menu is kept, the last one)", async () => {
    await writeMenuCache(decodedMenu(1))
    expect((await readMenuCache(2)) === undefined).toBe(true)
    await writeMenuCache(decodedMenu(2))
    expect((await readMenuCache(1)) === undefined).toBe(true)
    expect((await readMenuCache(2)) !== undefined).toBe(true)
  })

  it("ignores and drops an older version, a changed text, no JSON, missing answers or a foreign value", async () => {
    const json = JSON.stringify(decodedMenu(1))
    const older = JSON.stringify({ ...decodedMenu(1), version: MENU_CACHE_VERSION - 1 })
    const noProducts = JSON.stringify({ ...decodedMenu(1), products: { data: null } })
    const sound = await entry(json)
    const at = sound.length - 40
    for (const bad of [
      await entry(older, MENU_CACHE_VERSION - 1),
      `menu:1:1:${checksum(json)}:${json}`,
      await entry(older),
      `${sound.slice(0, at)}${sound[at] === "A" ? "B" : "A"}${sound.slice(at + 1)}`,
      `menu:${MENU_CACHE_VERSION}:1:${checksum("bm90IGd6aXA=")}:bm90IGd6aXA=`,
      await entry("{not json"),
      await entry(noProducts),
      json,
      "1",
    ]) {
      localStorage.setItem("menu_cache", bad)
      expect((await readMenuCache(1)) === undefined, bad.slice(0, 40)).toBe(true)
      expect(stored()).toBeNull()
    }
  })

  it("does not keep a menu larger than the bound, and drops the older one", async () => {
    await writeMenuCache(decodedMenu(1))
    const menu = decodedMenu(1)
    const first = menu.products.data[0]
    if (!first) throw new Error("restaurant 1 has no products")
    const huge = { ...menu, products: { data: [{ ...first, name: "x".repeat(MENU_CACHE_MAX_CHARS) }] } }
    await writeMenuCache(huge)
    expect(stored()).toBeNull()
    expect((await readMenuCache(1)) === undefined).toBe(true)
  })

  it("a write the browser refuses (its quota) keeps no menu, and the rest of storage stays the browser's", async () => {
    const full: RawStore = {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => {
        if (key === "menu_cache") throw new DOMException("quota", "QuotaExceededError")
        localStorage.setItem(key, value)
      },
      removeItem: (key) => localStorage.removeItem(key),
    }
    const refusing = makeStore(() => full)
    await writeStoredMenu(refusing, decodedMenu(1))
    refusing.set(StorageKeys.cartUuid, "c-1")
    expect(stored()).toBeNull()
    // Not switched to memory: the cart uuid reached the browser's store.
    expect(localStorage.getItem("cart_uuid")).toBe("c-1")
  })

  it("the checksum tells one changed character", () => {
    expect(checksum("abc")).toMatch(/^[0-9a-f]{8}$/)
    expect(checksum("abc")).toBe(checksum("abc"))
    expect(checksum("abc")).not.toBe(checksum("abd"))
  })
})
