import { Effect, Exit, Fiber, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { Api, type ApiError, type ApiShape } from "../../adapters/api"
import { type ApiOptions, apiLayer, schemaErrorPath } from "../../adapters/api-live"
import type { WidgetConfig } from "../../adapters/config"
import { Storage } from "../../adapters/storage"
import { StorageKeys } from "../../adapters/store"
import { fakeFetch, json, type Reply } from "../support/fake-fetch"
import { addItemRequest, checkoutRequest } from "../support/requests"

const config: WidgetConfig = {
  apiBase: "http://api.test",
  widgetOrigin: "http://widget.test",
  requestTimeoutMs: 30_000,
}

const cart = { data: { uuid: "c-1", prices: { sub_total: "10.00" }, items: [], combo_items: [] } }
const checkoutBody = checkoutRequest("c-1")

/** Runs `use` against a live Api over a scripted fetch, with memory Storage and zero jitter. */
const withApi = (replies: ReadonlyArray<Reply>, options: ApiOptions = {}) => {
  const fake = fakeFetch(replies)
  const layer = apiLayer(config, { fetch: fake.fetch, random: () => 0, ...options }).pipe(
    Layer.provideMerge(Storage.layerMemory),
  )
  const run = <A, E>(use: (api: ApiShape) => Effect.Effect<A, E, Storage>) =>
    Effect.runPromise(
      Effect.gen(function* () {
        const api = yield* Api
        return yield* use(api)
      }).pipe(Effect.provide(layer)),
    )
  return { ...fake, run, layer }
}

const failure = <A>(call: Effect.Effect<A, ApiError>) => Effect.flip(call)

describe("Api live layer: what goes on the wire", () => {
  it("sends widget=true, credentials and the stored bearer token on customer calls, read on each call", async () => {
    const { run, requests } = withApi([json(200, cart), json(200, cart)])
    await run((api) =>
      Effect.gen(function* () {
        yield* api.getCart({ restaurant_id: 1, cart_uuid: "c-1" })
        const storage = yield* Storage
        yield* storage.set(StorageKeys.accessToken, "tok-123")
        yield* api.getCart({ restaurant_id: 1, cart_uuid: "c-1" })
      }),
    )
    const [first, second] = requests
    expect(first?.url.pathname).toBe("/customer/cart")
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      widget: "true",
      restaurant_id: "1",
      cart_uuid: "c-1",
    })
    expect(first?.credentials).toBe("include")
    expect(first?.headers.get("Authorization")).toBeNull()
    expect(second?.headers.get("Authorization")).toBe("Bearer tok-123")
  })

  it("sends JSON bodies, leaves widget=true off non-customer calls and drops absent query values", async () => {
    const { run, requests } = withApi([
      json(200, { data: { name: "A", email: "a@b.c", phone: "1" } }),
      json(200, { success: true, data: { uuid: "u" } }),
    ])
    await run((api) =>
      Effect.gen(function* () {
        yield* api.updateProfile({ name: "A", email: "a@b.c" })
        yield* api.createGuestCart({ restaurant_id: 2, type: 3 })
      }),
    )
    expect(requests[0]?.method).toBe("PUT")
    expect(requests[0]?.url.search).toBe("")
    expect(requests[0]?.body).toEqual({ name: "A", email: "a@b.c" })
    expect(requests[0]?.headers.get("Content-Type")).toContain("application/json")
    expect(Object.fromEntries(requests[1]?.url.searchParams ?? [])).toEqual({
      widget: "true",
      restaurant_id: "2",
      type: "3",
    })
  })
})

