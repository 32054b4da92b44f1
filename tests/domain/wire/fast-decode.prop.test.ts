import { readFileSync } from "node:fs"
import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { EXACT } from "../../../domain/wire"
import { plainReaders } from "../../../domain/wire/fast-decode"
import {
  CategoriesResponse,
  CombosResponse,
  ErrorBody,
  ProductsResponse,
  RestaurantResponse,
  SettingsResponse,
  WidgetStylesResponse,
} from "../../../domain/wire/responses"
import { generateMenu } from "../../../sandbox/catalogue/generate-menu"
import { anyValue } from "../../support/any-value"
import { repoPath, restaurantJson } from "../../support/fixtures"
import { propertySeed } from "../../support/seed"

/**
 * Property (issues 17 and 24): the plain readers of the first screen's answers
 * (domain/wire/fast-decode.ts) are invisible. Whatever one is handed — the demo answers, or those
 * answers with values swapped for near misses and junk, keys deleted or added — it either gives up
 * (the schema then decodes, as before) or returns exactly what its schema decodes, key order
 * included; and it takes the usual spelling (every demo answer), so the first card does not quietly
 * wait for the schemas' chunk.
 */

type Name = keyof typeof plainReaders

const schemas: Readonly<Record<Name, unknown>> = {
  ProductsResponse,
  CategoriesResponse,
  CombosResponse,
  RestaurantResponse,
  SettingsResponse,
  WidgetStylesResponse,
  ErrorBody,
}
const schemaOf = (name: Name) => schemas[name] as Schema.Codec<unknown, unknown>
const schemaDecode = (name: Name, u: unknown) => Schema.decodeUnknownResult(schemaOf(name))(u)
const plainDecode = (name: Name, u: unknown): unknown => {
  const value = plainReaders[name](u)
  return value === EXACT ? undefined : value
}

/** The answer as the API sends it: `{data: ...}` (the fixtures hold the data itself). */
const answer = (restaurant: number, file: Parameters<typeof restaurantJson>[1]): unknown => ({
  data: restaurantJson(restaurant, file),
})

const translations = JSON.parse(readFileSync(repoPath("fixtures/translations.json"), "utf8"))

/** Each reader's demo answers (restaurants 1 and 2), and a failed call's bodies. */
const samples: Readonly<Record<Name, ReadonlyArray<unknown>>> = {
  ProductsResponse: [answer(1, "products"), answer(2, "products")],
  CategoriesResponse: [answer(1, "categories"), answer(2, "categories")],
  CombosResponse: [answer(1, "combos"), answer(2, "combos")],
  RestaurantResponse: [answer(1, "restaurant"), answer(2, "restaurant")],
  SettingsResponse: [
    { data: { translations, gcp_key: null } },
    { data: { translations: translations.slice(0, 3), gcp_key: "key" }, message: "ok" },
  ],
  WidgetStylesResponse: [answer(1, "widget"), answer(2, "widget")],
  ErrorBody: [
    { message: "Nieprawidłowy kod" },
    { error: "Unauthenticated.", errors: { phone: ["Wymagane"] } },
    { message: null, error: null, errors: null },
  ],
}
const names = Object.keys(samples) as ReadonlyArray<Name>

/** Values near the fast readers' edges, and junk. */
const wireValue = fc.oneof(
  fc.constantFrom("", " ", "0", "1", "-1", "01", "1.", ".5", "1e5", "12abc", "abc", "true", "false", "2,50", " 3 "),
  fc.constantFrom(0, 1, -1, -0, 2, 0.5, 1e12, 2 ** 53, Infinity, Number.NaN, true, false, null, undefined),
  fc.double().map((n) => n),
  fc.integer().map(String),
  fc.double({ min: -1e4, max: 1e4, noNaN: true }).map((n) => n.toFixed(2)),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ name: "Gluten" }),
  fc.array(fc.oneof(fc.constant({}), fc.string(), fc.integer()), { maxLength: 2 }),
  anyValue,
)

type Path = ReadonlyArray<string | number>

