import { Effect, Layer } from "effect"
import {
  Api,
  type ApiShape,
  Cards,
  Config,
  Maps,
  manualTimers,
  ParentFrame,
  Storage,
  ThreeDS,
  type WidgetConfig,
} from "../../adapters"
import type { WidgetServices } from "../model/runtime"

/** One adapter call a replayed screen tried to make, e.g. `Api.cartShow`. */
export type RefusedCall = string

/** Not reachable: no request is ever made with it, it only fills the Config service. */
const NO_CONFIG: WidgetConfig = {
  apiBase: "http://replay.invalid",
  widgetOrigin: "http://replay.invalid",
  requestTimeoutMs: 30_000,
}

/**
 * The adapters of a replay: every call to the outside world (API, maps, card fields, 3-D Secure) is
 * refused — reported to `onRefused` (the page counts and lists them, the console says so) and never
 * completed, so no request leaves the page and no answer can change what the log says was shown. A
 * screen that loads on mount (the cart page, the order page's poll) therefore stays as recorded.
 * Storage is memory, timers manual and the frame none, as in tests.
 */
export const inertLayer = (onRefused: (call: RefusedCall) => void): Layer.Layer<WidgetServices> => {
  const refuse = (call: RefusedCall) =>
    Effect.suspend(() => {
      onRefused(call)
      console.error(`replay: ${call} refused (a replay makes no calls)`)
      return Effect.never
    })
  const api = new Proxy({} as ApiShape, {
    get: (_target, name) => (typeof name === "string" ? () => refuse(`Api.${name}`) : undefined),
  })
  return Layer.mergeAll(
    Layer.succeed(Api, Api.of(api)),
    Storage.layerMemory,
    manualTimers().layer,
    Layer.succeed(Config, NO_CONFIG),
    ParentFrame.layerNone,
    Layer.succeed(
      Maps,
      Maps.of({
        autocomplete: () => refuse("Maps.autocomplete"),
        reverseGeocode: () => refuse("Maps.reverseGeocode"),
        currentPosition: () => refuse("Maps.currentPosition"),
        drawMap: () => refuse("Maps.drawMap"),
      }),
    ),
    Layer.succeed(Cards, Cards.of({ mount: () => refuse("Cards.mount") })),
    Layer.succeed(ThreeDS, ThreeDS.of({ challenge: () => refuse("ThreeDS.challenge") })),
  )
}
