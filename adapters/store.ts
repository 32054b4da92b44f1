import type { Schema } from "effect"
import type { Wire } from "../domain"
import { ACCESS_TOKEN_STORAGE_KEY } from "./menu-requests"

/**
 * A typed browser-storage key (SPEC §3). `raw` keys hold a plain string (as the original widget
 * stored its token and cart uuid, so a stored session survives an upgrade); the others hold JSON.
 * Every read is checked with `check`: a corrupted or foreign value is dropped, never trusted.
 */
export interface StorageKey<A> {
  readonly name: string
  /**
   * The stored value checked: itself (only the keys its type names), or none. Plain code for the keys
   * read on the first card's path; the stored addresses and orders by their Wire schemas, loaded with
   * the API's after the first card (adapters/wire-schemas.ts, issue 24).
   */
  readonly check: (value: unknown) => A | undefined | Promise<A | undefined>
  readonly raw: boolean
  /**
   * Kept for the browser tab's session only (sessionStorage): a choice that should not outlive the
   * visit, such as the excluded allergens. Memory when that storage is blocked, silently.
   */
  readonly session?: boolean
  /**
   * A cache (the stored menu): never mirrored in memory (it is large, and worth nothing once storage
   * fails), and a write the browser refuses (its quota) is dropped instead of switching the whole
   * adapter to memory.
   */
  readonly cache?: boolean
}

type Schemas = typeof import("./wire-schemas")

/**
 * A check by a Wire schema, loaded on first need. A chunk that cannot be fetched reads as nothing
 * this time; the stored value stays (get never removes what it cannot read).
 */
const bySchema =
  <A>(schema: (schemas: Schemas) => Schema.Codec<A, unknown>) =>
  (value: unknown): Promise<A | undefined> =>
    import("./wire-schemas").then(
      (schemas) => {
        const result = schemas.decodeUnknown(schema(schemas), value)
        return result._tag === "Success" ? result.success : undefined
      },
      () => undefined,
    )

const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === "object" && u !== null && !Array.isArray(u)
const nonEmptyString = (u: unknown): string | undefined => (typeof u === "string" && u.length > 0 ? u : undefined)
const listOf =
  <A>(is: (u: unknown) => u is A) =>
  (u: unknown): ReadonlyArray<A> | undefined =>
    Array.isArray(u) && u.every(is) ? [...u] : undefined

const jsonKey = <A>(name: string, check: StorageKey<A>["check"]): StorageKey<A> => ({ name, check, raw: false })
const rawKey = <A extends string>(name: string, check: StorageKey<A>["check"]): StorageKey<A> => ({
  name,
  check,
  raw: true,
})
const sessionKey = <A>(name: string, check: StorageKey<A>["check"]): StorageKey<A> => ({
  name,
  check,
  raw: false,
  session: true,
})

/** The key the checkout idempotency key lives under, bound to the cart it was made for. */
export interface CheckoutKeyValue {
  readonly key: string
  readonly cart_uuid: string
}

/**
 * What pendingCheckout keeps: the Idempotency-Key, the body as sent (decoded again when used), and
 * who sent it (Checkout.checkoutIdentity: a fingerprint of the customer's or the guest's token), so it
 * is resumed only under that identity. An entry without it (older) reads as none.
 */
export interface PendingCheckoutValue {
  readonly key: string
  readonly body: unknown
  readonly identity: string
}

const checkoutKey = (u: unknown): CheckoutKeyValue | undefined => {
  if (!isRecord(u)) return undefined
  const key = nonEmptyString(u.key)
  return key !== undefined && typeof u.cart_uuid === "string" ? { key, cart_uuid: u.cart_uuid } : undefined
}

const pendingCheckout = (u: unknown): PendingCheckoutValue | undefined => {
  if (!isRecord(u) || !Object.hasOwn(u, "body")) return undefined
  const key = nonEmptyString(u.key)
  const identity = nonEmptyString(u.identity)
  return key !== undefined && identity !== undefined ? { key, body: u.body, identity } : undefined
}

const orderTypeName = (u: unknown): "delivery" | "pickup" | undefined =>
  u === "delivery" || u === "pickup" ? u : undefined

