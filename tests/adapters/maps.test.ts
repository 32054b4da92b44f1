import { type MarkerClustererOptions, SuperClusterAlgorithm } from "@googlemaps/markerclusterer"
import { Effect, Fiber, Option } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it, vi } from "vitest"
import type { WidgetConfig } from "../../adapters/config"
import { Maps, mapsSandboxLayer } from "../../adapters/maps"
import {
  clusterRenderer,
  drawMap,
  type GoogleMapsLibraries,
  loadWithRetries,
  MAPS_RETRY_DELAYS_MS,
  mapsLiveLayer,
  zoomIntoCluster,
} from "../../adapters/maps-live"
import { fakeFetch, json } from "../support/fake-fetch"

const latLng = (lat: number, lng: number) => ({ lat: () => lat, lng: () => lng })

/** Fake Google classes: predictions and geocoder answers from tables, requests recorded. */
const fakeGoogle = (options: {
  predictions?: Array<{ description: string; place_id: string }>
  geocode?: (request: google.maps.GeocoderRequest) => { status: string; results: unknown[] }
}) => {
  const predictionRequests: unknown[] = []
  const geocodeRequests: google.maps.GeocoderRequest[] = []
  const libs = {
    AutocompleteService: class {
      getPlacePredictions(request: unknown, callback: (p: unknown) => void) {
        predictionRequests.push(request)
        callback(options.predictions ?? [])
      }
    },
    Geocoder: class {
      geocode(request: google.maps.GeocoderRequest, callback: (results: unknown, status: string) => void) {
        geocodeRequests.push(request)
        const answer = options.geocode?.(request) ?? { status: "ZERO_RESULTS", results: [] }
        callback(answer.results, answer.status)
      }
    },
    Map: class {},
    Marker: class {},
  } as unknown as GoogleMapsLibraries
  return { libs, predictionRequests, geocodeRequests }
}

describe("maps loader retries", () => {
  it("retries 3 times with growing delay on Effect's clock, then succeeds", async () => {
    const attempts: number[] = []
    // Virtual milliseconds moved so far; the fake loader notes when (in virtual time) it is called.
    let virtual = 0
    const value = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(
          loadWithRetries(async () => {
            attempts.push(virtual)
            if (attempts.length < 4) throw new Error("script failed")
            return "loaded"
          }),
        )
        for (let i = 0; i < 50 && fiber.pollUnsafe() === undefined; i++) {
          yield* Effect.promise(() => new Promise((r) => setTimeout(r, 0)))
          virtual += 100
          yield* TestClock.adjust(100)
        }
        return yield* Fiber.join(fiber)
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(value).toBe("loaded")
    // Attempt times on the test clock: 0, then +500, +1000, +2000.
    const gaps = attempts.slice(1).map((t, i) => t - (attempts[i] ?? 0))
    expect(gaps).toEqual([...MAPS_RETRY_DELAYS_MS])
    expect(gaps[0]).toBeLessThan(gaps[1] ?? 0)
  })

  it("gives up with LoadFailed after the third retry", async () => {
    let calls = 0
    const error = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(
          Effect.flip(
            loadWithRetries(async () => {
              calls++
              throw new Error("blocked")
            }),
          ),
        )
        for (let i = 0; i < 80 && fiber.pollUnsafe() === undefined; i++) {
          yield* Effect.promise(() => new Promise((r) => setTimeout(r, 0)))
          yield* TestClock.adjust(100)
        }
        return yield* Fiber.join(fiber)
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(error.reason).toBe("LoadFailed")
    expect(calls).toBe(4)
  })
})

