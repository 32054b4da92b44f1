import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Money, Orders, Wire } from "../../domain"
import { fixtureCombos, fixtureProducts } from "../support/fixtures"
import { addItemRequest, checkoutRequest } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox, newPickupCart, signInAnna } from "../support/sandbox"

/**
 * 'Order again' against the sandbox: Anna is seeded with a past order at restaurant 1 (finished, its
 * points already counted) whose detail carries each line's make-up in the shape Wire.Order decodes;
 * what the widget would send for it is accepted by add-item / add-combo-item at exactly the plan's
 * prices; and a freshly placed order keeps its lines' make-up, so it maps back unchanged.
 */

let s: FreshSandbox
beforeAll(async () => {
  s = await freshSandbox({ statusStepMs: 60_000 })
})
afterAll(() => s.stop())

const menu: Orders.ReorderMenu = { restaurantId: 1, products: fixtureProducts(1), combos: fixtureCombos(1) }

const planOf = (order: Wire.Order) => {
  const plan = Orders.reorderPlan(order, menu)
  if (plan._tag !== "Plan") throw new Error(plan._tag)
  return plan
}

/** Sends a plan's lines one by one into a new pickup cart, as the widget's Confirm does; returns the last cart. */
const addAll = async (plan: ReturnType<typeof planOf>): Promise<Wire.Cart> => {
  const uuid = await newPickupCart(s)
  let cart: Wire.Cart | undefined
  for (const line of plan.lines) {
    const res =
      line._tag === "Item"
        ? await s.post("/customer/cart/add-item", addItemRequest(uuid, line.item))
        : await s.post("/customer/cart/add-combo-item", { ...line.selection, cart_uuid: uuid })
    expect(res.status).toBe(200)
    cart = decodes(Wire.CartResponse, res.json).data
  }
  if (cart === undefined) throw new Error("nothing added")
  return cart
}

describe("Anna's seeded past order", () => {
  it("is listed and detailed in the SPEC shape, finished, with each line's make-up; her points are untouched", async () => {
    await signInAnna(s)
    const list = decodes(Wire.OrdersPage, (await s.get("/customer/orders?page=1")).json)
    expect(list.data.length).toBe(1)
    const id = list.data[0]?.id ?? 0
    const order = decodes(Wire.OrderResponse, (await s.get(`/customer/orders/${id}`)).json).data
    expect([order.status, order.restaurant_id, order.restaurant?.name]).toEqual([5, 1, "Pizzeria Bella Napoli"])
    expect(order.items.map((i) => [i.product.name, i.quantity, i.price])).toEqual([
      ["Margherita", 2, Money.grosze(8280)],
      ["Margherita / Diavola", 1, Money.grosze(3340)],
      ["Zestaw dla dwojga", 1, Money.grosze(6849)],
      ["Pizza Tartufo", 1, Money.grosze(4990)],
      ["Tiramisu", 1, Money.grosze(1690)],
    ])
    expect(order.items[1]?.special?.data.product_id).toBe(1008)
    expect(order.items[2]?.combo_id).toBe(901)
    expect(order.items[0]?.product.logo).toMatch(/^http:\/\/.+\/media\/r1\/pizza\.svg$/)
    const points = decodes(Wire.PointsResponse, (await s.get("/customer/points/collected/1")).json).data.points
    expect(points).toBe(350)
    s.signIn(undefined)
  })

  it("its mapped lines are accepted by the cart calls, each at the price the plan shows", async () => {
    await signInAnna(s)
    const id = decodes(Wire.OrdersPage, (await s.get("/customer/orders?page=1")).json).data[0]?.id ?? 0
    const plan = planOf(decodes(Wire.OrderResponse, (await s.get(`/customer/orders/${id}`)).json).data)
    expect(plan.unavailable.map((u) => [u.name, u.reason])).toEqual([["Pizza Tartufo", "product"]])
    expect(plan.lines.filter((l) => l.priceChanged).map((l) => [l.name, l.was, l.now])).toEqual([
      ["Tiramisu", Money.grosze(1690), Money.grosze(1890)],
    ])
    const cart = await addAll(plan)
    const items = cart.items.map((e) => e.value)
    const server = [...items.map((i) => i.price), ...cart.combo_items.map((e) => e.value.price)]
    const planned = [...plan.lines.filter((l) => l._tag === "Item"), ...plan.lines.filter((l) => l._tag === "Combo")]
    expect(server).toEqual(planned.map((l) => l.now))
    expect(cart.prices.sub_total).toBe(Money.sum(plan.lines.map((l) => l.now)))
    s.signIn(undefined)
  })
})

describe("an order placed now", () => {
  it("keeps its lines' make-up (add-ons, exclusions, halves, combo choices), so it maps back at unchanged prices", async () => {
    s.forgetGuest()
    const uuid = await newPickupCart(s)
    await s.post(
      "/customer/cart/add-item",
      addItemRequest(uuid, {
        product_id: 1002,
        addons: [6002, 6005],
        quantity: 2,
        exclude_ingredients: [5003],
        special: { type: "double", data: { product_id: 1014, addons: [6002] } },
      }),
    )
    await s.post("/customer/cart/add-combo-item", {
      combo_id: 902,
      quantity: 1,
      groups: [{ group_id: 9104, option_id: 9216, product_id: 1064, extra: 5 }],
      cart_uuid: uuid,
    })
    const placed = decodes(Wire.CheckoutResponse, (await s.post("/customer/cart/checkout", checkoutRequest(uuid))).json)
    const order = placed.data?.order
    if (!order) throw new Error("no order")
    const plan = planOf(order)
    // Over 100 zł the offer added its free gift: listed, not ordered again.
    expect(plan.unavailable.map((u) => [u.name, u.reason])).toEqual([["Panna cotta z malinami", "gift"]])
    expect(plan.lines.map((l) => l.priceChanged)).toEqual([false, false])
    const [item, combo] = plan.lines
    expect(item?._tag === "Item" ? item.item : null).toEqual({
      product_id: 1002,
      addons: [6002, 6005],
      quantity: 2,
      exclude_ingredients: [5003],
      special: { type: "double", data: { product_id: 1014, addons: [6002] } },
    })
    expect(combo?._tag === "Combo" ? combo.selection.groups : null).toEqual([
      { group_id: 9104, option_id: 9216, product_id: 1064, extra: 5 },
    ])
  })
})
