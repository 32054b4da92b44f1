import type { DeliveryTerms } from "../catalogue/catalogue"

/** Mean Earth radius used by the haversine distance, in km. */
const EARTH_KM = 6371.0088

/** Great-circle distance in km between two coordinates (haversine). */
export const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number): number => {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** The message an out-of-zone address gets, in the API's Polish. */
export const OUTSIDE_ZONE_MESSAGE = "Adres poza strefą dostawy"

/** Whether a restaurant delivers to a coordinate: within delivery_radius_km of the restaurant. */
export const insideDeliveryZone = (terms: DeliveryTerms, latitude: string, longitude: string): boolean => {
  const lat = Number(latitude)
  const lng = Number(longitude)
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false
  return distanceKm(terms.latitude, terms.longitude, lat, lng) <= terms.radiusKm
}
