import type { Product } from "../wire/product"
import { compareNames } from "./collation"

/**
 * The size number of a variable_name: the first number in it, with '.' or ',' as decimal mark
 * ('24 cm' → 24, '0,5 l' → 0.5, 'XL' → null). Units are not converted ('500 ml' is 500).
 */
export const variantSize = (variableName: string | null): number | null => {
  if (variableName === null) return null
  const m = /\d+(?:[.,]\d+)?/.exec(variableName)
  return m ? Number(m[0].replace(",", ".")) : null
}

/**
 * Variants sorted by the number in variable_name ('24 cm' < '32 cm' < '42 cm'; '0.33 l' < '0.5 l' < '1 l').
 * Variants without a number come last; ties go by variable_name, then name (Polish order), then id,
 * so the order never depends on the API's.
 */
export const sortVariants = (variants: ReadonlyArray<Product>): ReadonlyArray<Product> =>
  variants
    .map((p) => ({ p, size: variantSize(p.variable_name) }))
    .sort((a, b) => {
      if (a.size !== b.size) {
        if (a.size === null) return 1
        if (b.size === null) return -1
        return a.size - b.size
      }
      return (
        compareNames(a.p.variable_name ?? "", b.p.variable_name ?? "") ||
        compareNames(a.p.name, b.p.name) ||
        a.p.id - b.p.id
      )
    })
    .map((x) => x.p)
