import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Combo, Money, Product, Wire } from "../../domain"
import { addItemRequest, changeQuantityRequest } from "../support/requests"
import { decodes, type FreshSandbox, freshSandbox } from "../support/sandbox"

let s: FreshSandbox
let products: ReadonlyArray<Wire.Product>
let combos: ReadonlyArray<Wire.Combo>
const product = (id: number): Wire.Product => {
  const p = products.find((x) => x.id === id)
  if (!p) throw new Error(`no product ${id}`)
  return p
}

beforeAll(async () => {
  s = await freshSandbox()
  products = decodes(Wire.ProductsResponse, (await s.get("/customer/products/optimized?restaurant=1")).json).data
  combos = decodes(Wire.CombosResponse, (await s.get("/customer/combos?restaurant=1")).json).data
})
afterAll(() => s.stop())

const newCart = async (query = "restaurant_id=1&type=3") => {
  const res = await s.post(`/customer/cart/for-guest?${query}`)
  expect(res.status).toBe(200)
  return decodes(Wire.GuestCartResponse, res.json).data.uuid
}
const cartOf = async (uuid: string) =>
  decodes(Wire.CartResponse, (await s.get(`/customer/cart?restaurant_id=1&cart_uuid=${uuid}`)).json).data
const addItem = (uuid: string, item: Wire.CartItemValue, type: 1 | 3 = 3) =>
  s.post("/customer/cart/add-item", addItemRequest(uuid, item, type))
const margherita = { product_id: 1002, addons: [6002, 6030], quantity: 2, exclude_ingredients: [5003] }

