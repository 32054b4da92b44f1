import { readFileSync } from "node:fs"
import { Schema } from "effect"
import { Combo } from "../../../domain/wire/combo"
import { Product } from "../../../domain/wire/product"

/**
 * The demo menus of fixtures/restaurants (a Polish pizzeria and a second, smaller restaurant),
 * decoded with the domain schemas exactly as the widget decodes the API's answers.
 */
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8"))

export const menuProducts = (restaurant: number): ReadonlyArray<Product> =>
  Schema.decodeUnknownSync(Schema.Array(Product))(read(`fixtures/restaurants/${restaurant}/products.json`))

export const menuCombos = (restaurant: number): ReadonlyArray<Combo> =>
  Schema.decodeUnknownSync(Schema.Array(Combo))(read(`fixtures/restaurants/${restaurant}/combos.json`))
