import { Effect, Layer, ManagedRuntime, Schema } from "effect"
import {
  Api,
  type ApiError,
  ApiRejected,
  type ApiShape,
  type Cards,
  cardsTestLayer,
  manualTimers,
  Storage,
  type ThreeDS,
  type Timers,
  threeDsTestLayer,
} from "../../../adapters"
import type { Maps } from "../../../adapters/maps"
import { ParentFrame } from "../../../adapters/parent-frame"
import { Wire } from "../../../domain"
import { loadLaterFeatures } from "../../../ui/model/lazy-features"
import { createWidgetModel, type WidgetModel } from "../../../ui/model/model"
import { restaurantJson } from "../../support/fixtures"
import { noMaps } from "../../support/no-maps"

/**
 * A fake Api over the fixture menus for model tests: every call is recorded, catalogue calls answer
 * from fixtures/restaurants/<id>, cart calls build a decoded cart from what was added, and any
 * method can be overridden. Methods neither faked nor overridden fail as a network error.
 */
// The non-menu features are a lazy chunk in the browser; the model tests call them at once, so their
// module is in before any model is made (each model builds its own from it).
await loadLaterFeatures()

export const fixtureMenu = (restaurant: number) => ({
  products: Schema.decodeUnknownSync(Wire.ProductsResponse)({ data: restaurantJson(restaurant, "products") }),
  categories: Schema.decodeUnknownSync(Wire.CategoriesResponse)({ data: restaurantJson(restaurant, "categories") }),
  combos: Schema.decodeUnknownSync(Wire.CombosResponse)({ data: restaurantJson(restaurant, "combos") }),
  restaurant: Schema.decodeUnknownSync(Wire.RestaurantResponse)({ data: restaurantJson(restaurant, "restaurant") }),
  styles: Schema.decodeUnknownSync(Wire.WidgetStylesResponse)({ data: restaurantJson(restaurant, "widget") }),
})

export interface Call {
  readonly method: string
  readonly args: ReadonlyArray<unknown>
}

export const rejected = (status: number, message: string): ApiRejected =>
  new ApiRejected({ status, body: { message, error: null, errors: null }, message })

type WireItem = { uuid: string; product_id: number; quantity: number; price: number; addons: ReadonlyArray<number> }

/** A wire cart with the given lines; sub_total is the sum of line prices (złoty). */
export const wireCart = (uuid: string, items: ReadonlyArray<WireItem>, addressId: number | null = null, type = 1) =>
  Schema.decodeUnknownSync(Wire.CartResponse)({
    data: {
      uuid,
      type,
      address_id: addressId,
      price: items.reduce((s, i) => s + i.price * i.quantity, 0),
      prices: { sub_total: items.reduce((s, i) => s + i.price * i.quantity, 0), delivery: 0, discount: 0 },
      point_amount: 0,
      items,
      combo_items: [],
    },
  })

/** A saved address as the widget stores it: 'Street {id}, Warszawa', inside restaurant 1's zones. */
export const storedAddress = (id: number, active: boolean): Wire.Address =>
  Schema.decodeUnknownSync(Wire.Address)({
    id,
    string: `Street ${id}, Warszawa`,
    latitude: "52.23",
    longitude: "21.01",
    is_active: active ? 1 : 0,
  })

export interface FakeApi {
  readonly calls: Call[]
  readonly layer: Layer.Layer<Api>
  /** Calls of one method, in order. */
  readonly callsOf: (method: keyof ApiShape) => ReadonlyArray<ReadonlyArray<unknown>>
}

