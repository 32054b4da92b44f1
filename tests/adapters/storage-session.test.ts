// @vitest-environment happy-dom
import { Effect, Option } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { makeStorage, Storage } from "../../adapters/storage"
import { memoryStore, type RawStore, StorageKeys } from "../../adapters/store"

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const blocked: RawStore = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError")
  },
  setItem: () => {
    throw new DOMException("blocked", "SecurityError")
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError")
  },
}

describe("Storage: session keys (the excluded allergens)", () => {
  it("keeps excluded_allergens in sessionStorage as JSON, never in localStorage", async () => {
    await Effect.runPromise(
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(StorageKeys.excludedAllergens, ["milk", "gluten"])
        expect(sessionStorage.getItem("excluded_allergens")).toBe('["milk","gluten"]')
        expect(localStorage.getItem("excluded_allergens")).toBeNull()
        expect(Option.getOrNull(yield* storage.get(StorageKeys.excludedAllergens))).toEqual(["milk", "gluten"])
      }).pipe(Effect.provide(Storage.layer)),
    )
  })

  it("logout leaves the exclusion alone (it is about the visit, not the account)", async () => {
    await Effect.runPromise(
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(StorageKeys.excludedAllergens, ["eggs"])
        yield* storage.clearSession
        expect(Option.getOrNull(yield* storage.get(StorageKeys.excludedAllergens))).toEqual(["eggs"])
      }).pipe(Effect.provide(Storage.layer)),
    )
  })

  it("a blocked session store falls back to memory without reporting storage as unavailable", async () => {
    const local = memoryStore()
    const result = await Effect.runPromise(
      makeStorage(
        () => local,
        () => blocked,
      ).pipe(
        Effect.flatMap((storage) =>
          Effect.gen(function* () {
            yield* storage.set(StorageKeys.excludedAllergens, ["fish"])
            const read = yield* storage.get(StorageKeys.excludedAllergens)
            const unavailable = yield* Effect.timeoutOption(storage.unavailable, "10 millis")
            return { read: Option.getOrNull(read), unavailable: Option.isSome(unavailable) }
          }),
        ),
      ),
    )
    expect(result).toEqual({ read: ["fish"], unavailable: false })
    expect(local.getItem("excluded_allergens")).toBeNull()
  })
})
