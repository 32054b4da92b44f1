import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { OrdersPage } from "../../../domain/wire/order"
import {
  AddComboBody,
  AddItemBody,
  AddPointsBody,
  ChangeQuantityBody,
  CheckoutBody,
} from "../../../domain/wire/requests"
import { CartResponse, CheckoutResponse, PointsResponse, ProfileResponse } from "../../../domain/wire/responses"
import { type Decodable, fixtureSchema } from "./all-schemas"

/**
 * Wire documents with numbers in them: every fixture entity (each product, combo, category and
 * restaurant on its own, decoded with its file's schema) plus hand-written carts, orders, profile and
 * request bodies for the shapes no fixture file holds. The numeric-string property runs over these.
 */
export type WireDocument = { readonly name: string; readonly schema: Decodable; readonly value: unknown }

const root = new URL("../../../", import.meta.url).pathname

const jsonFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return jsonFiles(path)
    return entry.endsWith(".json") ? [path] : []
  })

/** One document per entity: a list file is split into one-element lists, so a failure names one product. */
const fixtureEntities: ReadonlyArray<WireDocument> = jsonFiles(join(root, "fixtures/restaurants")).flatMap((path) => {
  const file = relative(root, path)
  const schema = fixtureSchema(file)
  if (schema === null) return []
  const value: unknown = JSON.parse(readFileSync(path, "utf8"))
  return Array.isArray(value)
    ? value.map((entity, i) => ({ name: `${file}[${i}]`, schema, value: [entity] }))
    : [{ name: file, schema, value }]
})

/** A cart as the API sends it: items keyed by uuid, a combo line, a gift, an offer, points. */
export const wireCart = {
  data: {
    uuid: "u1",
    type: 1,
    address_id: 11,
    address: { id: 11, string: "Hoża 42" },
    price: 45.89,
    prices: { sub_total: 37.9, delivery: 7.99, discount: 0 },
    point_amount: 2,
    points: 200,
    offer_id: 1,
    offer_list: [{ id: 1, name: "Darmowa dostawa", description: "" }],
    gifts: [{ product: { id: 1083, name: "Tiramisu" }, quantity: 1 }],
    items: {
      "uuid-1": {
        uuid: "uuid-1",
        product_id: 1002,
        product: { id: 1002, name: "Margherita" },
        addons: [6001, { id: 6002, name: "Oliwki", price: 3.5 }],
        exclude_ingredients: [5002],
        quantity: 2,
        special: { type: "double", data: { product_id: 1003, addons: [6003] } },
        price: 37.9,
      },
    },
    combo_items: [
      {
        hash: "h1",
        combo_id: 901,
        combo: { id: 901, name: "Zestaw dla dwojga" },
        groups: [{ group_id: 9101, product: { id: 1002, name: "Margherita" }, option: { id: 9201, extra_price: 6 } }],
        extra: 2.5,
        price: 62.49,
        quantity: 1,
      },
    ],
  },
}

/** A page of orders with every numeric field an order has. */
export const wireOrdersPage = {
  data: [
    {
      id: 7001,
      status: 3,
      type: 1,
      restaurant_id: 1,
      restaurant_ids: [1, 2],
      restaurant: { name: "Bella Napoli", est_delivery: 45 },
      items: [{ quantity: 2, product: { id: 1002, name: "Margherita" }, is_gift: 0, price: 26.9 }],
      price: 45.89,
      prices: { delivery: 7.99 },
      discount: 1.5,
      created_at: "2026-11-23 12:00:00",
      eta: 30,
      est_delivery: 45,
    },
  ],
  links: { next: null, prev: null },
  meta: { current_page: 1, last_page: 3 },
}

const handWritten: ReadonlyArray<WireDocument> = [
  { name: "CartResponse", schema: CartResponse, value: wireCart },
  { name: "OrdersPage", schema: OrdersPage, value: wireOrdersPage },
  {
    name: "CheckoutResponse",
    schema: CheckoutResponse,
    value: { success: 1, message: "", data: { order: wireOrdersPage.data[0], orderId: 7001 } },
  },
  { name: "PointsResponse", schema: PointsResponse, value: { data: { points: 120 } } },
  { name: "ProfileResponse", schema: ProfileResponse, value: { data: { data: { name: "Anna", points: 40 } } } },
  {
    name: "AddItemBody",
    schema: AddItemBody,
    value: {
      restaurant_id: 1,
      item: {
        product_id: 1002,
        addons: [6001, 6002],
        quantity: 2,
        exclude_ingredients: [5002],
        special: { type: "double", data: { product_id: 1003, addons: [6003] } },
      },
      ignore_unique_product: 0,
      type: 3,
      cart_uuid: "u1",
    },
  },
  {
    name: "AddComboBody",
    schema: AddComboBody,
    value: {
      combo_id: 901,
      quantity: 1,
      groups: [{ group_id: 9101, option_id: 9201, product_id: 1002, extra: 2.5 }],
      cart_uuid: "u1",
    },
  },
  {
    name: "ChangeQuantityBody",
    schema: ChangeQuantityBody,
    value: { item_uuid: "uuid-1", quantity: 0, is_delete: 1, cart_uuid: "u1", restaurant_id: 1, type: 1 },
  },
  { name: "AddPointsBody", schema: AddPointsBody, value: { restaurant_id: 1, amount: 200 } },
  {
    name: "CheckoutBody",
    schema: CheckoutBody,
    value: {
      restaurant_id: 1,
      payment_type: "card",
      payment_data: { card_token: "tok", order_id: 7001 },
      address: null,
      address_id: 11,
      source: "widget",
      notes: "",
      non_contact: 1,
      phone: "48600100200",
      type: 1,
      order_for_later: 0,
      order_time: null,
      print_invoice: 1,
      business: { type: 2, name: "Anna", nip: "5260001246", address: "Hoża 42" },
      cart_uuid: "u1",
    },
  },
]

export const wireDocuments: ReadonlyArray<WireDocument> = [...fixtureEntities, ...handWritten]
