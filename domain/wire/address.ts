import { Effect, Schema, SchemaGetter } from "effect"
import { Flag, Maybe, NumericId, numericLiterals, Text } from "./numbers"

/** Latitude and longitude arrive and leave as strings; a number is accepted and kept as its string. */
export const Coordinate = Schema.Union([Schema.String, Schema.Number, Schema.Null]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((v: string | number | null) => (v === null ? "" : String(v))),
    encode: SchemaGetter.transform((s: string) => s),
  }),
  Schema.withDecodingDefaultKey(Effect.succeed(null)),
)

export const Address = Schema.Struct({
  id: NumericId,
  string: Text,
  latitude: Coordinate,
  longitude: Coordinate,
  address_line_2: Maybe(Schema.String),
  is_active: Flag,
})
export type Address = typeof Address.Type

/** Invoice data: type 1 company, 2 personal. */
export const Business = Schema.Struct({
  type: numericLiterals([1, 2]),
  name: Schema.String,
  nip: Schema.String,
  address: Schema.String,
})
export type Business = typeof Business.Type

/** A place found by autocomplete or reverse geocoding. */
export const Place = Schema.Struct({ string: Schema.String, latitude: Coordinate, longitude: Coordinate })
export type Place = typeof Place.Type
