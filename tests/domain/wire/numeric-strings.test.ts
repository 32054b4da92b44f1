import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Address, Business } from "../../../domain/wire/address"
import { Cart, CartItem } from "../../../domain/wire/cart"
import { Combo, ComboGroup, ComboOption } from "../../../domain/wire/combo"
import { Order, OrderItem, OrdersPage } from "../../../domain/wire/order"
import { Addon, Ingredient, Product } from "../../../domain/wire/product"
import { Profile } from "../../../domain/wire/profile"
import {
  AddComboBody,
  AddItemBody,
  AddPointsBody,
  AddressBody,
  ChangeQuantityBody,
  CheckoutBody,
  SetDefaultPaymentMethodBody,
} from "../../../domain/wire/requests"
import { Ack, CheckoutResponse, PointsResponse } from "../../../domain/wire/responses"
import { Restaurant } from "../../../domain/wire/restaurant"
import { changeQuantityRequest, checkoutRequest } from "../../support/requests"
import type { Decodable } from "./all-schemas"
import { wireCart, wireOrdersPage } from "./wire-documents"

/**
 * Issue 9: the PHP API spells numbers as strings ("26.90", "3", "1"). Every numeric field decodes a
 * numeric string exactly like the number it spells, and still fails, naming the field's path, on a
 * value that is not a number. The property over every fixture entity is numeric-strings.prop.test.ts.
 */

type Path = ReadonlyArray<string | number>

const decodeResult = (schema: Decodable, input: unknown) => Schema.decodeUnknownResult(schema)(input)
const decode = (schema: Decodable, input: unknown): unknown => {
  const r = decodeResult(schema, input)
  if (Result.isFailure(r)) throw new Error(r.failure.message)
  return r.success
}
const failure = (schema: Decodable, input: unknown): string => {
  const r = decodeResult(schema, input)
  if (Result.isSuccess(r)) throw new Error(`expected a decoding failure, got ${JSON.stringify(r.success)}`)
  return r.failure.message
}

/** A copy of `doc` with the value at `path` replaced (the path must exist, except its last step). */
const withValue = (doc: unknown, path: Path, value: unknown): unknown => {
  const copy = structuredClone(doc) as Record<string | number, unknown>
  let target = copy
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>
  target[path[path.length - 1] as string | number] = value
  return copy
}
const pathText = (path: Path): string => path.map((s) => (typeof s === "number" ? `[${s}]` : `["${s}"]`)).join("")

/**
 * One numeric field: the schema of a document that holds it, a valid document, the field's path, a
 * valid number for it (`sample`), and what "" means there ("fails", or "empty": read like null).
 */
type Field = {
  readonly name: string
  readonly schema: Decodable
  readonly doc: unknown
  readonly path: Path
  readonly sample: number
  readonly emptyString: "fails" | "empty"
}

const product = { id: 1002, name: "Margherita", price: 24.91 }
const order = wireOrdersPage.data[0]
const cart = wireCart.data
const field = (
  name: string,
  schema: Decodable,
  doc: unknown,
  path: Path,
  options: { readonly sample?: number; readonly emptyString?: "fails" | "empty" } = {},
): Field => ({ name, schema, doc, path, sample: options.sample ?? 3, emptyString: options.emptyString ?? "fails" })

