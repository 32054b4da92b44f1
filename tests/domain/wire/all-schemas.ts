import { Schema } from "effect"
import * as address from "../../../domain/wire/address"
import * as cart from "../../../domain/wire/cart"
import * as combo from "../../../domain/wire/combo"
import { keyedList } from "../../../domain/wire/keyed-list"
import * as wire from "../../../domain/wire/numbers"
import * as order from "../../../domain/wire/order"
import * as product from "../../../domain/wire/product"
import * as profile from "../../../domain/wire/profile"
import * as requests from "../../../domain/wire/requests"
import * as responses from "../../../domain/wire/responses"
import * as restaurant from "../../../domain/wire/restaurant"

/** A schema that decodes without services (all the domain's do). */
export type Decodable = Schema.Top & { readonly DecodingServices: never }

const schemasOf = (prefix: string, module: Record<string, unknown>): ReadonlyArray<readonly [string, Decodable]> =>
  Object.entries(module)
    .filter((entry): entry is [string, Decodable] => Schema.isSchema(entry[1]))
    .map(([name, schema]) => [`${prefix}.${name}`, schema] as const)

/**
 * Every schema the domain exports, found by reflection so a schema added later is tested without
 * touching this file, plus the schema builders (Envelope, ListOr0, keyedList, ...) instantiated once.
 */
export const allSchemas: ReadonlyArray<readonly [string, Decodable]> = [
  ...schemasOf("responses", responses),
  ...schemasOf("product", product),
  ...schemasOf("combo", combo),
  ...schemasOf("cart", cart),
  ...schemasOf("order", order),
  ...schemasOf("address", address),
  ...schemasOf("restaurant", restaurant),
  ...schemasOf("profile", profile),
  ...schemasOf("requests", requests),
  ...schemasOf("wire", wire),
  ["responses.Envelope(Product)", responses.Envelope(product.Product)],
  ["responses.ListEnvelope(Combo)", responses.ListEnvelope(combo.Combo)],
  ["wire.Maybe(String)", wire.Maybe(Schema.String)],
  ["wire.ListOr0(Product)", wire.ListOr0(product.Product)],
  ["wire.numberOr(0)", wire.numberOr(0)],
  ["keyedList(CartItem)", keyedList(cart.CartItem)],
  ["Array(Product)", Schema.Array(product.Product)],
  ["Array(Combo)", Schema.Array(combo.Combo)],
  ["Array(Category)", Schema.Array(product.Category)],
  ["Array(Translation)", Schema.Array(restaurant.Translation)],
  ["Array(Place)", Schema.Array(address.Place)],
]

/** The schema a fixture file is decoded with, by file name (null: no API entity; only no-throw is checked). */
export const fixtureSchema = (file: string): Decodable | null => {
  const name = file.split("/").pop()
  switch (name) {
    case "products.json":
      return Schema.Array(product.Product)
    case "combos.json":
      return Schema.Array(combo.Combo)
    case "categories.json":
      return Schema.Array(product.Category)
    case "offers.json":
      return Schema.Array(cart.Offer)
    case "restaurant.json":
      return restaurant.Restaurant
    case "widget.json":
      return restaurant.WidgetStyles
    case "translations.json":
      return Schema.Array(restaurant.Translation)
    case "gazetteer.json":
      return Schema.Array(address.Place)
    default:
      return null
  }
}
