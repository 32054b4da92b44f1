import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Address, Checkout, Combo, Discounts, Orders, Product, Wire } from "../../domain"
import { decodes, type FreshSandbox, freshSandbox, signInAnna } from "../support/sandbox"

/**
 * Wherever the sandbox checks what the widget checks, it calls the domain's rule. Each block sends a
 * set of inputs and asserts the sandbox refuses (422 naming the field) exactly when the domain does,
 * with the domain's text where the widget shows one.
 */

const STEP = 1_000
/** 14:30 in the sandbox's local time: the order-for-later picker offers 14:30..23:59. */
const clock = new Date(2026, 5, 1, 14, 30, 0, 0).getTime()
let s: FreshSandbox
let products: ReadonlyArray<Wire.Product>
let combos: ReadonlyArray<Wire.Combo>
beforeAll(async () => {
  // Demo mode: a registration here uses the demo code 123456.
  s = await freshSandbox({ now: () => clock, statusStepMs: STEP, demo: true })
  products = decodes(Wire.ProductsResponse, (await s.get("/customer/products?restaurant=1")).json).data
  combos = decodes(Wire.CombosResponse, (await s.get("/customer/combos?restaurant=1")).json).data
})
afterAll(() => s.stop())

const product = (id: number): Wire.Product => {
  const p = products.find((x) => x.id === id)
  if (!p) throw new Error(`no product ${id}`)
  return p
}
const near = { string: "Nowy Świat 21, 00-029, Warszawa, Polska", latitude: "52.2319", longitude: "21.0191" }

const newCart = async (type: Wire.OrderTypeCode) =>
  decodes(Wire.GuestCartResponse, (await s.post(`/customer/cart/for-guest?restaurant_id=1&type=${type}`)).json).data
    .uuid

/** A cart holding one Margherita 32 cm with its mandatory dough chosen. */
const cartWithPizza = async (type: Wire.OrderTypeCode) => {
  const uuid = await newCart(type)
  const res = await s.post("/customer/cart/add-item", {
    restaurant_id: 1,
    item: { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [] },
    ignore_unique_product: 1,
    type,
    cart_uuid: uuid,
  })
  expect(res.status).toBe(200)
  return uuid
}

const checkoutBody = (uuid: string, overrides: Record<string, unknown> = {}) => ({
  restaurant_id: 1,
  payment_type: "cash_method",
  payment_data: {},
  address: near,
  address_id: null,
  source: "widget",
  notes: "",
  non_contact: 0,
  phone: "48600100200",
  type: Address.ORDER_TYPE.delivery,
  order_for_later: 0,
  order_time: null,
  print_invoice: 0,
  business: null,
  cart_uuid: uuid,
  ...overrides,
})
const checkout = async (overrides: Record<string, unknown>) => {
  const type = (overrides.type as Wire.OrderTypeCode | undefined) ?? Address.ORDER_TYPE.delivery
  return s.post("/customer/cart/checkout", checkoutBody(await cartWithPizza(type), overrides))
}

