import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Combo, Money, Orders, Product, Wire } from "../../../domain"
import { fixtureCombos, fixtureProducts } from "../../support/fixtures"
import { propertySeed } from "../../support/seed"
import { seededOrders } from "./seeded-orders"

/**
 * 'Order again' over every order shape the sandbox can store, built from the demo menu the way the
 * modals build lines (clicked add-ons, deletable exclusions, halves from the offered second halves,
 * combos with any choices), then mapped onto a menu that may have lost products and combos since, and
 * whose prices may differ from what the order charged. Whatever the shape: every line is either
 * mapped to a valid add request whose domain price is the price shown, or listed as unavailable —
 * nothing silently dropped or repriced.
 */

const products = fixtureProducts(1)
const combos = fixtureCombos(1)
const quantity = fc.integer({ min: 1, max: 99 })

/** A product's add-ons clicked the way the modal clicks them (radio and 'Wybierz N' rules hold). */
const clicked = (product: Wire.Product) => {
  const groups = Product.addonGroups(product)
  const options = groups.flatMap((g) => g.options.map((o) => ({ group: g, id: o.id })))
  return fc.array(fc.nat(), { maxLength: 10 }).map((picks) => {
    const selection: Record<string, ReadonlyArray<number>> = {}
    for (const pick of picks) {
      const target = options[pick % Math.max(1, options.length)]
      if (!target) continue
      selection[target.group.key] = Product.toggleAddonOption(
        target.group,
        selection[target.group.key] ?? [],
        target.id,
      )
    }
    return { selection, addonIds: Product.selectedAddonIds(groups, selection) }
  })
}

/** One generated order line: its wire JSON, what it was made of, and whether it can be ordered again on the full menu. */
interface GeneratedLine {
  readonly wire: Record<string, unknown>
  /** Product or combo ids the line needs from the menu. */
  readonly needs: { readonly products: ReadonlyArray<number>; readonly combos: ReadonlyArray<number> }
  /** Whether the modal would accept it on the full menu (mandatory groups chosen, a combo group chosen). */
  readonly valid: boolean
  readonly repriced: boolean
  readonly gift: boolean
}

/** The price an order line carries: what it cost (the domain's price then) or, repriced, a different figure. */
const charged = (price: Money.Grosze, delta: number): number => Money.toZloty(Money.grosze(Math.max(0, price + delta)))
const priceDelta = fc.oneof(
  fc.constant(0),
  fc.integer({ min: -500, max: 500 }).filter((d) => d !== 0),
)

const productLine: fc.Arbitrary<GeneratedLine> = fc
  .constantFrom(...products)
  .chain((product) => {
    const deletable = product.ingredients.filter(Product.canExcludeIngredient).map((i) => i.id)
    const seconds = Product.secondHalfChoices(products, product)
    const half =
      seconds.length === 0
        ? fc.constant(null)
        : fc.option(fc.constantFrom(...seconds).chain((second) => clicked(second).map((c) => ({ second, ...c }))))
    return fc.record({
      product: fc.constant(product),
      first: clicked(product),
      excluded: fc.subarray(deletable),
      half,
      quantity,
      delta: priceDelta,
    })
  })
  .map(({ product, first, excluded, half, quantity: q, delta }) => {
    const line: Product.LineSelection = {
      product,
      addonIds: first.addonIds,
      quantity: q,
      secondHalf: half === null ? undefined : { product: half.second, addonIds: half.addonIds },
    }
    const messages = Product.productModalMessages(
      {
        variantId: product.id,
        halfAndHalf: half !== null,
        secondProductId: half?.second.id ?? null,
        selections: { first: first.selection, second: half?.selection ?? Product.emptySelection },
      },
      (id) => products.find((p) => p.id === id),
    )
    return {
      wire: {
        quantity: q,
        is_gift: 0,
        price: charged(Product.linePrice(line), delta),
        product: { id: product.id, name: product.name, variable_name: product.variable_name },
        addons: first.addonIds,
        exclude_ingredients: excluded,
        special: half === null ? null : { type: "double", data: { product_id: half.second.id, addons: half.addonIds } },
      },
      needs: { products: half === null ? [product.id] : [product.id, half.second.id], combos: [] },
      valid: messages.length === 0,
      repriced: delta !== 0,
      gift: false,
    }
  })

const comboLine: fc.Arbitrary<GeneratedLine> = fc
  .constantFrom(...combos)
  .chain((combo) =>
    fc.record({
      combo: fc.constant(combo),
      picks: fc.tuple(...combo.groups.map((g) => fc.option(fc.constantFrom(...g.options)))),
      quantity,
      delta: priceDelta,
    }),
  )
  .map(({ combo, picks, quantity: q, delta }) => {
    const choice = new Map<number, number>()
    const groups: Array<Record<string, unknown>> = []
    combo.groups.forEach((group, i) => {
      const option = picks[i]
      if (!option) return
      choice.set(group.id, option.id)
      groups.push({ group_id: group.id, product: option.product, option: { id: option.id, extra_price: 0 } })
    })
    return {
      wire: {
        quantity: q,
        is_gift: 0,
        price: charged(Combo.comboPrice(combo, choice, q), delta),
        product: { id: combo.id, name: combo.name, variable_name: null },
        combo_id: combo.id,
        groups,
      },
      needs: { products: [], combos: [combo.id] },
      valid: Combo.validateCombo(combo, choice).ok,
      repriced: delta !== 0,
      gift: false,
    }
  })

