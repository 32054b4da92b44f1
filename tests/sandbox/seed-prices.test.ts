import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Money, Product, Wire } from "../../domain"
import { RESTAURANT_IDS, readRestaurantSeed } from "../../sandbox/catalogue/fixtures"

/**
 * The seeded menus follow SPEC §9's price model: price, sale_price and real_price are net and vat is
 * the tax per unit, so a card's price and the customisation modal's total for the same product agree
 * (a card showing 26.90 zł must not open a modal asking 28.89 zł). Every product of every restaurant,
 * restaurant 3's generated menu included, exactly as the sandbox seeds them.
 */

const seededProducts = (id: number): ReadonlyArray<Wire.Product> =>
  Schema.decodeUnknownSync(Wire.ProductsResponse)({ data: readRestaurantSeed(id).products }).data

const menus = RESTAURANT_IDS.map((id) => ({ id, products: seededProducts(id) }))

describe("seeded prices", () => {
  it("seeds products in every restaurant (1000+ in all)", () => {
    for (const { products } of menus) expect(products.length).toBeGreaterThan(0)
    expect(menus.reduce((n, m) => n + m.products.length, 0)).toBeGreaterThanOrEqual(1000)
  })

  it.each(menus)(
    "restaurant $id: the card's price is the modal's total for one unit with nothing chosen",
    ({ products }) => {
      for (const product of products) {
        const card = Product.productCardPrice(product)
        const modal = Product.linePrice({ product, addonIds: [], quantity: 1 })
        // The card's 'from' is the undiscounted modal price; with a sale the card shows the sale price.
        expect({ id: product.id, from: card.from }).toEqual({
          id: product.id,
          from: Product.unitPrice({ ...product, sale_price: null }, []),
        })
        expect({ id: product.id, shown: card.sale ?? card.from }).toEqual({ id: product.id, shown: modal })
      }
    },
  )

  it.each(menus)(
    "restaurant $id: price is net — vat is 8 % (food) or 23 % (soft drinks) of it, to the grosz",
    ({ products }) => {
      for (const product of products) {
        const net = product.price
        const rate = [8, 23].find((r) => Math.abs(product.vat - (net * r) / 100) <= 1)
        expect({ id: product.id, vat: product.vat, rate }).toEqual({
          id: product.id,
          vat: product.vat,
          rate: expect.any(Number),
        })
        expect({ id: product.id, real_price: product.real_price }).toEqual({
          id: product.id,
          real_price: product.price,
        })
        if (product.sale_price !== null) expect(product.sale_price).toBeLessThan(product.price)
      }
    },
  )

  it.each(menus)(
    "restaurant $id: every mandatory group offers a free option, so the card price is also the cheapest valid order",
    ({ products }) => {
      for (const product of products)
        for (const group of Product.addonGroups(product).filter((g) => g.mandatory))
          expect({
            id: product.id,
            group: group.name,
            cheapest: Math.min(...group.options.map((o) => o.price)),
          }).toEqual({
            id: product.id,
            group: group.name,
            cheapest: Money.ZERO,
          })
    },
  )

  it("keeps the customer-facing prices: Margherita 24 cm is 26.90 zł on its card and in its modal", () => {
    const margherita = menus[0]?.products.find((p) => p.id === 1001)
    if (!margherita) throw new Error("restaurant 1 has no product 1001")
    expect(Money.formatPrice(Product.productCardPrice(margherita).from)).toBe("26.90 zł")
    expect(Money.formatPrice(Product.linePrice({ product: margherita, addonIds: [], quantity: 1 }))).toBe("26.90 zł")
  })
})
