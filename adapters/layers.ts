import { Context, Effect, Layer, Option } from "effect"
import { Api, type ApiShape } from "./api"
import { ApiNetworkFailed } from "./api-error"
import { type ApiOptions, apiLayer } from "./api-live"
import {
  CardFieldErrors,
  type CardFieldMessages,
  Cards,
  type CardToken,
  cardsSandboxLayer,
  cardsTestLayer,
} from "./cards"
import type { LiveCardsOptions } from "./cards-live"
import type { WidgetConfig } from "./config"
import { Connectivity, manualConnectivity } from "./connectivity"
import { Maps, MapsFailed, MapsNoResults, mapsSandboxLayer } from "./maps"
import { ParentFrame } from "./parent-frame"
import type { ParentFrameCore } from "./parent-frame-core"
import { Storage } from "./storage"
import type { Store } from "./store"
import { type ThreeDS, type ThreeDSOutcome, threeDsLiveLayer, threeDsSandboxLayer, threeDsTestLayer } from "./three-ds"
import { manualTimers, Timers } from "./timers"

/** The WidgetConfig a layer was built with, for services that need the origins (Cards, ThreeDS, Maps). */
export class Config extends Context.Service<Config, WidgetConfig>()("widget/Config") {}

/** Every service a widget mount gets from its runtime. */
export type WidgetServices = Api | Storage | Timers | Config | ParentFrame | Maps | Cards | ThreeDS | Connectivity

/** The browser's storage, or the store the mount already read the first card's session through (issue 24). */
const storageLayer = (store: Store | undefined): Layer.Layer<Storage> =>
  store === undefined ? Storage.layer : Storage.layerFrom(store)

/** The window's parent frame, or the core the mount already started the height reports and the band with (issue 24). */
const parentFrameLayer = (frame: ParentFrameCore | undefined): Layer.Layer<ParentFrame, never, Timers> =>
  frame === undefined ? ParentFrame.layer : ParentFrame.layerFrom(frame)

/**
 * The shared core: Storage, Timers and Config, then the Api on top of that same Storage (it reads the
 * token and keeps the checkout key there), all exposed to the UI.
 */
const withApi = (config: WidgetConfig, storage: Layer.Layer<Storage>, timers: Layer.Layer<Timers>, api?: ApiOptions) =>
  apiLayer(config, api).pipe(Layer.provideMerge(Layer.mergeAll(storage, timers, Layer.succeed(Config, config))))

/**
 * Against the local sandbox (npm start, e2e): real HTTP to the sandbox, browser storage, the
 * sandbox gazetteer (no map), the sandbox's hosted card fields and 3-D Secure page. Build ONE
 * ManagedRuntime per widget mount from it and dispose it on unmount: every call builds fresh state.
 */
export const sandboxLayer = (
  config: WidgetConfig,
  options: { readonly api?: ApiOptions; readonly store?: Store; readonly frame?: ParentFrameCore } = {},
): Layer.Layer<WidgetServices> =>
  Layer.mergeAll(
    parentFrameLayer(options.frame),
    Connectivity.layer,
    mapsSandboxLayer(config),
    cardsSandboxLayer(config),
    threeDsSandboxLayer(config),
  ).pipe(Layer.provideMerge(withApi(config, storageLayer(options.store), Timers.layer, options.api)))

/**
 * Live cards (PayU secure forms, Stripe): their code (adapters/cards-live.ts) loads with the first card
 * fields mounted, not with the widget's first card (issue 24). A chunk that cannot be fetched fails the
 * mount with a general message; the next mount asks again.
 */
const cardsLiveLoaded = (options: LiveCardsOptions): Layer.Layer<Cards, never, Api> =>
  Layer.effect(
    Cards,
    Effect.gen(function* () {
      const api = yield* Api
      let loaded: Cards["Service"] | undefined
      const service = Effect.suspend(() =>
        loaded !== undefined
          ? Effect.succeed(loaded)
          : Effect.tryPromise({
              try: () => import("./cards-live"),
              catch: () => new CardFieldErrors({ errors: {}, message: "the card fields could not be loaded" }),
            }).pipe(
              Effect.flatMap(({ cardsLiveLayer }) => Effect.scoped(Layer.build(cardsLiveLayer(options)))),
              Effect.map((context) => {
                loaded = Context.get(context, Cards)
                return loaded
              }),
              Effect.provideService(Api, api),
            ),
      )
      return Cards.of({
        mount: (container, mountOptions) => Effect.flatMap(service, (s) => s.mount(container, mountOptions)),
      })
    }),
  )

