// @vitest-environment happy-dom
import { Effect, Fiber, Option } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { makeStorage, Storage } from "../../adapters/storage"
import { memoryStore, type RawStore, StorageKeys } from "../../adapters/store"

const run = <A>(use: (storage: Storage["Service"]) => Effect.Effect<A>, backend: () => RawStore | undefined) =>
  Effect.runPromise(makeStorage(backend).pipe(Effect.flatMap(use)))

const throwing = (message: string): RawStore => ({
  getItem: () => {
    throw new DOMException(message, "SecurityError")
  },
  setItem: () => {
    throw new DOMException(message, "QuotaExceededError")
  },
  removeItem: () => {
    throw new DOMException(message, "SecurityError")
  },
})

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe("Storage", () => {
  it("keeps the token and cart uuid as plain strings, lists as JSON, under the SPEC §3 names", async () => {
    await Effect.runPromise(
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(StorageKeys.accessToken, "tok")
        yield* storage.set(StorageKeys.cartUuid, "cart-1")
        yield* storage.set(StorageKeys.orderType, "pickup")
        yield* storage.set(StorageKeys.addresses, [
          {
            id: 1,
            string: "Marszałkowska 1",
            latitude: "52.2",
            longitude: "21.0",
            address_line_2: null,
            is_active: true,
          },
        ])
      }).pipe(Effect.provide(Storage.layer)),
    )
    expect(localStorage.getItem("access_token")).toBe("tok")
    expect(localStorage.getItem("cart_uuid")).toBe("cart-1")
    expect(localStorage.getItem("orderType")).toBe("pickup")
    expect(JSON.parse(localStorage.getItem("addresses") ?? "null")[0].string).toBe("Marszałkowska 1")
  })

  it("restores a snapshot with defaults: orderType delivery, empty lists, null token", async () => {
    const snapshot = await run((s) => s.snapshot, memoryStore)
    expect(snapshot).toEqual({ token: null, cartUuid: null, orderType: "delivery", addresses: [], orders: [] })
  })

  it("drops corrupted values on read instead of crashing", async () => {
    const store = memoryStore()
    store.setItem("addresses", "{not json")
    store.setItem("orders", JSON.stringify([{ id: "x" }]))
    store.setItem("orderType", "teleport")
    store.setItem("access_token", "")
    const snapshot = await run(
      (s) => s.snapshot,
      () => store,
    )
    expect(snapshot).toEqual({ token: null, cartUuid: null, orderType: "delivery", addresses: [], orders: [] })
  })

  it("falls back to memory when localStorage throws, keeps working, and reports it once", async () => {
    const reported: string[] = []
    const result = await run(
      (storage) =>
        Effect.gen(function* () {
          const watcher = yield* Effect.forkChild(
            storage.unavailable.pipe(Effect.tap((r) => Effect.sync(() => reported.push(r)))),
          )
          yield* storage.set(StorageKeys.cartUuid, "cart-9")
          yield* storage.set(StorageKeys.accessToken, "tok")
          const cart = yield* storage.get(StorageKeys.cartUuid)
          yield* storage.remove(StorageKeys.accessToken)
          const token = yield* storage.get(StorageKeys.accessToken)
          yield* Fiber.join(watcher)
          return { cart, token }
        }),
      () => throwing("The operation is insecure."),
    )
    expect(Option.getOrNull(result.cart)).toBe("cart-9")
    expect(Option.isNone(result.token)).toBe(true)
    expect(reported).toHaveLength(1)
    expect(reported[0]).toContain("QuotaExceededError")
  })

  it("survives the localStorage getter itself throwing (sandboxed iframe)", async () => {
    const value = await run(
      (storage) =>
        Effect.gen(function* () {
          yield* storage.set(StorageKeys.orderType, "pickup")
          const reason = yield* storage.unavailable
          return { orderType: yield* storage.get(StorageKeys.orderType), reason }
        }),
      () => {
        throw new DOMException("Access is denied for this document.", "SecurityError")
      },
    )
    expect(Option.getOrNull(value.orderType)).toBe("pickup")
    expect(value.reason).toContain("SecurityError")
  })

  it("logout clears the session keys and sets orderType back to delivery", async () => {
    const store = memoryStore()
    const snapshot = await run(
      (storage) =>
        Effect.gen(function* () {
          yield* storage.set(StorageKeys.accessToken, "tok")
          yield* storage.set(StorageKeys.cartUuid, "cart")
          yield* storage.set(StorageKeys.orderType, "pickup")
          yield* storage.set(StorageKeys.checkoutIdempotencyKey, { key: "k", cart_uuid: "cart" })
          yield* storage.clearSession
          return yield* storage.snapshot
        }),
      () => store,
    )
    expect(snapshot).toEqual({ token: null, cartUuid: null, orderType: "delivery", addresses: [], orders: [] })
    expect(store.getItem("checkout_idempotency_key")).toBeNull()
    expect(store.getItem("orderType")).toBe("delivery")
  })

  it("two memory storages never share state (two widget mounts)", async () => {
    const [a, b] = await Promise.all([
      Effect.runPromise(
        Effect.gen(function* () {
          const s = yield* Storage
          yield* s.set(StorageKeys.cartUuid, "only-a")
          return yield* s.get(StorageKeys.cartUuid)
        }).pipe(Effect.provide(Storage.layerMemory)),
      ),
      Effect.runPromise(
        Effect.gen(function* () {
          const s = yield* Storage
          return yield* s.get(StorageKeys.cartUuid)
        }).pipe(Effect.provide(Storage.layerMemory)),
      ),
    ])
    expect(Option.getOrNull(a)).toBe("only-a")
    expect(Option.isNone(b)).toBe(true)
  })
})
