import { describe, expect, it } from "vitest"
import { cartBar, cartQuantities, heldCartTotal } from "../../../domain/cart/queries"
import type { WidgetState } from "../../../domain/widget/state"

type HeldCart = NonNullable<WidgetState["cart"]["cart"]>
const line = (key: string, product_id: number, quantity: number) => ({
  key,
  value: {
    uuid: key,
    hash: null,
    product_id,
    product: null,
    addons: [],
    exclude_ingredients: [],
    quantity,
    special: null,
    price: 0,
  },
})
const cart = (items: ReturnType<typeof line>[], comboUnits: number[] = []): HeldCart =>
  ({
    uuid: "c1",
    prices: { sub_total: 5000, delivery: 700, discount: 500 },
    point_amount: 200,
    items,
    combo_items: comboUnits.map((quantity, i) => ({ key: `k${i}`, value: { quantity } })),
  }) as unknown as HeldCart

describe("cart queries", () => {
  it("the total is sub_total + delivery − discount − point_amount (SPEC §9)", () => {
    expect(heldCartTotal(cart([]))).toBe(5000)
  })

  it("counts units per product across lines (two lines of one product add up)", () => {
    const quantities = cartQuantities(cart([line("a", 1002, 2), line("b", 1002, 1), line("c", 1020, 4)]))
    expect([...quantities]).toEqual([
      [1002, 3],
      [1020, 4],
    ])
    expect(cartQuantities(null).size).toBe(0)
  })

  it("the bar shows with items or combo items only, with the total and every unit counted", () => {
    expect(cartBar(null)).toEqual({ show: false, total: null, units: 0 })
    expect(cartBar(cart([]))).toEqual({ show: false, total: 5000, units: 0 })
    expect(cartBar(cart([line("a", 1002, 2)], [3]))).toEqual({ show: true, total: 5000, units: 5 })
    expect(cartBar(cart([], [1])).show).toBe(true)
  })
})
