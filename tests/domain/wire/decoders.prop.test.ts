import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { Exit, Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Combo } from "../../../domain/wire/combo"
import { Product } from "../../../domain/wire/product"
import { CartResponse, ProductsResponse } from "../../../domain/wire/responses"
import { anyValue } from "../../support/any-value"
import { restaurantText } from "../../support/fixtures"
import { propertySeed } from "../../support/seed"
import { allSchemas, type Decodable, fixtureSchema } from "./all-schemas"
import { truncatedDocuments } from "./truncate-json"

/**
 * Decoding never throws (issue 2): whatever arrives — random JSON, random JS values, fixture files
 * cut short or with keys deleted — every schema answers with a Result (or Exit), and a failure's
 * message names the path of the bad field.
 */

/**
 * Decodes with decodeUnknownResult (and, when `withExit`, decodeUnknownExit too); a throw or an answer
 * that is not a Result fails the test with the schema's name. Plain checks instead of `expect` in this
 * hot path: it runs hundreds of thousands of times.
 */
const decodeBoth = (
  name: string,
  schema: Decodable,
  input: unknown,
  withExit = false,
): Result.Result<unknown, Schema.SchemaError> => {
  let result: Result.Result<unknown, Schema.SchemaError>
  try {
    result = Schema.decodeUnknownResult(schema)(input)
    if (withExit) {
      const exit = Schema.decodeUnknownExit(schema)(input)
      if (!Exit.isExit(exit) || Exit.isSuccess(exit) !== Result.isSuccess(result))
        throw new Error("decodeUnknownExit disagrees with decodeUnknownResult")
    }
  } catch (error) {
    throw new Error(`${name} threw on ${safeShow(input)}: ${String(error)}`)
  }
  if (!Result.isResult(result)) throw new Error(`${name} did not return a Result`)
  if (Result.isFailure(result) && typeof result.failure.message !== "string")
    throw new Error(`${name} failed without a message`)
  return result
}

const safeShow = (v: unknown): string => {
  try {
    return fc.stringify(v).slice(0, 300)
  } catch {
    return "<unprintable>"
  }
}

let decodes = 0
const decodeWithAll = (input: unknown): void => {
  // Every 10th value also goes through decodeUnknownExit, so both entry points are covered cheaply.
  const withExit = decodes++ % 10 === 0
  for (const [name, schema] of allSchemas) decodeBoth(name, schema, input, withExit)
}

/** A damaged copy of a fixture file: through its own schema when the file has one, else through every schema. */
const decodeAsFixture = (file: string, value: unknown): void => {
  const schema = fixtureSchema(file)
  if (schema) decodeBoth(file, schema, value)
  else decodeWithAll(value)
}

const root = new URL("../../../", import.meta.url).pathname
const fixturesDir = join(root, "fixtures")

/** Every fixture JSON file except the recorded event logs (the replay decoder's own tests cover those). */
const fixtureFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return entry === "sessions" ? [] : fixtureFiles(path)
    return entry.endsWith(".json") ? [path] : []
  })

const fixtures = fixtureFiles(fixturesDir).map((path) => ({
  file: relative(root, path),
  text: readFileSync(path, "utf8"),
}))

describe("schemas found", () => {
  it("include every response envelope and entity", () => {
    const names = allSchemas.map(([n]) => n)
    expect(names).toEqual(
      expect.arrayContaining(["responses.CartResponse", "responses.CheckoutResponse", "product.Product"]),
    )
    expect(allSchemas.length).toBeGreaterThan(50)
    expect(fixtures.length).toBeGreaterThan(10)
  })
})

describe("decoders never throw", () => {
  it("on 1000 random JSON values, for every schema", () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 4 }), decodeWithAll), {
      seed: propertySeed("decoders on jsonValue"),
      numRuns: 1000,
    })
  })

  it("on 1000 random JS values (maps, sets, dates, typed arrays, null prototypes, boxed values…)", () => {
    fc.assert(fc.property(anyValue, decodeWithAll), { seed: propertySeed("decoders on anything"), numRuns: 1000 })
  })

  it("on values shaped like API entities with random fields (objects whose keys the schemas know)", () => {
    const keys = ["id", "data", "price", "items", "combo_items", "groups", "options", "addons", "ingredients", "uuid"]
    const shaped = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.jsonValue({ maxDepth: 1 }),
        fc.dictionary(fc.constantFrom(...keys), tie("value"), { maxKeys: 5 }),
        fc.array(tie("value"), { maxLength: 3 }),
      ),
    })).value
    fc.assert(fc.property(shaped, decodeWithAll), { seed: propertySeed("decoders on shaped values"), numRuns: 1000 })
  })

  it("on hostile inputs: cycles, __proto__ keys, huge and non-finite numbers", () => {
    const cyclic: Record<string, unknown> = { id: 1, name: "x" }
    cyclic.data = cyclic
    cyclic.items = [cyclic]
    const hostile: unknown[] = [
      cyclic,
      JSON.parse('{"__proto__": {"id": 1}, "id": "1", "constructor": {"prototype": 1}}'),
      { id: Number.MAX_VALUE, price: Number.POSITIVE_INFINITY, sale_price: Number.NaN, status: -0 },
      { id: "99999999999999999999999", price: "1e308", quantity: "1e400" },
    ]
    for (const input of hostile) {
      for (const [name, schema] of allSchemas) decodeBoth(name, schema, input, true)
    }
  })
})

