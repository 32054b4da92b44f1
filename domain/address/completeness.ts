/** A coordinate as the API takes it: a decimal string such as '52.2297' or '-0.1276'. */
const COORDINATE = /^-?\d+(\.\d+)?$/

/** The parts of an address that can be missing or wrong, named as the API body names them. */
export type AddressPart = "string" | "latitude" | "longitude"

/** What isCompleteAddress reads: the address text and its coordinates, as strings (SPEC §3). */
export interface AddressFields {
  readonly string: string
  readonly latitude: string
  readonly longitude: string
}

/**
 * A coordinate the API can place on the map: a decimal string (the pattern the address body schema
 * checks) whose number lies within ±limit — 90 for latitude, 180 for longitude. Anything else (text,
 * '', '1e5', '200') would put the delivery nowhere.
 */
const isCoordinate = (text: string, limit: number): boolean => {
  const trimmed = text.trim()
  if (!COORDINATE.test(trimmed)) return false
  const value = Number(trimmed)
  return Number.isFinite(value) && Math.abs(value) <= limit
}

/**
 * Which parts of an address stop it from being sent for delivery or saved (SPEC §4, §5: 'the address
 * needs string, latitude and longitude'): an empty address text, and any coordinate that is not a
 * decimal number within range. No address at all lacks every part. The sandbox names these parts as
 * the fields of its 422, so the widget and the server refuse the same addresses for the same reason.
 */
export const incompleteAddressParts = (address: AddressFields | null | undefined): ReadonlyArray<AddressPart> => {
  if (address === null || address === undefined) return ["string", "latitude", "longitude"]
  const parts: AddressPart[] = []
  if (address.string.trim() === "") parts.push("string")
  if (!isCoordinate(address.latitude, 90)) parts.push("latitude")
  if (!isCoordinate(address.longitude, 180)) parts.push("longitude")
  return parts
}

/**
 * Whether an address can be sent for delivery or saved: it has every part incompleteAddressParts
 * checks — a non-empty text and both coordinates as in-range decimal numbers.
 */
export const isCompleteAddress = (address: AddressFields | null | undefined): boolean =>
  incompleteAddressParts(address).length === 0
