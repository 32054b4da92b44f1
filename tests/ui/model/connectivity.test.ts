import { Effect, Layer, ManagedRuntime, Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import {
  browserConnectivity,
  cardsTestLayer,
  manualConnectivity,
  manualTimers,
  ParentFrame,
  Storage,
  threeDsTestLayer,
} from "../../../adapters"
import { Maps, MapsFailed, MapsNoResults } from "../../../adapters/maps"
import { Dialogs, Wire } from "../../../domain"
import { createWidgetModel } from "../../../ui/model/model"
import { fakeApi, holdPickupCart } from "./fake-api"

/**
 * Offline (issue 16, 'hidden tab and offline'): the model follows the browser's online state, Place
 * order sends nothing while offline and says why, and the network coming back refetches the cart.
 */
const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

const noMaps = Layer.succeed(
  Maps,
  Maps.of({
    autocomplete: () => Effect.succeed([]),
    reverseGeocode: () => Effect.fail(new MapsNoResults({ message: "none" })),
    currentPosition: () => Effect.fail(new MapsFailed({ reason: "GeolocationUnavailable", message: "none" })),
    drawMap: () => Effect.succeed({ _tag: "None" } as never),
  }),
)

const order = Schema.decodeUnknownSync(Wire.Order)({
  id: 77,
  status: 1,
  restaurant_id: 1,
  items: [{ quantity: 1, product: { id: 1002, name: "Margherita" }, is_gift: 0, price: "37.90" }],
  price: "37.90",
  created_at: "2026-06-01T12:00:00Z",
})

const setup = async (initiallyOnline: boolean) => {
  const fake = fakeApi(1, {
    checkout: () =>
      Effect.succeed(Schema.decodeUnknownSync(Wire.CheckoutResponse)({ success: true, message: "", data: { order } })),
  })
  const network = manualConnectivity(initiallyOnline)
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      fake.layer,
      Storage.layerMemory,
      ParentFrame.layerNone,
      noMaps,
      cardsTestLayer({ token: "tok_test", brand: "visa", last_four: "1111" }),
      threeDsTestLayer("successful"),
      manualTimers().layer,
      network.layer,
    ),
  )
  let clock = 1_700_000_000_000
  const model = createWidgetModel({ runtime, restaurantId: 1, now: () => clock++ })
  disposers.push(async () => {
    model.dispose()
    await runtime.dispose()
  })
  await model.commands.widget.boot()
  holdPickupCart(model)
  model.commands.checkout.edit({ phone: "600100200", payment: "cash_method" })
  return { fake, model, network }
}

describe("offline", () => {
  it("reads the browser's state at boot and follows its changes", async () => {
    const { model, network } = await setup(false)
    expect(model.projections.online.value).toBe(false)
    network.set(true)
    expect(model.projections.online.value).toBe(true)
    network.set(false)
    expect(model.projections.online.value).toBe(false)
  })

  it("Place order while offline sends nothing, says why, and keeps the form; online it is sent once", async () => {
    const { fake, model, network } = await setup(true)
    network.set(false)
    await model.commands.checkout.placeOrder()
    expect(fake.callsOf("checkout")).toEqual([])
    expect(model.projections.checkout.value.error).toBe(Dialogs.OFFLINE_PLACE_ORDER.text)
    expect(model.projections.checkout.value.form.phone).toBe("600100200")
    expect(model.state.value.cart.uuid).toBe("cart-1")
    network.set(true)
    await model.commands.checkout.placeOrder()
    expect(fake.callsOf("checkout").length).toBe(1)
    expect(model.state.value.route).toMatchObject({ name: "order", orderId: 77 })
  })

  it("coming back online refetches the cart once, without clearing the one on screen", async () => {
    const { fake, model, network } = await setup(true)
    network.set(false)
    const before = fake.callsOf("getCart").length
    network.set(false)
    network.set(true)
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.callsOf("getCart").length).toBe(before + 1)
    expect(model.state.value.cart.cart?.uuid).toBe("cart-1")
  })

  it("a model disposed stops listening", async () => {
    const { fake, model, network } = await setup(true)
    model.dispose()
    const before = fake.calls.length
    network.set(false)
    network.set(true)
    expect(model.projections.online.value).toBe(true)
    expect(fake.calls.length).toBe(before)
  })
})

describe("browserConnectivity", () => {
  it("answers navigator.onLine and forwards the window's online/offline events until stopped", () => {
    const listeners = new Map<string, () => void>()
    const env = {
      navigator: { onLine: false },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    }
    const service = browserConnectivity(env)
    expect(service.online()).toBe(false)
    const seen: boolean[] = []
    const stop = service.watch((online) => seen.push(online))
    listeners.get("online")?.()
    listeners.get("offline")?.()
    expect(seen).toEqual([true, false])
    stop()
    expect([...listeners.keys()]).toEqual([])
    expect(browserConnectivity({}).online()).toBe(true)
  })
})