const families: ReadonlyArray<readonly [string, ReadonlyArray<Field>]> = [
  [
    "ids",
    [
      field("Product.id", Product, product, ["id"]),
      field("Product.category_id", Product, { ...product, category_id: 100 }, ["category_id"]),
      field("Ingredient id in an add-on", Product, { ...product, addons: [{ id: 7, ingredients: [{ id: 6001 }] }] }, [
        "addons",
        0,
        "ingredients",
        0,
        "id",
      ]),
      field("Cart item product_id", Cart, cart, ["items", "uuid-1", "product_id"]),
      field("Cart addon id", Cart, cart, ["items", "uuid-1", "addons", 0]),
      field("Order.restaurant_id", Order, order, ["restaurant_id"]),
      field("Address.id", Address, { id: 11, string: "Hoża 42" }, ["id"]),
      field("CheckoutResponse data.orderId", CheckoutResponse, { success: 1, data: { orderId: 7002 } }, [
        "data",
        "orderId",
      ]),
    ],
  ],
  [
    "money (złoty in, grosze out)",
    [
      field("Product.price", Product, product, ["price"], { emptyString: "empty" }),
      field("Product.sale_price", Product, { ...product, sale_price: 19.9 }, ["sale_price"], { emptyString: "empty" }),
      field("Product.vat", Product, { ...product, vat: 1.99 }, ["vat"], { emptyString: "empty" }),
      field(
        "AddonIngredient.price_in_addon",
        Addon,
        { id: 7, ingredients: [{ id: 6001, price_in_addon: 2 }] },
        ["ingredients", 0, "price_in_addon"],
        { emptyString: "empty" },
      ),
      field("Combo.base_price", Combo, { id: 901, base_price: 59.99 }, ["base_price"], { emptyString: "empty" }),
      field("ComboGroup.extra", ComboGroup, { id: 9101, extra: 2.5 }, ["extra"], { emptyString: "empty" }),
      field(
        "ComboOption.extra_price",
        ComboOption,
        { id: 9201, extra_price: 6, product: { id: 1002 } },
        ["extra_price"],
        {
          emptyString: "empty",
        },
      ),
      field("Cart prices.sub_total", Cart, cart, ["prices", "sub_total"], { emptyString: "empty" }),
      field("Order.price", Order, order, ["price"], { emptyString: "empty" }),
    ],
  ],
  [
    "flags",
    [
      field("Product.allow_half", Product, { ...product, allow_half: 1 }, ["allow_half"], {
        sample: 1,
        emptyString: "empty",
      }),
      field("Ingredient.is_deletable", Ingredient, { id: 5002, is_deletable: 0 }, ["is_deletable"], {
        sample: 0,
        emptyString: "empty",
      }),
      field("Address.is_active", Address, { id: 11, is_active: 1 }, ["is_active"], { sample: 1, emptyString: "empty" }),
      field("OrderItem.is_gift", OrderItem, { product: { id: 1 }, is_gift: 1 }, ["is_gift"], {
        sample: 1,
        emptyString: "empty",
      }),
      field("Ack.success", Ack, { success: 1, message: "" }, ["success"], { sample: 1, emptyString: "empty" }),
    ],
  ],
  ["statuses", [field("Order.status", Order, order, ["status"])]],
  [
    "optional numbers (sort_order, eta, est_delivery)",
    [
      field("Product.sort_order", Product, { ...product, sort_order: 1 }, ["sort_order"], { emptyString: "empty" }),
      field("Order.eta", Order, order, ["eta"], { emptyString: "empty" }),
      field("Order.est_delivery", Order, order, ["est_delivery"], { emptyString: "empty" }),
      field("Order.restaurant.est_delivery", Order, order, ["restaurant", "est_delivery"], { emptyString: "empty" }),
      field("Restaurant.est_delivery", Restaurant, { id: 1, est_delivery: 45 }, ["est_delivery"], {
        emptyString: "empty",
      }),
    ],
  ],
  [
    "quantities, points, pages and settings amounts",
    [
      field("CartItem.quantity", CartItem, { product_id: 1002, quantity: 2 }, ["quantity"], { emptyString: "empty" }),
      field("ComboItem.quantity", Cart, cart, ["combo_items", 0, "quantity"], { emptyString: "empty" }),
      field("Gift.quantity", Cart, cart, ["gifts", 0, "quantity"], { emptyString: "empty" }),
      field("Cart.points", Cart, cart, ["points"], { emptyString: "empty" }),
      field("Profile.points", Profile, { name: "Anna", points: 40 }, ["points"], { emptyString: "empty" }),
      field("PointsResponse data.points", PointsResponse, { data: { points: 120 } }, ["data", "points"], {
        emptyString: "empty",
      }),
      field("Addon.exact_required", Addon, { id: 7, exact_required: 2 }, ["exact_required"], { emptyString: "empty" }),
      field("OrdersPage meta.last_page", OrdersPage, wireOrdersPage, ["meta", "last_page"], { emptyString: "empty" }),
      field("OrdersPage meta.current_page", OrdersPage, wireOrdersPage, ["meta", "current_page"], {
        emptyString: "empty",
      }),
      field(
        "Restaurant.widget_takeaway_discount",
        Restaurant,
        { id: 1, widget_takeaway_discount: 10 },
        ["widget_takeaway_discount"],
        { emptyString: "empty" },
      ),
    ],
  ],
  [
    "codes (order type, invoice type, 0/1 request flags)",
    [
      field("Business.type", Business, { type: 1, name: "x", nip: "1", address: "y" }, ["type"], { sample: 2 }),
      field("AddItemBody.type", AddItemBody, addItemBody(), ["type"], { sample: 1 }),
      field("AddItemBody.ignore_unique_product", AddItemBody, addItemBody(), ["ignore_unique_product"], { sample: 1 }),
      field("CheckoutBody.non_contact", CheckoutBody, checkoutBody(), ["non_contact"], { sample: 1 }),
      field("AddressBody.is_active", AddressBody, addressBody(), ["is_active"], { sample: 1 }),
      field(
        "SetDefaultPaymentMethodBody.use_as_default",
        SetDefaultPaymentMethodBody,
        { use_as_default: 1 },
        ["use_as_default"],
        { sample: 1 },
      ),
    ],
  ],
  [
    "request ids, quantities and amounts (the sandbox decodes bodies with these)",
    [
      field("AddItemBody.restaurant_id", AddItemBody, addItemBody(), ["restaurant_id"]),
      field("AddItemBody item.product_id", AddItemBody, addItemBody(), ["item", "product_id"]),
      field("AddItemBody item.quantity", AddItemBody, addItemBody(), ["item", "quantity"]),
      field("AddItemBody item.addons[0]", AddItemBody, addItemBody(), ["item", "addons", 0]),
      field("AddComboBody groups[0].extra", AddComboBody, addComboBody(), ["groups", 0, "extra"]),
      field("ChangeQuantityBody.quantity", ChangeQuantityBody, changeQuantityBody(), ["quantity"]),
      field("AddPointsBody.amount", AddPointsBody, { restaurant_id: 1, amount: 200 }, ["amount"]),
      field("CheckoutBody.address_id", CheckoutBody, checkoutBody(), ["address_id"]),
    ],
  ],
]

