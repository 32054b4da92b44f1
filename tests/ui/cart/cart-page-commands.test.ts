import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { ApiNetworkFailed, Storage, StorageKeys } from "../../../adapters"
import type { Wire } from "../../../domain"
import { fakeApi, rejected, tagsSince, testModel, wireCart } from "../model/fake-api"

/**
 * The cart page's commands against a small fake server: lines kept by the test, answers delayed on
 * demand, faults on demand. What is asserted is what the customer sees (state, projections) and what
 * was sent.
 */
type Line = { uuid: string; product_id: number; quantity: number; price: number; addons: number[] }

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

const server = () => {
  const lines: Line[] = [{ uuid: "l1", product_id: 1082, quantity: 2, price: 18.9, addons: [] }]
  const s = { lines, type: 3, cart: () => wireCart("cart-1", lines, null, s.type) }
  return s
}

const setup = async (
  overrides: Parameters<typeof fakeApi>[1] = {},
  s = server(),
  orderType: "pickup" | "delivery" = "pickup",
) => {
  const fake = fakeApi(1, {
    getCart: () => Effect.succeed(s.cart()),
    recommended: () => Effect.succeed({ data: [] }),
    changeItemQuantity: (body: Wire.ChangeQuantityBody) =>
      Effect.sync(() => {
        const i = s.lines.findIndex((l) => l.uuid === body.item_uuid)
        if (body.is_delete === 1) s.lines.splice(i, 1)
        else if (s.lines[i]) s.lines[i].quantity = body.quantity
        return s.cart()
      }),
    ...overrides,
  })
  const { model, runtime } = testModel(fake)
  disposers.push(() => runtime.dispose())
  await runtime.runPromise(Storage.use((st) => st.set(StorageKeys.cartUuid, "cart-1")))
  await runtime.runPromise(Storage.use((st) => st.set(StorageKeys.orderType, orderType)))
  await model.commands.widget.boot()
  return { fake, model, s }
}

const quantityOf = (model: Awaited<ReturnType<typeof setup>>["model"], key = "l1") =>
  model.projections.cartPage.value.lines.find((l) => l.key === key)?.quantity

describe("quantity changes: one call per line at a time, the last choice wins", () => {
  it("rapid choices 3, 4, 5 while the first is in flight send 3 then 5, and end on 5", async () => {
    const s = server()
    const { fake, model } = await setup(
      {
        changeItemQuantity: (body: Wire.ChangeQuantityBody) =>
          Effect.sleep("20 millis").pipe(
            Effect.map(() => {
              const line = s.lines[0]
              if (line) line.quantity = body.quantity
              return s.cart()
            }),
          ),
      },
      s,
    )
    const first = model.commands.cartPage.changeQuantity("item", "l1", 3)
    expect(model.projections.cartPage.value.lines[0]).toMatchObject({ quantity: 3, saving: true })
    void model.commands.cartPage.changeQuantity("item", "l1", 4)
    void model.commands.cartPage.changeQuantity("item", "l1", 5)
    await first
    expect(fake.callsOf("changeItemQuantity").map((a) => (a[0] as Wire.ChangeQuantityBody).quantity)).toEqual([3, 5])
    expect(quantityOf(model)).toBe(5)
    expect(model.projections.cartPage.value.lines[0]?.saving).toBe(false)
    expect(s.lines[0]?.quantity).toBe(5)
  })

  it("a failed change shows a message and puts the line back to the server's quantity", async () => {
    const { model } = await setup({
      changeItemQuantity: () => Effect.fail(new ApiNetworkFailed({ message: "dropped" })),
    })
    await model.commands.cartPage.changeQuantity("item", "l1", 7)
    expect(quantityOf(model)).toBe(2)
    expect(model.state.value.message?.message).toBe("Something went wrong")
    expect(model.projections.cartPage.value.lines[0]?.saving).toBe(false)
  })

  it("remove sends is_delete and, with the last line gone, the page shows its empty state", async () => {
    const { fake, model } = await setup()
    await model.commands.cartPage.remove("item", "l1")
    expect(fake.callsOf("changeItemQuantity")[0]?.[0]).toMatchObject({ item_uuid: "l1", is_delete: 1, quantity: 0 })
    expect(model.projections.cartPage.value.status).toBe("empty")
  })

  it("a quantity outside 1–10 is not sent", async () => {
    const { fake, model } = await setup()
    await model.commands.cartPage.changeQuantity("item", "l1", 11)
    expect(fake.callsOf("changeItemQuantity")).toEqual([])
  })
})

