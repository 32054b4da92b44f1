import { Effect, Layer, Option, Result, type Schema } from "effect"
import type { WretchError } from "wretch"
import { Wire } from "../domain"
import { Api, type ApiShape } from "./api"
import { ApiAborted, ApiDecodeFailed, type ApiError, ApiNetworkFailed, ApiRejected, ApiTimedOut } from "./api-error"
import { parseRetryAfter, withRetries } from "./api-retry"
import type { WidgetConfig } from "./config"
import { newIdempotencyKey } from "./idempotency-key"
import { pagePrefetch } from "./menu-answers"
import {
  GUEST_TOKEN_HEADER,
  type MenuPrefetch,
  menuCalls,
  type QueryValue,
  REQUEST_CREDENTIALS,
  requestHeaders,
  requestUrl,
  WIDGET_FLAG,
} from "./menu-requests"
import { Storage } from "./storage"
import { StorageKeys } from "./store"

export type Method = "GET" | "POST" | "PUT" | "DELETE"

type Schemas = typeof import("./wire-schemas")

/**
 * How a call's answer is decoded: with its schema, picked from the API's schemas' chunk
 * (adapters/wire-schemas.ts, loaded on first need), or first with a plain reader when it has one
 * (the first screen's answers: domain/wire/fast-decode.ts), which gives up (EXACT) at any unusual
 * spelling, so every value it takes is one the schema decodes the same (issue 24).
 */
export interface Decoder<A> {
  readonly schema: (wire: Schemas["Wire"]) => Schema.Codec<A, unknown>
  readonly plain?: Wire.PlainReader<A>
}

/** The first screen's answers: each with its plain reader before its schema. */
export const MENU_ANSWERS = {
  ProductsResponse: { schema: (w) => w.ProductsResponse, plain: Wire.plainReaders.ProductsResponse },
  CombosResponse: { schema: (w) => w.CombosResponse, plain: Wire.plainReaders.CombosResponse },
  CategoriesResponse: { schema: (w) => w.CategoriesResponse, plain: Wire.plainReaders.CategoriesResponse },
  RestaurantResponse: { schema: (w) => w.RestaurantResponse, plain: Wire.plainReaders.RestaurantResponse },
  SettingsResponse: { schema: (w) => w.SettingsResponse, plain: Wire.plainReaders.SettingsResponse },
  WidgetStylesResponse: { schema: (w) => w.WidgetStylesResponse, plain: Wire.plainReaders.WidgetStylesResponse },
} satisfies { readonly [K in keyof typeof Wire.plainReaders as K extends "ErrorBody" ? never : K]: Decoder<unknown> }

/** A call decoded by its schema alone. */
export const bySchema = <A>(schema: (wire: Schemas["Wire"]) => Schema.Codec<A, unknown>): Decoder<A> => ({ schema })

let schemasLoad: Promise<Schemas> | null = null
/**
 * The API's schemas, loaded once; a failed load (a dropped connection) is forgotten, so the next
 * answer asks again. Warmed after the first card with the rest (warmApi).
 */
const loadWireSchemas = (): Promise<Schemas> => {
  schemasLoad ??= import("./wire-schemas").catch((error: unknown) => {
    schemasLoad = null
    throw error
  })
  return schemasLoad
}

let wretchLoad: Promise<typeof import("wretch").default> | null = null
/**
 * wretch, loaded on the first call the page's prefetch did not answer (issue 24): a first visit's
 * menu comes from the prefetched answers, so the first card waits for none of its code. A failed
 * load (a dropped connection) is forgotten, so the next call asks again.
 */
const loadWretch = (): Promise<typeof import("wretch").default> => {
  wretchLoad ??= import("wretch").then(
    (m) => m.default,
    (error: unknown) => {
      wretchLoad = null
      throw error
    },
  )
  return wretchLoad
}

/** How a call may be repeated: GETs freely, checkout with its idempotency key, everything else never. */
export type RetryRule = "idempotent" | "never" | "idempotency-key"

