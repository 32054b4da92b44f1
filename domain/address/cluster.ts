import { type AddressFields, isCompleteAddress } from "./completeness"

/**
 * Map and marker-clustering defaults (SPEC §7, §9). The grid, radius, batch and cluster settings
 * are the values the clusterer is configured with; the centre is Warsaw.
 */
export const MAP_DEFAULTS = {
  gridSize: 60,
  minClusterSize: 2,
  radius: 40,
  maxZoom: 16,
  batchSize: 2000,
  clusterZoomDelayMs: 100,
  center: { lat: 52.228, lng: 21.011 },
  zoom: 10,
  placeZoom: 15,
} as const

/** How the maps script is loaded: places library, language 'en', region 'US', 3 retries with growing delay. */
export const MAPS_LOADER = { libraries: ["places"], language: "en", region: "US", retries: 3 } as const

/**
 * A cluster marker's colour: red for a cluster bigger than both 10 and the mean cluster size, so
 * only the real hot spots stand out; every other cluster is blue.
 */
export const clusterColor = (count: number, meanCount: number): "red" | "blue" =>
  count > Math.max(10, Number.isFinite(meanCount) ? meanCount : 0) ? "red" : "blue"

/**
 * The customer's saved addresses as map markers (issue 27: clustered on the address map): those with
 * text and valid coordinates (isCompleteAddress), as numbers.
 */
export const markerPoints = (
  addresses: ReadonlyArray<AddressFields>,
): ReadonlyArray<{ readonly latitude: number; readonly longitude: number }> =>
  addresses.flatMap((a) =>
    isCompleteAddress(a) ? [{ latitude: Number(a.latitude), longitude: Number(a.longitude) }] : [],
  )