describe("adds: idempotency key and a lost answer", () => {
  it("an add whose answer is lost (the server saved it) ends with the line once and no error", async () => {
    const s = server()
    const { fake, model } = await setup(
      {
        addItem: (body: Wire.AddItemBody) =>
          Effect.suspend(() => {
            s.lines.push({ uuid: "l2", product_id: body.item.product_id, quantity: 1, price: 6.9, addons: [] })
            return Effect.fail(new ApiNetworkFailed({ message: "connection dropped" }))
          }),
      },
      s,
    )
    const from = model.log.length
    await model.commands.cartPage.addRecommended(1082) // Tiramisu: nothing to choose → straight to the cart
    expect(fake.callsOf("addItem")[0]?.[1]).toMatchObject({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect(tagsSince(model, from)).not.toContain("ItemAddFailed")
    expect(model.state.value.message).toBeNull()
    expect(model.state.value.cart.cart?.items.map((l) => l.key)).toEqual(["l1", "l2"])
  })

  it("an add the server refused shows its message and the cart stays the server's", async () => {
    const { model } = await setup({ addItem: () => Effect.fail(rejected(422, "Produkt niedostępny")) })
    await model.commands.cartPage.addRecommended(1082)
    expect(model.state.value.message?.message).toBe("Produkt niedostępny")
    expect(model.state.value.cart.cart?.items.map((l) => l.key)).toEqual(["l1"])
  })

  it("each add gets its own key", async () => {
    const { fake, model } = await setup()
    await model.commands.cartPage.addRecommended(1082)
    await model.commands.cartPage.addRecommended(1085)
    const keys = fake.callsOf("addItem").map((a) => (a[1] as { idempotencyKey: string }).idempotencyKey)
    expect(new Set(keys).size).toBe(2)
  })
})

describe("recommended products", () => {
  it("a product with choices opens the customisation modal instead of adding", async () => {
    const { fake, model } = await setup()
    await model.commands.cartPage.addRecommended(1002) // Margherita: sizes and dough
    expect(model.state.value.productModal?.productId).toBe(1002)
    expect(fake.callsOf("addItem")).toEqual([])
  })
})

describe("offers, promo code and points", () => {
  it("an offer that fails shows 'Error applying offer' when the server says nothing, and the cart is refetched", async () => {
    const { fake, model } = await setup({ applyOffer: () => Effect.fail(new ApiNetworkFailed({ message: "x" })) })
    const gets = fake.callsOf("getCart").length
    await model.commands.cartPage.toggleOffer(1)
    expect(model.state.value.message?.message).toBe("Error applying offer")
    expect(fake.callsOf("getCart").length).toBe(gets + 1)
  })

  it("an offer the server refuses shows the server's message", async () => {
    const { model } = await setup({ applyOffer: () => Effect.fail(rejected(422, "Oferta wymaga zamówienia")) })
    await model.commands.cartPage.toggleOffer(1)
    expect(model.state.value.message?.message).toBe("Oferta wymaga zamówienia")
  })

  it("promo: empty submit does nothing; a refused code shows the server's message in the modal; success closes it", async () => {
    let answer: "refuse" | "accept" = "refuse"
    const s = server()
    const { fake, model } = await setup(
      {
        addDiscount: () =>
          answer === "refuse" ? Effect.fail(rejected(422, "Kod promocyjny wygasł")) : Effect.succeed(s.cart()),
      },
      s,
    )
    model.commands.cartPage.openPromo()
    await model.commands.cartPage.submitPromo("   ")
    expect(fake.callsOf("addDiscount")).toEqual([])
    await model.commands.cartPage.submitPromo("LATO2024")
    expect(model.projections.cartPage.value.promo).toMatchObject({ open: true, error: "Kod promocyjny wygasł" })
    answer = "accept"
    await model.commands.cartPage.submitPromo("BELLA10")
    expect(model.projections.cartPage.value.promo).toMatchObject({ open: false, error: null })
  })

  it("points: each SPEC §5 text", async () => {
    const { model } = await setup({
      addPoints: () => Effect.fail(rejected(500, "boom")),
      profile: () => Effect.fail(rejected(500, "x")),
      addresses: () => Effect.succeed({ data: [] }),
      pointsCollected: () => Effect.succeed({ data: { points: 120 } }),
    })
    model.dispatch({ _tag: "LoggedIn", at: 0, token: "t" })
    model.dispatch({ _tag: "PointsLoaded", at: 0, points: 120 })
    await model.commands.cartPage.applyPoints("")
    expect(model.state.value.pointsApply.error).toBe("Please enter points amount")
    await model.commands.cartPage.applyPoints("121")
    expect(model.state.value.pointsApply.error).toBe("Maximum 120 points available")
    await model.commands.cartPage.applyPoints("50")
    expect(model.state.value.pointsApply.error).toBe("Failed to apply points")
  })
})

describe("order type on the cart page", () => {
  it("a change-order-type whose answer is lost shows the server's cart and the type that cart holds", async () => {
    const s = server()
    s.type = 1
    const { model } = await setup(
      {
        changeOrderType: () =>
          Effect.suspend(() => {
            // The server switched the cart to pickup, but the answer never arrived.
            s.type = 3
            return Effect.fail(new ApiNetworkFailed({ message: "dropped" }))
          }),
      },
      s,
      "delivery",
    )
    expect(model.state.value.orderType).toBe("delivery")
    await model.commands.cartPage.changeOrderType("pickup")
    expect(model.state.value.message?.message).toBe("Something went wrong")
    expect(model.state.value.cart.cart?.type).toBe(3)
    expect(model.state.value.orderType).toBe("pickup")
  })
})
