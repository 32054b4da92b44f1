import { Effect } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Cart, Money, type Wire } from "../../../domain"
import { fakeApi, rejected, tagsSince, testModel } from "../model/fake-api"

const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})
const setup = async (overrides: Parameters<typeof fakeApi>[1] = {}) => {
  const fake = fakeApi(1, overrides)
  const { model, runtime } = testModel(fake)
  disposers.push(() => runtime.dispose())
  await model.commands.widget.boot()
  return { fake, model }
}

const address = (id: number, active: boolean): Wire.Address => ({
  id,
  string: `ul. Testowa ${id}, Warszawa`,
  latitude: "52.23",
  longitude: "21.01",
  address_line_2: null,
  is_active: active,
})

/** Opens Margherita 32 cm, picks the mandatory dough and adds it. */
const addPizza = async (model: Awaited<ReturnType<typeof setup>>["model"]) => {
  model.commands.product.open(1002)
  model.commands.product.toggleAddon("g:Rodzaj ciasta", 6001)
  await model.commands.product.addToCart()
}

describe("cart creation (SPEC §4)", () => {
  it("given pickup and no cart, when the first item is added, then a guest cart is created without an address and the item lands", async () => {
    const { fake, model } = await setup()
    await model.commands.cart.changeOrderType("pickup")
    const from = model.log.length
    await addPizza(model)
    expect(fake.callsOf("createGuestCart")).toEqual([[{ restaurant_id: 1, address_id: null, type: 3 }]])
    expect(tagsSince(model, from)).toEqual([
      "ProductModalOpened",
      "AddonSelectionChanged",
      "GuestCartCreated",
      "ItemAddRequested",
      "CartStored",
    ])
    // The modal stayed open while the add was in flight; the add's CartStored closed it.
    expect(model.state.value.productModal).toBeNull()
    expect(fake.callsOf("addItem")[0]?.[0]).toMatchObject({
      restaurant_id: 1,
      type: 3,
      cart_uuid: "cart-1",
      ignore_unique_product: 1,
      item: { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [], special: null },
    })
    const cart = model.state.value.cart.cart
    expect(cart).not.toBeNull()
    if (cart) {
      const expected = Cart.cartTotal({ ...cart.prices, point_amount: cart.point_amount })
      expect(model.projections.cartBar.value).toMatchObject({
        show: true,
        totalText: Money.formatPrice(expected, "pl"),
      })
    }
  })

  it("two quick adds before the first cart exists make one cart holding both lines (adds go one at a time)", async () => {
    let carts = 0
    const { fake, model } = await setup({
      // A slow network: the second add is clicked while the first cart is still being created.
      createGuestCart: () =>
        Effect.sleep("30 millis").pipe(Effect.as({ success: true, data: { uuid: `cart-${++carts}` } })),
    })
    await model.commands.cart.changeOrderType("pickup")
    model.commands.product.open(1087)
    const first = model.commands.product.addToCart()
    model.commands.product.open(1088)
    const second = model.commands.product.addToCart()
    await Promise.all([first, second])
    expect(fake.callsOf("createGuestCart")).toHaveLength(1)
    expect(fake.callsOf("addItem").map((args) => (args[0] as { cart_uuid: string }).cart_uuid)).toEqual([
      "cart-1",
      "cart-1",
    ])
    expect(model.state.value.cart.uuid).toBe("cart-1")
    expect(model.state.value.cart.cart?.items.map((line) => line.value.product_id)).toEqual([1087, 1088])
  })

  it("given delivery with saved addresses, the guest cart uses the active address, else the first", async () => {
    const { fake, model } = await setup()
    model.dispatch({ _tag: "AddressesLoaded", at: 1, addresses: [address(11, false), address(12, true)] })
    await addPizza(model)
    expect(fake.callsOf("createGuestCart")[0]?.[0]).toEqual({ restaurant_id: 1, address_id: 12, type: 1 })

    const second = await setup()
    second.model.dispatch({ _tag: "AddressesLoaded", at: 1, addresses: [address(21, false), address(22, false)] })
    await addPizza(second.model)
    expect(second.fake.callsOf("createGuestCart")[0]?.[0]).toEqual({ restaurant_id: 1, address_id: 21, type: 1 })
  })

  it("given delivery and no address, the form opens and keeps the item; after saving, the cart is created and the item added", async () => {
    const { fake, model } = await setup()
    const from = model.log.length
    await addPizza(model)
    expect(tagsSince(model, from)).toEqual([
      "ProductModalOpened",
      "AddonSelectionChanged",
      "ItemAddRequested",
      "AddressFormOpened",
    ])
    // The product modal stays open under the address form, with its choices, until the add lands.
    expect(model.state.value.productModal?.selections.first).toEqual({ "g:Rodzaj ciasta": [6001] })
    expect(fake.callsOf("createGuestCart")).toEqual([])
    expect(model.state.value.pendingItem?._tag).toBe("Item")
    expect(model.projections.addressModalView.value.view).toBe("form")

    await model.commands.address.save({
      string: "ul. Nowa 1",
      latitude: "52.2",
      longitude: "21.0",
      address_line_2: "m. 4",
    })
    expect(fake.callsOf("addAddress")[0]?.[0]).toMatchObject({ string: "ul. Nowa 1", latitude: "52.2", is_active: 1 })
    expect(fake.callsOf("createGuestCart")[0]?.[0]).toEqual({ restaurant_id: 1, address_id: 900, type: 1 })
    expect(fake.callsOf("addItem")).toHaveLength(1)
    expect(model.state.value.pendingItem).toBeNull()
    expect(model.state.value.addressModal.view).toBe("closed")
    expect(model.projections.header.value.addressText).toBe("ul. Nowa 1")
    expect(model.projections.cartBar.value.show).toBe(true)
    expect(model.state.value.productModal).toBeNull()
  })

  it("saving an address without latitude does nothing (no call, no message)", async () => {
    const { fake, model } = await setup()
    await addPizza(model)
    const from = model.log.length
    await model.commands.address.save({ string: "ul. Nowa 1", latitude: "", longitude: "21.0", address_line_2: null })
    expect(fake.callsOf("addAddress")).toEqual([])
    expect(tagsSince(model, from)).toEqual([])
  })

  it("a guest cart that fails after the address was added shows 'Failed to create cart'", async () => {
    const { model } = await setup({ createGuestCart: () => Effect.fail(rejected(500, "")) })
    await addPizza(model)
    await model.commands.address.save({
      string: "ul. Nowa 1",
      latitude: "52.2",
      longitude: "21.0",
      address_line_2: null,
    })
    expect(model.log.at(-1)?._tag).toBe("CartCreateFailed")
    expect(model.projections.message.value).toEqual({ title: "Error", message: "Failed to create cart" })
    expect(model.state.value.pendingItem).toBeNull()
  })

  it("an add that fails shows the server's message, else 'Failed to add to cart'", async () => {
    const withMessage = await setup({ addItem: () => Effect.fail(rejected(422, "Produkt niedostępny")) })
    await withMessage.model.commands.cart.changeOrderType("pickup")
    await addPizza(withMessage.model)
    expect(withMessage.model.projections.message.value?.message).toBe("Produkt niedostępny")
    expect(withMessage.model.state.value.cart.adding).toBe(false)

    const silent = await setup({ addItem: () => Effect.fail(rejected(500, "")) })
    await silent.model.commands.cart.changeOrderType("pickup")
    await addPizza(silent.model)
    expect(silent.model.projections.message.value).toEqual({ title: "Error", message: "Failed to add to cart" })
    silent.model.commands.dialogs.dismissMessage()
    expect(silent.model.projections.message.value).toBeNull()
  })

  it("a pickup cart switched to delivery gets the active address attached at the switch, once (the add needs none)", async () => {
    const { fake, model } = await setup()
    await model.commands.cart.changeOrderType("pickup")
    await addPizza(model)
    await model.commands.cart.changeOrderType("delivery") // no active address + cart → address modal instead
    expect(model.state.value.orderType).toBe("pickup")
    model.dispatch({ _tag: "AddressesLoaded", at: 1, addresses: [address(31, true)] })
    model.commands.address.close()
    await model.commands.cart.changeOrderType("delivery")
    expect(model.state.value.orderType).toBe("delivery")
    // Priced on its address from the switch on, so the cart shows the delivery fee the order will charge
    // (tests/resilience/cart-model.test.ts found the cart left without one).
    expect(model.state.value.cart.cart?.address_id).toBe(31)
    await addPizza(model)
    expect(fake.callsOf("updateCartAddress")).toEqual([[{ cart_uuid: "cart-1", address_id: 31 }]])
    expect(fake.callsOf("addItem")).toHaveLength(2)
  })

  it("an existing delivery cart without an address and no address at all opens the form", async () => {
    const { fake, model } = await setup()
    model.dispatch({ _tag: "GuestCartCreated", at: 1, uuid: "cart-1" })
    await model.commands.cart.changeOrderType("pickup")
    await addPizza(model)
    model.dispatch({ _tag: "OrderTypeChanged", at: 2, orderType: "delivery" })
    const from = model.log.length
    await addPizza(model)
    expect(tagsSince(model, from)).toContain("AddressFormOpened")
    expect(fake.callsOf("addItem")).toHaveLength(1)
  })
})

