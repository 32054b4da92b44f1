import { importLibrary, setOptions } from "@googlemaps/js-api-loader"
import {
  type Cluster,
  type ClusterStats,
  MarkerClusterer,
  type MarkerClustererOptions,
  type onClusterClickHandler,
  SuperClusterAlgorithm,
} from "@googlemaps/markerclusterer"
import { Effect, Layer, Option } from "effect"
import { Address } from "../domain"
import { currentPositionFrom, type FoundPlace, type MapHandle, Maps, MapsFailed, MapsNoResults } from "./maps"

/** The Google classes the live layer uses; a fake set in tests, the real ones from importLibrary in the browser. */
export interface GoogleMapsLibraries {
  readonly AutocompleteService: typeof google.maps.places.AutocompleteService
  readonly Geocoder: typeof google.maps.Geocoder
  readonly Map: typeof google.maps.Map
  readonly Marker: typeof google.maps.Marker
}

/** Delays before the 1st, 2nd and 3rd reload of the maps script ("retries 3 times with growing delay"). */
export const MAPS_RETRY_DELAYS_MS: ReadonlyArray<number> = [500, 1_000, 2_000]

export interface LiveMapsOptions {
  /** The maps key (application config gcp_key); none means no map (autocomplete and geocoding fail with NoKey). */
  readonly key: Effect.Effect<Option.Option<string>>
  readonly language?: string
  readonly region?: string
  /** Loads the libraries once (default: setOptions + importLibrary of @googlemaps/js-api-loader v2). */
  readonly load?: (options: { key: string; language: string; region: string }) => Promise<GoogleMapsLibraries>
  readonly geolocation?: Geolocation
}

const defaultLoad = async (options: { key: string; language: string; region: string }) => {
  setOptions({
    key: options.key,
    language: options.language,
    region: options.region,
    libraries: [...Address.MAPS_LOADER.libraries],
  })
  const [places, geocoding, maps, marker] = await Promise.all([
    importLibrary("places"),
    importLibrary("geocoding"),
    importLibrary("maps"),
    importLibrary("marker"),
  ])
  return {
    AutocompleteService: places.AutocompleteService,
    Geocoder: geocoding.Geocoder,
    Map: maps.Map,
    Marker: marker.Marker,
  }
}

/**
 * Loads with retries: the first attempt, then up to 3 more after MAPS_RETRY_DELAYS_MS, waiting on
 * Effect's clock (so a TestClock drives it).
 */
export const loadWithRetries = <A>(attempt: () => Promise<A>): Effect.Effect<A, MapsFailed> => {
  const once = Effect.tryPromise({
    try: attempt,
    catch: (error) => new MapsFailed({ reason: "LoadFailed", message: String(error) }),
  })
  const loop = (retry: number): Effect.Effect<A, MapsFailed> =>
    once.pipe(
      Effect.catch((error: MapsFailed) => {
        const delay = MAPS_RETRY_DELAYS_MS[retry]
        return delay === undefined ? Effect.fail(error) : Effect.sleep(delay).pipe(Effect.andThen(loop(retry + 1)))
      }),
    )
  return loop(0)
}

