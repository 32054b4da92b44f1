import { Effect, Exit, Option, Schema, SchemaGetter, SchemaParser } from "effect"
import { fromZloty, type Grosze, toZloty } from "../money/money"
import {
  EXACT,
  fastFlag,
  fastInt,
  fastMaybeMoney,
  fastMoneyOr0,
  fastNullableNumber,
  fastNumberOr,
  fastText,
} from "./plain-readers"

export { EXACT, fastReaders } from "./plain-readers"

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

/**
 * The decode fast path (issue 17: the layered unions and transformations below took most of the
 * ~2 s that restaurant 3's 1200 products cost at 4× CPU). `fast` reads the common spellings (a
 * number, a plain numeric string, null) in one step and returns EXACT for anything else, which
 * `exact` — the full schema, unchanged — decodes. A fast reader only accepts what `exact` accepts
 * and returns what `exact` returns, so the accepted values, the decoded values and every failure
 * (with its message and path) are `exact`'s; the decoded value is checked against `exact`'s type
 * once more. Encoding is `exact`'s. tests/domain/wire/fast-path.prop.test.ts holds the two equal.
 */
const withFastPath = <S extends Schema.Codec<unknown, unknown>>(
  exact: S,
  fast: (u: unknown) => S["Type"] | typeof EXACT,
) => {
  const decodeExact = SchemaParser.decodeUnknownEffect(exact)
  const encodeExact = SchemaParser.encodeUnknownEffect(exact)
  return Schema.Unknown.pipe(
    Schema.decodeTo(Schema.toType(exact), {
      decode: SchemaGetter.transformEffect((u: unknown) => {
        const value = fast(u)
        return value === EXACT ? decodeExact(u) : Exit.succeed(value)
      }),
      encode: SchemaGetter.transformEffect((t: S["Type"]) => encodeExact(t)),
    }),
  )
}

/**
 * withFastPath for a key that may be missing: a missing key decodes as `missing` would (what
 * `exact.pipe(Schema.withDecodingDefaultKey(Effect.succeed(missing)))` does), while a key present
 * with `undefined` goes to `exact`, which refuses it as before. It replaces withDecodingDefaultKey,
 * whose optional key parses the encoded side a second time.
 */
const withFastPathOr = <S extends Schema.Codec<unknown, unknown>>(
  exact: S,
  fast: (u: unknown) => S["Type"] | typeof EXACT,
  missing: unknown,
) => {
  const decodeExact = SchemaParser.decodeUnknownEffect(exact)
  const encodeExact = SchemaParser.encodeUnknownEffect(exact)
  return Schema.optionalKey(Schema.Unknown).pipe(
    Schema.decodeTo(Schema.toType(exact), {
      decode: SchemaGetter.transformOptionalEffect((present: Option.Option<unknown>) => {
        const u = Option.isSome(present) ? present.value : missing
        const value = fast(u)
        return value === EXACT ? Effect.map(decodeExact(u), Option.some) : Exit.succeed(Option.some(value))
      }),
      encode: SchemaGetter.transformOptionalEffect((decoded: Option.Option<S["Type"]>) =>
        Option.isSome(decoded) ? Effect.map(encodeExact(decoded.value), Option.some) : Effect.succeed(Option.none()),
      ),
    }),
  )
}

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

/** A numeric id that may arrive as a number or a numeric string ("1002"); WireInt, on the fast path. */
export const NumericId = withFastPath(WireInt, fastInt)

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
export const MaybeNumber = withFastPathOr(NullableNumber, fastNullableNumber, null)

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
export const MoneyOr0 = withFastPathOr(Money, fastMoneyOr0, null)

/** MaybeMoney's full schema, before the missing key's default. */
const ExactMaybeMoney = NullableNumber.pipe(
  Schema.decodeTo(Schema.NullOr(GroszeType), {
    decode: SchemaGetter.transform((n: number | null) => (n === null ? null : fromZloty(n))),
    encode: SchemaGetter.transform((g) => (g === null ? null : toZloty(g as Grosze))),
  }),
)

/** Money that may be absent (missing, null or "" stays null, e.g. sale_price or base_price). */
export const MaybeMoney = withFastPathOr(ExactMaybeMoney, fastMaybeMoney, null)

/**
 * A number that may arrive as a string (quantity, points, exact_required, page numbers, settings
 * amounts); missing, null or "" reads as the default, a non-number fails naming the field.
 */
export const numberOr = (fallback: number) => withFastPathOr(exactNumberOr(fallback), fastNumberOr(fallback), null)

/** numberOr's full schema, before the missing key's default. */
const exactNumberOr = (fallback: number) =>
  NullableNumber.pipe(
    Schema.decodeTo(Schema.Finite, {
      decode: SchemaGetter.transform((n: number | null) => n ?? fallback),
      encode: SchemaGetter.transform((n: number) => n),
    }),
  )