describe("order type (SPEC §4)", () => {
  it("switching to pickup with a cart calls change-order-type, reloads the cart and stores the type", async () => {
    const { fake, model } = await setup()
    model.dispatch({ _tag: "AddressesLoaded", at: 1, addresses: [address(41, true)] })
    await addPizza(model)
    const from = model.log.length
    await model.commands.cart.changeOrderType("pickup")
    expect(fake.callsOf("changeOrderType")).toEqual([[{ type: 3, cart_uuid: "cart-1" }]])
    expect(tagsSince(model, from)).toEqual(["OrderTypeChanged", "CartFetchStarted", "CartStored"])
    expect(model.projections.header.value.orderType).toBe("pickup")
    expect(model.projections.header.value.pickupBadge).toBe("-10%")
  })

  it("without a cart, switching only records the new type", async () => {
    const { fake, model } = await setup()
    await model.commands.cart.changeOrderType("pickup")
    expect(fake.callsOf("changeOrderType")).toEqual([])
    expect(model.state.value.orderType).toBe("pickup")
  })
})

describe("address lookups (SPEC §8)", () => {
  it("a current location without a reverse-geocoding result answers 'No results found' as the form's message, never as the address", async () => {
    const { model } = await setup()
    model.commands.address.openForm(null)
    expect(await model.commands.address.useCurrentLocation()).toBe("No results found")
    const view = model.projections.addressModalView.value
    if (view.view !== "form") throw new Error("expected the form")
    expect(view.form.text).toBe("")
    expect(view.form.place).toBeNull()
    expect(view.form.canSave).toBe(false)
    expect(view.form.saveRefusal).toBe(
      "Type your address and choose it from the suggestions (or use your current location).",
    )
  })
})
