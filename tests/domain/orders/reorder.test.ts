import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Combo, Money, Orders, Product, Wire } from "../../../domain"
import { fixtureCombos, fixtureProducts } from "../../support/fixtures"
import { annasOrder } from "./seeded-orders"

/**
 * 'Order again': given a past order and today's menu, when it is mapped (Orders.reorderPlan), then
 * every line is the request the modals would send, priced by the domain, or listed with its reason.
 */

const products = fixtureProducts(1)
const combos = fixtureCombos(1)
const menu: Orders.ReorderMenu = { restaurantId: 1, products, combos }
const byId = (id: number) => {
  const found = products.find((p) => p.id === id)
  if (found === undefined) throw new Error(`no product ${id}`)
  return found
}

/** An order of restaurant 1 with the given lines, decoded as the widget decodes it. */
const orderWith = (items: ReadonlyArray<Record<string, unknown>>, restaurantId = 1): Wire.Order =>
  Schema.decodeUnknownSync(Wire.Order)({ id: 77, status: 5, restaurant_id: restaurantId, created_at: "", items })

const productLine = (wire: Record<string, unknown>) => ({
  quantity: 1,
  is_gift: 0,
  price: 10,
  addons: [],
  exclude_ingredients: [],
  special: null,
  ...wire,
})

const planOf = (order: Wire.Order, on: Orders.ReorderMenu = menu) => {
  const plan = Orders.reorderPlan(order, on)
  if (plan._tag !== "Plan") throw new Error(`expected a plan, got ${plan._tag}`)
  return plan
}

const reasonsOf = (order: Wire.Order, on?: Orders.ReorderMenu) =>
  planOf(order, on).unavailable.map((u) => [u.name, u.reason])

describe("Anna's seeded order (fixtures/orders.json) on today's menu", () => {
  const plan = planOf(annasOrder())

  it("maps the sized product with add-ons and an exclusion to the modal's cart line, at the same price", () => {
    const line = plan.lines[0]
    expect(line?._tag).toBe("Item")
    if (line?._tag !== "Item") return
    expect(line.item).toEqual({
      product_id: 1002,
      addons: [6002, 6030],
      quantity: 2,
      exclude_ingredients: [5003],
      special: null,
    })
    expect([line.name, line.size, line.quantity]).toEqual(["Margherita", "32 cm", 2])
    expect(line.now).toBe(Product.linePrice({ product: byId(1002), addonIds: [6002, 6030], quantity: 2 }))
    expect([line.was, line.now, line.priceChanged]).toEqual([Money.grosze(8280), Money.grosze(8280), false])
  })

  it("maps the half-and-half to a line with its second half as special 'double'", () => {
    const line = plan.lines[1]
    if (line?._tag !== "Item") throw new Error("expected an item")
    expect(line.item.special).toEqual({ type: "double", data: { product_id: 1008, addons: [6001] } })
    expect(line.now).toBe(
      Product.linePrice({
        product: byId(1002),
        addonIds: [6001],
        quantity: 1,
        secondHalf: { product: byId(1008), addonIds: [6001] },
      }),
    )
    expect(line.priceChanged).toBe(false)
  })

  it("maps the combo to the combo modal's selection with its choices", () => {
    const line = plan.lines[2]
    if (line?._tag !== "Combo") throw new Error("expected a combo")
    const combo = combos.find((c) => c.id === 901)
    if (combo === undefined) throw new Error("no combo 901")
    const choice = new Map([
      [9101, 9202],
      [9102, 9206],
      [9103, 9210],
    ])
    expect(line.selection).toEqual(Combo.comboSelectionValue(combo, choice, 1))
    expect(line.now).toBe(Combo.comboPrice(combo, choice, 1))
    expect(line.priceChanged).toBe(false)
  })

  it("lists the product the menu no longer has by the name the order kept", () => {
    expect(plan.unavailable).toEqual([
      { index: 3, name: "Pizza Tartufo", size: "32 cm", quantity: 1, reason: "product" },
    ])
  })

  it("adds the product whose price changed at today's price, and says it changed", () => {
    const line = plan.lines[3]
    expect(line?.name).toBe("Tiramisu")
    expect([line?.was, line?.now, line?.priceChanged]).toEqual([Money.grosze(1690), Money.grosze(1890), true])
  })

  it("accounts for every line of the order exactly once", () => {
    const indexes = [...plan.lines.map((l) => l.index), ...plan.unavailable.map((u) => u.index)].sort()
    expect(indexes).toEqual([0, 1, 2, 3, 4])
  })
})

