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

const isRecord = (u: unknown): u is Fields => typeof u === "object" && u !== null && !Array.isArray(u)
const has = (o: Fields, key: string): boolean => Object.hasOwn(o, key)

/** A key read with a primitive's fast reader: a missing key reads as the reader's `missing`. */
const field = <A>(o: Fields, key: string, reader: { readonly read: Reader<A>; readonly missing: unknown }) =>
  reader.read(has(o, key) ? o[key] : reader.missing)

/** A required NumericId. */
const id = (o: Fields, key: string): number | typeof EXACT => (has(o, key) ? fastReaders.NumericId.read(o[key]) : EXACT)

/** Maybe(NumericId): missing or null is null. */
const maybeId = (o: Fields, key: string): number | null | typeof EXACT => {
  if (!has(o, key) || o[key] === null) return null
  return fastReaders.NumericId.read(o[key])
}

/** Maybe(Schema.String): missing or null is null. */
const maybeString = (o: Fields, key: string): string | null | typeof EXACT => {
  if (!has(o, key)) return null
  const v = o[key]
  return v === null || typeof v === "string" ? v : EXACT
}

/** ListOr0(item): missing or null is []; a list of items each read by `item`. */
const list = <A>(o: Fields, key: string, item: Reader<A>): ReadonlyArray<A> | typeof EXACT => {
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

/** Whether any of the read values gave up. */
const anyExact = (values: ReadonlyArray<unknown>): boolean => values.includes(EXACT)

const ingredient: Reader<Ingredient> = (u) => {
  if (!isRecord(u)) return EXACT
  const v = [
    id(u, "id"),
    field(u, "name", fastReaders.Text),
    field(u, "price", fastReaders.MoneyOr0),
    field(u, "is_deletable", fastReaders.Flag),
    field(u, "is_deletable_in_product", fastReaders.Flag),
  ] as const
  if (anyExact(v)) return EXACT
  return { id: v[0], name: v[1], price: v[2], is_deletable: v[3], is_deletable_in_product: v[4] } as Ingredient
}

const addonIngredient: Reader<AddonIngredient> = (u) => {
  if (!isRecord(u)) return EXACT
  const v = [
    id(u, "id"),
    field(u, "name", fastReaders.Text),
    field(u, "price_in_addon", fastReaders.MaybeMoney),
    field(u, "price", fastReaders.MaybeMoney),
  ] as const
  if (anyExact(v)) return EXACT
  return { id: v[0], name: v[1], price_in_addon: v[2], price: v[3] } as AddonIngredient
}

const numberOr0 = fastReaders.numberOr(0)

const addon: Reader<Product["addons"][number]> = (u) => {
  if (!isRecord(u)) return EXACT
  const v = [
    id(u, "id"),
    field(u, "name", fastReaders.Text),
    field(u, "price", fastReaders.MoneyOr0),
    maybeString(u, "group_name"),
    field(u, "required", fastReaders.Text),
    field(u, "exact_required", numberOr0),
    list(u, "ingredients", addonIngredient),
  ] as const
  if (anyExact(v)) return EXACT
  return {
    id: v[0],
    name: v[1],
    price: v[2],
    group_name: v[3],
    required: v[4],
    exact_required: v[5],
    ingredients: v[6],
  } as Product["addons"][number]
}

/** Allergen: a name, or {name}. */
const allergen: Reader<string> = (u) => {
  if (typeof u === "string") return u
  return isRecord(u) && typeof u.name === "string" ? u.name : EXACT
}

const productType: Reader<ProductType> = (u) => {
  if (!isRecord(u)) return EXACT
  const v = [id(u, "id"), field(u, "name", fastReaders.Text)] as const
  if (anyExact(v)) return EXACT
  return { id: v[0], name: v[1] } as ProductType
}

const product: Reader<Product> = (u) => {
  if (!isRecord(u)) return EXACT
  const v = [
    id(u, "id"),
    maybeId(u, "product_id"),
    field(u, "name", fastReaders.Text),
    field(u, "description", fastReaders.Text),
    maybeString(u, "variable_name"),
    field(u, "price", fastReaders.MoneyOr0),
    field(u, "sale_price", fastReaders.MaybeMoney),
    field(u, "real_price", fastReaders.MoneyOr0),
    field(u, "vat", fastReaders.MoneyOr0),
    maybeString(u, "logo"),
    maybeId(u, "category_id"),
    field(u, "sort_order", fastReaders.MaybeNumber),
    field(u, "allow_half", fastReaders.Flag),
    list(u, "ingredients", ingredient),
    list(u, "addons", addon),
    list(u, "allergens", allergen),
    list(u, "types", productType),
  ] as const
  if (anyExact(v)) return EXACT
  return {
    id: v[0],
    product_id: v[1],
    name: v[2],
    description: v[3],
    variable_name: v[4],
    price: v[5],
    sale_price: v[6],
    real_price: v[7],
    vat: v[8],
    logo: v[9],
    category_id: v[10],
    sort_order: v[11],
    allow_half: v[12],
    ingredients: v[13],
    addons: v[14],
    allergens: v[15],
    types: v[16],
  } as Product
}

/** `{data: [product], message?}` (ProductsResponse), or EXACT. */
export const readProductsResponse: Reader<typeof ProductsResponse.Type> = (u) => {
  if (!isRecord(u)) return EXACT
  const data = list(u, "data", product)
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
