import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fastPathPairs } from "../../../domain/wire/numbers"
import { propertySeed } from "../../support/seed"

/**
 * Property (issue 17): the Wire primitives' decode fast path (domain/wire/numbers.ts withFastPath)
 * is invisible. On any input — the spellings the API sends, near misses, junk — the fast schema
 * and its full schema both decode to the same value or both fail with the same message naming the
 * same field, a missing key included; and what they decoded encodes the same.
 */

/** Strings near the fast path's edges: plain decimals, spaces, commas, exponents, words, long digits. */
const numericText = fc.oneof(
  fc.double({ noNaN: true }).map(String),
  fc.integer().map(String),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => n.toFixed(2)),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => ` ${n.toFixed(3)} `),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => n.toFixed(2).replace(".", ",")),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.constantFrom("", " ", "0", "1", "-1", "-0", "01", "1.", ".5", "1e5", "1e999", "12abc", "abc", "true", "false"),
  fc.constantFrom(" true ", "TRUE", "1.0", "0.0", "1,0", "NaN", "Infinity", "-", "0x10", "1_000"),
)

/** Any value a JSON answer (or a broken one) may hold where a primitive is read. */
const anyWireValue = fc.oneof(
  numericText,
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, 1, -1, -0, 2, 0.5, 1e12, -1e12, 1e15, 2 ** 53, Number.MAX_VALUE, Infinity, Number.NaN),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant({}),
  fc.constant([]),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.array(fc.oneof(numericText, fc.double(), fc.constant(null), fc.constant({})), { maxLength: 4 }),
)

type Decoded = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string }

const decodeField = (schema: Schema.Top, input: object): Decoded => {
  const result = Schema.decodeUnknownResult(Schema.Struct({ v: schema }) as unknown as Schema.Codec<unknown>)(input)
  return Result.isSuccess(result)
    ? { ok: true, value: (result.success as { v: unknown }).v }
    : { ok: false, message: result.failure.message }
}

const encodeField = (schema: Schema.Top, value: unknown): unknown =>
  Schema.encodeUnknownSync(Schema.Struct({ v: schema }) as unknown as Schema.Codec<unknown, unknown>)({ v: value })

describe("Wire primitives' decode fast path", () => {
  for (const [name, { fast, exact }] of Object.entries(fastPathPairs)) {
    it(`given any value for ${name}, then the fast path decodes, fails and encodes exactly like the full schema`, () => {
      fc.assert(
        fc.property(anyWireValue, (value) => {
          const fastResult = decodeField(fast, { v: value })
          const exactResult = decodeField(exact, { v: value })
          expect(fastResult).toEqual(exactResult)
          if (fastResult.ok && exactResult.ok) {
            // -0 and 0 differ for a primitive; a list is compared item by item.
            if (Array.isArray(fastResult.value)) expect(fastResult.value).toEqual(exactResult.value)
            else expect(Object.is(fastResult.value, exactResult.value)).toBe(true)
            expect(encodeField(fast, fastResult.value)).toEqual(encodeField(exact, exactResult.value))
          }
        }),
        { seed: propertySeed(`fast path ${name}`), numRuns: 400 },
      )
    })

    it(`given a missing key, then ${name} decodes (or fails) like the full schema`, () => {
      const missing = decodeField(fast, {})
      expect(missing).toEqual(decodeField(exact, {}))
      // Every primitive but an id has a default for a missing key.
      expect(missing.ok).toBe(name !== "NumericId")
    })
  }

  it("given the menu's usual spellings, then they take the fast path to the same values", () => {
    expect(decodeField(fastPathPairs.MoneyOr0.fast, { v: "26.90" })).toEqual({ ok: true, value: 2690 })
    expect(decodeField(fastPathPairs.MoneyOr0.fast, { v: 42.04 })).toEqual({ ok: true, value: 4204 })
    expect(decodeField(fastPathPairs.MaybeMoney.fast, { v: null })).toEqual({ ok: true, value: null })
    expect(decodeField(fastPathPairs.Flag.fast, { v: "1" })).toEqual({ ok: true, value: true })
    expect(decodeField(fastPathPairs.NumericId.fast, { v: "1002" })).toEqual({ ok: true, value: 1002 })
    expect(decodeField(fastPathPairs.Text.fast, { v: null })).toEqual({ ok: true, value: "" })
    expect(decodeField(fastPathPairs.ListOr0.fast, { v: ["1.50", 2] })).toEqual({ ok: true, value: [150, 200] })
    const badItem = decodeField(fastPathPairs.ListOr0.fast, { v: [1, "x"] })
    expect(badItem.ok ? "" : badItem.message).toContain('["v"][1]')
    const bad = decodeField(fastPathPairs.MoneyOr0.fast, { v: "n/a" })
    expect(bad.ok).toBe(false)
    expect(bad.ok ? "" : bad.message).toContain('["v"]')
  })
})
