// @vitest-environment happy-dom
import { Effect, ManagedRuntime, Option } from "effect"
import { describe, expect, it } from "vitest"
import { Api } from "../../adapters/api"
import { Cards } from "../../adapters/cards"
import { Config, liveLayer, sandboxLayer, testLayer } from "../../adapters/layers"
import { Maps } from "../../adapters/maps"
import { ParentFrame } from "../../adapters/parent-frame"
import { makeParentFrameCore } from "../../adapters/parent-frame-core"
import { Storage } from "../../adapters/storage"
import { StorageKeys } from "../../adapters/store"
import { ThreeDS } from "../../adapters/three-ds"
import { Timers } from "../../adapters/timers"
import { fakeFetch, json } from "../support/fake-fetch"

const config = { apiBase: "http://sandbox.test", widgetOrigin: "http://widget.test", requestTimeoutMs: 30_000 }

describe("layers", () => {
  it("testLayer: scripted Api, memory storage, and two runtimes never share state", async () => {
    const a = ManagedRuntime.make(
      testLayer({ api: { restaurants: () => Effect.succeed({ data: [], message: null }) } }),
    )
    const b = ManagedRuntime.make(testLayer())
    await a.runPromise(
      Effect.gen(function* () {
        yield* (yield* Storage).set(StorageKeys.cartUuid, "cart-a")
      }),
    )
    const seenByB = await b.runPromise(
      Effect.gen(function* () {
        return yield* (yield* Storage).get(StorageKeys.cartUuid)
      }),
    )
    expect(Option.isNone(seenByB)).toBe(true)
    const restaurants = await a.runPromise(
      Effect.gen(function* () {
        return yield* (yield* Api).restaurants()
      }),
    )
    expect(restaurants.data).toEqual([])
    const unscripted = await b.runPromise(
      Effect.gen(function* () {
        return yield* Effect.flip((yield* Api).profile())
      }),
    )
    expect(unscripted).toMatchObject({ _tag: "ApiNetworkFailed", message: "not scripted: profile" })
    const outcome = await a.runPromise(
      Effect.gen(function* () {
        return yield* (yield* ThreeDS).challenge("http://x/3ds")
      }),
    )
    expect(outcome).toBe("successful")
    await a.dispose()
    await b.dispose()
  })

  it("sandboxLayer provides every service, and its Api shares the runtime's Storage (token read per call)", async () => {
    const fake = fakeFetch([], () => json(200, { data: { data: { name: "Anna", email: "a@x", phone: "1" } } }))
    const runtime = ManagedRuntime.make(sandboxLayer(config, { api: { fetch: fake.fetch } }))
    const profile = await runtime.runPromise(
      Effect.gen(function* () {
        yield* Cards
        yield* Maps
        yield* ParentFrame
        yield* Timers
        expect((yield* Config).apiBase).toBe("http://sandbox.test")
        yield* (yield* Storage).set(StorageKeys.accessToken, "tok-sandbox")
        return yield* (yield* Api).profile()
      }),
    )
    expect(profile.data.data.name).toBe("Anna")
    expect(fake.requests[0]?.headers.get("Authorization")).toBe("Bearer tok-sandbox")
    await runtime.dispose()
    localStorage.clear()
  })

  it("liveLayer builds without touching Google until a map is needed, and draws none without a key", async () => {
    const fake = fakeFetch([], () => json(200, { data: { translations: [], gcp_key: null } }))
    const runtime = ManagedRuntime.make(liveLayer(config, { api: { fetch: fake.fetch } }))
    const map = await runtime.runPromise(
      Effect.gen(function* () {
        return yield* (yield* Maps).drawMap(document.createElement("div"))
      }),
    )
    expect(Option.isNone(map)).toBe(true)
    expect(fake.requests.map((r) => r.url.pathname)).toEqual(["/settings"])
    await runtime.dispose()
  })

  it("sandboxLayer and liveLayer take the frame core the mount started (issue 24) as their ParentFrame", async () => {
    const posted: unknown[] = []
    const frame = makeParentFrameCore(
      {
        framed: true,
        ancestorOrigins: ["https://pizzeria.example"],
        referrer: "",
        postToParent: (message) => posted.push(message),
        observeSize: () => () => {},
        listen: () => () => {},
      },
      () => () => {},
    )
    for (const layer of [sandboxLayer(config, { frame }), liveLayer(config, { frame })]) {
      const runtime = ManagedRuntime.make(layer)
      await runtime.runPromise(ParentFrame.use((parent) => parent.showTop))
      await runtime.dispose()
    }
    expect(posted).toEqual([{ type: "showTop" }, { type: "showTop" }])
  })
})
