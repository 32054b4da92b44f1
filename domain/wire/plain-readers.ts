import { fromZloty, type Grosze } from "../money/money"

/**
 * The wire primitives' fast readers (issue 17), in plain code with no schema: numbers.ts builds its
 * schemas' fast paths from them, and fast-decode.ts reads whole answers with them. This file imports
 * no Schema, so the first card's path (adapters/api-live.ts' plain reads of the menu's answers) does
 * not load Effect's Schema (issue 24). Each reader returns what its schema decodes, or EXACT for a
 * value it does not handle, which the full schema then decodes; tests/domain/wire/fast-path.prop.test.ts
 * holds the two equal.
 */

/** What a fast reader returns for a value it does not handle: the full schema decides. */
export const EXACT = Symbol("exact")

/** A plain numeric string the fast path reads: digits, one optional '.' part, at most 15 digits. */
const PLAIN_DECIMAL = /^-?\d{1,12}(?:\.\d{1,3})?$/

/** A number or plain numeric string as its number (finite, well inside the safe range), else EXACT. */
const fastNumber = (u: unknown): number | typeof EXACT => {
  if (typeof u === "number") return Number.isFinite(u) && Math.abs(u) < 1e12 ? u : EXACT
  return typeof u === "string" && PLAIN_DECIMAL.test(u) ? Number(u) : EXACT
}

/** A number or numeric string, null and "" read as null; anything else EXACT. */
export const fastNullableNumber = (u: unknown): number | null | typeof EXACT =>
  u === null || u === "" ? null : fastNumber(u)

/** A whole number or a string of digits, as its number (a safe integer), else EXACT. */
export const fastInt = (u: unknown): number | typeof EXACT => {
  if (typeof u === "number") return Number.isSafeInteger(u) ? u : EXACT
  return typeof u === "string" && /^\d{1,15}$/.test(u) ? Number(u) : EXACT
}

/** MoneyOr0: złoty to grosze, null and "" as 0. */
export const fastMoneyOr0 = (u: unknown): Grosze | typeof EXACT => {
  const n = fastNullableNumber(u)
  return n === EXACT ? EXACT : fromZloty(n)
}

/** MaybeMoney: złoty to grosze, null and "" stay null. */
export const fastMaybeMoney = (u: unknown): Grosze | null | typeof EXACT => {
  const n = fastNullableNumber(u)
  return n === EXACT || n === null ? n : fromZloty(n)
}

/** numberOr(fallback): null and "" read as the fallback. */
export const fastNumberOr =
  (fallback: number) =>
  (u: unknown): number | typeof EXACT => {
    const n = fastNullableNumber(u)
    return n === null ? fallback : n
  }

/** Flag: booleans, finite numbers (1 is true), null, "0", "" and "1". */
export const fastFlag = (u: unknown): boolean | typeof EXACT => {
  if (typeof u === "boolean") return u
  if (typeof u === "number") return Number.isFinite(u) ? u === 1 : EXACT
  if (u === null || u === "0" || u === "") return false
  return u === "1" ? true : EXACT
}

/** Text: a string, null as "". */
export const fastText = (u: unknown): string | typeof EXACT => (typeof u === "string" ? u : u === null ? "" : EXACT)

/**
 * The fast readers of numbers.ts' primitives, for a whole answer's fast decoder (fast-decode.ts):
 * each reads a present key's value (`undefined` included, which every reader hands to the full
 * schema) and returns what its schema decodes, or EXACT; `missing` is what a missing key reads as.
 */
export const fastReaders = {
  NumericId: { read: fastInt },
  MaybeNumber: { read: fastNullableNumber, missing: null },
  MoneyOr0: { read: fastMoneyOr0, missing: null },
  MaybeMoney: { read: fastMaybeMoney, missing: null },
  numberOr: (fallback: number) => ({ read: fastNumberOr(fallback), missing: null }),
  Flag: { read: fastFlag, missing: 0 },
  Text: { read: fastText, missing: null },
} as const