describe("fixture files cut short or damaged", () => {
  it("decode without throwing at every cut point where the cut text still parses", () => {
    let parsed = 0
    for (const { file, text } of fixtures) {
      const schema = fixtureSchema(file)
      const step = Math.max(1, Math.floor(text.length / 400))
      for (let cut = 0; cut <= text.length; cut += step) {
        let value: unknown
        try {
          value = JSON.parse(text.slice(0, cut))
        } catch {
          continue
        }
        parsed++
        if (schema) decodeBoth(file, schema, value)
        else decodeWithAll(value)
      }
    }
    expect(parsed).toBeGreaterThan(0)
  })

  it("decode without throwing when cut at 100 points and closed so the rest still parses", () => {
    let documents = 0
    for (const { file, text } of fixtures) {
      const schema = fixtureSchema(file)
      const cuts = Array.from({ length: 100 }, (_, i) => Math.floor((text.length * i) / 100))
      for (const value of truncatedDocuments(text, cuts)) {
        documents++
        if (schema) decodeBoth(file, schema, value)
        else decodeWithAll(value)
      }
    }
    expect(documents).toBeGreaterThan(fixtures.length * 50)
  })

  it("decode without throwing when the parsed document is cut short structurally (lists and objects truncated)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtures), fc.infiniteStream(fc.nat()), ({ file, text }, cuts) => {
        const iterator = cuts[Symbol.iterator]()
        const next = () => iterator.next().value ?? 0
        const truncate = (v: unknown): unknown => {
          if (Array.isArray(v)) return v.slice(0, next() % (v.length + 1)).map(truncate)
          if (v !== null && typeof v === "object") {
            const entries = Object.entries(v)
            return Object.fromEntries(entries.slice(0, next() % (entries.length + 1)).map(([k, x]) => [k, truncate(x)]))
          }
          return v
        }
        decodeAsFixture(file, truncate(JSON.parse(text)))
      }),
      { seed: propertySeed("structurally truncated fixtures"), numRuns: 300 },
    )
  })

  it("decode without throwing when random keys are deleted or replaced", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtures),
        fc.infiniteStream(fc.nat()),
        fc.infiniteStream(fc.jsonValue({ maxDepth: 2 })),
        ({ file, text }, picks, replacements) => {
          const pick = picks[Symbol.iterator]()
          const replacement = replacements[Symbol.iterator]()
          const mutate = (v: unknown): unknown => {
            if (Array.isArray(v)) return v.map(mutate)
            if (v !== null && typeof v === "object") {
              const out: Record<string, unknown> = {}
              for (const [k, x] of Object.entries(v)) {
                const roll = (pick.next().value ?? 0) % 20
                if (roll === 0) continue // deleted
                out[k] = roll === 1 ? replacement.next().value : mutate(x)
              }
              return out
            }
            return v
          }
          decodeAsFixture(file, mutate(JSON.parse(text)))
        },
      ),
      { seed: propertySeed("mutated fixtures"), numRuns: 300 },
    )
  })
})

/** A copy of a JSON document with the value at `path` replaced by {} (undefined for the empty path). */
const withEmptyObjectAt = (value: unknown, path: ReadonlyArray<string | number>): unknown => {
  const last = path[path.length - 1]
  if (last === undefined) return undefined
  const copy = structuredClone(value)
  let target = copy as Record<string | number, unknown>
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>
  target[last] = {}
  return copy
}

/** A path as a decoding failure spells it: ["addons"][0]["price"]. */
const pathAsMessageSpells = (path: ReadonlyArray<string | number>): string =>
  path.map((s) => (typeof s === "number" ? `[${s}]` : `["${s}"]`)).join("")