/** Every path to a value inside `u` (objects' keys and lists' indexes), the root excluded. */
const pathsOf = (u: unknown, prefix: Path = [], out: Path[] = []): Path[] => {
  if (typeof u !== "object" || u === null) return out
  for (const [key, value] of Object.entries(u)) {
    const path = [...prefix, Array.isArray(u) ? Number(key) : key]
    out.push(path)
    pathsOf(value, path, out)
  }
  return out
}

type Edit = { readonly kind: "set"; readonly value: unknown } | { readonly kind: "delete" } | { readonly kind: "add" }

/** A deep copy of `u` with the value at `path` replaced, deleted, or given an extra sibling key. */
const edited = (u: unknown, path: Path, edit: Edit): unknown => {
  const copy: unknown = structuredClone(u)
  let at = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  const last = path[path.length - 1] as string | number
  if (edit.kind === "set") at[last] = edit.value
  else if (edit.kind === "delete") {
    if (Array.isArray(at)) at.splice(Number(last), 1)
    else delete at[last]
  } else if (!Array.isArray(at)) at.extra_key = 1
  return copy
}

/** A value as text with its keys in order (a failed call's `errors` may hold anything, a BigInt too). */
const inOrder = (u: unknown): string => JSON.stringify(u, (_key, v) => (typeof v === "bigint" ? `${v}n` : v))

const expectSameOrGivenUp = (name: Name, input: unknown) => {
  const fast = plainDecode(name, input)
  if (fast === undefined) return
  const exact = schemaDecode(name, input)
  expect(Result.isSuccess(exact)).toBe(true)
  if (!Result.isSuccess(exact)) return
  expect(fast).toStrictEqual(exact.success)
  expect(inOrder(fast)).toBe(inOrder(exact.success))
}

describe("the plain readers of the first screen's answers", () => {
  it("given each demo answer (and a generated 1200-product menu), then each reader decodes it, exactly as its schema does", () => {
    const spec = JSON.parse(readFileSync(repoPath("fixtures/restaurants/3/generate.json"), "utf8"))
    const generated = { data: generateMenu(spec).products }
    const cases = names.flatMap((name) =>
      (name === "ProductsResponse" ? [...samples[name], generated] : samples[name]).map((u) => [name, u] as const),
    )
    for (const [name, sample] of cases) {
      const fast = plainDecode(name, sample)
      expect(fast, name).toBeDefined()
      const exact = schemaDecode(name, sample)
      expect(Result.isSuccess(exact) && exact.success).toStrictEqual(fast)
      expect(JSON.stringify(fast)).toBe(JSON.stringify(Result.isSuccess(exact) ? exact.success : null))
    }
  })

  it("given a demo answer with one value swapped, deleted or a key added anywhere, then its reader gives up or decodes exactly as the schema does", () => {
    const cases = names.flatMap((name) => samples[name].map((u) => ({ name, u, paths: pathsOf(u) })))
    const edit: fc.Arbitrary<Edit> = fc.oneof(
      wireValue.map((value): Edit => ({ kind: "set", value })),
      fc.constant<Edit>({ kind: "delete" }),
      fc.constant<Edit>({ kind: "add" }),
    )
    fc.assert(
      fc.property(fc.nat(cases.length - 1), fc.nat(), edit, (which, at, change) => {
        const sample = cases[which]
        if (sample === undefined) return
        const path = sample.paths[at % sample.paths.length]
        if (path === undefined) return
        expectSameOrGivenUp(sample.name, edited(sample.u, path, change))
      }),
      { seed: propertySeed("fast-decode edits"), numRuns: 600 },
    )
  })

  it("given any value at all, then every reader gives up or decodes exactly as its schema does", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.oneof(
          anyValue,
          anyValue.map((data) => ({ data })),
          anyValue.map((p) => ({ data: [p] })),
          anyValue.map((settings) => ({ data: { settings } })),
        ),
        (name, input) => expectSameOrGivenUp(name, input),
      ),
      { seed: propertySeed("fast-decode any value"), numRuns: 800 },
    )
  })
})