/** The storage keys of SPEC §3, plus the pending checkout's idempotency key and the guest token. */
export const StorageKeys = {
  accessToken: rawKey(ACCESS_TOKEN_STORAGE_KEY, nonEmptyString),
  cartUuid: rawKey("cart_uuid", nonEmptyString),
  addresses: jsonKey(
    "addresses",
    bySchema((schemas) => schemas.StoredAddresses),
  ),
  orders: jsonKey(
    "orders",
    bySchema((schemas) => schemas.StoredOrders),
  ),
  orderType: rawKey("orderType", orderTypeName),
  checkoutIdempotencyKey: jsonKey("checkout_idempotency_key", checkoutKey),
  /**
   * A checkout sent and not yet answered for good: its key and body, so a reload while submitting
   * asks once more with the same key and gets the order the server already placed.
   */
  pendingCheckout: jsonKey("pending_checkout", pendingCheckout),
  /**
   * The guest identity the API issued (response header X-Guest-Token), sent back on every call: in a
   * cross-site iframe the API's cookie is a third-party cookie the browser may block. Dropped at Log
   * Out (issue 29: the next person on the device is a fresh guest, with no carts and no addresses);
   * in memory only when storage is blocked.
   */
  guestToken: rawKey("guest_token", nonEmptyString),
  /**
   * The ids of the orders whose `order-placed` milestone the host page was told (newest last, at most
   * 50): each order is reported once, also when its payment's return link is opened again.
   */
  reportedOrders: jsonKey(
    "reported_orders",
    listOf((u): u is number => typeof u === "number"),
  ),
  /**
   * The EU-14 allergens the customer excluded from the menu (issue 15), for this visit only; never
   * sent anywhere (not to the API, not to the host page).
   */
  excludedAllergens: sessionKey(
    "excluded_allergens",
    listOf((u): u is string => typeof u === "string"),
  ),
  /**
   * The same exclusion kept beyond the visit, only when the customer ticked 'Remember on this device'
   * (issue 30); removed when they untick it or tap 'Clear'. Health data: never sent anywhere either.
   */
  rememberedAllergens: jsonKey(
    "remembered_allergens",
    listOf((u): u is string => typeof u === "string"),
  ),
  /**
   * The phone a guest ordered with, so this device offers it again at the next checkout (WCAG 2.2
   * 3.3.7, redundant entry); a signed-in customer's phone comes from the profile instead.
   */
  guestPhone: rawKey("guest_phone", nonEmptyString),
  /**
   * The last menu shown, as text with its version, restaurant and checksum before the JSON
   * (adapters/storage-menu-cache.ts checks them, and drops an entry that fails).
   */
  menuCache: { ...rawKey("menu_cache", nonEmptyString), cache: true },
} as const

/** What the widget restores at start (the fields of the StorageRestored event). */
export interface StorageSnapshot {
  readonly token: string | null
  readonly cartUuid: string | null
  readonly orderType: "delivery" | "pickup"
  readonly addresses: ReadonlyArray<Wire.Address>
  readonly orders: ReadonlyArray<Wire.Order>
}

/** The part of the Web Storage API the adapter uses; tests pass a throwing one. */
export interface RawStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A value now, or once a check's chunk is in (the stored addresses' and orders' schemas). */
export type Maybe<A> = A | undefined | Promise<A | undefined>

/**
 * Browser storage, plain (issue 24: the first card's path reads the session, the stored menu and the
 * remembered allergens through it without Effect; adapters/storage.ts wraps this same store as the
 * Storage service for everything after it, so both see one store and one fallback). Never throws:
 * when the browser's storage throws (blocked third-party storage, a sandboxed iframe, quota, private
 * mode) it switches to memory for the rest of the session and resolves `unavailable` once with the
 * reason, which the UI turns into a StorageUnavailable event.
 */
export interface Store {
  /** The key's value, checked; undefined when missing, not JSON or not of the key's type. */
  readonly get: <A>(key: StorageKey<A>) => Maybe<A>
  readonly set: <A>(key: StorageKey<A>, value: A) => void
  readonly remove: (key: StorageKey<unknown>) => void
  /** All SPEC §3 keys with their defaults (orderType "delivery", empty lists). */
  readonly snapshot: () => Promise<StorageSnapshot>
  /**
   * Logout (SPEC §4): clears access_token, addresses, cart_uuid and orders, sets orderType to
   * delivery. A pending checkout key and a pending checkout go too (they belonged to the signed-in
   * customer's cart), and the guest token (issue 29: the browser becomes a fresh guest).
   */
  readonly clearSession: () => void
  /** Resolves once, with the reason, when the store fell back to memory; never resolves otherwise. */
  readonly unavailable: Promise<string>
}

