import type { Schema } from "effect"
import type { Wire } from "../domain"
import { StorageKeys, type Store } from "./store"

/**
 * The last menu the widget showed (issue 17, 'repeat visits feel instant'): kept through Storage so
 * the next visit shows it at once, while the same six calls revalidate it and their answers replace
 * it. One restaurant at a time (the last one), versioned, and bounded in size; an entry of another
 * version, another restaurant, a damaged text or one that is not JSON is ignored (and dropped), never
 * trusted. Prices shown from it are the menu's; the cart's prices always come from the server.
 *
 * Why a checksum and not the Api's schemas on reading: the entry holds answers the Api already
 * decoded (written only by writeMenuCache, under this version), and decoding restaurant 3's 1200
 * products again takes seconds on a slow phone — the very wait a repeat visit should not have. The
 * version says the shape is this code's; the checksum that the text is what was written (and gzip's
 * own check that it unpacks to what was packed).
 *
 * Why gzipped (as base64): the browser reads a page's whole localStorage at its first use — the menu
 * prefetch script's token lookup, before the first card — synchronously. Restaurant 3's menu as JSON
 * is about 1 M characters and made that first read cost hundreds of milliseconds at 4× CPU on every
 * repeat visit; packed it is about an eighth of that, and unpacking runs in the browser's native
 * stream code.
 */

/** Bumped whenever the cached shape (or a Wire type in it) changes: an older entry is ignored. */
export const MENU_CACHE_VERSION = 2

/**
 * The largest menu kept, in characters of its JSON (restaurant 3's 1200 products take about 1 M; the
 * stored, packed text about an eighth of that): well below the browsers' 5 MB per-origin quota, so
 * the cart, token and addresses always still fit;
 * a write the browser refuses anyway is dropped (StorageKey.cache), never a reason to leave storage.
 */
export const MENU_CACHE_MAX_CHARS = 1_200_000

type Answer<S extends Schema.Top> = S["Type"]

/** The six answers of the first screen, as the Api decoded them. */
export interface MenuCacheValue {
  readonly version: typeof MENU_CACHE_VERSION
  readonly restaurantId: number
  readonly settings: Answer<typeof Wire.SettingsResponse>
  readonly styles: Answer<typeof Wire.WidgetStylesResponse>
  readonly restaurant: Answer<typeof Wire.RestaurantResponse>
  readonly categories: Answer<typeof Wire.CategoriesResponse>
  readonly products: Answer<typeof Wire.ProductsResponse>
  readonly combos: Answer<typeof Wire.CombosResponse>
}

/** FNV-1a over the text's UTF-16 units, as 8 hex digits: a cheap check that the text is unchanged. */
export const checksum = (text: string): string => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, "0")
}

/** The bytes a stream gives, in one array. */
const streamBytes = async (stream: ReadableStream<Uint8Array>): Promise<Uint8Array> => {
  const chunks: Uint8Array[] = []
  let length = 0
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.length
  }
  const bytes = new Uint8Array(length)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  return bytes
}

const toBase64 = (bytes: Uint8Array): string => {
  let binary = ""
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode.apply(null, Array.from(bytes.subarray(i, i + 0x8000)))
  return btoa(binary)
}

const fromBase64 = (text: string): Uint8Array => {
  const native = (Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array }).fromBase64
  if (native) return native(text)
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Whether this browser can pack the menu (CompressionStream): without it no menu is kept. */
const canPack = (): boolean => typeof CompressionStream === "function" && typeof DecompressionStream === "function"

/** The JSON text gzipped, as base64 (what the entry stores after its header). */
export const packMenuJson = async (json: string): Promise<string> =>
  toBase64(await streamBytes(new Blob([json]).stream().pipeThrough(new CompressionStream("gzip"))))

/** The JSON text back from packMenuJson's base64; throws on a text that is not one. */
export const unpackMenuJson = async (packed: string): Promise<string> => {
  const bytes = await streamBytes(
    new Blob([fromBase64(packed) as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("gzip")),
  )
  return new TextDecoder().decode(bytes)
}

/** The stored text: `menu:<version>:<restaurantId>:<checksum of the packed text>:<packMenuJson(JSON)>`. */
const HEADER = /^menu:(\d+):(\d+):([0-9a-f]{8}):/

const sixAnswers = (value: unknown): value is MenuCacheValue => {
  if (typeof value !== "object" || value === null) return false
  const v = value as Record<string, unknown>
  const data = (key: string) => (v[key] as { data?: unknown } | undefined)?.data
  return (
    ["settings", "styles", "restaurant"].every((k) => typeof data(k) === "object" && data(k) !== null) &&
    ["categories", "products", "combos"].every((k) => Array.isArray(data(k)))
  )
}

/** The stored menu of `restaurantId`, if a sound one of this version is kept; a broken one is dropped. */
export const readStoredMenu = async (store: Store, restaurantId: number): Promise<MenuCacheValue | undefined> => {
  const text = await store.get(StorageKeys.menuCache)
  if (text === undefined) return undefined
  const header = HEADER.exec(text)
  const packed = header === null ? "" : text.slice(header[0].length)
  const sound =
    header !== null &&
    Number(header[1]) === MENU_CACHE_VERSION &&
    Number(header[2]) === restaurantId &&
    canPack() &&
    checksum(packed) === header[3]
  // Another restaurant's sound entry stays (it is the last menu shown); only a broken one goes.
  if (header !== null && Number(header[1]) === MENU_CACHE_VERSION && Number(header[2]) !== restaurantId)
    return undefined
  const value: unknown = sound
    ? await unpackMenuJson(packed)
        .then((json): unknown => JSON.parse(json))
        .catch(() => undefined)
    : undefined
  if (!sixAnswers(value) || value.version !== MENU_CACHE_VERSION || value.restaurantId !== restaurantId) {
    store.remove(StorageKeys.menuCache)
    return undefined
  }
  return value
}

/**
 * Waits until the browser is idle (at most `timeoutMs`), so a long piece of work never sits between
 * the menu's answers and their first paint; where there is no requestIdleCallback (Node, tests) it
 * goes on at once.
 */
const idle = (timeoutMs: number): Promise<void> => {
  const request = (globalThis as { requestIdleCallback?: typeof requestIdleCallback }).requestIdleCallback
  return request === undefined
    ? Promise.resolve()
    : new Promise((resume) => {
        request(() => resume(), { timeout: timeoutMs })
      })
}

/**
 * Keeps `value` as the last menu; one larger than MENU_CACHE_MAX_CHARS is not kept (and the older
 * entry is dropped, as it is out of date). The write waits for an idle moment first: serialising and
 * storing restaurant 3's menu (about 1 M characters) takes ~150 ms at 4× CPU, and the six answers it
 * keeps are the ones the first card is being rendered from (issue 17).
 */
export const writeStoredMenu = async (store: Store, value: MenuCacheValue): Promise<void> => {
  await idle(5_000)
  const json = JSON.stringify(value)
  const packed = json.length > MENU_CACHE_MAX_CHARS || !canPack() ? null : await packMenuJson(json).catch(() => null)
  if (packed === null) store.remove(StorageKeys.menuCache)
  else
    store.set(StorageKeys.menuCache, `menu:${MENU_CACHE_VERSION}:${value.restaurantId}:${checksum(packed)}:${packed}`)
}
