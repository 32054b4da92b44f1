import { Context, Effect, Layer, Option } from "effect"
import {
  browserStore,
  makeStore,
  memoryStore,
  type RawStore,
  type StorageKey,
  type StorageSnapshot,
  type Store,
} from "./store"

/**
 * Browser storage as a service: the plain store (adapters/store.ts) as Effects. Never fails: when the
 * browser's storage throws it switches to memory for the rest of the session and completes
 * `unavailable` once with the reason, which the UI turns into a StorageUnavailable event.
 */
export class Storage extends Context.Service<
  Storage,
  {
    readonly get: <A>(key: StorageKey<A>) => Effect.Effect<Option.Option<A>>
    readonly set: <A>(key: StorageKey<A>, value: A) => Effect.Effect<void>
    readonly remove: (key: StorageKey<unknown>) => Effect.Effect<void>
    /** All SPEC §3 keys with their defaults (orderType "delivery", empty lists). */
    readonly snapshot: Effect.Effect<StorageSnapshot>
    /** Logout (SPEC §4): see Store.clearSession. */
    readonly clearSession: Effect.Effect<void>
    /** Completes once, with the reason, when the adapter fell back to memory; never completes otherwise. */
    readonly unavailable: Effect.Effect<string>
    /** The plain store under this service: what the first card's path read and wrote before it (issue 24). */
    readonly store: Store
  }
>()("widget/Storage") {
  /** localStorage with a memory fallback. Touches `window.localStorage` lazily: the getter itself may throw. */
  static readonly layer = Layer.effect(
    Storage,
    Effect.sync(() => storageOf(browserStore())),
  )
  /** Memory only: tests, replay, and a second widget that must not share state. */
  static readonly layerMemory = Layer.effect(
    Storage,
    Effect.sync(() => storageOf(makeStore(() => memoryStore()))),
  )
  /** Over a store the mount already made (and read the first card's session through). */
  static readonly layerFrom = (store: Store): Layer.Layer<Storage> => Layer.succeed(Storage, storageOf(store))
}

/** The Storage service over `store`. */
const storageOf = (store: Store): Storage["Service"] =>
  Storage.of({
    get: <A>(key: StorageKey<A>) =>
      Effect.suspend(() => {
        const value = store.get(key)
        return value instanceof Promise
          ? Effect.promise(() => value).pipe(Effect.map(Option.fromUndefinedOr))
          : Effect.succeed(Option.fromUndefinedOr(value))
      }),
    set: (key, value) => Effect.sync(() => store.set(key, value)),
    remove: (key) => Effect.sync(() => store.remove(key)),
    snapshot: Effect.promise(() => store.snapshot()),
    clearSession: Effect.sync(() => store.clearSession()),
    unavailable: Effect.promise(() => store.unavailable),
    store,
  })

/**
 * Builds the Storage service over `backend` (called lazily, and only once). Exposed for tests; the
 * widget uses `Storage.layer` / `Storage.layerMemory` / `Storage.layerFrom`.
 */
export const makeStorage = (
  backend: () => RawStore | undefined,
  sessionBackend?: () => RawStore | undefined,
): Effect.Effect<Storage["Service"]> => Effect.sync(() => storageOf(makeStore(backend, sessionBackend)))
