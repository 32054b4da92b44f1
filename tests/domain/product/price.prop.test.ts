import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cartTotal } from "../../../domain/cart/total"
import { comboBasePrice, comboPrice } from "../../../domain/combo/price"
import { comboSelectionValue } from "../../../domain/combo/selection"
import {
  formatAddonPrice,
  formatPrice,
  fromZloty,
  type Grosze,
  grosze,
  parsePrice,
  sum,
  toZloty,
} from "../../../domain/money/money"
import { addonGroups } from "../../../domain/product/groups"
import {
  addonPrice,
  addonsPrice,
  halfAndHalfUnitPrice,
  type LineSelection,
  linePrice,
  shownAddonPrice,
  unitPrice,
} from "../../../domain/product/price"
import { selectedAddonIds, toggleAddonOption } from "../../../domain/product/selection"
import type { Product } from "../../../domain/wire/product"
import { fixtureCombos, fixtureProducts } from "../../support/fixtures"
import { propertySeed } from "../../support/seed"

/**
 * Pricing properties (SPEC §9) over the real demo menus: every product, every add-on, every combo
 * of fixtures/restaurants/1 and /2, with selections made the way the modal makes them.
 */

const products = [...fixtureProducts(1), ...fixtureProducts(2)]
const combos = fixtureCombos(1)
const halves = products.filter((p) => p.allow_half)

describe("the menu fixtures", () => {
  it("cover what the properties need: sizes, half-and-half, both group kinds, ungrouped add-ons, sales, combos", () => {
    const groups = products.flatMap(addonGroups)
    expect(products.length).toBeGreaterThan(50)
    expect(halves.length).toBeGreaterThan(5)
    expect(products.some((p) => p.sale_price !== null)).toBe(true)
    expect(groups.some((g) => g.mandatory && g.exactRequired === 1)).toBe(true)
    expect(groups.some((g) => g.exactRequired === 2)).toBe(true)
    expect(groups.some((g) => g.additional)).toBe(true)
    expect(combos.length).toBeGreaterThan(0)
  })
})

/** Every add-on option id a product offers (possibly repeated across groups, as the API may). */
const optionIds = (product: Product): number[] => product.addons.flatMap((a) => a.ingredients.map((i) => i.id))

/** A product with a selection made by clicking options in the modal (so radio and 'Wybierz N' rules hold). */
const productWithClicks = (pool: ReadonlyArray<Product>) =>
  fc.constantFrom(...pool).chain((product) => {
    const groups = addonGroups(product)
    const clicks = groups.length === 0 ? fc.constant([]) : fc.array(fc.nat(), { maxLength: 12 })
    return clicks.map((picks) => {
      const selection: Record<string, ReadonlyArray<number>> = {}
      const options = groups.flatMap((g) => g.options.map((o) => ({ group: g, id: o.id })))
      for (const pick of picks) {
        const target = options[pick % options.length]
        if (!target) continue
        selection[target.group.key] = toggleAddonOption(target.group, selection[target.group.key] ?? [], target.id)
      }
      return { product, addonIds: selectedAddonIds(groups, selection) }
    })
  })

/** A product with any subset of its add-on ids (also raw API combinations the modal would not make). */
const productWithAnyAddons = fc.constantFrom(...products).chain((product) => {
  const ids = optionIds(product)
  return (ids.length === 0 ? fc.constant([]) : fc.subarray(ids)).map((addonIds) => ({ product, addonIds }))
})

const quantity = fc.integer({ min: 1, max: 99 })

const line: fc.Arbitrary<LineSelection> = fc.oneof(
  fc.tuple(productWithClicks(products), quantity).map(([p, q]) => ({ ...p, quantity: q })),
  fc.tuple(productWithClicks(halves), productWithClicks(halves), quantity).map(([a, b, q]) => ({
    ...a,
    quantity: q,
    secondHalf: b,
  })),
)

/** The price of one add-on id as the product offers it: the first option with that id (addonOptionsById). */
const optionPrice = (product: Product, id: number): Grosze => {
  for (const addon of product.addons) for (const ing of addon.ingredients) if (ing.id === id) return addonPrice(ing)
  return grosze(0)
}

/** One unit from the fields, independently of price.ts: (sale_price ?? price) + vat + each add-on. */
const unitFromParts = (product: Product, addonIds: ReadonlyArray<number>): number =>
  (product.sale_price ?? product.price) + product.vat + addonIds.reduce((s, id) => s + optionPrice(product, id), 0)

