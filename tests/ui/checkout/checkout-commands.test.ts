import { Deferred, Effect, Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Storage, StorageKeys } from "../../../adapters"
import { Wire } from "../../../domain"
import { fakeApi, holdPickupCart, rejected, testModel } from "../model/fake-api"

/**
 * The checkout commands against a fake Api and the test layers (cards answer a token, 3-D Secure
 * answers 'successful'): what is sent, what the state becomes, what the browser keeps.
 */
const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

const order = (id: number) =>
  Schema.decodeUnknownSync(Wire.Order)({
    id,
    status: 1,
    restaurant_id: 1,
    items: [{ quantity: 1, product: { id: 1002, name: "Margherita" }, is_gift: 0, price: "37.90" }],
    price: "37.90",
    created_at: "2026-06-01T12:00:00Z",
  })
const answer = (data: Record<string, unknown>) =>
  Schema.decodeUnknownSync(Wire.CheckoutResponse)({ success: true, message: "", data })

const setup = (checkout: (body: Wire.CheckoutBody, options?: { idempotencyKey?: string }) => unknown) => {
  const fake = fakeApi(1, { checkout })
  const { model, runtime } = testModel(fake)
  disposers.push(() => runtime.dispose())
  model.dispatch({ _tag: "WidgetOpened", at: 0, restaurantId: 1, route: "checkout", orderId: null })
  holdPickupCart(model)
  model.commands.checkout.edit({ phone: "+48 600 100 200", payment: "cash_method" })
  return { fake, model, runtime }
}

describe("checkout commands", () => {
  it("success sends one body with a key, clears the cart, stores the order and goes to the order page", async () => {
    const { fake, model, runtime } = setup(() => Effect.succeed(answer({ order: order(41) })))
    await model.commands.checkout.placeOrder()
    const sent = fake.callsOf("checkout") as unknown as Array<[Wire.CheckoutBody, { idempotencyKey: string }]>
    const [body, options] = sent[0] ?? []
    if (!body || !options) throw new Error("nothing sent")
    expect(body).toMatchObject({ payment_type: "cash_method", phone: "48600100200", type: 3, cart_uuid: "cart-1" })
    expect(options.idempotencyKey).toMatch(/.+/)
    const state = model.state.value
    expect([state.route.name, state.route.orderId, state.cart.uuid, state.cart.cart]).toEqual(["order", 41, null, null])
    const stored = await runtime.runPromise(Storage.use((s) => s.get(StorageKeys.orders)))
    expect(stored._tag === "Some" && stored.value.map((o) => o.id)).toEqual([41])
  })

  it("a second click while the first is in flight sends nothing", async () => {
    const gate = Effect.runSync(Deferred.make<void>())
    const { fake, model } = setup(() => Deferred.await(gate).pipe(Effect.as(answer({ order: order(42) }))))
    const first = model.commands.checkout.placeOrder()
    await model.commands.checkout.placeOrder()
    expect(model.projections.checkout.value.canPlaceOrder).toBe(false)
    Effect.runSync(Deferred.succeed(gate, undefined))
    await first
    expect(fake.callsOf("checkout").length).toBe(1)
  })

  it("a new card opens the card modal, pays with its token, and a 3-D Secure pass re-submits with the order id", async () => {
    let n = 0
    const { fake, model } = setup(() =>
      Effect.succeed(
        ++n === 1 ? answer({ orderId: 70, threeDsUrl: "http://sandbox/3ds/70" }) : answer({ order: order(70) }),
      ),
    )
    model.commands.checkout.edit({ payment: "new_card" })
    await model.commands.checkout.placeOrder()
    expect(fake.callsOf("checkout").length).toBe(0)
    expect(model.projections.cardModal.value.open).toBe(true)
    const handle = await model.commands.checkout.mountCardFields({} as HTMLElement)
    if (handle === null) throw new Error("no card fields")
    await model.commands.checkout.payWithCard(handle)
    const sent = fake.callsOf("checkout") as unknown as Array<[Wire.CheckoutBody, { idempotencyKey: string }]>
    expect(sent.map(([b]) => b.payment_data)).toEqual([{ card_token: "tok_test" }, { order_id: 70 }])
    expect(sent[1]?.[1].idempotencyKey).toBe(`${sent[0]?.[1].idempotencyKey}:3ds:70`)
    expect(model.state.value.route).toEqual({ name: "order", orderId: 70 })
  })

  it("after a failed 3-D Secure re-submit the next attempt is a new request with a new key", async () => {
    let n = 0
    const { fake, model } = setup(() => {
      n += 1
      if (n === 1) return Effect.succeed(answer({ orderId: 71, threeDsUrl: "http://sandbox/3ds/71" }))
      if (n === 2) return Effect.fail(rejected(409, "Ten koszyk został już zamówiony"))
      return Effect.succeed(answer({ order: order(72) }))
    })
    model.commands.checkout.edit({ payment: "new_card" })
    for (let attempt = 0; attempt < 2; attempt++) {
      await model.commands.checkout.placeOrder()
      const handle = await model.commands.checkout.mountCardFields({} as HTMLElement)
      if (handle === null) throw new Error("no card fields")
      await model.commands.checkout.payWithCard(handle)
      if (attempt === 0) expect(model.projections.checkout.value.error).toBe("Ten koszyk został już zamówiony")
    }
    const keys = (fake.callsOf("checkout") as unknown as Array<[unknown, { idempotencyKey: string }]>).map(
      ([, o]) => o.idempotencyKey,
    )
    expect(keys.length).toBe(3)
    expect(keys[2]).not.toBe(keys[0])
    expect(model.state.value.route).toEqual({ name: "order", orderId: 72 })
  })

  it("a failed order keeps the cart and what was typed, with the message under the button", async () => {
    const { model } = setup(() => Effect.fail(rejected(503, "")))
    model.commands.checkout.edit({ notes: "Domofon 12" })
    await model.commands.checkout.placeOrder()
    const view = model.projections.checkout.value
    expect(view.error).toBe("We could not place your order. Your cart is safe, please try again.")
    expect(view.form.notes).toBe("Domofon 12")
    expect(model.state.value.cart.uuid).toBe("cart-1")
    expect(view.canPlaceOrder).toBe(true)
  })
})
