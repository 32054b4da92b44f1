import { readFileSync } from "node:fs"
import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeFast } from "../../../domain/wire/fast-decode"
import { ProductsResponse } from "../../../domain/wire/responses"
import { generateMenu } from "../../../sandbox/catalogue/generate-menu"
import { anyValue } from "../../support/any-value"
import { repoPath, restaurantJson } from "../../support/fixtures"
import { propertySeed } from "../../support/seed"

/**
 * Property (issue 17): the product list's fast decoder (domain/wire/fast-decode.ts) is invisible.
 * Whatever it is handed — the demo menus, or those menus with values swapped for near misses and
 * junk, keys deleted or added — it either gives up (the schema then decodes, as before) or returns
 * exactly what the schema decodes, key order included; and it takes the usual spelling (every demo
 * menu), so the boot does not quietly pay for the schema again.
 */

const schemaDecode = (u: unknown) => Schema.decodeUnknownResult(ProductsResponse)(u)

/** The answer as the API sends it: `{data: [...]}` (the fixtures hold the list itself). */
const answer = (restaurant: number): unknown => {
  const raw = restaurantJson(restaurant, "products")
  return Array.isArray(raw) ? { data: raw } : raw
}

const menus = [answer(1), answer(2)]

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

const expectSameOrGivenUp = (input: unknown) => {
  const fast = decodeFast(ProductsResponse, input)
  if (fast === undefined) return
  const exact = schemaDecode(input)
  expect(Result.isSuccess(exact)).toBe(true)
  if (!Result.isSuccess(exact)) return
  expect(fast).toStrictEqual(exact.success)
  expect(JSON.stringify(fast)).toBe(JSON.stringify(exact.success))
}

describe("the product list's fast decoder", () => {
  it("given each demo menu (restaurants 1, 2 and a generated 1200-product one), then it decodes it, exactly as the schema does", () => {
    const spec = JSON.parse(readFileSync(repoPath("fixtures/restaurants/3/generate.json"), "utf8"))
    const generated = { data: generateMenu(spec).products }
    for (const menu of [...menus, generated]) {
      const fast = decodeFast(ProductsResponse, menu)
      expect(fast).toBeDefined()
      const exact = schemaDecode(menu)
      expect(Result.isSuccess(exact) && exact.success).toStrictEqual(fast)
      expect(JSON.stringify(fast)).toBe(JSON.stringify(Result.isSuccess(exact) ? exact.success : null))
    }
  })

  it("given a demo menu with one value swapped, deleted or a key added anywhere, then it gives up or decodes exactly as the schema does", () => {
    const paths = menus.map((menu) => pathsOf(menu))
    const edit: fc.Arbitrary<Edit> = fc.oneof(
      wireValue.map((value): Edit => ({ kind: "set", value })),
      fc.constant<Edit>({ kind: "delete" }),
      fc.constant<Edit>({ kind: "add" }),
    )
    fc.assert(
      fc.property(fc.nat(menus.length - 1), fc.nat(), edit, (which, at, change) => {
        const menu = menus[which]
        const candidates = paths[which] ?? []
        const path = candidates[at % candidates.length]
        if (path === undefined) return
        expectSameOrGivenUp(edited(menu, path, change))
      }),
      { seed: propertySeed("fast-decode edits"), numRuns: 250 },
    )
  })

  it("given any value at all, then it gives up or decodes exactly as the schema does", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyValue,
          anyValue.map((data) => ({ data })),
          anyValue.map((p) => ({ data: [p] })),
        ),
        (input) => expectSameOrGivenUp(input),
      ),
      { seed: propertySeed("fast-decode any value"), numRuns: 400 },
    )
  })
})
