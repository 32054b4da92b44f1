import { Schema } from "effect"
import { Flag, ListOr0, Maybe, MaybeMoney, MoneyOr0, NumericId, Text } from "./numbers"
import { ProductSummary } from "./product"

export const ComboOption = Schema.Struct({
  id: NumericId,
  is_default: Flag,
  extra_price: MoneyOr0,
  product: ProductSummary,
})
export type ComboOption = typeof ComboOption.Type

/** A combo group; `extra` arrives as a number, a numeric string or not at all (coerced, default 0). */
export const ComboGroup = Schema.Struct({
  id: NumericId,
  name: Text,
  extra: MoneyOr0,
  options: ListOr0(ComboOption),
})
export type ComboGroup = typeof ComboGroup.Type

/** A combo; its 'from' price is base_price, else price (comboBasePrice). */
export const Combo = Schema.Struct({
  id: NumericId,
  name: Text,
  description: Text,
  logo: Maybe(Schema.String),
  base_price: MaybeMoney,
  price: MaybeMoney,
  groups: ListOr0(ComboGroup),
})
export type Combo = typeof Combo.Type
