import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Cart, Money, Product, Wire } from "../../domain"
import { fixtureProducts } from "../support/fixtures"
import { addItemRequest } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox } from "../support/sandbox"
import { propertySeed } from "../support/seed"

/**
 * The cart page's queries against carts the sandbox builds from the fixture menu: for any set of
 * lines (plain, with add-ons, half-and-half), each line view carries the domain's line price, the
 * halves and add-ons by name, and the summary's total is SPEC §9's sum of the server's parts.
 */
let s: FreshSandbox
beforeAll(async () => {
  s = await freshSandbox()
})
afterAll(() => s.stop())

const menu = fixtureProducts(1)
const byId = new Map(menu.map((p) => [p.id, p]))
/** Products a line can be made of without a mandatory choice, plus the pizzas with their first dough. */
const simple = menu.filter((p) => p.addons.every((a) => a.required !== "mandatory")).map((p) => p.id)
const halves = menu.filter((p) => p.allow_half && p.category_id === 100)
const dough = (p: Wire.Product) =>
  p.addons.filter((a) => a.required === "mandatory").map((a) => a.ingredients[0]?.id ?? 0)

const lineArb = fc.oneof(
  fc.record({
    kind: fc.constant("simple" as const),
    id: fc.constantFrom(...simple),
    quantity: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({
    kind: fc.constant("half" as const),
    pair: fc.integer({ min: 0, max: 1000 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
)

type Line = { kind: "simple"; id: number; quantity: number } | { kind: "half"; pair: number; quantity: number }

const toItem = (line: Line): Wire.CartItemValue => {
  if (line.kind === "simple")
    return { product_id: line.id, addons: [], quantity: line.quantity, exclude_ingredients: [] }
  const first = halves[line.pair % halves.length] as Wire.Product
  const mates = halves.filter((p) => Product.canPairHalves(first, p))
  const second = mates[line.pair % mates.length] as Wire.Product
  return {
    product_id: first.id,
    addons: dough(first),
    quantity: line.quantity,
    exclude_ingredients: [],
    special: { type: "double", data: { product_id: second.id, addons: dough(second) } },
  }
}

describe("cart lines of sandbox carts built from the fixture menu", () => {
  it("line prices are the domain's, halves are named, and the total is the §9 sum", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb, { minLength: 1, maxLength: 4 }), async (lines) => {
        const uuid = decodes(
          Wire.GuestCartResponse,
          (await s.post("/customer/cart/for-guest?restaurant_id=1&type=3")).json,
        ).data.uuid
        let cart: Wire.Cart | null = null
        for (const line of lines) {
          const res = await s.post("/customer/cart/add-item", addItemRequest(uuid, toItem(line), 3))
          expect(res.status).toBe(200)
          cart = decodes(Wire.CartResponse, res.json).data
        }
        if (cart === null) throw new Error("no cart")
        const views = Cart.cartLines(cart, menu)
        expect(views).toHaveLength(lines.length)
        views.forEach((view, i) => {
          const item = toItem(lines[i] as Line)
          const product = byId.get(item.product_id) as Wire.Product
          const second = item.special ? (byId.get(item.special.data.product_id) as Wire.Product) : undefined
          const expected = Product.linePrice({
            product,
            addonIds: item.addons,
            quantity: item.quantity,
            secondHalf: second && item.special ? { product: second, addonIds: item.special.data.addons } : undefined,
          })
          expect(view.price).toBe(expected)
          expect(view.quantity).toBe(item.quantity)
          if (view.kind !== "item") throw new Error("expected an item line")
          if (second) {
            expect(view.halves?.first.name).toBe(product.name)
            expect(view.halves?.second.name).toBe(second.name)
            expect(view.halves?.second.addons.map((a) => a.id)).toEqual(item.special?.data.addons)
          } else expect(view.halves).toBeNull()
        })
        const summary = Cart.cartSummary(cart)
        expect(summary.subTotal).toBe(Money.sum(views.map((v) => v.price)))
        expect(summary.total).toBe(
          Money.max0((summary.subTotal + summary.delivery - summary.discount - summary.points) as Money.Grosze),
        )
        expect(summary.total).toBe(cart.price)
      }),
      { numRuns: 25, seed: propertySeed("sandbox cart lines") },
    )
  })
})