/** A fresh in-memory RawStore. */
export const memoryStore = (): RawStore => {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : `storage failed: ${String(error)}`

/** The store over `backend` (called lazily, and only once) and, for session keys, `sessionBackend`. */
export const makeStore = (backend: () => RawStore | undefined, sessionBackend?: () => RawStore | undefined): Store => {
  let reportUnavailable: (reason: string) => void = () => {}
  const unavailable = new Promise<string>((resolve) => {
    reportUnavailable = resolve
  })
  const memory = memoryStore()
  let store: RawStore | undefined
  let failed = false

  const fallBack = (error: unknown): RawStore => {
    if (!failed) {
      failed = true
      reportUnavailable(describe(error))
    }
    return memory
  }
  const current = (): RawStore => {
    if (failed) return memory
    if (store) return store
    try {
      const found = backend()
      if (!found) return fallBack(new Error("storage is not available in this context"))
      store = found
      return found
    } catch (error) {
      return fallBack(error)
    }
  }
  // Session keys: sessionStorage, else memory — silently (losing an exclusion at the tab's end is
  // the point; no notice for it).
  const sessionMemory = memoryStore()
  let sessionStore: RawStore | undefined
  const inSession = <A>(use: (s: RawStore) => A): A => {
    try {
      sessionStore ??= sessionBackend?.() ?? sessionMemory
      return use(sessionStore)
    } catch {
      sessionStore = sessionMemory
      return use(sessionMemory)
    }
  }
  const attemptLocal = <A>(use: (s: RawStore) => A): A => {
    const s = current()
    try {
      return use(s)
    } catch (error) {
      if (s === memory) throw error
      return use(fallBack(error))
    }
  }
  // A cache key never switches the store to memory: a refused write (the quota) or read is dropped.
  const attemptCache = <A>(use: (s: RawStore) => A, otherwise: A): A => {
    const s = current()
    if (s === memory) return otherwise
    try {
      return use(s)
    } catch {
      return otherwise
    }
  }
  const attempt = <A>(key: StorageKey<unknown>, use: (s: RawStore) => A, otherwise?: A): A =>
    key.session === true
      ? inSession(use)
      : key.cache === true && otherwise !== undefined
        ? attemptCache(use, otherwise)
        : attemptLocal(use)

  // Memory mirrors every local key read from or written to the browser's store, so a fallback in
  // the middle of a session keeps the guest token, the sign-in and the cart uuid instead of losing them.
  const mirrored = (key: StorageKey<unknown>): boolean => key.session !== true && key.cache !== true
  /** The key's stored value before its check: undefined when missing or not JSON. */
  const stored = (key: StorageKey<unknown>): unknown => {
    const text = attempt<string | null>(key, (s) => s.getItem(key.name), null)
    if (text !== null && !failed && mirrored(key)) memory.setItem(key.name, text)
    if (text === null) return undefined
    if (key.raw) return text
    try {
      return JSON.parse(text)
    } catch {
      return undefined
    }
  }
  const get = <A>(key: StorageKey<A>): Maybe<A> => {
    const value = stored(key)
    return value === undefined ? undefined : key.check(value)
  }
  const set = <A>(key: StorageKey<A>, value: A): void => {
    const text = key.raw ? String(value) : JSON.stringify(value)
    if (mirrored(key)) memory.setItem(key.name, text)
    attempt<unknown>(key, (s) => s.setItem(key.name, text), null)
  }
  const remove = (key: StorageKey<unknown>): void => {
    if (mirrored(key)) memory.removeItem(key.name)
    attempt<unknown>(key, (s) => s.removeItem(key.name), null)
  }
  const snapshot = async (): Promise<StorageSnapshot> => {
    const token = get(StorageKeys.accessToken)
    const cartUuid = get(StorageKeys.cartUuid)
    const orderType = get(StorageKeys.orderType)
    const addresses = await get(StorageKeys.addresses)
    const orders = await get(StorageKeys.orders)
    return {
      token: (await token) ?? null,
      cartUuid: (await cartUuid) ?? null,
      orderType: (await orderType) ?? "delivery",
      addresses: addresses ?? [],
      orders: orders ?? [],
    }
  }
  const clearSession = (): void => {
    remove(StorageKeys.accessToken)
    remove(StorageKeys.addresses)
    remove(StorageKeys.cartUuid)
    remove(StorageKeys.orders)
    remove(StorageKeys.checkoutIdempotencyKey)
    remove(StorageKeys.pendingCheckout)
    remove(StorageKeys.guestToken)
    set(StorageKeys.orderType, "delivery")
  }
  return { get, set, remove, snapshot, clearSession, unavailable }
}

/** The browser's localStorage (and sessionStorage for session keys), with the memory fallback. Touches them lazily: the getter itself may throw. */
export const browserStore = (): Store =>
  makeStore(
    () => globalThis.localStorage,
    () => globalThis.sessionStorage,
  )