describe("checkout validation is the domain's", () => {
  const business = { type: 1, name: "Firma sp. z o.o.", nip: "5260001246", address: "ul. Prosta 1" }
  const cases: ReadonlyArray<Record<string, unknown>> = [
    {},
    // One digit is a phone to the widget, so it is to the server too (it used to demand nine).
    { phone: "1" },
    { phone: "600100200" },
    { type: Address.ORDER_TYPE.pickup, address: null },
    { print_invoice: 1, business },
    { print_invoice: 1, business: { ...business, name: "  " } },
    { print_invoice: 1, business: { ...business, nip: "" } },
    { print_invoice: 1, business: { ...business, address: "" } },
    { print_invoice: 1, business: { ...business, name: "", nip: "", address: " " } },
    { print_invoice: 0, business: { ...business, name: "", nip: "" } },
  ]

  it("refuses exactly the requests the checkout form refuses, naming the same fields with its texts", async () => {
    for (const overrides of cases) {
      const body = checkoutBody("", overrides) as Wire.CheckoutBody
      const verdict = Checkout.validateCheckoutRequest(body, body.address)
      const res = await checkout(overrides)
      const label = JSON.stringify(overrides)
      if (verdict.ok) {
        expect(res.status, label).toBe(200)
        continue
      }
      expect(res.status, label).toBe(422)
      expect(Object.keys(res.json.errors).sort(), label).toEqual(Object.keys(verdict.errors).sort())
      for (const [field, message] of Object.entries(verdict.errors))
        expect(res.json.errors[field], label).toEqual([message])
      expect(res.json.message).toBe(Object.values(verdict.errors)[0])
    }
  })

  it("refuses an empty phone on the phone field, as the form does (the request schema answers first)", async () => {
    expect(Checkout.validateCheckoutRequest(checkoutBody("", { phone: "" }) as Wire.CheckoutBody, near).errors).toEqual(
      {
        phone: "Phone number is required",
      },
    )
    const res = await checkout({ phone: "" })
    expect(res.status).toBe(422)
    expect(Object.keys(res.json.errors)).toEqual(["phone"])
  })

  it("offers the driver's card terminal only where the domain does (delivery)", async () => {
    for (const type of [Address.ORDER_TYPE.delivery, Address.ORDER_TYPE.pickup]) {
      const orderType = Address.orderTypeFromCode(type) ?? "delivery"
      const offered = Checkout.availablePaymentTypes(orderType).includes("driver_credit_card")
      const res = await checkout({ type, payment_type: "driver_credit_card", address: type === 1 ? near : null })
      expect(res.status).toBe(offered ? 200 : 422)
      if (!offered) expect(Object.keys(res.json.errors)).toEqual(["payment_type"])
    }
  })
})

describe("delivery address completeness is the domain's", () => {
  const addresses = [
    near,
    { ...near, string: "   " },
    { ...near, latitude: "" },
    { ...near, latitude: "abc" },
    { ...near, latitude: "52,2319" },
    { ...near, latitude: "91" },
    { ...near, longitude: "-181" },
    { ...near, longitude: "1e1" },
  ]

  it("refuses a checkout to an incomplete address, naming address, exactly when isCompleteAddress does", async () => {
    for (const address of addresses) {
      const res = await checkout({ address })
      const label = JSON.stringify(address)
      if (Address.isCompleteAddress(address)) expect(res.status, label).toBe(200)
      else {
        expect(res.status, label).toBe(422)
        expect(res.json.errors, label).toEqual({ address: ["Wybierz adres dostawy"] })
      }
    }
  })

  it("still refuses a complete address outside the delivery zone (the server's own rule)", async () => {
    const far = { string: "Rynek 1, Kraków", latitude: "50.0617", longitude: "19.9373" }
    expect(Address.isCompleteAddress(far)).toBe(true)
    const res = await checkout({ address: far })
    expect(res.status).toBe(422)
    expect(res.json.errors).toEqual({ address: ["Adres poza strefą dostawy"] })
  })

  it("saves and edits an address exactly when isCompleteAddress allows, naming each bad part", async () => {
    const saved = await s.post("/customer/addresses", { ...near, is_active: 1 })
    expect(saved.status).toBe(200)
    const id = saved.json.data.address.id as number
    const candidates = [
      ...addresses,
      { ...near, latitude: "90", longitude: "180" },
      { ...near, latitude: "-90.5", longitude: "180.01" },
    ]
    for (const address of candidates) {
      const parts = Address.incompleteAddressParts(address)
      for (const res of [
        await s.post("/customer/addresses", { ...address, is_active: 0 }),
        await s.put(`/customer/addresses/${id}`, { ...address, is_active: 1 }),
      ]) {
        const label = JSON.stringify(address)
        if (parts.length === 0) expect(res.status, label).toBe(200)
        else {
          expect(res.status, label).toBe(422)
          // The request schema may refuse a malformed coordinate first; either way those parts are named.
          expect(Object.keys(res.json.errors).sort(), label).toEqual([...parts].sort())
        }
      }
    }
  })

  it("refuses a registration whose address is incomplete, naming the address's bad parts", async () => {
    const register = (email: string, address: typeof near) =>
      s.post("/customer/register", {
        name: "Jan Testowy",
        email,
        password: "sekret123",
        password_confirmation: "sekret123",
        phone: "600700800",
        address,
        source: "widget",
        otp_code: "123456",
      })
    expect((await s.post("/customer/send-otp", { phone: "600700800" })).status).toBe(200)
    const bad = await register("jan.rules@example.com", { ...near, latitude: "abc", longitude: "200" })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.json.errors).sort()).toEqual(["address.latitude", "address.longitude"])
    const good = await register("jan.rules@example.com", near)
    expect(good.status).toBe(200)
    s.signIn(undefined)
  })
})

