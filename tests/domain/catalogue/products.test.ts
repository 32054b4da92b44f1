import { describe, expect, it } from "vitest"
import {
  hasMore,
  PRODUCT_LIST_EMPTY,
  PRODUCTS_SHOWN_FIRST,
  productsInCategory,
  SHOW_MORE,
  sortProducts,
  visibleProducts,
} from "../../../domain/catalogue/products"

const p = (id: number, name: string, sort_order: number | null, category_id: number | null = 1) => ({
  id,
  name,
  sort_order,
  category_id,
})

describe("sortProducts", () => {
  it("sorts by sort_order with missing values last", () => {
    const sorted = sortProducts([p(1, "A", null), p(2, "B", 3), p(3, "C", 1), p(4, "D", 2)])
    expect(sorted.map((x) => x.id)).toEqual([3, 4, 2, 1])
  })

  it("breaks ties by name in Polish order", () => {
    const sorted = sortProducts([p(1, "Żurek", 1), p(2, "Łosoś", 1), p(3, "Lody", 1), p(4, "Zapiekanka", 1)])
    expect(sorted.map((x) => x.name)).toEqual(["Lody", "Łosoś", "Zapiekanka", "Żurek"])
  })

  it("sorts the products without sort_order by name too, and equal names by id", () => {
    const sorted = sortProducts([p(9, "Pizza", null), p(2, "Barszcz", null), p(5, "Pizza", null)])
    expect(sorted.map((x) => x.id)).toEqual([2, 5, 9])
  })

  it("treats a non-finite sort_order as missing", () => {
    expect(sortProducts([p(1, "A", Number.NaN), p(2, "B", 5)]).map((x) => x.id)).toEqual([2, 1])
  })
})

describe("visibleProducts and hasMore", () => {
  const many = Array.from({ length: 20 }, (_, i) => i)

  it("shows the first 12, then all after 'Show More'", () => {
    expect(PRODUCTS_SHOWN_FIRST).toBe(12)
    expect(visibleProducts(many, false)).toEqual(many.slice(0, 12))
    expect(visibleProducts(many, true)).toEqual(many)
    expect(hasMore(many, false)).toBe(true)
    expect(hasMore(many, true)).toBe(false)
  })

  it("given 12 or fewer, then all show and there is no 'Show More'", () => {
    const twelve = many.slice(0, 12)
    expect(visibleProducts(twelve, false)).toEqual(twelve)
    expect(hasMore(twelve, false)).toBe(false)
    expect(hasMore([], false)).toBe(false)
  })

  it("exports the texts", () => {
    expect(SHOW_MORE).toEqual({ key: "show-more", text: "Show More" })
    expect(PRODUCT_LIST_EMPTY).toEqual({ key: "product-list-is-empty", text: "Product List Is Empty" })
  })
})

describe("productsInCategory", () => {
  it("keeps only the category's products", () => {
    const list = [p(1, "A", 1, 10), p(2, "B", 1, 20), p(3, "C", 1, 10), p(4, "D", 1, null)]
    expect(productsInCategory(list, 10).map((x) => x.id)).toEqual([1, 3])
  })
})
