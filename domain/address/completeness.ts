/** A coordinate as the API takes it: a decimal string such as '52.2297' or '-0.1276'. */
const COORDINATE = /^-?\d+(\.\d+)?$/

/**
 * Whether an address can be sent for delivery or saved (SPEC §4, §5): it needs a non-empty address
 * string and both coordinates. A coordinate must also be a decimal number, because the API refuses
 * anything else (the address body schema checks the same pattern).
 */
export const isCompleteAddress = (
  address: { readonly string: string; readonly latitude: string; readonly longitude: string } | null | undefined,
): boolean =>
  address !== null &&
  address !== undefined &&
  address.string.trim() !== "" &&
  COORDINATE.test(address.latitude.trim()) &&
  COORDINATE.test(address.longitude.trim())
