import { EXACT, fastReaders } from "./plain-readers"
import type { AddonIngredient, Category, Ingredient, Product, ProductSummary, ProductType } from "./product"
import type {
  CategoriesResponse,
  CombosResponse,
  ErrorBody,
  ProductsResponse,
  RestaurantResponse,
  SettingsResponse,
  WidgetStylesResponse,
} from "./responses"

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
 *
 * Issue 24: every answer of the first screen has one (`plainReaders`), and this file imports no
 * Schema, so the first card's path decodes without loading Effect's Schema at all; the schemas come
 * in a later chunk (adapters/api-live.ts), for other calls and for the unusual spellings.
 */

/** Reads a whole value: what its schema decodes, or EXACT (the schema then decides). */
export type PlainReader<A> = (u: unknown) => A | typeof EXACT
type Reader<A> = PlainReader<A>
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

/** Schema.String. */
const string: Reader<string> = (u) => (typeof u === "string" ? u : EXACT)

/** Maybe(item): missing or null is null; `undefined` goes to the schema. */
const maybe =
  <A>(item: Reader<A>): KeyReader<A | null> =>
  (o, key) => {
    if (!has(o, key)) return null
    const v = o[key]
    return v === null ? null : v === undefined ? EXACT : item(v)
  }

/** Maybe(Schema.String): missing or null is null. */
const maybeString = maybe(string)

/** A required key read by `item`: a missing key gives up. */
const required =
  <A>(item: Reader<A>): KeyReader<A> =>
  (o, key) =>
    has(o, key) ? item(o[key]) : EXACT

/** Schema.Array(item): a list of items each read by `item`. */
const array =
  <A>(item: Reader<A>): Reader<ReadonlyArray<A>> =>
  (v) => {
    if (!Array.isArray(v)) return EXACT
    const out: A[] = new Array(v.length)
    for (let i = 0; i < v.length; i++) {
      const a = item(v[i])
      if (a === EXACT) return EXACT
      out[i] = a
    }
    return out
  }

/** ListOr0(item): missing or null is []; a list of items each read by `item`. */
const list =
  <A>(item: Reader<A>): KeyReader<ReadonlyArray<A>> =>
  (o, key) => {
    const v = has(o, key) ? o[key] : null
    return v === null ? [] : array(item)(v)
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

/** `{data, message?}` (responses.ts' Envelope) with `data` read by `data`, or EXACT. */
const envelope =
  <A>(data: KeyReader<A>): Reader<{ readonly data: A; readonly message?: string | null }> =>
  (u) => {
    if (!isRecord(u)) return EXACT
    const value = data(u, "data")
    if (value === EXACT) return EXACT
    if (!has(u, "message")) return { data: value }
    const message = u.message
    return message === null || typeof message === "string" ? { data: value, message } : EXACT
  }

/** `{data: [product], message?}` (ProductsResponse), or EXACT. */
export const readProductsResponse: Reader<typeof ProductsResponse.Type> = envelope(list(product))

const category = struct<Category>({ id, name: text, logo: maybeString })

const productSummary = struct<ProductSummary>({
  id: maybe(fastReaders.NumericId.read),
  name: text,
  logo: maybeString,
  variable_name: maybeString,
})

type Combo = (typeof CombosResponse.Type)["data"][number]
type ComboGroup = Combo["groups"][number]

const comboOption = struct<ComboGroup["options"][number]>({
  id,
  is_default: flag,
  extra_price: moneyOr0,
  product: required(productSummary),
})

const comboGroup = struct<ComboGroup>({ id, name: text, extra: moneyOr0, options: list(comboOption) })

const combo = struct<Combo>({
  id,
  name: text,
  description: text,
  logo: maybeString,
  base_price: maybeMoney,
  price: maybeMoney,
  groups: list(comboGroup),
})

type Restaurant = (typeof RestaurantResponse.Type)["data"]

const deliveryZone = struct<NonNullable<Restaurant["delivery_zones"]>[number]>({
  max_km: field(fastReaders.numberOr(0)),
  fee: required(fastReaders.MoneyOr0.read),
})

/**
 * Restaurant. Its three delivery keys and the styles' host_color are optional keys around a
 * Maybe, whose default key still reads a missing key as null, as the schema does.
 */
const restaurant = struct<Restaurant>({
  id,
  name: text,
  address: text,
  logo: maybeString,
  latitude: maybe((u) => (typeof u === "string" || typeof u === "number" ? u : EXACT)),
  longitude: maybe((u) => (typeof u === "string" || typeof u === "number" ? u : EXACT)),
  payu_client_id: maybeString,
  feedback_email: maybeString,
  feedback_phone: maybeString,
  widget_takeaway_discount: field(fastReaders.numberOr(0)),
  est_delivery: field(fastReaders.MaybeNumber),
  delivery_fee: maybeMoney,
  free_delivery_from: maybeMoney,
  delivery_zones: maybe(array(deliveryZone)),
  settings: maybe(struct({ show_points: maybeString })),
})

type Settings = (typeof SettingsResponse.Type)["data"]

const settings = struct<Settings>({
  translations: list(
    struct<Settings["translations"][number]>({
      key: required(string),
      locale: required(string),
      value: required(string),
    }),
  ),
  gcp_key: maybeString,
})

type WidgetStyles = (typeof WidgetStylesResponse.Type)["data"]

const widgetStyles = struct<WidgetStyles>({
  settings: required(
    struct<WidgetStyles["settings"]>({
      starting_screen: maybeString,
      show_profile: maybeString,
      show_points: maybeString,
      language: maybeString,
      host_color: maybeString,
    }),
  ),
  background_color: maybeString,
  card_color: maybeString,
  main_button_color: maybeString,
  card_text_color: maybeString,
  addition_button_color: maybeString,
})

/**
 * The plain readers of the first screen's six answers and of a failed call's body, by the name of
 * their schema in responses.ts (the property test pairs each with its schema by that name).
 */
export const plainReaders = {
  ProductsResponse: readProductsResponse,
  CategoriesResponse: envelope(list(category)) as Reader<typeof CategoriesResponse.Type>,
  CombosResponse: envelope(list(combo)) as Reader<typeof CombosResponse.Type>,
  RestaurantResponse: envelope(required(restaurant)) as Reader<typeof RestaurantResponse.Type>,
  SettingsResponse: envelope(required(settings)) as Reader<typeof SettingsResponse.Type>,
  WidgetStylesResponse: envelope(required(widgetStyles)) as Reader<typeof WidgetStylesResponse.Type>,
  ErrorBody: struct<ErrorBody>({
    message: maybeString,
    error: maybeString,
    errors: maybe((u) => u),
  }),
} as const
