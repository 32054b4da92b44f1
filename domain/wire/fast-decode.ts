import type { Schema } from "effect"
import { EXACT, fastReaders } from "./numbers"
import type { AddonIngredient, Ingredient, Product, ProductType } from "./product"
import { ProductsResponse } from "./responses"

/**
 * A whole answer's decode fast path (issue 17): the product list is the largest answer before the
 * first card, and Effect's Schema walking it field by field — even with the primitives' own fast
 * paths (numbers.ts) — was the largest piece of the boot's JavaScript (~130 ms for restaurant 1's 104
 * products and ~0.5 s for restaurant 3's 1200 at 4× CPU, most of it building and running the parsers).
 * These readers decode the usual spellings in plain code with the primitives' fast readers, in the
 * schemas' field order, and give up (EXACT) at anything else: a missing required key, a value of
 * another type, an unusual spelling. Then the full schema decodes the whole answer, so every value it
 * accepts and every failure with its message are still the schema's;
 * tests/domain/wire/fast-decode.prop.test.ts holds the two equal on any input.
 */

type Reader<A> = (u: unknown) => A | typeof EXACT
type Fields = Readonly<Record<string, unknown>>
/** Reads `key` of a record: its value as the schema decodes it, or EXACT. */
type KeyReader<A> = (o: Fields, key: string) => A | typeof EXACT

const isRecord = (u: unknown): u is Fields => typeof u === "object" && u !== null && !Array.isArray(u)
const has = (o: Fields, key: string): boolean => Object.hasOwn(o, key)

/** A key read with a primitive's fast reader: a missing key reads as the reader's `missing`. */
const field =
  <A>(reader: { readonly read: Reader<A>; readonly missing: unknown }): KeyReader<A> =>
  (o, key) =>
    reader.read(has(o, key) ? o[key] : reader.missing)

/** A required NumericId. */
const id: KeyReader<number> = (o, key) => (has(o, key) ? fastReaders.NumericId.read(o[key]) : EXACT)

/** Maybe(NumericId): missing or null is null. */
const maybeId: KeyReader<number | null> = (o, key) => {
  if (!has(o, key) || o[key] === null) return null
  return fastReaders.NumericId.read(o[key])
}

/** Maybe(Schema.String): missing or null is null. */
const maybeString: KeyReader<string | null> = (o, key) => {
  if (!has(o, key)) return null
  const v = o[key]
  return v === null || typeof v === "string" ? v : EXACT
}

/** ListOr0(item): missing or null is []; a list of items each read by `item`. */
const list =
  <A>(item: Reader<A>): KeyReader<ReadonlyArray<A>> =>
  (o, key) => {
    const v = has(o, key) ? o[key] : null
    if (v === null) return []
    if (!Array.isArray(v)) return EXACT
    const out: A[] = new Array(v.length)
    for (let i = 0; i < v.length; i++) {
      const a = item(v[i])
      if (a === EXACT) return EXACT
      out[i] = a
    }
    return out
  }

/**
 * A record read key by key with `keys`' readers, written in the schema's field order (the decoded
 * value's key order); EXACT when it is not a record or any key gives up.
 */
const struct = <A>(keys: { readonly [K in keyof A]: KeyReader<A[K]> }): Reader<A> => {
  const readers = Object.entries(keys) as ReadonlyArray<[string, KeyReader<unknown>]>
  return (u) => {
    if (!isRecord(u)) return EXACT
    const out: Record<string, unknown> = {}
    for (const [key, read] of readers) {
      const v = read(u, key)
      if (v === EXACT) return EXACT
      out[key] = v
    }
    return out as A
  }
}

const text = field(fastReaders.Text)
const moneyOr0 = field(fastReaders.MoneyOr0)
const maybeMoney = field(fastReaders.MaybeMoney)
const flag = field(fastReaders.Flag)

const ingredient = struct<Ingredient>({
  id,
  name: text,
  price: moneyOr0,
  is_deletable: flag,
  is_deletable_in_product: flag,
})

const addonIngredient = struct<AddonIngredient>({ id, name: text, price_in_addon: maybeMoney, price: maybeMoney })

const addon = struct<Product["addons"][number]>({
  id,
  name: text,
  price: moneyOr0,
  group_name: maybeString,
  required: text,
  exact_required: field(fastReaders.numberOr(0)),
  ingredients: list(addonIngredient),
})

/** Allergen: a name, or {name}. */
const allergen: Reader<string> = (u) => {
  if (typeof u === "string") return u
  return isRecord(u) && typeof u.name === "string" ? u.name : EXACT
}

const productType = struct<ProductType>({ id, name: text })

const product = struct<Product>({
  id,
  product_id: maybeId,
  name: text,
  description: text,
  variable_name: maybeString,
  price: moneyOr0,
  sale_price: maybeMoney,
  real_price: moneyOr0,
  vat: moneyOr0,
  logo: maybeString,
  category_id: maybeId,
  sort_order: field(fastReaders.MaybeNumber),
  allow_half: flag,
  ingredients: list(ingredient),
  addons: list(addon),
  allergens: list(allergen),
  types: list(productType),
})

const products = list(product)

/** `{data: [product], message?}` (ProductsResponse), or EXACT. */
export const readProductsResponse: Reader<typeof ProductsResponse.Type> = (u) => {
  if (!isRecord(u)) return EXACT
  const data = products(u, "data")
  if (data === EXACT) return EXACT
  if (!has(u, "message")) return { data }
  const message = u.message
  return message === null || typeof message === "string" ? { data, message } : EXACT
}

const fastDecoders = new Map<unknown, Reader<unknown>>([[ProductsResponse, readProductsResponse]])

/**
 * The answer decoded by `schema`'s fast reader, when it has one and the answer is in the usual
 * spelling; undefined otherwise (the caller decodes with the schema).
 */
export const decodeFast = <A>(schema: Schema.Codec<A, unknown>, u: unknown): A | undefined => {
  const read = fastDecoders.get(schema)
  if (read === undefined) return undefined
  const value = read(u)
  return value === EXACT ? undefined : (value as A)
}
