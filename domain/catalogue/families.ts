import type { Product } from "../wire/product"
import { productsInCategory, sortProducts } from "./products"
import { sortVariants } from "./variants"

/**
 * Size variants: products sharing product_id are the sizes of one dish ('24 cm', '32 cm', ...).
 * The menu shows one card per family and the modal offers its sizes.
 */
export interface ProductFamily {
  /** "p:" + product_id for a shared family, "s:" + id for a product standing alone. */
  readonly key: string
  /** The product the card shows and the modal opens on: the first variant in the API's order. */
  readonly representative: Product
  /** Every size, sorted by the number in variable_name (sortVariants). */
  readonly variants: ReadonlyArray<Product>
}

/** Which family a product belongs to; the two prefixes keep a lone product's id from meeting a family id. */
export const familyKey = (product: Pick<Product, "id" | "product_id">): string =>
  product.product_id === null ? `s:${product.id}` : `p:${product.product_id}`

/**
 * The families of a product list, in the order each family first appears. A product whose product_id
 * is null is its own family. Sort the result by representative (sortProducts) for the menu.
 */
export const productFamilies = (products: ReadonlyArray<Product>): ReadonlyArray<ProductFamily> => {
  const members = new Map<string, Product[]>()
  for (const p of products) {
    const key = familyKey(p)
    const list = members.get(key)
    if (list) list.push(p)
    else members.set(key, [p])
  }
  const families: ProductFamily[] = []
  for (const [key, list] of members) {
    const representative = list[0]
    if (representative) families.push({ key, representative, variants: sortVariants(list) })
  }
  return families
}

/** The sizes offered for a product: its family's variants (just itself when it stands alone). */
export const variantsOf = (products: ReadonlyArray<Product>, product: Product): ReadonlyArray<Product> => {
  const key = familyKey(product)
  return sortVariants(products.filter((p) => familyKey(p) === key))
}

/**
 * The sorted product families of one category: one card per dish (sizes share a card), sorted by the
 * representative's sort_order then name (SPEC §2). Each entry is the representative with its family.
 */
export const categoryFamilies = (products: ReadonlyArray<Product>, categoryId: number) =>
  sortProducts(
    productFamilies(productsInCategory(products, categoryId)).map((f) => ({ ...f.representative, family: f })),
  )
