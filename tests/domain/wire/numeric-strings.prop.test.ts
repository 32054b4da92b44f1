import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { propertySeed } from "../../support/seed"
import { wireDocuments } from "./wire-documents"

/**
 * Property (issue 9): take any fixture entity (or hand-written cart, order or request body), spell
 * any of its numbers as a string the way PHP does ("26.90", "3", " 7 ", "2,50"), and it decodes to
 * exactly what the original decodes to. Coordinates are left alone: they are strings by contract
 * (decoded as the text they arrive as), not numbers.
 */

type Path = ReadonlyArray<string | number>

/** Every path to a number inside a document, except latitude and longitude. */
const numberPaths = (v: unknown, prefix: Path, out: Array<Path>): Array<Path> => {
  if (typeof v === "number") out.push(prefix)
  else if (Array.isArray(v)) v.forEach((x, i) => void numberPaths(x, [...prefix, i], out))
  else if (v !== null && typeof v === "object")
    for (const [k, x] of Object.entries(v))
      if (k !== "latitude" && k !== "longitude") numberPaths(x, [...prefix, k], out)
  return out
}

/** Ways PHP (or a hand-edited config) may spell a number; each keeps the number's value. */
const spellings = (n: number): ReadonlyArray<string> =>
  [String(n), n.toFixed(2), ` ${n} `, String(n).replace(".", ",")].filter(
    (s) => Number(s.trim().replace(",", ".")) === n,
  )

const documents = wireDocuments
  .map((d) => ({ ...d, paths: numberPaths(d.value, [], []) }))
  .filter((d) => d.paths.length > 0)

/** A document with a random subset of its numbers (at least one) each spelled as a random string. */
const stringified = fc.constantFrom(...documents).chain((d) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: d.paths.length - 1 }), { minLength: 1, maxLength: d.paths.length })
    .chain((picked) =>
      fc.tuple(...picked.map(() => fc.nat())).map((choices) => {
        const copy = structuredClone(d.value)
        const changed: Array<string> = []
        picked.forEach((index, i) => {
          const path = d.paths[index] as Path
          let target = copy as Record<string | number, unknown>
          for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>
          const last = path[path.length - 1] as string | number
          const options = spellings(target[last] as number)
          const spelled = options[(choices[i] ?? 0) % options.length] as string
          target[last] = spelled
          changed.push(`${path.join(".")}=${JSON.stringify(spelled)}`)
        })
        return { document: d, value: copy, changed }
      }),
    ),
)

describe("numbers spelled as strings", () => {
  it("covers fixture entities of every kind and the hand-written cart, order and request bodies", () => {
    const names = documents.map((d) => d.name)
    for (const kind of ["products.json", "combos.json", "categories.json", "restaurant.json", "offers.json"])
      expect(
        names.some((n) => n.includes(kind)),
        kind,
      ).toBe(true)
    expect(names).toEqual(expect.arrayContaining(["CartResponse", "OrdersPage", "AddItemBody", "CheckoutBody"]))
    expect(documents.reduce((total, d) => total + d.paths.length, 0)).toBeGreaterThan(1000)
  })

  it("given any entity with random numbers spelled as strings, then it decodes exactly like the original", () => {
    fc.assert(
      fc.property(stringified, ({ document, value, changed }) => {
        const original = Schema.decodeUnknownResult(document.schema)(document.value)
        const spelled = Schema.decodeUnknownResult(document.schema)(value)
        if (Result.isFailure(original)) throw new Error(`${document.name} itself fails: ${original.failure.message}`)
        if (Result.isFailure(spelled))
          throw new Error(`${document.name} with ${changed.join(", ")} fails: ${spelled.failure.message}`)
        expect(spelled.success, `${document.name} with ${changed.join(", ")}`).toEqual(original.success)
      }),
      { seed: propertySeed("numbers spelled as strings decode like the numbers"), numRuns: 500 },
    )
  })

  it("given a whole fixture entity with every number spelled as a string, then it decodes exactly like the original", () => {
    for (const d of documents) {
      const copy = structuredClone(d.value)
      for (const path of d.paths) {
        let target = copy as Record<string | number, unknown>
        for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>
        const last = path[path.length - 1] as string | number
        target[last] = String(target[last])
      }
      const original = Schema.decodeUnknownResult(d.schema)(d.value)
      const spelled = Schema.decodeUnknownResult(d.schema)(copy)
      expect(Result.isSuccess(original), d.name).toBe(true)
      expect(Result.isSuccess(spelled) ? spelled.success : spelled.failure.message, d.name).toEqual(
        Result.isSuccess(original) ? original.success : null,
      )
    }
  })
})
