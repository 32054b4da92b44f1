import { Effect, Layer, ManagedRuntime } from "effect"
import {
  apiLayer,
  cardsTestLayer,
  makeStorage,
  manualTimers,
  ParentFrame,
  type RawStore,
  Storage,
  StorageKeys,
  ThreeDS,
} from "../../adapters"
import { loadLaterFeatures } from "../../ui/model/lazy-features"
import { createWidgetModel, type WidgetModel } from "../../ui/model/model"
import { noMaps } from "../support/no-maps"
import { addItemRequest } from "../support/requests"
import { type InProcessSandbox, SANDBOX_ORIGIN } from "./in-process-sandbox"

// The model's non-menu features are a lazy chunk in the browser; these models call them at once, so
// their module is in before any model is made (each model builds its own from it).
await loadLaterFeatures()

/**
 * The real widget model (ui/model) over the real Api adapter talking to the in-process sandbox: the
 * resilience suites drive it as a customer would and compare it with the server. `fetch` is the
 * test's (scheduled, faulty or plain); `store` is the browser's Storage, shared by two models to
 * model a reload (the second model boots from what the first one kept).
 */
export interface ModelOptions {
  readonly fetch: typeof globalThis.fetch
  readonly store: RawStore
  /** The token the card fields hand over (default none: a card payment then fails in the fields). */
  readonly cardToken?: string
}

/** 3-D Secure as a customer passing it: the sandbox's confirm endpoint (with the page's link key), then 'successful'. */
const threeDsPassing = (fetch: typeof globalThis.fetch) =>
  Layer.succeed(
    ThreeDS,
    ThreeDS.of({
      challenge: (url) =>
        Effect.promise(async () => {
          const page = new URL(url)
          const key = page.searchParams.get("key") ?? ""
          await fetch(`${SANDBOX_ORIGIN}${page.pathname}/confirm?key=${key}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}",
          })
          return "successful" as const
        }),
    }),
  )

let clock = 1_800_000_000_000

/** A booted-ready model (call `boot` yourself) and a dispose that stops it and its runtime. */
export const sandboxModel = (options: ModelOptions): { model: WidgetModel; dispose: () => Promise<void> } => {
  const config = { apiBase: SANDBOX_ORIGIN, widgetOrigin: "http://127.0.0.1:5173", requestTimeoutMs: 10_000 }
  const storage = Layer.effect(
    Storage,
    makeStorage(
      () => options.store,
      () => options.store,
    ),
  )
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      apiLayer(config, { fetch: options.fetch, random: () => 0 }).pipe(Layer.provideMerge(storage)),
      ParentFrame.layerNone,
      noMaps,
      cardsTestLayer(
        options.cardToken === undefined
          ? { number: "Brak karty" }
          : { token: options.cardToken, brand: "visa", last_four: "3220" },
      ),
      threeDsPassing(options.fetch),
      manualTimers().layer,
    ),
  )
  const model = createWidgetModel({ runtime, restaurantId: 1, now: () => clock++ })
  return {
    model,
    dispose: async () => {
      model.dispose()
      await runtime.dispose()
    },
  }
}

/** Plain JSON call to the sandbox as one guest (a test's own setup, not the widget's). */
export const asGuest =
  (sandbox: InProcessSandbox, guest: string) => async (method: string, path: string, body?: unknown) => {
    const res = await sandbox.fetch(`${SANDBOX_ORIGIN}${path}`, {
      method,
      headers: { "content-type": "application/json", "x-guest-token": guest },
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    })
    // biome-ignore lint/suspicious/noExplicitAny: raw wire JSON read by the setup steps
    return (await res.json()) as any
  }

/**
 * A guest with a pickup cart holding one Margherita, as the browser would keep it: guest token, cart
 * uuid and order type in `store`. Returns the guest and the cart's uuid.
 */
export const guestWithCart = async (sandbox: InProcessSandbox, store: RawStore) => {
  const guest = await sandbox.newGuest()
  const call = asGuest(sandbox, guest)
  const uuid = (await call("POST", "/customer/cart/for-guest?restaurant_id=1&type=3")).data.uuid as string
  await call(
    "POST",
    "/customer/cart/add-item",
    addItemRequest(uuid, { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] }, 3),
  )
  store.setItem(StorageKeys.guestToken.name, guest)
  store.setItem(StorageKeys.cartUuid.name, uuid)
  store.setItem(StorageKeys.orderType.name, "pickup")
  return { guest, uuid }
}

/** A single-use card token from the sandbox's card vault (4000 0000 0000 3220 asks for 3-D Secure). */
export const cardToken = async (sandbox: InProcessSandbox, number = "4000000000003220"): Promise<string> =>
  (
    await asGuest(sandbox, await sandbox.newGuest())("POST", "/sandbox/cards/tokenize", {
      number,
      exp_month: 12,
      exp_year: 2030,
      cvv: "123",
    })
  ).data.token as string

const CATALOGUE = /\/(settings|customer\/(widgets|restaurants\/\d+|categories|products(\/optimized)?|combos))(\?|$)/
/**
 * `fetch` with the menu's answers (settings, styles, restaurant, categories, products, combos) kept
 * after the first call: they never change while a suite runs, and every model boot asks for them, so
 * hundreds of boots cost the server one each. Carts, addresses and checkouts always reach the server.
 */
export const withCatalogueCache = (
  fetch: typeof globalThis.fetch,
  /** Boot faster on a smaller menu: only these products, and no combos (the server still prices from its full menu). */
  onlyProducts?: ReadonlyArray<number>,
): typeof globalThis.fetch => {
  const cache = new Map<string, { status: number; headers: Headers; text: string }>()
  const trim = (url: string, text: string): string => {
    if (onlyProducts === undefined) return text
    if (/\/customer\/combos/.test(url)) return JSON.stringify({ data: [] })
    if (!/\/customer\/products/.test(url)) return text
    const body = JSON.parse(text) as { data: Array<{ id: number }> }
    return JSON.stringify({ ...body, data: body.data.filter((p) => onlyProducts.includes(p.id)) })
  }
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase()
    if (method !== "GET" || !CATALOGUE.test(url)) return fetch(input, init)
    let hit = cache.get(url)
    if (!hit) {
      const response = await fetch(input, init)
      hit = { status: response.status, headers: response.headers, text: trim(url, await response.text()) }
      if (response.ok) cache.set(url, hit)
    }
    return new Response(hit.text, { status: hit.status, headers: hit.headers })
  }
}