export const fakeApi = (restaurant = 1, overrides: Partial<Record<keyof ApiShape, unknown>> = {}): FakeApi => {
  const menu = fixtureMenu(restaurant)
  const calls: Call[] = []
  const lines: WireItem[] = []
  let cartAddress: number | null = null
  let nextAddress = 900
  const ok = <A>(a: A): Effect.Effect<A, ApiError> => Effect.succeed(a)
  const defaults: Partial<Record<keyof ApiShape, (...args: never[]) => Effect.Effect<unknown, ApiError>>> = {
    products: () => ok(menu.products),
    categories: () => ok(menu.categories),
    combos: () => ok(menu.combos),
    restaurant: () => ok(menu.restaurant),
    widgetStyles: () => ok(menu.styles),
    settings: () => ok({ data: { translations: [], gcp_key: null } }),
    createGuestCart: (params: { address_id?: number | null }) => {
      cartAddress = params.address_id ?? null
      return ok({ success: true, data: { uuid: "cart-1" } })
    },
    updateCartAddress: (params: { address_id: number }) => {
      cartAddress = params.address_id
      return ok({ success: true, message: "" })
    },
    getCart: (params: { cart_uuid: string }) => ok(wireCart(params.cart_uuid, lines, cartAddress)),
    addItem: (body: { cart_uuid: string; item: { product_id: number; quantity: number; addons: number[] } }) => {
      const product = menu.products.data.find((p) => p.id === body.item.product_id)
      lines.push({
        uuid: `line-${lines.length + 1}`,
        product_id: body.item.product_id,
        quantity: body.item.quantity,
        addons: body.item.addons,
        price: product ? (product.price + product.vat) / 100 : 0,
      })
      return ok(wireCart(body.cart_uuid, lines, cartAddress))
    },
    addCombo: (body: { cart_uuid: string }) => ok(wireCart(body.cart_uuid, lines, cartAddress)),
    changeOrderType: (body: { cart_uuid: string; type: number }) =>
      ok(wireCart(body.cart_uuid, lines, cartAddress, body.type)),
    addAddress: (body: { string: string; latitude: string; longitude: string }) =>
      ok(
        Schema.decodeUnknownSync(Wire.AddressSavedResponse)({
          data: { address: { id: nextAddress++, ...body, is_active: 1 } },
        }),
      ),
    deleteAddress: () => ok({ success: true, message: "" }),
  }
  const api = new Proxy({} as ApiShape, {
    get: (_, key: string) => {
      const method = (overrides as Record<string, unknown>)[key] ?? (defaults as Record<string, unknown>)[key]
      return (...args: unknown[]) => {
        calls.push({ method: key, args })
        if (typeof method === "function") return method(...args)
        return Effect.fail(rejected(599, `not faked: ${key}`))
      }
    },
  })
  return {
    calls,
    layer: Layer.succeed(Api, api),
    callsOf: (method) => calls.filter((c) => c.method === method).map((c) => c.args),
  }
}

/** A model over the fake Api and memory storage, with a fixed clock. */
export const testModel = (
  fake: FakeApi,
  restaurantId = 1,
  maps: Layer.Layer<Maps> = noMaps,
): {
  model: WidgetModel
  runtime: ManagedRuntime.ManagedRuntime<Api | Storage | ParentFrame | Maps | Cards | ThreeDS | Timers, never>
} => {
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      fake.layer,
      Storage.layerMemory,
      ParentFrame.layerNone,
      maps,
      cardsTestLayer({ token: "tok_test", brand: "visa", last_four: "1111" }),
      threeDsTestLayer("successful"),
      manualTimers().layer,
    ),
  )
  let clock = 1_700_000_000_000
  const model = createWidgetModel({ runtime, restaurantId, now: () => clock++ })
  return { model, runtime }
}

/** The tags of the model's events since index `from`. */
export const tagsSince = (model: WidgetModel, from = 0): ReadonlyArray<string> =>
  model.log.slice(from).map((e) => e._tag)

/** A pickup cart of one Margherita (uuid cart-1) held by the model: what a checkout needs. */
export const holdPickupCart = (model: WidgetModel): void => {
  model.dispatch({ _tag: "OrderTypeChanged", at: 0, orderType: "pickup" })
  model.dispatch({ _tag: "GuestCartCreated", at: 0, uuid: "cart-1" })
  model.dispatch({
    _tag: "CartStored",
    at: 0,
    cart: wireCart("cart-1", [{ uuid: "l1", product_id: 1002, quantity: 1, price: 37.9, addons: [] }], null, 3).data,
  })
}
