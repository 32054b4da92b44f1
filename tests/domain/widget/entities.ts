import { Schema } from "effect"
import type { EventTag, WidgetEvent } from "../../../domain/widget/event"
import type { CartTotals } from "../../../domain/widget/fields"
import { Address } from "../../../domain/wire/address"
import { Cart } from "../../../domain/wire/cart"
import { Combo } from "../../../domain/wire/combo"
import { Order } from "../../../domain/wire/order"
import { Category, Product } from "../../../domain/wire/product"
import { PaymentMethod, Profile } from "../../../domain/wire/profile"
import { Restaurant, Translation, WidgetStyles } from "../../../domain/wire/restaurant"

/**
 * Small, realistic API entities for the event-log tests, built from wire JSON through the real
 * decoders so they have exactly the decoded shape a live widget records.
 */

const decode = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, wire: unknown): S["Type"] =>
  Schema.decodeUnknownSync(schema)(wire)

/** An event of `tag` at time `at` (default 0): `event("CartStored", { cart })`. */
export const event = <T extends EventTag>(
  tag: T,
  fields: Omit<Extract<WidgetEvent, { readonly _tag: T }>, "_tag" | "at">,
  at = 0,
): Extract<WidgetEvent, { readonly _tag: T }> =>
  ({ _tag: tag, at, ...fields }) as Extract<WidgetEvent, { readonly _tag: T }>

export const aProduct = (id: number, wire: Record<string, unknown> = {}) =>
  decode(Product, {
    id,
    product_id: id,
    name: `Pizza ${id}`,
    description: "Sos pomidorowy, mozzarella",
    variable_name: "32 cm",
    price: "33.90",
    real_price: "31.39",
    vat: "2.51",
    category_id: 100,
    sort_order: id % 7,
    allow_half: 1,
    ingredients: [{ id: 5003, name: "Bazylia", price: 0, is_deletable: 1, is_deletable_in_product: 1 }],
    addons: [
      {
        id: 7001,
        name: "Rodzaj ciasta",
        group_name: "Rodzaj ciasta",
        required: "mandatory",
        exact_required: 1,
        ingredients: [
          { id: 6001, name: "Cienkie", price_in_addon: 0 },
          { id: 6002, name: "Grube", price_in_addon: "3.00" },
        ],
      },
    ],
    ...wire,
  })

export const aCategory = (id: number, name = `Kategoria ${id}`) => decode(Category, { id, name, logo: null })

export const aCombo = (id: number) =>
  decode(Combo, {
    id,
    name: `Zestaw ${id}`,
    description: "Pizza i napój",
    base_price: "39.99",
    groups: [
      {
        id: 9101,
        name: "Pizza",
        extra: "0",
        options: [
          { id: 9201, is_default: 1, extra_price: 0, product: { id: 1002, name: "Margherita" } },
          { id: 9202, is_default: 0, extra_price: 6, product: { id: 1020, name: "Pepperoni" } },
        ],
      },
      {
        id: 9102,
        name: "Napój",
        extra: "2.50",
        options: [{ id: 9206, is_default: 1, extra_price: 0, product: { id: 1088, name: "Coca-Cola" } }],
      },
    ],
  })

export interface LineSpec {
  readonly key: string
  readonly quantity: number
}

/**
 * A server cart. Items arrive keyed by uuid; combo items arrive as a list (`comboShape: "list"`, keys
 * are the hashes) or as a map keyed by hash (`"map"`) — both decode to the same keyed list.
 */
export const aCart = (
  spec: {
    readonly uuid?: string
    readonly items?: ReadonlyArray<LineSpec>
    readonly combos?: ReadonlyArray<LineSpec>
    readonly comboShape?: "list" | "map"
    readonly offerId?: number | null
    readonly subTotal?: string
  } = {},
) => {
  const combo = (l: LineSpec) => ({
    hash: l.key,
    combo_id: 901,
    name: "Zestaw dla dwojga",
    groups: [{ group_id: 9101, product: { id: 1002, name: "Margherita" }, option: { id: 9201, extra_price: 0 } }],
    price: "62.49",
    quantity: l.quantity,
  })
  const combos = spec.combos ?? []
  return decode(Cart, {
    uuid: spec.uuid ?? "u1",
    type: 1,
    price: "45.89",
    prices: { sub_total: spec.subTotal ?? "37.90", delivery: "7.99", discount: 0 },
    point_amount: 0,
    offer_id: spec.offerId ?? null,
    offer_list: [{ id: 1, name: "Darmowa dostawa od 80 zł", description: "" }],
    items: Object.fromEntries(
      (spec.items ?? []).map((l) => [
        l.key,
        {
          uuid: l.key,
          product_id: 1002,
          product: { id: 1002, name: "Margherita" },
          quantity: l.quantity,
          price: "37.90",
        },
      ]),
    ),
    combo_items:
      spec.comboShape === "map" ? Object.fromEntries(combos.map((l) => [l.key, combo(l)])) : combos.map(combo),
  })
}

export const someTotals = (subTotal: number, delivery = 799): CartTotals =>
  ({
    price: subTotal + delivery,
    prices: { sub_total: subTotal, delivery, discount: 0 },
    point_amount: 0,
  }) as CartTotals

export const anAddress = (id: number, active = false) =>
  decode(Address, {
    id,
    string: `Hoża ${id}, 00-516 Warszawa`,
    latitude: "52.2259",
    longitude: "21.0137",
    address_line_2: null,
    is_active: active ? 1 : 0,
  })

export const anOrder = (id: number, status = 1) =>
  decode(Order, {
    id,
    status,
    restaurant_id: 1,
    restaurant: { name: "Pizzeria Bella Napoli", est_delivery: 45 },
    items: [{ quantity: 1, product: { id: 1002, name: "Margherita" }, is_gift: 0, price: "37.90" }],
    price: "45.89",
    prices: { delivery: "7.99" },
    created_at: "2025-03-14T18:06:00+01:00",
    eta: 45,
  })

export const aProfile = (points = 350) =>
  decode(Profile, { name: "Anna Kowalska", email: "anna@example.com", phone: "+48600100200", points })

export const aPaymentMethod = (id: number) =>
  decode(PaymentMethod, { id, brand: "visa", last_four: "4242", is_default: 1 })

export const aRestaurant = () =>
  decode(Restaurant, {
    id: 1,
    name: "Pizzeria Bella Napoli",
    address: "Marszałkowska 84",
    widget_takeaway_discount: 10,
  })

export const styles = (language: string | null) =>
  decode(WidgetStyles, {
    settings: { starting_screen: "Pizza", show_profile: "on", show_points: "on", language },
    background_color: "f7f3ee",
    main_button_color: "c8102e",
  })

export const someTranslations = () =>
  decode(Schema.Array(Translation), [
    { key: "delivery", locale: "pl", value: "Dostawa" },
    { key: "pickup", locale: "pl", value: "Odbiór osobisty" },
  ])