describe("points are the domain's rule", () => {
  it("refuses 0 and more than available with the domain's texts, and accepts the rest", async () => {
    await signInAnna(s)
    try {
      const uuid = await cartWithPizza(Address.ORDER_TYPE.delivery)
      for (const amount of [0, 1, 120, 350, 351, 10_000]) {
        const verdict = Discounts.validatePoints(String(amount), 350)
        const res = await s.post("/customer/cart/add-points", { restaurant_id: 1, amount, cart_uuid: uuid })
        if (verdict.ok) {
          expect(res.status, String(amount)).toBe(200)
          expect(decodes(Wire.CartResponse, res.json).data.points).toBe(amount)
        } else {
          expect(res.status, String(amount)).toBe(422)
          expect(res.json.errors).toEqual({ amount: [verdict.message] })
        }
      }
      const zero = await s.post("/customer/cart/add-points", { restaurant_id: 1, amount: 0, cart_uuid: uuid })
      expect(zero.json.message).toBe("Please enter points amount")
      const tooMany = await s.post("/customer/cart/add-points", { restaurant_id: 1, amount: 351, cart_uuid: uuid })
      expect(tooMany.json.message).toBe("Maximum 350 points available")
    } finally {
      s.signIn(undefined)
    }
  })
})

describe("order for later takes the picker's times, none already past", () => {
  const now = { hour: 14, minute: 30 }

  it("accepts exactly the times isOfferedOrderTime offers at the sandbox's local time", async () => {
    const times = [
      ...Array.from({ length: 24 }, (_, h) => Checkout.orderTime(String(h), "00")),
      "14:05",
      "14:29",
      "14:30",
      "14:31",
      "14:59",
      "23:59",
      "24:00",
      "14:60",
      "9:00",
      "",
    ]
    for (const time of times) {
      const res = await checkout({ order_for_later: 1, order_time: time })
      if (Checkout.isOfferedOrderTime(now, time)) expect(res.status, time).toBe(200)
      else {
        expect(res.status, time).toBe(422)
        expect(Object.keys(res.json.errors), time).toEqual(["order_time"])
      }
    }
  })

  it("refuses a time already past — an earlier hour, or a minute gone by in this one — saying why", async () => {
    for (const time of ["13:00", "14:29"]) {
      const res = await checkout({ order_for_later: 1, order_time: time })
      expect(res.status, time).toBe(422)
      expect(res.json.errors.order_time, time).toEqual([
        "Wybrana godzina zamówienia już minęła. Wybierz późniejszą godzinę.",
      ])
      expect(res.json.message, time).toBe("Wybrana godzina zamówienia już minęła. Wybierz późniejszą godzinę.")
    }
  })

  it("starts a later order at its time today, and one for the current minute at once", async () => {
    const later = decodes(Wire.CheckoutResponse, (await checkout({ order_for_later: 1, order_time: "18:15" })).json)
    const at = new Date(clock)
    at.setHours(18, 15, 0, 0)
    expect(later.data?.order?.eta_at).toBe(new Date(at.getTime() + 4 * STEP).toISOString())
    const past = decodes(Wire.CheckoutResponse, (await checkout({ order_for_later: 1, order_time: "14:30" })).json)
    expect(past.data?.order?.eta_at).toBe(new Date(clock + 4 * STEP).toISOString())
    expect(past.data?.order?.status).toBe(Orders.ORDER_STATUS.waiting)
  })
})

