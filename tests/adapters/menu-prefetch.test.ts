import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Api, type ApiShape } from "../../adapters/api"
import { type ApiOptions, apiLayer } from "../../adapters/api-live"
import type { WidgetConfig } from "../../adapters/config"
import { startMenuPrefetch } from "../../adapters/menu-prefetch"
import type { MenuPrefetch } from "../../adapters/menu-requests"
import { Storage } from "../../adapters/storage"
import { StorageKeys } from "../../adapters/store"
import { restaurantIdFromSearch } from "../../domain/navigation/restaurant-id"
import { parseLocation } from "../../ui/model/route"
import { fakeFetch, json, type Reply } from "../support/fake-fetch"

const API = "http://api.test"
const config: WidgetConfig = { apiBase: API, widgetOrigin: "http://widget.test", requestTimeoutMs: 30_000 }
/** A page whose widget-api-base meta points at API. */
const page = { querySelector: () => ({ getAttribute: () => API }) } as unknown as Pick<Document, "querySelector">
const empty = { data: [] }

/** The six menu calls through the live Api, with `prefetch` handed over and `replies` for what it sends itself. */
const bootCalls = async (prefetch: MenuPrefetch | undefined, replies: ReadonlyArray<Reply>, token?: string) => {
  const fake = fakeFetch(replies, () => json(200, empty))
  const options: ApiOptions = { fetch: fake.fetch, random: () => 0, prefetched: () => prefetch }
  const layer = apiLayer(config, options).pipe(Layer.provideMerge(Storage.layerMemory))
  const run = <A, E>(use: (api: ApiShape) => Effect.Effect<A, E>) =>
    Effect.runPromise(
      Effect.gen(function* () {
        if (token !== undefined) yield* (yield* Storage).set(StorageKeys.accessToken, token)
        return yield* use(yield* Api)
      }).pipe(Effect.provide(layer)),
    )
  return { ...fake, run }
}

const sixCalls = (api: ApiShape) =>
  Effect.all([api.categories(3), api.products(3), api.combos(3)], { concurrency: "unbounded" })

describe("menu prefetch script", () => {
  it("reads restaurantId as the router does: a positive whole number or nothing", () => {
    expect(restaurantIdFromSearch("?restaurantId=3&lang=en")).toBe(3)
    expect(restaurantIdFromSearch("?restaurantId=0")).toBeNull()
    expect(restaurantIdFromSearch("?restaurantId=2.5")).toBeNull()
    expect(restaurantIdFromSearch("?lang=en")).toBeNull()
    for (const search of [
      "?restaurantId=3&lang=en",
      "?restaurantId=0",
      "?restaurantId=2.5",
      "?lang=en",
      "?restaurantId= 7 ",
    ])
      expect(parseLocation("/widget/", search).restaurantId).toBe(restaurantIdFromSearch(search))
  })

  it("starts nothing without a restaurant", () => {
    const fake = fakeFetch([])
    expect(startMenuPrefetch("?lang=en", page, fake.fetch, null)).toBeNull()
    expect(fake.requests).toHaveLength(0)
  })

  it("sends the very requests the Api sends for the six menu calls: same URLs, headers and credentials", async () => {
    const script = fakeFetch([], () => json(200, empty))
    const prefetch = startMenuPrefetch("?restaurantId=3", page, script.fetch, "tok-1")
    await Promise.all(Object.values(prefetch?.answers ?? {}))
    const api = await bootCalls(undefined, [], "tok-1")
    // Only the requests matter here: the empty answers need not decode.
    await api.run((a) =>
      Effect.all([
        Effect.exit(a.settings()),
        Effect.exit(a.widgetStyles(3)),
        Effect.exit(a.restaurant(3)),
        Effect.exit(a.categories(3)),
        Effect.exit(a.products(3)),
        Effect.exit(a.combos(3)),
      ]),
    )
    const shape = (r: (typeof script.requests)[number]) => ({
      method: r.method,
      url: r.url.href,
      credentials: r.credentials,
      headers: [...r.headers.entries()].sort(),
    })
    expect(script.requests).toHaveLength(6)
    expect(script.requests.map(shape).sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      api.requests.map(shape).sort((a, b) => a.url.localeCompare(b.url)),
    )
    expect(script.requests[0]?.headers.get("Authorization")).toBe("Bearer tok-1")
  })
})

describe("Api: the prefetched answers stand in for the boot calls", () => {
  const prefetched = (answers: Record<string, Promise<Response>>, token: string | null = null): MenuPrefetch => ({
    token,
    answers,
  })
  const url = (path: string) => `${API}${path}`

  it("decodes a prefetched answer instead of calling, and takes it only once", async () => {
    const handoff = prefetched({
      [url("/customer/categories?restaurant=3")]: Promise.resolve(json(200, { data: [{ id: 7, name: "Pizza" }] })),
      [url("/customer/products/optimized?restaurant=3&widget=true")]: Promise.resolve(json(200, empty)),
      [url("/customer/combos?restaurant=3&widget=true")]: Promise.resolve(json(200, empty)),
    })
    const { run, requests } = await bootCalls(handoff, [])
    const [categories] = await run(sixCalls)
    expect(categories.data.map((c) => c.name)).toEqual(["Pizza"])
    expect(requests).toHaveLength(0)
    expect(Object.keys(handoff.answers)).toHaveLength(0)
    // A later call (a retry, another mount) asks the server.
    await run((api) => api.categories(3))
    expect(requests.map((r) => r.url.pathname)).toEqual(["/customer/categories"])
  })

  it("falls back to a normal call when the prefetch failed, answered 5xx, or is absent", async () => {
    const handoff = prefetched({
      [url("/customer/categories?restaurant=3")]: Promise.reject(new TypeError("Failed to fetch")),
      [url("/customer/products/optimized?restaurant=3&widget=true")]: Promise.resolve(json(503, {})),
    })
    const { run, requests } = await bootCalls(handoff, [])
    const [categories, products, combos] = await run(sixCalls)
    expect([categories.data, products.data, combos.data]).toEqual([[], [], []])
    expect(requests.map((r) => r.url.pathname).sort()).toEqual([
      "/customer/categories",
      "/customer/combos",
      "/customer/products/optimized",
    ])
  })

  it("a definite 4xx prefetched answer is the answer (a restaurant that does not exist)", async () => {
    const handoff = prefetched({
      [url("/customer/restaurants/3?widget=true")]: Promise.resolve(json(404, { message: "Not found" })),
    })
    const { run, requests } = await bootCalls(handoff, [])
    const error = await run((api) => Effect.flip(api.restaurant(3)))
    expect(error._tag).toBe("ApiRejected")
    expect(requests).toHaveLength(0)
  })

  it("ignores answers fetched with another bearer token than the one the Api sends now", async () => {
    const handoff = prefetched({ [url("/customer/categories?restaurant=3")]: Promise.resolve(json(200, empty)) }, null)
    const { run, requests } = await bootCalls(handoff, [], "tok-2")
    await run((api) => api.categories(3))
    expect(requests).toHaveLength(1)
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer tok-2")
  })
})
