import type { Ingredient } from "../wire/product"

/**
 * Ingredient exclusion (SPEC §5: 'only if deletable'). The API sends two flags: is_deletable, the
 * ingredient's own property (can it be left out at all), and is_deletable_in_product, this product's
 * recipe decision. An ingredient can be excluded only when BOTH allow it: the stricter reading, so
 * the widget never offers to remove something the kitchen or the recipe forbids (e.g. the base
 * sauce of a pizza).
 */
export const canExcludeIngredient = (
  ingredient: Pick<Ingredient, "is_deletable" | "is_deletable_in_product">,
): boolean => ingredient.is_deletable && ingredient.is_deletable_in_product

/**
 * The new list of excluded ingredient ids after a click: adds or removes the ingredient. A
 * non-deletable ingredient is refused and the list is returned unchanged (the same array).
 */
export const toggleExcludedIngredient = (
  excluded: ReadonlyArray<number>,
  ingredient: Pick<Ingredient, "id" | "is_deletable" | "is_deletable_in_product">,
): ReadonlyArray<number> => {
  if (excluded.includes(ingredient.id)) return excluded.filter((id) => id !== ingredient.id)
  if (!canExcludeIngredient(ingredient)) return excluded
  return [...excluded, ingredient.id]
}

/**
 * Which half's ingredients can be left out (issue 27, point 4: 'half-and-half shows only what it
 * sends'). The cart item carries `exclude_ingredients` for the product itself, the first half; the
 * second half travels as `special: {type: 'double', data: {product_id, addons}}` (SPEC §6, the wire's
 * DoubleSpecial) with no exclusions, so the second half offers no exclusion controls: a removal shown
 * there could never reach the kitchen.
 */
export const halfTakesExclusions = (half: "first" | "second"): boolean => half === "first"