describe("Api live layer: answers and failures", () => {
  it("decodes the answer with the domain schema (money in grosze, flags as booleans)", async () => {
    const { run } = withApi([json(200, { data: [{ id: "7", brand: "visa", last_four: "1111", is_default: "1" }] })])
    const methods = await run((api) => api.paymentMethods())
    expect(methods.data).toEqual([{ id: 7, brand: "visa", last_four: "1111", is_default: true }])
  })

  it("rejects a non-2xx answer with the server's body and its message (SPEC §8)", async () => {
    const { run } = withApi([json(422, { message: "Kod nieważny", errors: { discount_code: ["bad"] } })])
    const error = await run((api) => failure(api.addDiscount({ restaurant_id: 1, discount_code: "X", cart_uuid: "c" })))
    expect(error).toMatchObject({
      _tag: "ApiRejected",
      status: 422,
      message: "Kod nieważny",
      body: { message: "Kod nieważny", error: null, errors: { discount_code: ["bad"] } },
    })
  })

  it("uses the error field as the message when there is no message (login failure)", async () => {
    const { run } = withApi([json(401, { error: "Nieprawidłowe dane" })])
    const error = await run((api) => failure(api.login({ email: "a", password: "b" })))
    expect(error._tag === "ApiRejected" && error.message).toBe("Nieprawidłowe dane")
  })

  it("turns a malformed answer into ApiDecodeFailed naming the bad field", async () => {
    const { run } = withApi([json(200, { data: { uuid: 42 } })])
    const error = await run((api) => failure(api.getCart({ restaurant_id: 1, cart_uuid: "c" })))
    expect(error).toMatchObject({ _tag: "ApiDecodeFailed", path: "data.uuid" })
  })

  it("turns a non-JSON 2xx answer into ApiDecodeFailed", async () => {
    const { run } = withApi([new Response("<html>proxy</html>", { status: 200 })])
    const error = await run((api) => failure(api.settings()))
    expect(error._tag).toBe("ApiDecodeFailed")
  })

  it("rejects a non-JSON error page with the status and an empty body", async () => {
    const { run } = withApi([new Response("Bad gateway", { status: 502 }), "network", "network", "network"])
    const error = await run((api) => failure(api.restaurants()))
    expect(error).toMatchObject({ _tag: "ApiNetworkFailed" })
    const { run: run2 } = withApi([new Response("nope", { status: 404 })])
    const rejected = await run2((api) => failure(api.restaurants()))
    expect(rejected).toMatchObject({ _tag: "ApiRejected", status: 404, message: "", body: { message: null } })
  })

  it("reads the path of a schema failure", () => {
    expect(schemaErrorPath('Expected string\n  at ["data"]["items"][0]["price"]')).toBe("data.items[0].price")
    expect(schemaErrorPath("Expected object")).toBe("")
  })
})

