import { Effect, Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Wire } from "../../../domain"
import type { WidgetModel } from "../../../ui/model/model"
import { annasOrder } from "../../domain/orders/seeded-orders"
import { fakeApi, rejected, testModel } from "../model/fake-api"

/**
 * The 'Order again' commands over the fake Api: opening sends nothing; Confirm goes through the cart
 * flow (the address form first when delivery has no address, then every line); a failed add stops
 * the run and the dialog says what went in; another restaurant's order is not offered.
 */

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

/** The dialog's view: the features' chunk is in before any test model is made (fake-api.ts). */
const dialog = (model: WidgetModel) => {
  const view = model.projections.reorder.value
  if (view === null) throw new Error("the 'Order again' view is not built")
  return view
}

const setup = async (overrides: Parameters<typeof fakeApi>[1] = {}, order: Wire.Order = annasOrder()) => {
  const fake = fakeApi(1, overrides)
  const { model, runtime } = testModel(fake)
  disposers.push(() => runtime.dispose())
  await model.commands.widget.boot()
  model.dispatch({ _tag: "OrderPolled", at: 1, order })
  const booted = fake.calls.length
  return { fake, model, callsSinceBoot: () => fake.calls.slice(booted).map((c) => c.method) }
}

describe("order again", () => {
  it("given the order page's order, when the review opens and is cancelled, then nothing is sent", async () => {
    const { model, callsSinceBoot } = await setup()
    expect(model.projections.reorderOffers.value.orderIds.has(annasOrder().id)).toBe(true)
    model.commands.reorder.open(annasOrder().id)
    const view = dialog(model)
    expect([view.open, view.phase, view.canConfirm]).toEqual([true, "review", true])
    expect(view.willAdd.map((l) => l.label)).toEqual([
      "2× Margherita (32 cm)",
      "1× Margherita / Diavola (32 cm)",
      "1× Zestaw dla dwojga",
    ])
    expect(view.priceChanged.map((l) => [l.label, l.was, l.price])).toEqual([["1× Tiramisu", "16,90 zł", "18,90 zł"]])
    expect(view.unavailable.map((l) => [l.label, l.reason])).toEqual([
      ["1× Pizza Tartufo (32 cm)", "No longer on the menu"],
    ])
    model.commands.reorder.close()
    expect(dialog(model).open).toBe(false)
    expect(callsSinceBoot()).toEqual([])
  })

  it("given delivery and no address, when confirmed, then the address form opens first and every line follows once it is saved", async () => {
    const { fake, model, callsSinceBoot } = await setup()
    model.commands.reorder.open(annasOrder().id)
    await model.commands.reorder.confirm()
    expect(model.state.value.addressModal.view).toBe("form")
    expect(dialog(model).open).toBe(false)
    expect(callsSinceBoot()).toEqual([])

    await model.commands.address.save({
      string: "ul. Nowy Świat 21, Warszawa",
      latitude: "52.2319",
      longitude: "21.0191",
      address_line_2: null,
    })
    expect(callsSinceBoot()).toEqual(["addAddress", "createGuestCart", "addItem", "addItem", "addCombo", "addItem"])
    expect(fake.callsOf("addItem").map((c) => (c[0] as Wire.AddItemBody).item.product_id)).toEqual([1002, 1002, 1082])
    expect(model.state.value.route.name).toBe("cart")
  })

  it("given a refused add, then the run stops and the dialog says which lines went in and which did not", async () => {
    let adds = 0
    const { model } = await setup({
      addItem: (...args: never[]) => {
        adds += 1
        if (adds === 2) return Effect.fail(rejected(422, "Produkt niedostępny"))
        return Effect.succeed(Schema.decodeUnknownSync(Wire.CartResponse)(cartAnswer(args)))
      },
    })
    await model.commands.cart.changeOrderType("pickup")
    model.commands.reorder.open(annasOrder().id)
    await model.commands.reorder.confirm()
    const view = dialog(model)
    expect(view.phase).toBe("failed")
    expect(view.added).toBe("Added to your cart: 2× Margherita (32 cm)")
    expect(view.notAdded).toBe("Not added: 1× Margherita / Diavola (32 cm), 1× Zestaw dla dwojga, 1× Tiramisu")
    expect(model.state.value.message?.message).toBe("Produkt niedostępny")
    expect(model.state.value.route.name).not.toBe("cart")
    model.commands.reorder.viewCart()
    expect(model.state.value.route.name).toBe("cart")
  })

  it("given another restaurant's order, then it is not offered, and its review only says so", async () => {
    const { model } = await setup({}, { ...annasOrder(), id: 91, restaurant_id: 2 })
    expect(model.projections.reorderOffers.value.orderIds.has(91)).toBe(false)
    model.commands.reorder.open(91)
    const view = dialog(model)
    expect([view.canConfirm, view.willAdd, view.notice]).toEqual([
      false,
      [],
      "This order is from another restaurant, so it cannot be ordered again here.",
    ])
  })
})

/** A one-line cart answer for an add (the fake's own cart is not needed here). */
const cartAnswer = (args: ReadonlyArray<unknown>) => {
  const body = args[0] as Wire.AddItemBody
  return {
    data: {
      uuid: body.cart_uuid,
      price: 10,
      prices: { sub_total: 10, delivery: 0, discount: 0 },
      items: [{ uuid: "l-1", product_id: body.item.product_id, quantity: body.item.quantity, price: 10 }],
      combo_items: [],
    },
  }
}