function addItemBody() {
  return {
    restaurant_id: 1,
    item: { product_id: 1002, addons: [6001], quantity: 2, exclude_ingredients: [] },
    ignore_unique_product: 0,
    type: 3,
    cart_uuid: "u1",
  }
}
function addComboBody() {
  return {
    combo_id: 901,
    quantity: 1,
    groups: [{ group_id: 9101, option_id: 9201, product_id: 1002, extra: 2.5 }],
    cart_uuid: "u1",
  }
}
function changeQuantityBody() {
  return changeQuantityRequest("u1", "uuid-1", 2)
}
function checkoutBody() {
  return checkoutRequest("u1", { address_id: 11, phone: "48600100200", type: 1 })
}
function addressBody() {
  return { string: "Hoża 42", latitude: "52.2259", longitude: "21.0137", is_active: 0 }
}

/** The outcome of decoding as something comparable: the decoded value, or "fails naming <path>". */
const outcome = (f: Field, value: unknown): unknown => {
  const r = decodeResult(f.schema, withValue(f.doc, f.path, value))
  if (Result.isSuccess(r)) return { decoded: r.success }
  return { fails: r.failure.message.includes(pathText(f.path)) ? `naming ${pathText(f.path)}` : r.failure.message }
}

describe.each(families)("numeric strings in %s", (_family, fields) => {
  it.each(fields.map((f) => [f.name, f] as const))(
    "%s: given its number as a string, then it decodes like the number",
    (_name, f) => {
      expect(outcome(f, f.sample)).toHaveProperty("decoded")
      expect(outcome(f, String(f.sample))).toEqual(outcome(f, f.sample))
      expect(outcome(f, ` ${f.sample} `)).toEqual(outcome(f, f.sample))
      // A fraction decodes like the same fraction: a price or a finite number to it, an integer field fails both ways.
      expect(outcome(f, "26.90")).toEqual(outcome(f, 26.9))
    },
  )

  it.each(fields.map((f) => [f.name, f] as const))(
    "%s: given a value that is not a number, then decoding fails naming the field's path",
    (_name, f) => {
      for (const bad of ["abc", "12abc", "1e999", "1e3", "0x10", "Infinity", "NaN", {}, [3]])
        expect(failure(f.schema, withValue(f.doc, f.path, bad)), JSON.stringify(bad)).toContain(pathText(f.path))
      if (f.emptyString === "fails") expect(failure(f.schema, withValue(f.doc, f.path, ""))).toContain(pathText(f.path))
      else
        expect(decode(f.schema, withValue(f.doc, f.path, ""))).toEqual(decode(f.schema, withValue(f.doc, f.path, null)))
    },
  )
})