describe("guest cart", () => {
  it("creates an empty cart that decodes with the domain Cart", async () => {
    const uuid = await newCart()
    const cart = await cartOf(uuid)
    expect(cart.uuid).toBe(uuid)
    expect(cart.items).toEqual([])
    expect(cart.price).toBe(0)
    expect(cart.offer_list.length).toBeGreaterThan(0)
    expect(cart.type).toBe(3)
    expect((await cartOf(await newCart("restaurant_id=1"))).type).toBe(1)
  })

  it("prices an added line exactly as the domain's linePrice does, with names for add-ons and exclusions", async () => {
    const uuid = await newCart("restaurant_id=1&type=1")
    const res = await addItem(uuid, { ...margherita, quantity: 1 }, 1)
    expect(res.status).toBe(200)
    const cart = decodes(Wire.CartResponse, res.json).data
    const line = cart.items[0]?.value
    const expected = Product.linePrice({ product: product(1002), addonIds: [6002, 6030], quantity: 1 })
    expect(line?.price).toBe(expected)
    expect(cart.prices.sub_total).toBe(expected)
    expect(line?.addons).toEqual([
      { id: 6002, name: "Grube", price: 300 },
      { id: 6030, name: "Pieczarki", price: 450 },
    ])
    expect(line?.product?.name).toBe("Margherita")
    expect(cart.items[0]?.key).toBe(line?.uuid)
    // Delivery below free_delivery_from pays the fee; the total is sub_total + delivery.
    expect(cart.prices.delivery).toBe(Money.fromZloty(7.99))
    expect(cart.price).toBe(expected + Money.fromZloty(7.99))
  })

  it("prices half-and-half with the domain's halving rule", async () => {
    const uuid = await newCart()
    const res = await addItem(uuid, {
      product_id: 1002,
      addons: [6001],
      quantity: 1,
      exclude_ingredients: [],
      special: { type: "double", data: { product_id: 1008, addons: [6002] } },
    })
    expect(res.status).toBe(200)
    const cart = decodes(Wire.CartResponse, res.json).data
    const expected = Product.linePrice({
      product: product(1002),
      addonIds: [6001],
      quantity: 1,
      secondHalf: { product: product(1008), addonIds: [6002] },
    })
    expect(cart.items[0]?.value.price).toBe(expected)
    expect(cart.items[0]?.value.special?.data.product_id).toBe(1008)
  })

  it("adds combos priced with comboPrice, and changes and removes lines", async () => {
    const uuid = await newCart()
    const combo = combos[0] as Wire.Combo
    const groups = combo.groups.map((g) => {
      const option = g.options[g.options.length - 1]
      return { group_id: g.id, option_id: option?.id ?? 0, product_id: option?.product.id ?? 0, extra: 0 }
    })
    const added = await s.post("/customer/cart/add-combo-item", {
      combo_id: combo.id,
      quantity: 1,
      groups,
      cart_uuid: uuid,
    })
    expect(added.status).toBe(200)
    const cart = decodes(Wire.CartResponse, added.json).data
    const choice = new Map(groups.map((g) => [g.group_id, g.option_id]))
    expect(cart.combo_items[0]?.value.price).toBe(Combo.comboPrice(combo, choice, 1))
    const comboUuid = cart.combo_items[0]?.key ?? ""
    const two = await s.post("/customer/cart/change-combo-item-quantity", changeQuantityRequest(uuid, comboUuid, 2))
    expect(decodes(Wire.CartResponse, two.json).data.combo_items[0]?.value.price).toBe(
      Combo.comboPrice(combo, choice, 2),
    )
    await addItem(uuid, margherita)
    const withItem = await cartOf(uuid)
    const itemUuid = withItem.items[0]?.key ?? ""
    const three = await s.post(
      "/customer/cart/change-item-quantity",
      changeQuantityRequest(uuid, itemUuid, 3, 0, { restaurant_id: 1, type: 3 }),
    )
    expect(decodes(Wire.CartResponse, three.json).data.items[0]?.value.quantity).toBe(3)
    const gone = await s.post("/customer/cart/change-item-quantity", changeQuantityRequest(uuid, itemUuid, 3, 1))
    expect(decodes(Wire.CartResponse, gone.json).data.items).toEqual([])
    const missing = await s.post("/customer/cart/change-item-quantity", changeQuantityRequest(uuid, itemUuid, 1))
    expect(missing.status).toBe(404)
  })

  it("rejects an empty combo selection with the spec's message", async () => {
    const uuid = await newCart()
    const res = await s.post("/customer/cart/add-combo-item", {
      combo_id: 901,
      quantity: 1,
      groups: [],
      cart_uuid: uuid,
    })
    expect(res.status).toBe(422)
    expect(res.json.message).toBe("Please complete your combo selection")
  })

  it("switches order type: pickup drops the delivery fee and applies the takeaway discount", async () => {
    const uuid = await newCart("restaurant_id=1&type=1")
    await addItem(uuid, margherita, 1)
    const res = await s.post("/customer/cart/change-order-type", { type: 3, cart_uuid: uuid })
    const cart = decodes(Wire.CartResponse, res.json).data
    expect(cart.type).toBe(3)
    expect(cart.prices.delivery).toBe(0)
    expect(cart.prices.discount).toBe(Math.round(cart.prices.sub_total * 0.1))
    expect(cart.price).toBe(cart.prices.sub_total - cart.prices.discount)
  })

  it("applies a valid promo code, and rejects expired and unknown ones with a message", async () => {
    const uuid = await newCart("restaurant_id=1&type=1")
    await addItem(uuid, margherita, 1)
    const expired = await s.post("/customer/cart/add-discount", {
      restaurant_id: 1,
      discount_code: "LATO2024",
      cart_uuid: uuid,
    })
    expect(expired.status).toBe(422)
    expect(expired.json.message).toBe("Kod promocyjny wygasł")
    const unknown = await s.post("/customer/cart/add-discount", {
      restaurant_id: 1,
      discount_code: "NOPE",
      cart_uuid: uuid,
    })
    expect(unknown.status).toBe(422)
    const ok = await s.post("/customer/cart/add-discount", {
      restaurant_id: 1,
      discount_code: "bella10",
      cart_uuid: uuid,
    })
    expect(ok.status).toBe(200)
    const cart = decodes(Wire.CartResponse, ok.json).data
    expect(cart.promo_code).toBe("BELLA10")
    expect(cart.prices.discount).toBe(Math.round(cart.prices.sub_total * 0.1))
  })

  it("applies and removes offers, refusing one that does not fit the cart", async () => {
    const uuid = await newCart("restaurant_id=1&type=1")
    await addItem(uuid, margherita, 1)
    const pasta = await s.post("/customer/cart/apply-offer", { offer_id: 2, checked: true, cart_uuid: uuid })
    expect(pasta.status).toBe(422)
    expect(pasta.json.errors.offer_id).toBeDefined()
    const pastaId =
      products.find((p) => p.category_id === 103 && p.addons.every((a) => a.required !== "mandatory"))?.id ?? 0
    await addItem(uuid, { product_id: pastaId, addons: [], quantity: 1, exclude_ingredients: [] }, 1)
    const applied = decodes(
      Wire.CartResponse,
      (await s.post("/customer/cart/apply-offer", { offer_id: 2, checked: true, cart_uuid: uuid })).json,
    ).data
    expect(applied.offer_id).toBe(2)
    const pastaLine = applied.items.find((i) => i.value.product_id === pastaId)?.value.price ?? 0
    expect(applied.prices.discount).toBe(Math.round(pastaLine * 0.15))
    const removed = decodes(
      Wire.CartResponse,
      (await s.post("/customer/cart/apply-offer", { offer_id: 2, checked: false, cart_uuid: uuid })).json,
    ).data
    expect(removed.offer_id).toBeNull()
    expect(removed.prices.discount).toBe(0)
  })

  it("adds the free gift above the threshold and makes delivery free from 80 zł", async () => {
    const uuid = await newCart("restaurant_id=1&type=1")
    const res = await addItem(uuid, { ...margherita, quantity: 4 }, 1)
    const cart = decodes(Wire.CartResponse, res.json).data
    expect(cart.prices.sub_total).toBeGreaterThanOrEqual(10000)
    expect(cart.gifts.map((g) => g.product.id)).toEqual([1083])
    expect(cart.prices.delivery).toBe(0)
  })

  it("lists recommended products that are not yet in the cart", async () => {
    const uuid = await newCart()
    await addItem(uuid, { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] })
    const res = await s.get(`/customer/cart/recommended?restaurant_id=1&cart_uuid=${uuid}`)
    const ids = decodes(Wire.ProductsResponse, res.json).data.map((p) => p.id)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids).not.toContain(1002)
  })

  it("needs a signed-in customer for points", async () => {
    const uuid = await newCart()
    const res = await s.post("/customer/cart/add-points", { restaurant_id: 1, amount: 10, cart_uuid: uuid })
    expect(res.status).toBe(401)
  })
})