export interface Plan {
  readonly method: Method
  readonly path: string
  readonly query?: Readonly<Record<string, QueryValue>>
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

/** What the live Api needs besides the config; every field has a browser default. Tests inject fakes. */
export interface ApiOptions {
  /** The fetch to send requests with (default: globalThis.fetch at call time). */
  readonly fetch?: typeof fetch
  /** Random number in [0, 1) for retry jitter (default Math.random). */
  readonly random?: () => number
  /** A fresh idempotency key for checkout (default newIdempotencyKey, which works on plain http too). */
  readonly newIdempotencyKey?: () => string
  /** Observes every retry (tests, diagnostics). */
  readonly onRetry?: (path: string, attempt: number, delayMs: number, error: ApiError) => void
  /**
   * The menu requests the page's prefetch script started (adapters/menu-prefetch.ts); default: what
   * it left on `window.__widgetPrefetch`. Each answer stands in for the first matching call, once.
   */
  readonly prefetched?: () => MenuPrefetch | undefined
}

export { GUEST_TOKEN_HEADER }

/**
 * Public reads that never depend on who asks (menu, restaurant, settings, styles): they go without
 * the guest token, so they stay CORS-simple requests with no preflight on the first screen.
 */
const PUBLIC_PATHS = [
  "/customer/products",
  "/customer/combos",
  "/customer/categories",
  "/customer/restaurants",
  "/customer/widgets",
  "/settings",
]
const isPublic = (plan: Plan): boolean => plan.method === "GET" && PUBLIC_PATHS.some((p) => plan.path.startsWith(p))

interface RawAnswer {
  /** The guest token the server sent with this answer, if any. */
  readonly guestToken: string | null
  readonly status: number
  readonly ok: boolean
  readonly retryAfter: string | null
  /** Parsed JSON body; undefined when there was none or it was not JSON. */
  readonly json: unknown
  readonly jsonFailed: boolean
}

const EMPTY_ERROR_BODY: Wire.ErrorBody = { message: null, error: null, errors: null }

/** A failed call's body: its plain reader, else the schema; a body neither reads is an empty one. */
const ERROR_BODY: Decoder<Wire.ErrorBody> = { schema: (w) => w.ErrorBody, plain: Wire.plainReaders.ErrorBody }

const parseJson = (text: string | undefined): { json: unknown; failed: boolean } => {
  if (text === undefined || text.trim() === "") return { json: undefined, failed: false }
  try {
    return { json: JSON.parse(text), failed: false }
  } catch {
    return { json: undefined, failed: true }
  }
}

const isWretchError = (error: unknown): error is WretchError =>
  error instanceof Error && typeof (error as Partial<WretchError>).status === "number"

const isAbort = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError"

/**
 * The field path of a schema failure, from the first "at [...]" line of its message:
 * `["data"]["items"][0]["price"]` → `data.items[0].price`. "" when the failure is at the root.
 */
export const schemaErrorPath = (message: string): string => {
  const at = /^\s*at (.+)$/m.exec(message)?.[1] ?? ""
  return at
    .replace(/\["((?:[^"\\]|\\.)*)"\]/g, ".$1")
    .replace(/^\./, "")
    .trim()
}

/**
 * The body a request goes with: none for a GET; for a write its JSON body, or `{}` when the call has
 * none (for-guest, update-address-for-guest, setup-intent, the DELETEs). Every write then carries
 * `Content-Type: application/json`, which the sandbox requires so a cross-origin form post cannot act
 * (issue 16 item 7). SPEC §7 shows these calls body-less (`POST /stripe/setup-intent (empty body)`):
 * their parameters are in the address, and an empty JSON object adds no field the real server reads.
 */
const sentBody = (plan: Plan): object | undefined =>
  plan.method === "GET" ? undefined : ((plan.body as object | undefined) ?? {})

/** The flag SPEC §7 puts on customer calls; categories is listed without it. */
export const WIDGET = WIDGET_FLAG

/**
 * What the Api loads on first need — its schemas, the calls after the first screen and wretch — fetched
 * once the first card is on screen (ui/app/start.ts), so a first add or a returning customer's cart
 * finds them in. Failures are forgotten by each loader, so a call asks again.
 */
export const warmApi = (): Promise<unknown> => Promise.all([loadWireSchemas(), loadCalls(), loadWretch()])

/** What the calls after the first screen are built on (adapters/api-calls.ts): the Api's own transport. */
export interface Transport {
  readonly send: <A>(plan: Plan, decoder: Decoder<A>, rule: RetryRule) => Effect.Effect<A, ApiError>
  readonly get: <A>(path: string, decoder: Decoder<A>, query?: Plan["query"]) => Effect.Effect<A, ApiError>
  readonly write: <A>(
    method: Exclude<Method, "GET">,
    path: string,
    decoder: Decoder<A>,
    body?: unknown,
    query?: Plan["query"],
  ) => Effect.Effect<A, ApiError>
  readonly storage: Storage["Service"]
  readonly newKey: () => string
}