const giftLine: fc.Arbitrary<GeneratedLine> = fc.constantFrom(...products).map((product) => ({
  wire: { quantity: 1, is_gift: 1, price: 0, product: { id: product.id, name: product.name } },
  needs: { products: [product.id], combos: [] },
  valid: false,
  repriced: false,
  gift: true,
}))

const orderShape = fc.record({
  lines: fc.array(fc.oneof({ arbitrary: productLine, weight: 4 }, { arbitrary: comboLine, weight: 2 }, giftLine), {
    maxLength: 8,
  }),
  /** What the menu lost since the order: some products and combos. */
  droppedProducts: fc.subarray(
    products.map((p) => p.id),
    { maxLength: 20 },
  ),
  droppedCombos: fc.subarray(combos.map((c) => c.id)),
})

const decodeOrder = (items: ReadonlyArray<Record<string, unknown>>): Wire.Order =>
  Schema.decodeUnknownSync(Wire.Order)({ id: 1, status: 5, restaurant_id: 1, created_at: "", items })

describe("order again, over every order shape", () => {
  it("maps every line to a valid add request at its domain price, or lists it as unavailable", () => {
    const seen = { item: 0, combo: 0, half: 0, changed: 0, unavailable: 0 }
    fc.assert(
      fc.property(orderShape, ({ lines, droppedProducts, droppedCombos }) => {
        const today: Orders.ReorderMenu = {
          restaurantId: 1,
          products: products.filter((p) => !droppedProducts.includes(p.id)),
          combos: combos.filter((c) => !droppedCombos.includes(c.id)),
        }
        const order = decodeOrder(lines.map((l) => l.wire))
        const plan = Orders.reorderPlan(order, today)
        if (plan._tag !== "Plan") throw new Error(plan._tag)

        // Every line exactly once, in the order's order.
        const mapped = plan.lines.map((l) => l.index)
        const listed = plan.unavailable.map((u) => u.index)
        expect([...mapped, ...listed].sort((a, b) => a - b)).toEqual(lines.map((_, i) => i))
        expect(mapped).toEqual([...mapped].sort((a, b) => a - b))
        expect(listed).toEqual([...listed].sort((a, b) => a - b))

        seen.unavailable += plan.unavailable.length
        for (const line of plan.lines) {
          if (line._tag === "Item") seen.item += 1
          else seen.combo += 1
          if (line._tag === "Item" && line.item.special) seen.half += 1
          if (line.priceChanged) seen.changed += 1
          const source = order.items[line.index]
          const generated = lines[line.index]
          if (source === undefined || generated === undefined) throw new Error("index out of range")
          expect(line.was).toBe(source.price)
          expect(line.priceChanged).toBe(line.was !== line.now)
          if (line._tag === "Item") {
            // A valid request, priced independently from what it sends.
            expect(Schema.decodeUnknownSync(Wire.CartItemValue)(line.item)).toEqual(line.item)
            const product = today.products?.find((p) => p.id === line.item.product_id)
            const secondId = line.item.special?.data.product_id
            const second = secondId === undefined ? undefined : today.products?.find((p) => p.id === secondId)
            if (product === undefined || (secondId !== undefined && second === undefined)) throw new Error("unknown")
            expect(line.now).toBe(
              Product.linePrice({
                product,
                addonIds: line.item.addons,
                quantity: line.item.quantity,
                secondHalf: second ? { product: second, addonIds: line.item.special?.data.addons ?? [] } : undefined,
              }),
            )
            expect(line.item.quantity).toBe(source.quantity)
          } else {
            expect(Schema.decodeUnknownSync(Wire.ComboSelection)(line.selection)).toEqual(line.selection)
            const combo = today.combos?.find((c) => c.id === line.selection.combo_id)
            if (combo === undefined) throw new Error("unknown combo")
            const choice = new Map(line.selection.groups.map((g) => [g.group_id, g.option_id]))
            expect(Combo.validateCombo(combo, choice).ok).toBe(true)
            expect(line.now).toBe(Combo.comboPrice(combo, choice, line.selection.quantity))
          }
          // Same menu prices as when ordered: the price changed exactly when the order charged another figure.
          expect(line.priceChanged).toBe(generated.repriced)
        }

        // A line is listed only for a reason: a gift, something the menu lost, or a choice the modal would refuse.
        for (const u of plan.unavailable) {
          const generated = lines[u.index]
          if (generated === undefined) throw new Error("index out of range")
          const lost =
            generated.needs.products.some((id) => droppedProducts.includes(id)) ||
            generated.needs.combos.some((id) => droppedCombos.includes(id))
          expect(generated.gift || lost || !generated.valid).toBe(true)
          if (generated.gift) expect(u.reason).toBe("gift")
        }
      }),
      { seed: propertySeed("reorder maps or lists every line"), numRuns: 300 },
    )
    // Not vacuous: the runs mapped items, halves and combos, saw changed prices and unavailable lines.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(0)
  })

  it("every seeded past order (fixtures/orders.json) is accounted for line by line", () => {
    for (const order of seededOrders()) {
      const plan = Orders.reorderPlan(order, { restaurantId: order.restaurant_id, products, combos })
      if (plan._tag !== "Plan") throw new Error(plan._tag)
      expect(plan.lines.length + plan.unavailable.length).toBe(order.items.length)
      expect(plan.lines.length).toBeGreaterThan(0)
    }
  })
})