describe("cart bad input", () => {
  it("names every bad field of add-item and never answers 500", async () => {
    const uuid = await newCart()
    const res = await s.post("/customer/cart/add-item", {
      restaurant_id: "one",
      item: { product_id: 1002, addons: "x", quantity: 500, exclude_ingredients: [] },
      ignore_unique_product: 1,
      type: 2,
      cart_uuid: uuid,
    })
    expect(res.status).toBe(422)
    expect(Object.keys(res.json.errors).sort()).toEqual(["item.addons", "item.quantity", "restaurant_id", "type"])
    expect((await s.post("/customer/cart/add-item", "{not json")).status).toBe(422)
    expect((await s.post("/customer/cart/add-item", [])).status).toBe(422)
    expect((await s.post("/customer/cart/add-item", null)).status).toBe(422)
  })

  it("checks lines against the menu: unknown product, add-on, fixed ingredient, missing mandatory group", async () => {
    const uuid = await newCart()
    const unknown = await addItem(uuid, { product_id: 999999, addons: [], quantity: 1, exclude_ingredients: [] })
    expect(unknown.json.errors["item.product_id"]).toBeDefined()
    const addon = await addItem(uuid, { product_id: 1002, addons: [6001, 1], quantity: 1, exclude_ingredients: [] })
    expect(addon.json.errors["item.addons"]).toBeDefined()
    const fixed = await addItem(uuid, { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [5002] })
    expect(fixed.json.errors["item.exclude_ingredients"]).toBeDefined()
    const mandatory = await addItem(uuid, { product_id: 1002, addons: [], quantity: 1, exclude_ingredients: [] })
    expect(mandatory.status).toBe(422)
    expect(mandatory.json.message).toBe("Wybierz co najmniej jedną opcję z Rodzaj ciasta")
    const secondHalf = await addItem(uuid, {
      product_id: 1002,
      addons: [6001],
      quantity: 1,
      exclude_ingredients: [],
      special: { type: "double", data: { product_id: 1008, addons: [] } },
    })
    expect(secondHalf.json.errors["item.addons"]).toEqual(["Wybierz co najmniej jedną opcję z Rodzaj ciasta"])
    const threeSauces = await addItem(uuid, {
      product_id: 1002,
      addons: [6001, 6005, 6006, 6007],
      quantity: 1,
      exclude_ingredients: [],
    })
    expect(threeSauces.json.message).toBe("Sosy do brzegów: wybierz najwyżej 2")
    // 5001 is deletable as an ingredient but not in this recipe: both flags must allow it (domain rule).
    const recipe = await addItem(uuid, { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [5001] })
    expect(recipe.json.errors["item.exclude_ingredients"]).toBeDefined()
    expect((await cartOf(uuid)).items).toEqual([])
  })

  it("answers 404 for unknown carts and 422 for bad cart queries", async () => {
    expect((await s.get("/customer/cart?restaurant_id=1&cart_uuid=nope")).status).toBe(404)
    const q = await s.get("/customer/cart?restaurant_id=x")
    expect(q.status).toBe(422)
    expect(Object.keys(q.json.errors).sort()).toEqual(["cart_uuid", "restaurant_id"])
    expect((await s.post("/customer/cart/for-guest?restaurant_id=1&type=2")).json.errors.type).toBeDefined()
    expect((await s.post("/customer/cart/for-guest?restaurant_id=42")).status).toBe(404)
    const foreign = await s.post("/customer/cart/for-guest?restaurant_id=1&address_id=999")
    expect(foreign.status).toBe(404)
  })
})
