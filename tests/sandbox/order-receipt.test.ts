import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Checkout, Orders, Wire } from "../../domain"
import { addItemRequest, addPepperoniComboRequest, checkoutRequest, HALF_AND_HALF_ITEM } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox, signInAnna } from "../support/sandbox"

/**
 * The order the sandbox returns is what the order page needs in every status (issue 27): each line's
 * make-up, the receipt rows that add up to the server's total (points included), the restaurant's
 * address and phone, and the time ordered for.
 */

const STEP = 1_000
/** 17:00 in the sandbox's local time. */
let clock = new Date(2026, 5, 1, 17, 0, 0, 0).getTime()
let s: FreshSandbox
beforeAll(async () => {
  s = await freshSandbox({ now: () => clock, statusStepMs: STEP })
  await signInAnna(s)
})
afterAll(() => s.stop())

const near = { string: "Nowy Świat 21, 00-029, Warszawa, Polska", latitude: "52.2319", longitude: "21.0191" }

/** Anna's cart: a Margherita made her way (thick, mushrooms, no basil), a half-and-half, a combo; a promo code and 100 points. */
const annasCart = async (type: 1 | 3) => {
  const uuid = decodes(
    Wire.GuestCartResponse,
    (await s.post(`/customer/cart/for-guest?restaurant_id=1&type=${type}`)).json,
  ).data.uuid
  const add = (item: Wire.CartItemValue) => s.post("/customer/cart/add-item", addItemRequest(uuid, item, type))
  expect((await add({ product_id: 1002, addons: [6002, 6030], quantity: 2, exclude_ingredients: [5003] })).status).toBe(
    200,
  )
  const half = await add(HALF_AND_HALF_ITEM)
  expect(half.status).toBe(200)
  const combo = await s.post("/customer/cart/add-combo-item", addPepperoniComboRequest(uuid))
  expect(combo.status).toBe(200)
  expect(
    (await s.post("/customer/cart/add-discount", { restaurant_id: 1, discount_code: "BELLA10", cart_uuid: uuid }))
      .status,
  ).toBe(200)
  const points = await s.post("/customer/cart/add-points", { restaurant_id: 1, amount: 100, cart_uuid: uuid })
  expect(points.status).toBe(200)
  return { uuid, cart: decodes(Wire.CartResponse, points.json).data }
}

const getOrder = async (id: number) => decodes(Wire.OrderResponse, (await s.get(`/customer/orders/${id}`)).json).data

describe("the order as the order page reads it", () => {
  it("given a delivery for 19:30 paid partly with points, then in every status the receipt adds up to the server's total", async () => {
    const { uuid, cart } = await annasCart(1)
    expect(cart.point_amount).toBe(1000)
    const placed = await s.post(
      "/customer/cart/checkout",
      checkoutRequest(uuid, {
        address: near,
        phone: "48600100200",
        type: 1,
        payment_type: "cash_method",
        order_for_later: 1,
        order_time: "19:30",
      }),
    )
    expect(placed.status).toBe(200)
    const id = decodes(Wire.CheckoutResponse, placed.json).data?.order?.id as number
    clock = new Date(2026, 5, 1, 19, 30, 0, 0).getTime()
    const seen: number[] = []
    for (let step = 0; step <= 4; step++) {
      const order = await getOrder(id)
      seen.push(order.status)
      const receipt = Orders.orderReceipt(order)
      expect(receipt.addsUp, `status ${order.status}`).toBe(true)
      expect(receipt.total).toBe(cart.price)
      expect(receipt).toMatchObject({
        items: cart.prices.sub_total,
        delivery: cart.prices.delivery,
        discount: cart.prices.discount,
        points: 1000,
      })
      expect(receipt.items + (receipt.delivery ?? 0) - receipt.discount - receipt.points).toBe(order.price)
      expect(Checkout.orderScheduledFor(order)).toBe("19:30")
      expect(Orders.orderDestination(order, null)).toEqual({ kind: "delivery", address: near.string })
      expect(Orders.restaurantPhone(order, null)).toBe("+48221234567")
      clock += STEP
    }
    expect(seen).toEqual([1, 2, 3, 4, 5])
  })

  it("given the lines of that cart, then the order keeps their sizes, add-ons, halves and combo contents", async () => {
    const { uuid } = await annasCart(3)
    const placed = await s.post(
      "/customer/cart/checkout",
      checkoutRequest(uuid, { address: null, phone: "48600100200", type: 3, payment_type: "cash_method" }),
    )
    const order = decodes(Wire.CheckoutResponse, placed.json).data?.order as Wire.Order
    const lines = Orders.orderLines(order).filter((l) => !l.gift)
    expect(lines.map((l) => [l.name, l.size, l.addons, l.without])).toEqual([
      ["Margherita", "32 cm", ["Grube", "Pieczarki"], ["Świeża bazylia"]],
      ["Margherita / Diavola", "32 cm", ["Grube"], ["Świeża bazylia"]],
      ["Zestaw dla dwojga", null, [], []],
    ])
    expect(lines[1]?.secondHalf).toEqual({ name: "Diavola", addons: ["Cienkie"] })
    expect(lines[2]?.comboContents).toEqual(["Pepperoni 32 cm", "Coca-Cola 0.5 l", "Tiramisu"])
    // Pickup: the restaurant's address, from the order itself.
    expect(Orders.orderDestination(order, null)).toEqual({
      kind: "pickup",
      address: "ul. Marszałkowska 84/92, 00-514 Warszawa",
    })
    expect(Checkout.orderScheduledFor(order)).toBeNull()
    expect(Orders.orderReceipt(order)).toMatchObject({ delivery: null, points: 1000, addsUp: true })
  })
})