const svgCluster = (color: "red" | "blue", count: number) =>
  `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="${
      color === "red" ? "#d32f2f" : "#1e63d6"
    }" fill-opacity="0.85" stroke="#fff" stroke-width="2"/><text x="20" y="25" font-size="13" font-family="system-ui,sans-serif" text-anchor="middle" fill="#fff">${count}</text></svg>`,
  )}`

const toPlace = (result: google.maps.GeocoderResult): FoundPlace => ({
  string: result.formatted_address,
  latitude: String(result.geometry.location.lat()),
  longitude: String(result.geometry.location.lng()),
})

/**
 * Live Maps on Google: places autocomplete limited to addresses (each suggestion geocoded for its
 * location), reverse geocoding, browser geolocation, and a map with zoom controls only (centre
 * 52.228/21.011, zoom 10, 15 on a chosen place) with clustered markers. The script loads once per
 * layer, language "en" and region "US" unless told otherwise, retried 3 times with growing delay.
 */
export const mapsLiveLayer = (options: LiveMapsOptions) =>
  Layer.sync(Maps, () => {
    const load = options.load ?? defaultLoad
    let loading: Effect.Effect<GoogleMapsLibraries, MapsFailed> | undefined
    const libraries = Effect.suspend(() => {
      if (loading) return loading
      const attempt = options.key.pipe(
        Effect.flatMap((key) =>
          Option.isNone(key) || key.value === ""
            ? Effect.fail(new MapsFailed({ reason: "NoKey", message: "no maps key configured" }))
            : loadWithRetries(() =>
                load({
                  key: key.value,
                  language: options.language ?? Address.MAPS_LOADER.language,
                  region: options.region ?? Address.MAPS_LOADER.region,
                }),
              ),
        ),
        Effect.tapError(() =>
          Effect.sync(() => {
            loading = undefined // a later call may try again
          }),
        ),
      )
      loading = Effect.cached(attempt).pipe(Effect.runSync)
      return loading
    })

    const geocode = (libs: GoogleMapsLibraries, request: google.maps.GeocoderRequest) =>
      Effect.callback<FoundPlace, MapsNoResults>((resume) => {
        new libs.Geocoder().geocode(request, (results, status) => {
          const first = status === "OK" ? results?.[0] : undefined
          resume(first ? Effect.succeed(toPlace(first)) : Effect.fail(new MapsNoResults({ message: String(status) })))
        })
      })

    return Maps.of({
      autocomplete: (input) =>
        input.trim() === ""
          ? Effect.succeed([])
          : libraries.pipe(
              Effect.flatMap((libs) =>
                Effect.callback<ReadonlyArray<google.maps.places.AutocompletePrediction>>((resume) => {
                  new libs.AutocompleteService().getPlacePredictions({ input, types: ["address"] }, (predictions) =>
                    resume(Effect.succeed(predictions ?? [])),
                  )
                }).pipe(
                  Effect.flatMap((predictions) =>
                    Effect.forEach(
                      predictions.slice(0, 5),
                      (p) =>
                        geocode(libs, { placeId: p.place_id }).pipe(
                          Effect.map((place) => ({ ...place, string: p.description })),
                          Effect.option,
                        ),
                      { concurrency: 5 },
                    ),
                  ),
                  Effect.map((found) => found.flatMap((o) => (Option.isSome(o) ? [o.value] : []))),
                ),
              ),
            ),
      reverseGeocode: (latitude, longitude) =>
        libraries.pipe(
          Effect.mapError((e) => new MapsNoResults({ message: e.message })),
          Effect.flatMap((libs) => geocode(libs, { location: { lat: latitude, lng: longitude } })),
        ),
      currentPosition: () =>
        currentPositionFrom(
          options.geolocation ?? (typeof navigator === "undefined" ? undefined : navigator.geolocation),
        ),
      drawMap: (container, drawOptions) =>
        options.key.pipe(
          Effect.flatMap((key) =>
            Option.isNone(key) || key.value === ""
              ? Effect.succeed(Option.none<MapHandle>())
              : libraries.pipe(Effect.map((libs) => Option.some(drawMap(libs, container, drawOptions?.onClick)))),
          ),
        ),
    })
  })

/**
 * Cluster markers: the count on a circle, red for a cluster above both 10 and the mean cluster
 * size on screen, else blue (domain/maps/cluster.ts).
 */
export const clusterRenderer = (Marker: GoogleMapsLibraries["Marker"]) => ({
  render: ({ count, position }: Pick<Cluster, "count" | "position">, stats: Pick<ClusterStats, "clusters">) =>
    new Marker({
      position,
      icon: { url: svgCluster(Address.clusterColor(count, stats.clusters.markers.mean), count) },
      title: String(count),
      zIndex: 1000 + count,
    }),
})

/** What drawMap needs of @googlemaps/markerclusterer's MarkerClusterer (a fake in tests). */
export interface Clusterer {
  readonly addMarkers: (markers: Array<google.maps.Marker>, noDraw?: boolean) => void
  readonly clearMarkers: (noDraw?: boolean) => void
  readonly render: () => void
  readonly setMap: (map: google.maps.Map | null) => void
}

/** Builds the clusterer; the real one by default, a fake in tests (it needs google.maps.OverlayView). */
export type MakeClusterer = (options: MarkerClustererOptions) => Clusterer

const realClusterer: MakeClusterer = (options) => new MarkerClusterer(options)

/**
 * A click on a cluster zooms to its markers after SPEC §9's cluster zoom delay (100 ms), and never
 * past one level beyond the clustering's max zoom (where every marker already stands alone).
 */
export const zoomIntoCluster: onClusterClickHandler = (_event, cluster, map) => {
  const bounds = cluster.bounds
  if (!bounds) return
  setTimeout(() => {
    map.fitBounds(bounds)
    const zoom = map.getZoom()
    if (zoom !== undefined && zoom > Address.MAP_DEFAULTS.maxZoom) map.setZoom(Address.MAP_DEFAULTS.maxZoom + 1)
  }, Address.MAP_DEFAULTS.clusterZoomDelayMs)
}

/**
 * The clusterer's options from SPEC §9's defaults (Address.MAP_DEFAULTS): supercluster with radius
 * 40 px, clusters of at least 2 markers, clustering up to zoom 16; the red/blue renderer; a click
 * zooms in after 100 ms. The grid size (60) and the batch size (2000) are the legacy clusterer's:
 * the batch is how drawMap hands markers over; supercluster has no grid, its radius does that job.
 */
export const clustererOptions = (
  map: google.maps.Map,
  Marker: GoogleMapsLibraries["Marker"],
): MarkerClustererOptions => ({
  map,
  algorithm: new SuperClusterAlgorithm({
    radius: Address.MAP_DEFAULTS.radius,
    maxZoom: Address.MAP_DEFAULTS.maxZoom,
    minPoints: Address.MAP_DEFAULTS.minClusterSize,
  }),
  renderer: clusterRenderer(Marker),
  onClusterClick: zoomIntoCluster,
})

/** The map of the address form: zoom controls only, click reports a location, clustered markers. */
export const drawMap = (
  libs: GoogleMapsLibraries,
  container: HTMLElement,
  onClick?: (latitude: number, longitude: number) => void,
  makeClusterer: MakeClusterer = realClusterer,
): MapHandle => {
  const map = new libs.Map(container, {
    center: Address.MAP_DEFAULTS.center,
    zoom: Address.MAP_DEFAULTS.zoom,
    disableDefaultUI: true,
    zoomControl: true,
    clickableIcons: false,
  })
  const clickListener = map.addListener("click", (event: google.maps.MapMouseEvent) => {
    const latLng = event.latLng
    if (latLng && onClick) onClick(latLng.lat(), latLng.lng())
  })
  let chosen: google.maps.Marker | undefined
  const clusterer = makeClusterer(clustererOptions(map, libs.Marker))
  return {
    showPlace: (latitude, longitude) => {
      const position = { lat: latitude, lng: longitude }
      map.setCenter(position)
      map.setZoom(Address.MAP_DEFAULTS.placeZoom)
      chosen?.setMap(null)
      chosen = new libs.Marker({ map, position })
    },
    setMarkers: (points) => {
      clusterer.clearMarkers(true)
      const markers = points.map((p) => new libs.Marker({ position: { lat: p.latitude, lng: p.longitude } }))
      for (let i = 0; i < markers.length; i += Address.MAP_DEFAULTS.batchSize) {
        clusterer.addMarkers(markers.slice(i, i + Address.MAP_DEFAULTS.batchSize), true)
      }
      clusterer.render()
    },
    destroy: () => {
      clickListener.remove()
      chosen?.setMap(null)
      clusterer.setMap(null)
    },
  }
}