describe("half-and-half pairing is canPairHalves", () => {
  /** The first option of each mandatory group, so the add-on rules pass and only the pairing decides. */
  const mandatoryChoice = (p: Wire.Product): number[] =>
    Product.addonGroups(p).flatMap((g) => (g.mandatory && g.options[0] ? [g.options[0].id] : []))
  const addHalves = async (firstId: number, secondId: number, firstAddons?: number[], secondAddons?: number[]) =>
    s.post("/customer/cart/add-item", {
      restaurant_id: 1,
      item: {
        product_id: firstId,
        addons: firstAddons ?? mandatoryChoice(product(firstId)),
        quantity: 1,
        exclude_ingredients: [],
        special: {
          type: "double",
          data: { product_id: secondId, addons: secondAddons ?? mandatoryChoice(product(secondId)) },
        },
      },
      ignore_unique_product: 1,
      type: Address.ORDER_TYPE.pickup,
      cart_uuid: await newCart(Address.ORDER_TYPE.pickup),
    })

  it("accepts a second half exactly when the modal would offer it", async () => {
    // Same size and category; another size (42 cm); another category; a first half that cannot be halved.
    const pairs: ReadonlyArray<readonly [number, number]> = [
      [1002, 1008],
      [1002, 1005],
      [1002, 1003],
      [1008, 1009],
      [1002, 1047],
      [1001, 1002],
    ]
    expect(pairs.map(([a, b]) => Product.canPairHalves(product(a), product(b)))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
    for (const [a, b] of pairs) {
      const res = await addHalves(a, b)
      const label = `${a}+${b}`
      if (Product.canPairHalves(product(a), product(b))) expect(res.status, label).toBe(200)
      else {
        expect(res.status, label).toBe(422)
        if (product(a).allow_half)
          expect(res.json.errors, label).toEqual({
            "item.special.data.product_id": [Product.SECOND_HALF_MISMATCH.text],
          })
        else expect(Object.keys(res.json.errors), label).toEqual(["item.special"])
      }
    }
  })

  it("names each empty mandatory group once across both halves, with the modal's messages", async () => {
    const res = await addHalves(1002, 1008, [], [])
    const expected = Product.productModalMessages(
      {
        variantId: 1002,
        halfAndHalf: true,
        secondProductId: 1008,
        selections: { first: Product.emptySelection, second: Product.emptySelection },
      },
      product,
      // The server speaks Polish: SPEC's text, the Polish translation of the widget's English default.
      "Wybierz co najmniej jedną opcję z {group}",
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(new Set(expected).size).toBe(expected.length)
    expect(res.status).toBe(422)
    expect(res.json.errors).toEqual({ "item.addons": [Product.joinValidationMessages(expected)] })
  })
})

describe("combo completeness is validateCombo", () => {
  it("refuses a combo with nothing chosen and accepts one group chosen, as the modal does", async () => {
    const combo = combos[0] as Wire.Combo
    const group = combo.groups[0] as Wire.Combo["groups"][number]
    const option = group.options[0] as (typeof group.options)[number]
    const selections = [
      [],
      [{ group_id: group.id, option_id: option.id, product_id: option.product.id ?? 1, extra: 0 }],
    ]
    for (const groups of selections) {
      const verdict = Combo.validateCombo(combo, new Map(groups.map((g) => [g.group_id, g.option_id])))
      const res = await s.post("/customer/cart/add-combo-item", {
        combo_id: combo.id,
        quantity: 1,
        groups,
        cart_uuid: await newCart(Address.ORDER_TYPE.pickup),
      })
      if (verdict.ok) expect(res.status).toBe(200)
      else {
        expect(res.status).toBe(422)
        expect(res.json.errors).toEqual({ groups: [verdict.message] })
      }
    }
  })
})