describe("what the numeric strings decode to", () => {
  it("given prices as strings, then they are integer grosze: '26.90' is 2690, '3' is 300, '2,50' is 250", () => {
    const p = decode(Product, { ...product, price: "26.90", sale_price: "3", vat: "2,50" }) as Product
    expect([p.price, p.sale_price, p.vat]).toEqual([2690, 300, 250])
    const c = decode(Cart, withValue(cart, ["prices", "sub_total"], "26.90")) as Cart
    expect(c.prices.sub_total).toBe(2690)
  })

  it("given the fields the earlier audit found number-only, then their strings decode to numbers", () => {
    const p = decode(Product, { ...product, sort_order: "3" }) as Product
    expect(p.sort_order).toBe(3)
    const o = decode(Order, {
      ...order,
      status: "3",
      eta: "26.90",
      est_delivery: "45",
      restaurant: { name: "x", est_delivery: "40" },
    }) as Order
    expect([o.status, o.eta, o.est_delivery, o.restaurant?.est_delivery]).toEqual([3, 26.9, 45, 40])
    expect((decode(Restaurant, { id: "1", est_delivery: "45" }) as Restaurant).est_delivery).toBe(45)
  })

  it("given integer fields spelled as fractions, then decoding fails saying an integer was expected", () => {
    expect(failure(Order, { ...order, status: "3.5" })).toMatch(/integer[\s\S]*\["status"\]/)
    expect(failure(Product, { ...product, id: "1002.5" })).toMatch(/integer[\s\S]*\["id"\]/)
  })

  it("given a code outside its values as a string, then decoding fails naming the code", () => {
    expect(failure(Business, { type: "3", name: "x", nip: "1", address: "y" })).toContain('["type"]')
    expect(failure(AddItemBody, { ...addItemBody(), type: "2" })).toContain('["type"]')
  })

  it("given a flag as '1', '0', 'true' or 'false', then it is the boolean it spells; a word fails", () => {
    const allowHalf = (v: unknown) => (decode(Product, { ...product, allow_half: v }) as Product).allow_half
    expect(["1", "0", "true", "false", 1, 0, true, false].map(allowHalf)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ])
    expect(failure(Product, { ...product, allow_half: "yes" })).toContain('["allow_half"]')
  })

  it("given a request body decoded from strings, when encoded again, then the widget sends numbers", () => {
    const fromStrings = {
      ...addItemBody(),
      restaurant_id: "1",
      type: "3",
      ignore_unique_product: "0",
      item: { product_id: "1002", addons: ["6001"], quantity: "2", exclude_ingredients: [] },
    }
    const decoded = Schema.decodeUnknownSync(AddItemBody)(fromStrings)
    expect(Schema.encodeSync(AddItemBody)(decoded)).toEqual(addItemBody())
  })
})