type Calls = typeof import("./api-calls")
/** Every call but the first screen's six, each listed once (the compiler checks the list is whole). */
type LaterCall = Exclude<
  keyof ApiShape,
  "products" | "combos" | "categories" | "restaurant" | "settings" | "widgetStyles"
>
const LATER_CALLS: Record<LaterCall, true> = {
  login: true,
  logout: true,
  register: true,
  sendOtp: true,
  forgotPassword: true,
  resetPassword: true,
  googleLogin: true,
  appleLogin: true,
  createGuestCart: true,
  updateCartAddress: true,
  getCart: true,
  addItem: true,
  addCombo: true,
  changeItemQuantity: true,
  changeComboQuantity: true,
  changeOrderType: true,
  recommended: true,
  addDiscount: true,
  addPoints: true,
  applyOffer: true,
  checkout: true,
  restaurants: true,
  orders: true,
  order: true,
  pointsCollected: true,
  profile: true,
  updateProfile: true,
  updatePassword: true,
  changePhone: true,
  confirmPhone: true,
  paymentMethods: true,
  addPaymentMethod: true,
  setupIntent: true,
  setDefaultPaymentMethod: true,
  deletePaymentMethod: true,
  addresses: true,
  addAddress: true,
  updateAddress: true,
  deleteAddress: true,
}

let callsLoad: Promise<Calls> | null = null
/** The calls' module, loaded once; a failed load (a dropped connection) is forgotten, so the next call asks again. */
const loadCalls = (): Promise<Calls> => {
  callsLoad ??= import("./api-calls").catch((error: unknown) => {
    callsLoad = null
    throw error
  })
  return callsLoad
}

/**
 * The calls after the first screen (issue 24): their table and the checkout's key handling load on the
 * first of them (adapters/api-calls.ts), so the first card's JS holds only the transport and the six menu
 * calls. A module that cannot be fetched fails the call as a lost connection would.
 */
const laterCalls = (transport: Transport): Pick<ApiShape, LaterCall> => {
  let built: Pick<ApiShape, LaterCall> | null = null
  const later =
    (name: LaterCall) =>
    (...args: ReadonlyArray<unknown>) =>
      Effect.flatMap(
        Effect.tryPromise({
          try: loadCalls,
          catch: () => new ApiNetworkFailed({ message: `${name}: the API's calls did not load` }),
        }),
        (calls) => {
          built ??= calls.apiCalls(transport)
          return (built[name] as (...a: ReadonlyArray<unknown>) => Effect.Effect<unknown, ApiError>)(...args)
        },
      )
  return Object.fromEntries(Object.keys(LATER_CALLS).map((name) => [name, later(name as LaterCall)])) as Pick<
    ApiShape,
    LaterCall
  >
}

/**
 * Builds the live Api over wretch. Reads the bearer token and the guest token from Storage on every
 * call, so a login or logout takes effect on the next request without rebuilding anything; a guest
 * token the server sends back is stored (the server issues it on a guest's first call).
 */