/** How a flag may be spelled as a string: a number ("1", "0"), "true", "false" or "". */
const FLAG_TEXT = /^\s*(?:-?\d+(?:[.,]\d+)?|true|false|)\s*$/

/** Flag's full schema (its fast path is plain-readers.ts' fastFlag): every spelling a flag may arrive in. */
const ExactFlag = Schema.Union([
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
  )

/**
 * A 0/1 flag (1, "1", true, "true") as a boolean; 0, "0", false, "false", "", null and a missing key
 * are false (so is any other number). A string that is neither a number nor true/false fails.
 */
export const Flag = withFastPathOr(ExactFlag, fastFlag, 0)

/** Text's full schema, before the missing key's default. */
const ExactText = Schema.Union([Schema.String, Schema.Null]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((v: string | null) => v ?? ""),
    encode: SchemaGetter.transform((s: string) => s),
  }),
)

/** Text that may be missing or null: decoded to "" so the UI never renders 'null'. */
export const Text = withFastPathOr(ExactText, fastText, null)

/** An optional value that may also be null; both decode to null. */
export const Maybe = <S extends Schema.Top>(schema: S) =>
  Schema.NullOr(schema).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null)))

/** ListOr0's full schema, before the missing key's default. */
const exactListOr0 = <S extends Schema.Top>(schema: S) =>
  Schema.Union([Schema.Array(schema), Schema.Null]).pipe(
    Schema.decodeTo(Schema.Array(Schema.toType(schema)), {
      decode: SchemaGetter.transform((v) => v ?? []),
      encode: SchemaGetter.transform((v) => v),
    }),
  )

/**
 * A list that may be missing or null: decoded to []. On the fast path (see withFastPath) a list is
 * decoded once, item by item with `schema`; the full schema (a union, and withDecodingDefaultKey's
 * second parse of the encoded side) decodes anything else and gives every failure its message.
 */
export const ListOr0 = <S extends Schema.Top>(schema: S) => {
  const exact = exactListOr0(schema)
  type Item = S["Type"]
  // An Exit, not an Effect: the struct around it stays on its synchronous path.
  const decodeList = SchemaParser.decodeUnknownExit(
    Schema.Array(schema) as unknown as Schema.Codec<ReadonlyArray<Item>>,
  )
  const decodeExact = SchemaParser.decodeUnknownEffect(exact as unknown as Schema.Codec<ReadonlyArray<Item>>)
  const encodeExact = SchemaParser.encodeUnknownEffect(exact as unknown as Schema.Codec<ReadonlyArray<Item>>)
  const none: ReadonlyArray<Item> = []
  const exactly = (u: unknown) => Effect.map(decodeExact(u), Option.some)
  return Schema.optionalKey(Schema.Unknown).pipe(
    Schema.decodeTo(Schema.toType(exact), {
      decode: SchemaGetter.transformOptionalEffect((present: Option.Option<unknown>) => {
        const u = Option.isSome(present) ? present.value : none
        if (u === null) return Exit.succeed(Option.some(none))
        if (!Array.isArray(u)) return exactly(u)
        const list = decodeList(u)
        return Exit.isSuccess(list) ? Exit.succeed(Option.some(list.value)) : exactly(u)
      }),
      encode: SchemaGetter.transformOptionalEffect((decoded: Option.Option<ReadonlyArray<Item>>) =>
        Option.isSome(decoded) ? Effect.map(encodeExact(decoded.value), Option.some) : Effect.succeed(Option.none()),
      ),
    }),
  )
}

/**
 * Each schema with a decode fast path beside its full schema (the same missing-key default on both),
 * so tests/domain/wire/fast-path.prop.test.ts can hold them equal on any input: same value, same
 * failure message, same encoding.
 */
export const fastPathPairs = {
  NumericId: { fast: NumericId, exact: WireInt },
  MaybeNumber: { fast: MaybeNumber, exact: NullableNumber.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))) },
  MoneyOr0: { fast: MoneyOr0, exact: Money.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))) },
  MaybeMoney: { fast: MaybeMoney, exact: ExactMaybeMoney.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))) },
  numberOr0: { fast: numberOr(0), exact: exactNumberOr(0).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))) },
  numberOr1: { fast: numberOr(1), exact: exactNumberOr(1).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))) },
  Flag: { fast: Flag, exact: ExactFlag.pipe(Schema.withDecodingDefaultKey(Effect.succeed(0))) },
  Text: { fast: Text, exact: ExactText.pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))) },
  ListOr0: {
    fast: ListOr0(MoneyOr0),
    exact: exactListOr0(MoneyOr0).pipe(Schema.withDecodingDefaultKey(Effect.succeed([]))),
  },
} as const