describe("when the order cannot be mapped at all", () => {
  it("an order of another restaurant is not offered", () => {
    expect(Orders.reorderPlan(orderWith([], 2), menu)).toEqual({ _tag: "OtherRestaurant", restaurantId: 2 })
  })

  it("nothing is decided while the menu is loading", () => {
    expect(Orders.reorderPlan(annasOrder(), { restaurantId: 1, products: null, combos })).toEqual({
      _tag: "MenuLoading",
    })
    expect(Orders.reorderPlan(annasOrder(), { restaurantId: 1, products, combos: null })).toEqual({
      _tag: "MenuLoading",
    })
  })
})

describe("why a line is unavailable", () => {
  const pizza = (wire: Record<string, unknown>) =>
    productLine({ product: { id: 1002, name: "Margherita", variable_name: "32 cm" }, addons: [6001], ...wire })

  it("a size the menu dropped, while the dish is still there in other sizes", () => {
    const order = orderWith([productLine({ product: { id: 1999, name: "Margherita", variable_name: "36 cm" } })])
    expect(reasonsOf(order)).toEqual([["Margherita", "size"]])
  })

  it("an add-on no longer offered (here: a 42 cm topping on the 32 cm pizza)", () => {
    expect(reasonsOf(orderWith([pizza({ addons: [6001, 6050] })]))).toEqual([["Margherita", "addon"]])
  })

  it("an excluded ingredient that can no longer be left out", () => {
    expect(reasonsOf(orderWith([pizza({ exclude_ingredients: [5002] })]))).toEqual([["Margherita", "ingredient"]])
    expect(reasonsOf(orderWith([pizza({ exclude_ingredients: [9999] })]))).toEqual([["Margherita", "ingredient"]])
  })

  it("a second half that is gone or no longer pairs (another size)", () => {
    const gone = pizza({ special: { type: "double", data: { product_id: 1999, addons: [] } } })
    const otherSize = pizza({ special: { type: "double", data: { product_id: 1003, addons: [6001] } } })
    expect(reasonsOf(orderWith([gone, otherSize]))).toEqual([
      ["Margherita", "second-half"],
      ["Margherita", "second-half"],
    ])
  })

  it("a mandatory group the order made no choice in, or more choices than a group now allows", () => {
    expect(reasonsOf(orderWith([pizza({ addons: [] })]))).toEqual([["Margherita", "choices"]])
    expect(reasonsOf(orderWith([pizza({ addons: [6001, 6002] })]))).toEqual([["Margherita", "choices"]])
  })

  it("a combo gone, or a combo option gone", () => {
    const combo = (comboId: number, optionId: number) => ({
      quantity: 1,
      is_gift: 0,
      price: 59.99,
      product: { id: comboId, name: "Zestaw dla dwojga" },
      combo_id: comboId,
      groups: [{ group_id: 9101, option: { id: optionId, extra_price: 0 }, product: { id: 1002, name: "Margherita" } }],
    })
    expect(reasonsOf(orderWith([combo(999, 9201), combo(901, 9999)]))).toEqual([
      ["Zestaw dla dwojga", "combo"],
      ["Zestaw dla dwojga", "combo-option"],
    ])
  })

  it("a free gift is listed, not ordered again; a line without its details is listed too", () => {
    const gift = { quantity: 1, is_gift: 1, price: 0, product: { id: 1083, name: "Panna cotta z malinami" } }
    const bare = { quantity: 1, is_gift: 0, price: 37.9, product: { id: 1002, name: "Margherita" } }
    expect(reasonsOf(orderWith([gift, bare]))).toEqual([
      ["Panna cotta z malinami", "gift"],
      ["Margherita", "details"],
    ])
  })

  it("every reason has its text", () => {
    const reasons: ReadonlyArray<Orders.ReorderUnavailable> = [
      "product",
      "size",
      "addon",
      "ingredient",
      "second-half",
      "choices",
      "combo",
      "combo-option",
      "gift",
      "details",
    ]
    for (const reason of reasons) expect(Orders.REORDER_REASONS[reason].text.length).toBeGreaterThan(0)
  })
})

describe("the request sent", () => {
  it("puts add-ons in the modal's group order, whatever order the order kept them in", () => {
    const plan = planOf(
      orderWith([productLine({ product: { id: 1002, name: "Margherita" }, addons: [6030, 6005, 6001], quantity: 3 })]),
    )
    const line = plan.lines[0]
    if (line?._tag !== "Item") throw new Error("expected an item")
    expect(line.item.addons).toEqual([6001, 6005, 6030])
    expect(line.quantity).toBe(3)
    expect(Schema.decodeUnknownSync(Wire.CartItemValue)(line.item)).toEqual(line.item)
  })

  it("is the product modal's own line for the same choices (Product.cartItemValue)", () => {
    const plan = planOf(orderWith([productLine({ product: { id: 1061, name: "Calzone Classico" }, addons: [6071] })]))
    const line = plan.lines[0]
    if (line?._tag !== "Item") throw new Error("expected an item")
    expect(line.item).toEqual(Product.cartItemValue({ product: byId(1061), addonIds: [6071], quantity: 1 }, []))
  })
})