export const makeApi = (config: WidgetConfig, options: ApiOptions = {}) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const random = options.random ?? Math.random
    const newKey = options.newIdempotencyKey ?? newIdempotencyKey

    const url = (plan: Plan): string => requestUrl(config.apiBase, plan.path, plan.query)
    const prefetch = options.prefetched ?? pagePrefetch

    /**
     * The prefetch script's answer for this exact request, taken once (a later call asks the server
     * again). Only for a GET sent with the same bearer token the script used, so it is the same request.
     */
    const takePrefetched = (plan: Plan, token: Option.Option<string>): Promise<Response> | undefined => {
      if (plan.method !== "GET" || plan.headers !== undefined) return undefined
      const handoff = prefetch()
      if (handoff === undefined || handoff.token !== Option.getOrNull(token)) return undefined
      const key = url(plan)
      const answer = handoff.answers[key]
      if (answer !== undefined) delete handoff.answers[key]
      return answer
    }

    /** A Response read as the adapter reads every answer: status, tokens, JSON or not. */
    const readAnswer = async (response: Response): Promise<RawAnswer> => {
      const { json, failed } = parseJson(await response.text())
      return {
        guestToken: response.headers.get(GUEST_TOKEN_HEADER),
        status: response.status,
        ok: response.ok,
        retryAfter: response.headers.get("Retry-After"),
        json,
        jsonFailed: failed,
      }
    }

    /** One HTTP exchange: never throws, never retries; the answer is read but not yet decoded. */
    const exchange = (
      plan: Plan,
      token: Option.Option<string>,
      guest: Option.Option<string>,
    ): Effect.Effect<RawAnswer, ApiError> =>
      Effect.tryPromise({
        try: async (signal) => {
          let seen: Response | undefined
          const fetchImpl = options.fetch ?? globalThis.fetch
          const watched: typeof fetch = (input, init) =>
            fetchImpl(input, init).then((response) => {
              seen = response
              return response
            })
          const wretch = await loadWretch()
          let request = wretch(url(plan))
            .polyfills({ fetch: watched })
            .options({ credentials: REQUEST_CREDENTIALS, signal })
            .headers(requestHeaders(Option.getOrNull(token), Option.getOrNull(guest), plan.headers))
          const body = sentBody(plan)
          if (body !== undefined) request = request.json(body)
          try {
            const response = await request.fetch(plan.method).res()
            const { json, failed } = parseJson(await response.text())
            return {
              guestToken: response.headers.get(GUEST_TOKEN_HEADER),
              status: response.status,
              ok: true,
              retryAfter: response.headers.get("Retry-After"),
              json,
              jsonFailed: failed,
            }
          } catch (error) {
            if (seen === undefined || seen.ok) throw error
            const wretchJson = isWretchError(error) ? (error.json as unknown) : undefined
            const parsed =
              wretchJson !== undefined
                ? { json: wretchJson, failed: false }
                : parseJson(isWretchError(error) ? error.text : undefined)
            return {
              guestToken: seen.headers.get(GUEST_TOKEN_HEADER),
              status: seen.status,
              ok: false,
              retryAfter: seen.headers.get("Retry-After"),
              json: parsed.json,
              jsonFailed: parsed.failed,
            }
          }
        },
        catch: (error): ApiError =>
          isAbort(error)
            ? new ApiAborted({ message: `${plan.method} ${plan.path} was aborted` })
            : new ApiNetworkFailed({
                message: `${plan.method} ${plan.path}: ${error instanceof Error ? error.message : String(error)}`,
              }),
      }).pipe(
        Effect.timeoutOrElse({
          duration: config.requestTimeoutMs,
          orElse: () =>
            Effect.fail(
              new ApiTimedOut({ message: `${plan.method} ${plan.path}: no answer in ${config.requestTimeoutMs} ms` }),
            ),
        }),
      )

    /** The API's schemas; a chunk that cannot be fetched fails the call as a lost connection would. */
    const schemas = (plan: Plan): Effect.Effect<Schemas, ApiError> =>
      Effect.tryPromise({
        try: loadWireSchemas,
        catch: () => new ApiNetworkFailed({ message: `${plan.method} ${plan.path}: the API's schemas did not load` }),
      })

    /** `u` decoded with `decoder`: its plain reader when it takes the spelling, else its schema. */
    const decodeWith = <A>(plan: Plan, decoder: Decoder<A>, u: unknown): Effect.Effect<A, ApiError> => {
      const plain = decoder.plain?.(u)
      if (plain !== undefined && plain !== Wire.EXACT) return Effect.succeed(plain)
      return Effect.flatMap(schemas(plan), ({ Wire: wire, decodeUnknown }) => {
        const result = decodeUnknown(decoder.schema(wire), u)
        return Result.isSuccess(result)
          ? Effect.succeed(result.success)
          : Effect.fail(
              new ApiDecodeFailed({
                path: schemaErrorPath(result.failure.message),
                message: `${plan.method} ${plan.path}: ${result.failure.message}`,
              }),
            )
      })
    }

    const decode = <A>(plan: Plan, decoder: Decoder<A>, answer: RawAnswer): Effect.Effect<A, ApiError> => {
      if (!answer.ok) {
        const rejected = (body: Wire.ErrorBody) =>
          new ApiRejected({
            status: answer.status,
            body,
            message: body.message ?? body.error ?? "",
            retryAfterMs: parseRetryAfter(answer.retryAfter, Date.now()),
          })
        return decodeWith(plan, ERROR_BODY, answer.json ?? {}).pipe(
          Effect.orElseSucceed(() => EMPTY_ERROR_BODY),
          Effect.flatMap((body) => Effect.fail(rejected(body))),
        )
      }
      if (answer.jsonFailed) {
        return Effect.fail(
          new ApiDecodeFailed({ path: "", message: `${plan.method} ${plan.path}: the answer is not JSON` }),
        )
      }
      return decodeWith(plan, decoder, answer.json ?? {})
    }

    /** Keeps a guest token the server issued with an answer (it issues one on a guest's first call). */
    const keepGuestToken = (answer: RawAnswer, sent: Option.Option<string>) => {
      const issued = answer.guestToken?.trim()
      return issued && Option.getOrNull(sent) !== issued ? storage.set(StorageKeys.guestToken, issued) : Effect.void
    }

    const send = <A>(plan: Plan, decoder: Decoder<A>, rule: RetryRule): Effect.Effect<A, ApiError> => {
      const once = Effect.gen(function* () {
        const token = yield* storage.get(StorageKeys.accessToken)
        const guest = isPublic(plan) ? Option.none<string>() : yield* storage.get(StorageKeys.guestToken)
        const answer = yield* exchange(plan, token, guest)
        // A public read went without the token, so the one its answer carries is no one's (a fresh
        // guest where the browser sent no cookie): keeping it would lose the guest's carts and addresses.
        if (!isPublic(plan)) yield* keepGuestToken(answer, guest)
        return yield* decode(plan, decoder, answer)
      })
      const retried =
        rule === "never"
          ? once
          : withRetries(once, random, (attempt, delay, error) => options.onRetry?.(plan.path, attempt, delay, error))
      if (!isPublic(plan)) return retried
      // A prefetched answer stands in for the first exchange; a failed, lost or 5xx/429 one falls
      // back to the call as usual (with its retries), so a prefetch never makes the menu worse.
      return Effect.gen(function* () {
        const token = yield* storage.get(StorageKeys.accessToken)
        const pending = takePrefetched(plan, token)
        if (pending === undefined) return yield* retried
        const answer = yield* Effect.tryPromise(() => pending.then(readAnswer)).pipe(
          Effect.timeoutOrElse({ duration: config.requestTimeoutMs, orElse: () => Effect.fail(undefined) }),
          Effect.option,
        )
        if (Option.isNone(answer) || answer.value.status >= 500 || answer.value.status === 429) return yield* retried
        return yield* decode(plan, decoder, answer.value)
      })
    }

    const get = <A>(path: string, decoder: Decoder<A>, query?: Plan["query"]) =>
      send({ method: "GET", path, query }, decoder, "idempotent")
    const menuGet = <A>(call: { readonly path: string; readonly query: Plan["query"] }, decoder: Decoder<A>) =>
      get(call.path, decoder, call.query)
    const write = <A>(
      method: Exclude<Method, "GET">,
      path: string,
      decoder: Decoder<A>,
      body?: unknown,
      query?: Plan["query"],
    ) => send({ method, path, query, body }, decoder, "never")

    /** The first screen's six calls, built as the prefetch script builds them (menu-requests.ts). */
    const api: ApiShape = {
      products: (restaurantId) => menuGet(menuCalls(restaurantId).products, MENU_ANSWERS.ProductsResponse),
      combos: (restaurantId) => menuGet(menuCalls(restaurantId).combos, MENU_ANSWERS.CombosResponse),
      categories: (restaurantId) => menuGet(menuCalls(restaurantId).categories, MENU_ANSWERS.CategoriesResponse),
      restaurant: (id) => menuGet(menuCalls(id).restaurant, MENU_ANSWERS.RestaurantResponse),
      settings: () => menuGet(menuCalls(0).settings, MENU_ANSWERS.SettingsResponse),
      widgetStyles: (restaurantId) => menuGet(menuCalls(restaurantId).widgetStyles, MENU_ANSWERS.WidgetStylesResponse),

      ...laterCalls({ send, get, write, storage, newKey }),
    }
    return Api.of(api)
  })

/** The live Api layer over HTTP (needs Storage for the token and the checkout key). */
export const apiLayer = (config: WidgetConfig, options?: ApiOptions): Layer.Layer<Api, never, Storage> =>
  Layer.effect(Api, makeApi(config, options))
