import { Effect, Schema, SchemaGetter } from "effect"
import { fromZloty, type Grosze, toZloty } from "../money/money"

/**
 * Wire-format primitives: how the API spells numbers, flags and money, decoded to what the domain
 * uses. The API is a PHP backend: numbers arrive as strings, flags as 0/1/"1"/true, empty maps as [].
 */

/** Integer grosze as a schema type (the brand matches money.ts). */
export const GroszeType = Schema.Int.pipe(Schema.brand("Grosze"))

/** A złoty amount (12.5, "12.50", null) decoded to grosze; null reads as 0. Encodes back to złoty. */
export const Money = Schema.Union([Schema.Number, Schema.String, Schema.Null]).pipe(
  Schema.decodeTo(GroszeType, {
    decode: SchemaGetter.transform((v: number | string | null) => fromZloty(v)),
    encode: SchemaGetter.transform((g) => toZloty(g as Grosze)),
  }),
)

/** Money whose key may be missing: missing or null is 0 gr. */
export const MoneyOr0 = Money.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)))

/** Money that may be absent (null stays null, e.g. sale_price or base_price). */
export const MaybeMoney = Schema.Union([Schema.Number, Schema.String, Schema.Null]).pipe(
  Schema.decodeTo(Schema.NullOr(GroszeType), {
    decode: SchemaGetter.transform((v: number | string | null) =>
      v === null || v === "" || !Number.isFinite(Number(String(v).replace(",", "."))) ? null : fromZloty(v),
    ),
    encode: SchemaGetter.transform((g) => (g === null ? null : toZloty(g as Grosze))),
  }),
  Schema.withDecodingDefaultKey(Effect.succeed(null)),
)

/** A numeric id that may arrive as a number or a numeric string. */
export const NumericId = Schema.Union([Schema.Int, Schema.String.check(Schema.isPattern(/^-?\d+$/))]).pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transform((v: number | string) => Number(v)),
    encode: SchemaGetter.transform((n: number) => n),
  }),
)

/** A number that may arrive as a string; missing, null or unreadable reads as the default. */
export const numberOr = (fallback: number) =>
  Schema.Union([Schema.Number, Schema.String, Schema.Null]).pipe(
    Schema.decodeTo(Schema.Number, {
      decode: SchemaGetter.transform((v: number | string | null) => {
        const n = v === null || v === "" ? Number.NaN : Number(v)
        return Number.isFinite(n) ? n : fallback
      }),
      encode: SchemaGetter.transform((n: number) => n),
    }),
    Schema.withDecodingDefaultKey(Effect.succeed(null)),
  )

/** A 0/1 flag ("1", 1, true, "true") as a boolean; missing is false. */
export const Flag = Schema.Union([Schema.Boolean, Schema.Number, Schema.String, Schema.Null]).pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform(
      (v: boolean | number | string | null) => v === true || v === 1 || v === "1" || v === "true",
    ),
    encode: SchemaGetter.transform((b: boolean) => (b ? 1 : 0)),
  }),
  Schema.withDecodingDefaultKey(Effect.succeed(0)),
)

/** Text that may be missing or null: decoded to "" so the UI never renders 'null'. */
export const Text = Schema.Union([Schema.String, Schema.Null]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((v: string | null) => v ?? ""),
    encode: SchemaGetter.transform((s: string) => s),
  }),
  Schema.withDecodingDefaultKey(Effect.succeed(null)),
)

/** An optional value that may also be null; both decode to null. */
export const Maybe = <S extends Schema.Top>(schema: S) =>
  Schema.NullOr(schema).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)))

/** A list that may be missing or null: decoded to []. */
export const ListOr0 = <S extends Schema.Top>(schema: S) =>
  Schema.Union([Schema.Array(schema), Schema.Null]).pipe(
    Schema.decodeTo(Schema.Array(Schema.toType(schema)), {
      decode: SchemaGetter.transform((v) => v ?? []),
      encode: SchemaGetter.transform((v) => v),
    }),
    Schema.withDecodingDefaultKey(Effect.succeed([])),
  )