/**
 * Production: the real API, Google Maps with the key from GET /settings (gcp_key, asked once per
 * mount; no key → no map), PayU secure forms and Stripe for cards, PayU's 3-D Secure origins.
 */
export const liveLayer = (
  config: WidgetConfig,
  options: {
    readonly api?: ApiOptions
    readonly cards?: LiveCardsOptions
    readonly store?: Store
    readonly frame?: ParentFrameCore
  } = {},
): Layer.Layer<WidgetServices> => {
  const maps = Layer.unwrap(
    Effect.gen(function* () {
      const api = yield* Api
      const key = yield* Effect.cached(
        api.settings().pipe(
          Effect.map((settings) => Option.fromNullishOr(settings.data.gcp_key)),
          Effect.orElseSucceed(() => Option.none<string>()),
        ),
      )
      // Google's loader and the clusterer load with the first live mount, not with the widget's first screen.
      const { mapsLiveLayer } = yield* Effect.promise(() => import("./maps-live"))
      return mapsLiveLayer({ key })
    }),
  )
  const cards = cardsLiveLoaded({ stripePublishableKey: config.stripePublishableKey, ...options.cards })
  return Layer.mergeAll(parentFrameLayer(options.frame), Connectivity.layer, maps, cards, threeDsLiveLayer).pipe(
    Layer.provideMerge(withApi(config, storageLayer(options.store), Timers.layer, options.api)),
  )
}

/** What a test layer answers with; every part has a harmless default. */
export interface TestLayerOptions {
  readonly config?: WidgetConfig
  /** Api methods the test needs; every other method fails with ApiNetworkFailed("not scripted: name"). */
  readonly api?: Partial<ApiShape>
  readonly cards?: CardToken | CardFieldMessages
  readonly threeDs?: ThreeDSOutcome
  /** The 3-D Secure URLs opened, for assertions. */
  readonly threeDsOpened?: string[]
  readonly maps?: Maps["Service"]
  /** Manual timers (advance them from the test); default: a fresh manualTimers(). */
  readonly timers?: ReturnType<typeof manualTimers>
}

const TEST_CONFIG: WidgetConfig = {
  apiBase: "http://127.0.0.1:8787",
  widgetOrigin: "http://127.0.0.1:5173",
  requestTimeoutMs: 30_000,
}

/**
 * For UI tests and replay: scripted Api, memory Storage, manual timers, not framed, scripted cards
 * and 3-D Secure, maps that find nothing unless given, always online. No network, no DOM side effects.
 */
export const testLayer = (options: TestLayerOptions = {}): Layer.Layer<WidgetServices> => {
  const scripted = options.api ?? {}
  const api = new Proxy({} as ApiShape, {
    get: (_target, name: string) =>
      (scripted as Record<string, unknown>)[name] ??
      (() => Effect.fail(new ApiNetworkFailed({ message: `not scripted: ${name}` }))),
  })
  const noMaps = Maps.of({
    autocomplete: () => Effect.succeed([]),
    reverseGeocode: () => Effect.fail(new MapsNoResults({ message: "not scripted" })),
    currentPosition: () => Effect.fail(new MapsFailed({ reason: "GeolocationUnavailable", message: "not scripted" })),
    drawMap: () => Effect.succeed(Option.none()),
  })
  return Layer.mergeAll(
    Layer.succeed(Api, Api.of(api)),
    Storage.layerMemory,
    (options.timers ?? manualTimers()).layer,
    Layer.succeed(Config, options.config ?? TEST_CONFIG),
    ParentFrame.layerNone,
    Layer.succeed(Maps, options.maps ?? noMaps),
    cardsTestLayer(options.cards ?? { token: "tok_test", brand: "visa", last_four: "1111" }),
    threeDsTestLayer(options.threeDs ?? "successful", options.threeDsOpened),
    manualConnectivity().layer,
  )
}
