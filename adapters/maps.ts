import { Context, Data, Effect, Layer, Option, Result, type Schema } from "effect"
import type { Wire } from "../domain"
import type { WidgetConfig } from "./config"

/** A found address: formatted text and coordinates as strings (as the API stores them). */
export type FoundPlace = typeof Wire.Place.Type

/**
 * Reverse geocoding found nothing, or the geocoder did not answer OK (SPEC §8): the UI shows
 * t("no-results-found", "No results found") as the address text.
 */
export class MapsNoResults extends Data.TaggedError("MapsNoResults")<{ readonly message: string }> {}

/** The maps service could not do what was asked; `reason` says why. */
export class MapsFailed extends Data.TaggedError("MapsFailed")<{
  readonly reason: "LoadFailed" | "RequestFailed" | "GeolocationDenied" | "GeolocationUnavailable" | "NoKey"
  readonly message: string
}> {}

/** A drawn map. Coordinates are numbers here (Google's), strings in FoundPlace. */
export interface MapHandle {
  /** Centres on a chosen place at zoom 15 with a marker (SPEC §9). */
  readonly showPlace: (latitude: number, longitude: number) => void
  /** Replaces the clustered markers (SPEC §9 clustering defaults and colour rule). */
  readonly setMarkers: (points: ReadonlyArray<{ readonly latitude: number; readonly longitude: number }>) => void
  readonly destroy: () => void
}

export interface DrawMapOptions {
  /** Called with the clicked location (the UI then reverse-geocodes it). */
  readonly onClick?: (latitude: number, longitude: number) => void
}

/**
 * Address search and maps (SPEC §2 address form, §7 maps service). Live: Google Maps (places,
 * geocoder, a map with zoom controls only); sandbox: the sandbox gazetteer, and no map drawn — the
 * UI shows the map only when `drawMap` gives one.
 */
export class Maps extends Context.Service<
  Maps,
  {
    /** Address suggestions (type address only), at most 5, each with coordinates. */
    readonly autocomplete: (input: string) => Effect.Effect<ReadonlyArray<FoundPlace>, MapsFailed>
    readonly reverseGeocode: (latitude: number, longitude: number) => Effect.Effect<FoundPlace, MapsNoResults>
    /** The device's position (browser geolocation). */
    readonly currentPosition: () => Effect.Effect<{ readonly latitude: number; readonly longitude: number }, MapsFailed>
    /** Draws a map in `container`, or none when maps are not configured (no key, sandbox). */
    readonly drawMap: (
      container: HTMLElement,
      options?: DrawMapOptions,
    ) => Effect.Effect<Option.Option<MapHandle>, MapsFailed>
  }
>()("widget/Maps") {}

/** Browser geolocation as an Effect; shared by the live and sandbox layers. */
export const currentPositionFrom = (geolocation: Geolocation | undefined) =>
  Effect.callback<{ latitude: number; longitude: number }, MapsFailed>((resume) => {
    if (!geolocation) {
      resume(Effect.fail(new MapsFailed({ reason: "GeolocationUnavailable", message: "no geolocation" })))
      return
    }
    geolocation.getCurrentPosition(
      (position) =>
        resume(Effect.succeed({ latitude: position.coords.latitude, longitude: position.coords.longitude })),
      (error) =>
        resume(
          Effect.fail(
            new MapsFailed({
              reason: error.code === 1 ? "GeolocationDenied" : "GeolocationUnavailable",
              message: error.message,
            }),
          ),
        ),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
  })

/**
 * A sandbox maps answer decoded by its schema (adapters/wire-schemas.ts, loaded on first need: the
 * schemas stay off the first card's path, issue 24); a chunk that cannot be fetched fails the call.
 */
const decodeAnswer = <A>(
  schema: (schemas: typeof import("./wire-schemas")) => Schema.Codec<A, unknown>,
  body: unknown,
): Effect.Effect<A, MapsFailed> =>
  Effect.tryPromise({
    try: () => import("./wire-schemas"),
    catch: () => new MapsFailed({ reason: "RequestFailed", message: "the maps answer could not be read" }),
  }).pipe(
    Effect.flatMap((schemas) => {
      const result = schemas.decodeUnknown(schema(schemas), body)
      return Result.isSuccess(result)
        ? Effect.succeed(result.success)
        : Effect.fail(new MapsFailed({ reason: "RequestFailed", message: result.failure.message }))
    }),
  )

/** What the sandbox maps layer needs besides the config; tests pass a fake fetch. */
export interface SandboxMapsOptions {
  readonly fetch?: typeof fetch
  readonly geolocation?: Geolocation
}

/**
 * Sandbox: the sandbox's gazetteer (GET /sandbox/maps/autocomplete and /reverse, contract 1) and
 * browser geolocation; no map is drawn (SPEC: the map shows only when a maps key is configured).
 */
export const mapsSandboxLayer = (config: WidgetConfig, options: SandboxMapsOptions = {}) =>
  Layer.sync(Maps, () => {
    const getJson = (path: string) =>
      Effect.tryPromise({
        try: async (signal) => {
          const response = await (options.fetch ?? globalThis.fetch)(`${config.apiBase}${path}`, { signal })
          if (!response.ok) throw new Error(`HTTP ${response.status}`)
          return (await response.json()) as unknown
        },
        catch: (error) => new MapsFailed({ reason: "RequestFailed", message: String(error) }),
      })
    return Maps.of({
      autocomplete: (input) =>
        input.trim() === ""
          ? Effect.succeed([])
          : getJson(`/sandbox/maps/autocomplete?input=${encodeURIComponent(input)}`).pipe(
              Effect.flatMap((body) => decodeAnswer((schemas) => schemas.MapsAutocompleteAnswer, body)),
              Effect.map((answer) => answer.data.slice(0, 5)),
            ),
      reverseGeocode: (latitude, longitude) =>
        getJson(`/sandbox/maps/reverse?lat=${latitude}&lng=${longitude}`).pipe(
          Effect.flatMap((body) => decodeAnswer((schemas) => schemas.MapsReverseAnswer, body)),
          Effect.flatMap((answer) =>
            answer.status === "OK" && answer.data && answer.data.string !== ""
              ? Effect.succeed(answer.data)
              : Effect.fail(new MapsNoResults({ message: answer.status })),
          ),
          Effect.mapError((e) => (e._tag === "MapsNoResults" ? e : new MapsNoResults({ message: e.message }))),
        ),
      currentPosition: () =>
        currentPositionFrom(
          options.geolocation ?? (typeof navigator === "undefined" ? undefined : navigator.geolocation),
        ),
      drawMap: () => Effect.succeed(Option.none()),
    })
  })