describe("failure messages name the bad field", () => {
  const failure = (schema: Decodable, input: unknown): string => {
    const r = Schema.decodeUnknownResult(schema)(input)
    if (Result.isSuccess(r)) throw new Error("expected a decoding failure")
    return r.failure.message
  }

  it("given a product with price {}, then the message names price", () => {
    expect(failure(Product, { id: 1, price: {} })).toContain('["price"]')
  })

  it("given a bad field deep in a list response, then the message gives the whole path", () => {
    const products = JSON.parse(restaurantText(1, "products"))
    products[3].addons[0].ingredients[1].price_in_addon = {}
    expect(failure(ProductsResponse, { data: products })).toContain(
      '["data"][3]["addons"][0]["ingredients"][1]["price_in_addon"]',
    )
  })

  it("given a combo group whose extra is not a number, then the message names groups and extra", () => {
    expect(failure(Combo, { id: 1, groups: [{ id: 2, extra: { amount: 1 } }] })).toContain('["groups"][0]["extra"]')
  })

  it("given a cart whose items map holds a bad product_id, then the message names the item key", () => {
    expect(failure(CartResponse, { data: { uuid: "u", prices: {}, items: { abc: { product_id: "x" } } } })).toContain(
      '["items"]["abc"]["product_id"]',
    )
  })

  it("given any entity fixture (menus, combos, restaurants, styles, places, a cart) with one value replaced by {}, then a failure names its path", () => {
    /** A wire cart with items as a map and combo_items as a list, the shapes only a cart has. */
    const wireCart = {
      data: {
        uuid: "u1",
        price: "45.89",
        prices: { sub_total: "37.90", delivery: "7.99", discount: 0 },
        items: { "uuid-1": { uuid: "uuid-1", product_id: 1002, addons: [6001], quantity: 2, price: "37.90" } },
        combo_items: [{ hash: "h1", combo_id: 901, groups: [{ group_id: 9101, option: { id: 9201 } }], quantity: 1 }],
        offer_list: [{ id: 1, name: "Darmowa dostawa" }],
      },
    }
    const documents: Array<{ readonly name: string; readonly schema: Decodable; readonly value: unknown }> = [
      { name: "CartResponse", schema: CartResponse, value: wireCart },
      ...fixtures.flatMap(({ file, text }) => {
        const schema = fixtureSchema(file)
        return schema === null ? [] : [{ name: file, schema, value: JSON.parse(text) as unknown }]
      }),
    ]
    type Path = ReadonlyArray<string | number>
    /** Every path to a value inside a document (capped per document, so a 1000-product menu stays cheap). */
    const paths = (v: unknown, prefix: Path, out: Array<Path>): Array<Path> => {
      if (out.length >= 3000) return out
      if (prefix.length > 0) out.push(prefix)
      if (Array.isArray(v)) v.forEach((x, i) => void paths(x, [...prefix, i], out))
      else if (v !== null && typeof v === "object")
        for (const [k, x] of Object.entries(v)) paths(x, [...prefix, k], out)
      return out
    }
    const withPaths = documents.map((d) => ({ ...d, all: paths(d.value, [], []) })).filter((d) => d.all.length > 0) // e.g. a restaurant without combos: []
    const withPath = fc
      .constantFrom(...withPaths)
      .chain((d) => fc.constantFrom(...d.all).map((path) => ({ name: d.name, schema: d.schema, value: d.value, path })))
    let failures = 0
    fc.assert(
      fc.property(withPath, ({ name, schema, value, path }) => {
        const copy = withEmptyObjectAt(value, path)
        if (copy === undefined) return
        const r = Schema.decodeUnknownResult(schema)(copy)
        if (Result.isSuccess(r)) return // a field the schema does not read (tolerated) or accepts as an object
        failures++
        expect(r.failure.message, name).toContain(pathAsMessageSpells(path))
      }),
      { seed: propertySeed("failure names the path in every entity fixture"), numRuns: 500 },
    )
    expect(failures).toBeGreaterThan(100)
  })

  it("given any fixture product with one field replaced by {}, then a failure names that field's path", () => {
    const products: Array<Record<string, unknown>> = JSON.parse(restaurantText(1, "products"))
    /** Every path to a value inside a product, e.g. ["addons", 0, "ingredients", 1, "price"]. */
    const paths = (v: unknown, prefix: ReadonlyArray<string | number>): Array<ReadonlyArray<string | number>> => {
      const here = prefix.length > 0 ? [prefix] : []
      if (Array.isArray(v)) return [...here, ...v.flatMap((x, i) => paths(x, [...prefix, i]))]
      if (v !== null && typeof v === "object")
        return [...here, ...Object.entries(v).flatMap(([k, x]) => paths(x, [...prefix, k]))]
      return here
    }
    const withPath = fc
      .constantFrom(...products)
      .chain((p) => fc.constantFrom(...paths(p, [])).map((path) => ({ product: p, path })))
    fc.assert(
      fc.property(withPath, ({ product, path }) => {
        const copy = withEmptyObjectAt(product, path)
        if (copy === undefined) return
        const r = Schema.decodeUnknownResult(Product)(copy)
        if (Result.isSuccess(r)) return // a field the schema does not read (tolerated) or accepts as an object
        expect(r.failure.message).toContain(pathAsMessageSpells(path))
      }),
      { seed: propertySeed("failure names the path"), numRuns: 500 },
    )
  })
})