describe("pricing properties", () => {
  it("a line total is the sum of its parts: (base + vat + each add-on) × quantity", () => {
    fc.assert(
      fc.property(productWithAnyAddons, quantity, ({ product, addonIds }, q) => {
        expect(unitPrice(product, addonIds)).toBe(unitFromParts(product, addonIds))
        expect(addonsPrice(product, addonIds)).toBe(sum(addonIds.map((id) => optionPrice(product, id))))
        expect(linePrice({ product, addonIds, quantity: q })).toBe(unitFromParts(product, addonIds) * q)
      }),
      { seed: propertySeed("line = sum of parts"), numRuns: 1000 },
    )
  })

  it("prices are whole grosze and never negative", () => {
    fc.assert(
      fc.property(line, (l) => {
        const total = linePrice(l)
        expect(Number.isInteger(total)).toBe(true)
        expect(total).toBeGreaterThanOrEqual(0)
      }),
      { seed: propertySeed("never negative"), numRuns: 1000 },
    )
  })

  it("a cart's sum does not depend on the order of its lines", () => {
    fc.assert(
      fc.property(
        fc
          .array(line, { minLength: 1, maxLength: 8 })
          .chain((lines) =>
            fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }).map((s) => [lines, s]),
          ),
        ([lines, shuffled]) => {
          expect(sum((shuffled ?? []).map(linePrice))).toBe(sum((lines ?? []).map(linePrice)))
        },
      ),
      { seed: propertySeed("order invariance"), numRuns: 300 },
    )
  })

  it("half-and-half of a product with itself (same add-ons) costs exactly the whole", () => {
    fc.assert(
      fc.property(productWithClicks(halves), quantity, ({ product, addonIds }, q) => {
        expect(halfAndHalfUnitPrice(product, addonIds, product, addonIds)).toBe(unitPrice(product, addonIds))
        expect(linePrice({ product, addonIds, quantity: q, secondHalf: { product, addonIds } })).toBe(
          linePrice({ product, addonIds, quantity: q }),
        )
      }),
      { seed: propertySeed("half with itself"), numRuns: 500 },
    )
  })

  it("halving never loses a grosz and adds at most 1 gr (documented: the half-sum rounds up)", () => {
    fc.assert(
      fc.property(productWithClicks(halves), productWithClicks(halves), (a, b) => {
        const exactTwice = unitPrice(a.product, a.addonIds) + unitPrice(b.product, b.addonIds)
        const halved = halfAndHalfUnitPrice(a.product, a.addonIds, b.product, b.addonIds)
        expect(2 * halved - exactTwice).toBeGreaterThanOrEqual(0)
        expect(2 * halved - exactTwice).toBeLessThanOrEqual(1)
        expect(halfAndHalfUnitPrice(b.product, b.addonIds, a.product, a.addonIds)).toBe(halved)
      }),
      { seed: propertySeed("halving rounding"), numRuns: 1000 },
    )
  })

  it("a halved add-on shows half its price rounded up; whole it shows its full price", () => {
    const options = products.flatMap((p) => p.addons.flatMap((a) => a.ingredients))
    fc.assert(
      fc.property(fc.constantFrom(...options), (ing) => {
        const whole = shownAddonPrice(addonPrice(ing), false)
        const halved = shownAddonPrice(addonPrice(ing), true)
        expect(whole).toBe(addonPrice(ing))
        expect(2 * halved - whole).toBeGreaterThanOrEqual(0)
        expect(2 * halved - whole).toBeLessThanOrEqual(1)
      }),
      { seed: propertySeed("halved add-on display"), numRuns: 500 },
    )
  })

  it("formatPrice and parsePrice round-trip for any amount, and fromZloty reads back toZloty", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (n) => {
        const g = grosze(n)
        expect(parsePrice(formatPrice(g))).toBe(g)
        expect(formatPrice(g)).toMatch(/^-?\d+\.\d{2} zł$/)
        expect(fromZloty(toZloty(g))).toBe(g)
        if (n > 0) expect(parsePrice(formatAddonPrice(g).slice(1))).toBe(g)
      }),
      { seed: propertySeed("format round-trip"), numRuns: 2000 },
    )
  })

  it("the cart total is sub_total + delivery − discount − points, never below 0", () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 }).map(grosze)
    fc.assert(
      fc.property(amount, amount, amount, amount, (sub_total, delivery, discount, point_amount) => {
        const total = cartTotal({ sub_total, delivery, discount, point_amount })
        expect(total).toBe(Math.max(0, sub_total + delivery - discount - point_amount))
      }),
      { seed: propertySeed("cart total"), numRuns: 1000 },
    )
  })

  it("a combo total is (base + each chosen option's extra and group extra) × quantity, as sent", () => {
    const comboWithChoice = fc.constantFrom(...combos).chain((combo) =>
      fc
        .tuple(
          ...combo.groups.map((g) =>
            g.options.length === 0 ? fc.constant(undefined) : fc.option(fc.constantFrom(...g.options.map((o) => o.id))),
          ),
        )
        .map((picked) => {
          const choice = new Map<number, number>()
          combo.groups.forEach((g, i) => {
            const id = picked[i]
            if (id !== undefined && id !== null) choice.set(g.id, id)
          })
          return { combo, choice }
        }),
    )
    fc.assert(
      fc.property(comboWithChoice, quantity, ({ combo, choice }, q) => {
        let unit = comboBasePrice(combo) as number
        for (const g of combo.groups) {
          const option = g.options.find((o) => o.id === choice.get(g.id))
          if (option) unit += option.extra_price + g.extra
        }
        const total = comboPrice(combo, choice, q)
        expect(total).toBe(unit * q)
        expect(total).toBeGreaterThanOrEqual(0)
        const sent = comboSelectionValue(combo, choice, q)
        const fromSent = comboBasePrice(combo) + sum(sent.groups.map((g) => fromZloty(g.extra)))
        expect(fromSent * sent.quantity).toBe(total)
      }),
      { seed: propertySeed("combo total"), numRuns: 1000 },
    )
  })
})