describe("Api live layer: retries", () => {
  it("retries an idempotent GET up to 3 times after network failures and 5xx, then succeeds", async () => {
    const retries: number[] = []
    const { run, requests } = withApi(["network", json(503, { message: "busy" }), "network", json(200, cart)], {
      onRetry: (_path, attempt) => retries.push(attempt),
    })
    const answer = await run((api) => api.getCart({ restaurant_id: 1, cart_uuid: "c-1" }))
    expect(answer.data.uuid).toBe("c-1")
    expect(requests).toHaveLength(4)
    expect(retries).toEqual([0, 1, 2])
  })

  it("gives up after 3 retries with the last error", async () => {
    const { run, requests } = withApi(["network", "network", "network", "network", json(200, cart)])
    const error = await run((api) => failure(api.getCart({ restaurant_id: 1, cart_uuid: "c-1" })))
    expect(error._tag).toBe("ApiNetworkFailed")
    expect(requests).toHaveLength(4)
  })

  it("never retries a definite 4xx", async () => {
    const { run, requests } = withApi([json(404, { message: "Brak" }), json(200, cart)])
    await run((api) => failure(api.order(9)))
    expect(requests).toHaveLength(1)
  })

  it("never retries a POST, PUT or DELETE (other than checkout)", async () => {
    const { run, requests } = withApi(["network", "network", "network", "network"])
    const errors = await run((api) =>
      Effect.all([
        failure(api.addItem(addItemRequest("c", { product_id: 1, addons: [], quantity: 1, exclude_ingredients: [] }))),
        failure(api.updatePassword({ current_password: "a", password: "b", password_confirmation: "b" })),
        failure(api.deletePaymentMethod(3)),
        failure(api.setupIntent()),
      ]),
    )
    expect(errors.map((e) => e._tag)).toEqual([
      "ApiNetworkFailed",
      "ApiNetworkFailed",
      "ApiNetworkFailed",
      "ApiNetworkFailed",
    ])
    expect(requests.map((r) => r.method)).toEqual(["POST", "PUT", "DELETE", "POST"])
  })

  it("waits with full jitter on Effect's clock, and honours Retry-After", async () => {
    const delays: number[] = []
    const fake = fakeFetch([json(429, { message: "slow down" }, { "Retry-After": "2" }), "network", json(200, cart)])
    const layer = apiLayer(config, {
      fetch: fake.fetch,
      random: () => 0.5,
      onRetry: (_path, _attempt, delay) => delays.push(delay),
    }).pipe(Layer.provideMerge(Storage.layerMemory))
    const program = Effect.gen(function* () {
      const api = yield* Api
      const fiber = yield* Effect.forkChild(api.getCart({ restaurant_id: 1, cart_uuid: "c-1" }))
      // Let the scripted answers arrive, then move virtual time; real time never passes.
      for (let i = 0; i < 20 && fiber.pollUnsafe() === undefined; i++) {
        yield* Effect.promise(() => new Promise((r) => setTimeout(r, 1)))
        yield* TestClock.adjust(1000)
      }
      return yield* Fiber.join(fiber)
    })
    const started = Date.now()
    const answer = await Effect.runPromise(program.pipe(Effect.provide(layer), Effect.provide(TestClock.layer())))
    expect(answer.data.uuid).toBe("c-1")
    // Retry-After: 2 s exactly; then the second retry: half (random 0.5) of base·2^1 = 600 ms → 300 ms.
    expect(delays).toEqual([2000, 300])
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it("times out a hung request after the configured timeout, aborting the fetch, as a retryable ApiTimedOut", async () => {
    const fake = fakeFetch(["hang", "hang", "hang", "hang"])
    const layer = apiLayer({ ...config, requestTimeoutMs: 30_000 }, { fetch: fake.fetch, random: () => 0 }).pipe(
      Layer.provideMerge(Storage.layerMemory),
    )
    const program = Effect.gen(function* () {
      const api = yield* Api
      const fiber = yield* Effect.forkChild(Effect.flip(api.restaurants()))
      for (let i = 0; i < 40 && fiber.pollUnsafe() === undefined; i++) {
        yield* Effect.promise(() => new Promise((r) => setTimeout(r, 1)))
        yield* TestClock.adjust(10_000)
      }
      return yield* Fiber.join(fiber)
    })
    const error = await Effect.runPromise(program.pipe(Effect.provide(layer), Effect.provide(TestClock.layer())))
    expect(error._tag).toBe("ApiTimedOut")
    expect(fake.requests).toHaveLength(4)
    expect(fake.aborted).toHaveLength(4)
  })

  it("aborts the fetch when the caller interrupts the call", async () => {
    const fake = fakeFetch(["hang"])
    const layer = apiLayer(config, { fetch: fake.fetch }).pipe(Layer.provideMerge(Storage.layerMemory))
    const exit = await Effect.runPromise(
      Effect.gen(function* () {
        const api = yield* Api
        const fiber = yield* Effect.forkChild(api.profile())
        yield* Effect.promise(() => new Promise((r) => setTimeout(r, 5)))
        return yield* Fiber.interrupt(fiber).pipe(Effect.andThen(Fiber.await(fiber)))
      }).pipe(Effect.provide(layer)),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect(fake.aborted).toHaveLength(1)
  })
})

describe("Api live layer: checkout idempotency", () => {
  const order = { id: 5, status: 2, restaurant_id: 1 }

  it("retries a dropped checkout with the same Idempotency-Key, then forgets the key once settled", async () => {
    const keys = ["key-1", "key-2"]
    const { run, requests } = withApi(["network", json(200, { success: true, message: "", data: { order } })], {
      newIdempotencyKey: () => keys.shift() ?? "none",
    })
    const stored = await run((api) =>
      Effect.gen(function* () {
        const answer = yield* api.checkout(checkoutBody)
        expect(answer.data?.order?.id).toBe(5)
        return yield* (yield* Storage).get(StorageKeys.checkoutIdempotencyKey)
      }),
    )
    expect(requests.map((r) => r.headers.get("Idempotency-Key"))).toEqual(["key-1", "key-1"])
    expect(Option.isNone(stored)).toBe(true)
  })

  it("keeps the key after a lost attempt, so a re-click reuses it and cannot create a second order", async () => {
    const keys = ["key-1", "key-2"]
    const { run, requests } = withApi(
      ["network", "network", "network", "network", json(200, { success: true, data: { order } })],
      { newIdempotencyKey: () => keys.shift() ?? "none" },
    )
    await run((api) =>
      Effect.gen(function* () {
        const error = yield* failure(api.checkout(checkoutBody))
        expect(error._tag).toBe("ApiNetworkFailed")
        const kept = yield* (yield* Storage).get(StorageKeys.checkoutIdempotencyKey)
        expect(Option.getOrNull(kept)).toEqual({ key: "key-1", cart_uuid: "c-1" })
        yield* api.checkout(checkoutBody) // the re-click
      }),
    )
    expect(new Set(requests.map((r) => r.headers.get("Idempotency-Key")))).toEqual(new Set(["key-1"]))
    expect(requests).toHaveLength(5)
  })

  it("settles on a definite rejection: the next attempt (e.g. after fixing the phone) gets a new key", async () => {
    const keys = ["key-1", "key-2"]
    const { run, requests } = withApi(
      [json(422, { message: "Phone number is required" }), json(200, { success: true, data: { order } })],
      { newIdempotencyKey: () => keys.shift() ?? "none" },
    )
    await run((api) =>
      Effect.gen(function* () {
        yield* failure(api.checkout(checkoutBody))
        yield* api.checkout(checkoutBody)
      }),
    )
    expect(requests.map((r) => r.headers.get("Idempotency-Key"))).toEqual(["key-1", "key-2"])
  })

  it("does not reuse a key made for another cart", async () => {
    const keys = ["key-1", "key-2"]
    const { run, requests } = withApi(["network", "network", "network", "network", json(200, { success: true })], {
      newIdempotencyKey: () => keys.shift() ?? "none",
    })
    await run((api) =>
      Effect.gen(function* () {
        yield* failure(api.checkout(checkoutBody))
        yield* api.checkout({ ...checkoutBody, cart_uuid: "c-2" })
      }),
    )
    expect(requests.at(-1)?.headers.get("Idempotency-Key")).toBe("key-2")
  })

  it("uses an explicit key as given and leaves Storage alone", async () => {
    const { run, requests } = withApi([json(200, { success: true, data: { order } })])
    const stored = await run((api) =>
      Effect.gen(function* () {
        yield* api.checkout(checkoutBody, { idempotencyKey: "mine" })
        return yield* (yield* Storage).get(StorageKeys.checkoutIdempotencyKey)
      }),
    )
    expect(requests[0]?.headers.get("Idempotency-Key")).toBe("mine")
    expect(Option.isNone(stored)).toBe(true)
  })
})

describe("Api live layer: guest token and idempotent adds (issue 11)", () => {
  const margheritaItem = { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] }
  it("stores the guest token the server sends and sends it back on every later call", async () => {
    const { run, requests } = withApi([
      json(200, cart, { "X-Guest-Token": "3f2b8c1e-1111-4aaa-8bbb-123456789abc" }),
      json(200, cart),
    ])
    const stored = await run((api) =>
      Effect.gen(function* () {
        yield* api.getCart({ restaurant_id: 1, cart_uuid: "c-1" })
        yield* api.getCart({ restaurant_id: 1, cart_uuid: "c-1" })
        return yield* (yield* Storage).get(StorageKeys.guestToken)
      }),
    )
    expect(requests[0]?.headers.get("X-Guest-Token")).toBeNull()
    expect(requests[1]?.headers.get("X-Guest-Token")).toBe("3f2b8c1e-1111-4aaa-8bbb-123456789abc")
    expect(Option.getOrNull(stored)).toBe("3f2b8c1e-1111-4aaa-8bbb-123456789abc")
  })

  it("public menu reads go without the guest token (no CORS preflight for the first screen)", async () => {
    const { run, requests } = withApi([json(200, { data: [] }), json(200, cart)])
    await run((api) =>
      Effect.gen(function* () {
        yield* (yield* Storage).set(StorageKeys.guestToken, "3f2b8c1e-1111-4aaa-8bbb-123456789abc")
        yield* api.categories(1)
        yield* api.getCart({ restaurant_id: 1, cart_uuid: "c-1" })
      }),
    )
    expect(requests.map((r) => r.headers.get("X-Guest-Token"))).toEqual([null, "3f2b8c1e-1111-4aaa-8bbb-123456789abc"])
  })

  it("an add with a key carries Idempotency-Key and is retried with the same key after a dropped answer", async () => {
    const { run, requests } = withApi(["network", json(200, cart)])
    await run((api) => api.addItem(addItemRequest("c-1", margheritaItem), { idempotencyKey: "add-1" }))
    expect(requests.map((r) => r.headers.get("Idempotency-Key"))).toEqual(["add-1", "add-1"])
  })

  it("an add without a key is sent once and never retried", async () => {
    const { run, requests } = withApi(["network", json(200, cart)])
    const error = await run((api) => failure(api.addItem(addItemRequest("c-1", margheritaItem))))
    expect(error._tag).toBe("ApiNetworkFailed")
    expect(requests).toHaveLength(1)
    expect(requests[0]?.headers.get("Idempotency-Key")).toBeNull()
  })
})
