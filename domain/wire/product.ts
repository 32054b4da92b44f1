import { Schema, SchemaGetter } from "effect"
import { Flag, ListOr0, Maybe, MaybeMoney, MaybeNumber, MoneyOr0, NumericId, numberOr, Text } from "./numbers"

/** A product ingredient; only deletable ones can be excluded (see canExcludeIngredient). */
export const Ingredient = Schema.Struct({
  id: NumericId,
  name: Text,
  price: MoneyOr0,
  is_deletable: Flag,
  is_deletable_in_product: Flag,
})
export type Ingredient = typeof Ingredient.Type

/** An option inside an add-on: its price is price_in_addon, else its own price, else 0 (addonPrice). */
export const AddonIngredient = Schema.Struct({
  id: NumericId,
  name: Text,
  price_in_addon: MaybeMoney,
  price: MaybeMoney,
})
export type AddonIngredient = typeof AddonIngredient.Type

/** An add-on as the API sends it: one group of options; group_name null means 'ungrouped'. */
export const Addon = Schema.Struct({
  id: NumericId,
  name: Text,
  price: MoneyOr0,
  group_name: Maybe(Schema.String),
  required: Text,
  exact_required: numberOr(0),
  ingredients: ListOr0(AddonIngredient),
})
export type Addon = typeof Addon.Type

/** Allergens arrive as names or as {id, name}; both decode to the name. */
export const Allergen = Schema.Union([Schema.String, Schema.Struct({ name: Schema.String })]).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((a: string | { readonly name: string }) => (typeof a === "string" ? a : a.name)),
    encode: SchemaGetter.transform((s: string) => s),
  }),
)

export const ProductType = Schema.Struct({ id: NumericId, name: Text })
export type ProductType = typeof ProductType.Type

/**
 * A product (one size of a dish). Products sharing product_id are the size variants of one dish;
 * a product without product_id is its own family.
 */
export const Product = Schema.Struct({
  id: NumericId,
  product_id: Maybe(NumericId),
  name: Text,
  description: Text,
  variable_name: Maybe(Schema.String),
  price: MoneyOr0,
  sale_price: MaybeMoney,
  real_price: MoneyOr0,
  vat: MoneyOr0,
  logo: Maybe(Schema.String),
  category_id: Maybe(NumericId),
  sort_order: MaybeNumber,
  allow_half: Flag,
  ingredients: ListOr0(Ingredient),
  addons: ListOr0(Addon),
  allergens: ListOr0(Allergen),
  types: ListOr0(ProductType),
})
export type Product = typeof Product.Type

/** The product summary that carts, combos and orders embed. */
export const ProductSummary = Schema.Struct({
  id: Maybe(NumericId),
  name: Text,
  logo: Maybe(Schema.String),
  variable_name: Maybe(Schema.String),
})
export type ProductSummary = typeof ProductSummary.Type

export const Category = Schema.Struct({ id: NumericId, name: Text, logo: Maybe(Schema.String) })
export type Category = typeof Category.Type