describe("Maps live layer (fake Google)", () => {
  const withKey = Effect.succeed(Option.some("KEY"))

  it("loads with the key, language en and region US, once per layer", async () => {
    const loads: unknown[] = []
    const google = fakeGoogle({})
    const layer = mapsLiveLayer({
      key: withKey,
      load: async (options) => {
        loads.push(options)
        return google.libs
      },
    })
    await Effect.runPromise(
      Effect.gen(function* () {
        const maps = yield* Maps
        yield* Effect.flip(maps.reverseGeocode(1, 2))
        yield* Effect.flip(maps.reverseGeocode(3, 4))
      }).pipe(Effect.provide(layer)),
    )
    expect(loads).toEqual([{ key: "KEY", language: "en", region: "US" }])
  })

  it("autocompletes addresses only, at most 5, each with its geocoded location", async () => {
    const google = fakeGoogle({
      predictions: Array.from({ length: 7 }, (_, i) => ({
        description: `Marszałkowska ${i + 1}, Warszawa`,
        place_id: `p${i}`,
      })),
      geocode: (request) => ({
        status: "OK",
        results: [
          {
            formatted_address: "ignored",
            geometry: { location: latLng(52.2, 21 + Number(request.placeId?.slice(1))) },
          },
        ],
      }),
    })
    const places = await Effect.runPromise(
      Effect.gen(function* () {
        return yield* (yield* Maps).autocomplete("Marsz")
      }).pipe(Effect.provide(mapsLiveLayer({ key: withKey, load: async () => google.libs }))),
    )
    expect(google.predictionRequests).toEqual([{ input: "Marsz", types: ["address"] }])
    expect(places).toHaveLength(5)
    expect(places[1]).toEqual({ string: "Marszałkowska 2, Warszawa", latitude: "52.2", longitude: "22" })
  })

  it("reverse geocodes to a place, and to MapsNoResults when not OK or empty", async () => {
    let answer: { status: string; results: unknown[] } = {
      status: "OK",
      results: [{ formatted_address: "Plac Defilad 1, Warszawa", geometry: { location: latLng(52.23, 21.01) } }],
    }
    const google = fakeGoogle({ geocode: () => answer })
    const layer = mapsLiveLayer({ key: withKey, load: async () => google.libs })
    const run = <A, E>(f: (m: Maps["Service"]) => Effect.Effect<A, E>) =>
      Effect.runPromise(
        Effect.gen(function* () {
          return yield* f(yield* Maps)
        }).pipe(Effect.provide(layer)),
      )
    expect(await run((m) => m.reverseGeocode(52.23, 21.01))).toEqual({
      string: "Plac Defilad 1, Warszawa",
      latitude: "52.23",
      longitude: "21.01",
    })
    expect(google.geocodeRequests[0]).toEqual({ location: { lat: 52.23, lng: 21.01 } })
    answer = { status: "OK", results: [] }
    expect((await run((m) => Effect.flip(m.reverseGeocode(0, 0))))._tag).toBe("MapsNoResults")
    answer = { status: "OVER_QUERY_LIMIT", results: [] }
    expect((await run((m) => Effect.flip(m.reverseGeocode(0, 0))))._tag).toBe("MapsNoResults")
  })

  it("draws no map and loads nothing without a key", async () => {
    let loaded = false
    const drawn = await Effect.runPromise(
      Effect.gen(function* () {
        return yield* (yield* Maps).drawMap({} as HTMLElement)
      }).pipe(
        Effect.provide(
          mapsLiveLayer({
            key: Effect.succeed(Option.none()),
            load: async () => {
              loaded = true
              return fakeGoogle({}).libs
            },
          }),
        ),
      ),
    )
    expect(Option.isNone(drawn)).toBe(true)
    expect(loaded).toBe(false)
  })

  it("reports a denied geolocation as GeolocationDenied", async () => {
    const geolocation = {
      getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
        fail?.({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError),
    } as Geolocation
    const error = await Effect.runPromise(
      Effect.gen(function* () {
        return yield* Effect.flip((yield* Maps).currentPosition())
      }).pipe(Effect.provide(mapsLiveLayer({ key: withKey, geolocation, load: async () => fakeGoogle({}).libs }))),
    )
    expect(error.reason).toBe("GeolocationDenied")
  })
})

describe("cluster markers", () => {
  it("colour clusters red above both 10 and the mean cluster size, blue otherwise", () => {
    const made: Array<{ title?: string | null; icon?: { url: string } }> = []
    const Marker = class {
      constructor(options: { title?: string | null; icon?: { url: string } }) {
        made.push(options)
      }
    } as unknown as GoogleMapsLibraries["Marker"]
    const renderer = clusterRenderer(Marker)
    const position = { lat: 52.2, lng: 21 } as unknown as google.maps.LatLng
    const stats = (mean: number) => ({ clusters: { count: 3, markers: { mean, sum: 0, min: 0, max: 0 } } })
    renderer.render({ count: 11, position }, stats(4))
    renderer.render({ count: 11, position }, stats(20))
    renderer.render({ count: 10, position }, stats(2))
    const colours = made.map((m) => (decodeURIComponent(m.icon?.url ?? "").includes("#d32f2f") ? "red" : "blue"))
    expect(colours).toEqual(["red", "blue", "blue"])
    expect(made.map((m) => m.title)).toEqual(["11", "11", "10"])
  })
})

describe("the address map's clustered markers (SPEC §9 defaults, fake Google and a fake clusterer)", () => {
  /** A fake google.maps.Map recording what it is asked; zoom 19 after fitBounds (a small cluster). */
  const fakeMapClass = () => {
    const maps: Array<{ options: unknown; calls: string[] }> = []
    const FakeMap = class {
      calls: string[] = []
      zoom = 10
      constructor(_container: HTMLElement, options: unknown) {
        maps.push({ options, calls: this.calls })
      }
      addListener() {
        return { remove: () => this.calls.push("listener removed") }
      }
      fitBounds(bounds: unknown) {
        this.calls.push(`fitBounds ${JSON.stringify(bounds)}`)
        this.zoom = 19
      }
      getZoom() {
        return this.zoom
      }
      setZoom(zoom: number) {
        this.calls.push(`setZoom ${zoom}`)
        this.zoom = zoom
      }
      setCenter() {}
    }
    return { FakeMap, maps }
  }
  const Marker = class {
    constructor(readonly options: { position: { lat: number; lng: number } }) {}
    setMap() {}
  }
  const draw = () => {
    const { FakeMap, maps } = fakeMapClass()
    const libs = { ...fakeGoogle({}).libs, Map: FakeMap, Marker } as unknown as GoogleMapsLibraries
    const clusterer = { options: null as MarkerClustererOptions | null, calls: [] as string[], batches: [] as number[] }
    const handle = drawMap(libs, {} as HTMLElement, undefined, (options) => {
      clusterer.options = options
      return {
        addMarkers: (markers, noDraw) => {
          clusterer.batches.push(markers.length)
          clusterer.calls.push(`add ${markers.length} noDraw=${noDraw}`)
        },
        clearMarkers: (noDraw) => clusterer.calls.push(`clear noDraw=${noDraw}`),
        render: () => clusterer.calls.push("render"),
        setMap: (map) => clusterer.calls.push(`setMap ${map === null ? "null" : "map"}`),
      }
    })
    return { handle, clusterer, maps }
  }

  it("clusters with supercluster: radius 40, at least 2 markers, up to zoom 16, on the drawn map, red/blue renderer", () => {
    const { clusterer, maps } = draw()
    const options = clusterer.options
    if (options === null) throw new Error("no clusterer made")
    expect(options.algorithm).toBeInstanceOf(SuperClusterAlgorithm)
    const superCluster = (options.algorithm as unknown as { superCluster: { options: Record<string, number> } })
      .superCluster
    expect(superCluster.options).toMatchObject({ radius: 40, minPoints: 2, maxZoom: 16 })
    expect(maps).toHaveLength(1)
    expect(maps[0]?.options).toMatchObject({
      center: { lat: 52.228, lng: 21.011 },
      zoom: 10,
      disableDefaultUI: true,
      zoomControl: true,
    })
    expect(options.renderer).toBeDefined()
    expect(options.onClusterClick).toBe(zoomIntoCluster)
  })

  it("hands the saved addresses over in batches of 2000 without drawing, then draws once", () => {
    const { handle, clusterer } = draw()
    const points = Array.from({ length: 4500 }, (_, i) => ({ latitude: 52 + i / 10_000, longitude: 21 }))
    handle.setMarkers(points)
    expect(clusterer.calls).toEqual([
      "clear noDraw=true",
      "add 2000 noDraw=true",
      "add 2000 noDraw=true",
      "add 500 noDraw=true",
      "render",
    ])
    handle.destroy()
    expect(clusterer.calls.at(-1)).toBe("setMap null")
  })

  it("a click on a cluster zooms to it after 100 ms, and no further than one level past max zoom 16", () => {
    vi.useFakeTimers()
    try {
      const { clusterer, maps } = draw()
      const map = maps[0]
      const bounds = { north: 52.3, south: 52.2, east: 21.1, west: 21 }
      const drawn = clusterer.options?.map as unknown as google.maps.Map
      clusterer.options?.onClusterClick?.({} as google.maps.MapMouseEvent, { bounds } as never, drawn)
      vi.advanceTimersByTime(99)
      expect(map?.calls).toEqual([])
      vi.advanceTimersByTime(1)
      expect(map?.calls).toEqual([`fitBounds ${JSON.stringify(bounds)}`, "setZoom 17"])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("Maps sandbox layer", () => {
  const config: WidgetConfig = {
    apiBase: "http://sandbox.test",
    widgetOrigin: "http://w.test",
    requestTimeoutMs: 30_000,
  }

  it("autocompletes and reverse geocodes through the sandbox gazetteer, and draws no map", async () => {
    const fake = fakeFetch([
      json(200, { data: [{ string: "Nowy Świat 1, Warszawa", latitude: "52.23", longitude: "21.02" }] }),
      json(200, { status: "OK", data: { string: "Nowy Świat 1, Warszawa", latitude: "52.23", longitude: "21.02" } }),
      json(200, { status: "ZERO_RESULTS", data: null }),
    ])
    const result = await Effect.runPromise(
      Effect.gen(function* () {
        const maps = yield* Maps
        return {
          places: yield* maps.autocomplete("Nowy Ś"),
          found: yield* maps.reverseGeocode(52.23, 21.02),
          missing: yield* Effect.flip(maps.reverseGeocode(10, 10)),
          map: yield* maps.drawMap({} as HTMLElement),
        }
      }).pipe(Effect.provide(mapsSandboxLayer(config, { fetch: fake.fetch }))),
    )
    expect(fake.requests[0]?.url.toString()).toBe("http://sandbox.test/sandbox/maps/autocomplete?input=Nowy%20%C5%9A")
    expect(fake.requests[1]?.url.search).toBe("?lat=52.23&lng=21.02")
    expect(result.places).toEqual([{ string: "Nowy Świat 1, Warszawa", latitude: "52.23", longitude: "21.02" }])
    expect(result.found.string).toBe("Nowy Świat 1, Warszawa")
    expect(result.missing._tag).toBe("MapsNoResults")
    expect(Option.isNone(result.map)).toBe(true)
  })
})
