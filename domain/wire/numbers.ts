import { Effect, Schema, SchemaGetter } from "effect"
import { fromZloty, type Grosze, toZloty } from "../money/money"

/**
 * Wire-format primitives: how the API spells numbers, flags and money, decoded to what the domain
 * uses. The API is a PHP backend: numbers arrive as strings, flags as 0/1/"1"/true, empty maps as [].
 * Every numeric field accepts a number or a numeric string ("26.90", "3") and decodes to a number;
 * anything else ("abc", "12abc", "1e999", {}) fails with a message naming the field's path.
 */

/**
 * A decimal number as PHP prints it: "26.90", "3", "-1", "2,50" (a decimal comma), surrounding spaces
 * allowed. No exponent, no words, no trailing junk: "1e999", "12abc", "abc" and "" are not numbers.
 */
const DECIMAL = /^\s*-?\d+(?:[.,]\d+)?\s*$/

/** A string spelling a decimal number (see DECIMAL); any other string fails naming the field. */
const NumericString = Schema.String.check(
  Schema.isPattern(DECIMAL, { expected: 'a number or a numeric string such as "26.90"' }),
)

/** The number a wire value spells; only ever called on a number or a string that matched DECIMAL. */
const readNumber = (v: number | string): number => (typeof v === "number" ? v : Number(v.trim().replace(",", ".")))

/** A number or a numeric string, before the target's checks (finite, integer, literal) run. */
const NumberLike = Schema.Union([Schema.Number, NumericString]).annotate({
  expected: 'a number or a numeric string such as "26.90"',
})

/** A number or numeric string, or an empty value (null, "") that the caller maps to its default. */
const NumberOrEmpty = Schema.Union([Schema.Number, NumericString, Schema.Literal(""), Schema.Null]).annotate({
  expected: 'a number, a numeric string such as "26.90", "" or null',
})

/**
 * A required finite number that may arrive as a numeric string (a combo group's extra in a request).
 * A string too long to be finite ("1" and 400 zeros) fails like any non-number. Encodes as a number.
 */
export const WireNumber = NumberLike.pipe(
  Schema.decodeTo(Schema.Finite, {
    decode: SchemaGetter.transform(readNumber),
    encode: SchemaGetter.transform((n: number) => n),
  }),
)

/**
 * An integer that may arrive as a numeric string (statuses, quantities, request ids): "3" and 3 read
 * as 3, while "3.5" fails as not an integer. Encodes as a number, so requests still send numbers.
 */
export const WireInt = NumberLike.pipe(
  Schema.decodeTo(Schema.Int, {
    decode: SchemaGetter.transform(readNumber),
    encode: SchemaGetter.transform((n: number) => n),
  }),
)

/** A numeric id that may arrive as a number or a numeric string ("1002"). */
export const NumericId = WireInt

/**
 * One of a few numeric codes (order type 1/3, invoice type 1/2, 0/1 request flags) that may arrive as
 * "1": decoded to the literal, so any other number fails naming the field. Encodes as the number.
 */
export const numericLiterals = <const L extends ReadonlyArray<number>>(values: L) =>
  NumberLike.pipe(
    Schema.decodeTo(Schema.Literals(values), {
      decode: SchemaGetter.transform((v: number | string) => readNumber(v) as L[number]),
      encode: SchemaGetter.transform((n: L[number]) => n),
    }),
  )

/** A finite number or null: null and "" (PHP's empty value) read as null. */
const NullableNumber = NumberOrEmpty.pipe(
  Schema.decodeTo(Schema.NullOr(Schema.Finite), {
    decode: SchemaGetter.transform((v: number | string | null) => (v === null || v === "" ? null : readNumber(v))),
    encode: SchemaGetter.transform((n: number | null) => n),
  }),
)

/**
 * An optional number (sort_order, eta, est_delivery): missing, null or "" reads as null, a number or
 * numeric string as its number, anything else fails naming the field.
 */
export const MaybeNumber = NullableNumber.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)))

/** Integer grosze as a schema type (the brand matches money.ts). */
export const GroszeType = Schema.Int.pipe(Schema.brand("Grosze"))

/**
 * A złoty amount (12.5, "12.50", "12,50", null) decoded to grosze; null and "" read as 0. A value
 * that is not a number ("n/a", {}) fails naming the field. Encodes back to złoty as a number.
 */
export const Money = NullableNumber.pipe(
  Schema.decodeTo(GroszeType, {
    decode: SchemaGetter.transform((n: number | null) => fromZloty(n)),
    encode: SchemaGetter.transform((g) => toZloty(g as Grosze)),
  }),
)

/** Money whose key may be missing: missing or null is 0 gr. */
export const MoneyOr0 = Money.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)))

/** Money that may be absent (missing, null or "" stays null, e.g. sale_price or base_price). */
export const MaybeMoney = NullableNumber.pipe(
  Schema.decodeTo(Schema.NullOr(GroszeType), {
    decode: SchemaGetter.transform((n: number | null) => (n === null ? null : fromZloty(n))),
    encode: SchemaGetter.transform((g) => (g === null ? null : toZloty(g as Grosze))),
  }),
  Schema.withDecodingDefaultKey(Effect.succeed(null)),
)

/**
 * A number that may arrive as a string (quantity, points, exact_required, page numbers, settings
 * amounts); missing, null or "" reads as the default, a non-number fails naming the field.
 */
export const numberOr = (fallback: number) =>
  NullableNumber.pipe(
    Schema.decodeTo(Schema.Finite, {
      decode: SchemaGetter.transform((n: number | null) => n ?? fallback),
      encode: SchemaGetter.transform((n: number) => n),
    }),
    Schema.withDecodingDefaultKey(Effect.succeed(null)),
  )

/** How a flag may be spelled as a string: a number ("1", "0"), "true", "false" or "". */
const FLAG_TEXT = /^\s*(?:-?\d+(?:[.,]\d+)?|true|false|)\s*$/

/**
 * A 0/1 flag (1, "1", true, "true") as a boolean; 0, "0", false, "false", "", null and a missing key
 * are false (so is any other number). A string that is neither a number nor true/false fails.
 */
export const Flag = Schema.Union([
  Schema.Boolean,
  Schema.Number,
  Schema.String.check(
    Schema.isPattern(FLAG_TEXT, { expected: 'a flag: true, false, 0, 1, "0", "1", "true", "false", "" or null' }),
  ),
  Schema.Null,
])
  .annotate({ expected: 'a flag: true, false, 0, 1, "0", "1", "true", "false", "" or null' })
  .pipe(
    Schema.decodeTo(Schema.Boolean, {
      decode: SchemaGetter.transform((v: boolean | number | string | null) =>
        typeof v === "string" ? v.trim() === "true" || (DECIMAL.test(v) && readNumber(v) === 1) : v === true || v === 1,
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
