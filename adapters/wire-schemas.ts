import { type Result, Schema } from "effect"

/**
 * The API's schemas (domain/wire) and Effect's Schema, loaded by adapters/api-live.ts on first need
 * rather than with it (issue 24): the first card's answers take their plain readers
 * (domain/wire/fast-decode.ts), so Schema and every other answer's schema stay off the first card's
 * path; so do the schemas of the stored addresses and orders (adapters/storage.ts) and of the sandbox
 * maps' answers (adapters/maps.ts). ui/kit/after-first-card.ts fetches this chunk once the first card is up, before anyone can
 * ask for a cart.
 */
import { Wire } from "../domain"

export { Wire }

/** The stored addresses and orders (StorageKeys), as the widget wrote them: decoded, not wire. */
export const StoredAddresses = Schema.Array(Schema.toType(Wire.Address))
export const StoredOrders = Schema.Array(Schema.toType(Wire.Order))

/** The sandbox maps' answers (adapters/maps.ts): autocomplete and reverse geocoding. */
export const MapsAutocompleteAnswer = Schema.Struct({ data: Schema.Array(Wire.Place) })
export const MapsReverseAnswer = Schema.Struct({ status: Schema.String, data: Schema.NullOr(Wire.Place) })

/** `u` decoded by `schema`: its value, or the failure whose message names the field. */
export const decodeUnknown = <A>(schema: Schema.Codec<A, unknown>, u: unknown): Result.Result<A, Schema.SchemaError> =>
  Schema.decodeUnknownResult(schema)(u)
