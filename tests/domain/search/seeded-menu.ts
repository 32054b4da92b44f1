import { readFileSync } from "node:fs"
import { Schema } from "effect"
import { Wire } from "../../../domain"
import { generateMenu } from "../../../sandbox/catalogue/generate-menu"
import { repoPath, restaurantJson } from "../../support/fixtures"

const decodeMenu = Schema.decodeUnknownSync(
  Schema.Struct({
    products: Schema.Array(Wire.Product),
    combos: Schema.Array(Wire.Combo),
    categories: Schema.Array(Wire.Category),
  }),
)

/**
 * A demo restaurant's menu decoded as the widget decodes the API's answers: restaurants 1 and 2 from
 * their JSON files, restaurant 3 expanded from generate.json by the sandbox's own generator.
 */
export const seededMenu = (restaurant: 1 | 2 | 3) =>
  decodeMenu(
    restaurant === 3
      ? generateMenu(JSON.parse(readFileSync(repoPath("fixtures/restaurants/3/generate.json"), "utf8")))
      : {
          products: restaurantJson(restaurant, "products"),
          combos: restaurantJson(restaurant, "combos"),
          categories: restaurantJson(restaurant, "categories"),
        },
  )
