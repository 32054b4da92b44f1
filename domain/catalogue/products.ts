import { copy } from "../i18n/copy"
import type { Product } from "../wire/product"
import { compareNames } from "./collation"

/** How many products a category shows before 'Show More' (SPEC §9). */
export const PRODUCTS_SHOWN_FIRST = 12

export const SHOW_MORE = copy("show-more", "Show More")
export const PRODUCT_LIST_EMPTY = copy("product-list-is-empty", "Product List Is Empty")

/** A usable sort_order; null, NaN and ±Infinity count as missing. */
const orderOf = (p: Pick<Product, "sort_order">): number | null =>
  p.sort_order !== null && Number.isFinite(p.sort_order) ? p.sort_order : null

/**
 * Products by sort_order (missing last), then by name in Polish order, then by id so equal names
 * keep one order whatever the API sent. Returns a new array; the input is not touched.
 */
export const sortProducts = <P extends Pick<Product, "id" | "name" | "sort_order">>(
  products: ReadonlyArray<P>,
): ReadonlyArray<P> =>
  [...products].sort((a, b) => {
    const oa = orderOf(a)
    const ob = orderOf(b)
    if (oa !== ob) {
      if (oa === null) return 1
      if (ob === null) return -1
      return oa - ob
    }
    return compareNames(a.name, b.name) || a.id - b.id
  })

/** The products a category shows: the first 12, or all once 'Show More' was pressed. */
export const visibleProducts = <P>(sorted: ReadonlyArray<P>, expanded: boolean): ReadonlyArray<P> =>
  expanded || sorted.length <= PRODUCTS_SHOWN_FIRST ? sorted : sorted.slice(0, PRODUCTS_SHOWN_FIRST)

/** Whether the 'Show More' button shows: more than 12 products and not yet expanded. */
export const hasMore = (sorted: ReadonlyArray<unknown>, expanded: boolean): boolean =>
  !expanded && sorted.length > PRODUCTS_SHOWN_FIRST

/** The products of one category, in the given order. */
export const productsInCategory = <P extends Pick<Product, "category_id">>(
  products: ReadonlyArray<P>,
  categoryId: number,
): ReadonlyArray<P> => products.filter((p) => p.category_id === categoryId)
