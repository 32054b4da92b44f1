import { Effect, Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { Storage, StorageKeys } from "../../../adapters"
import { Wire } from "../../../domain"
import { fakeApi, storedAddress, testModel, wireCart } from "../model/fake-api"

/**
 * Issue 27, 'the fee follows the address': every address change moves the delivery cart to the new
 * address and reads the server's cart again; an address the server's active_address_check refuses
 * blocks checkout (no checkout call) until pickup or another address is chosen.
 */
const disposers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const d of disposers.splice(0)) await d()
})

const address = storedAddress
const saved = (id: number, ok: boolean) =>
  Schema.decodeUnknownSync(Wire.AddressSavedResponse)({
    data: { address: { id, string: `Street ${id}, Warszawa`, latitude: "52.23", longitude: "21.01", is_active: 1 } },
    active_address_check: { ok, message: ok ? "" : "Adres poza strefą dostawy" },
  })

const setup = async () => {
  let cartAddress: number | null = 1
  const lines = [{ uuid: "l1", product_id: 1082, quantity: 1, price: 18.9, addons: [] }]
  const fake = fakeApi(1, {
    getCart: () => Effect.succeed(wireCart("cart-1", lines, cartAddress, 1)),
    updateCartAddress: (params: { address_id: number }) => {
      cartAddress = params.address_id
      return Effect.succeed({ success: true, message: "" })
    },
    // Address 3 is beyond the restaurant's zones; the others are inside.
    updateAddress: (id: number) => Effect.succeed(saved(id, id !== 3)),
    addAddress: () => Effect.succeed(saved(3, false)),
    recommended: () => Effect.succeed({ data: [] }),
    checkout: () => Effect.succeed({ success: false, message: "not expected", data: null }),
  })
  const { model, runtime } = testModel(fake)
  disposers.push(() => runtime.dispose())
  await runtime.runPromise(Storage.use((st) => st.set(StorageKeys.cartUuid, "cart-1")))
  await runtime.runPromise(Storage.use((st) => st.set(StorageKeys.orderType, "delivery")))
  await runtime.runPromise(Storage.use((st) => st.set(StorageKeys.addresses, [address(1, true), address(2, false)])))
  await model.commands.widget.boot()
  await model.commands.cartPage.open()
  return { fake, model, cartAddress: () => cartAddress }
}

describe("the fee follows the address", () => {
  it("picking another saved address tells the server, moves the cart to it and reads the cart again", async () => {
    const { fake, model, cartAddress } = await setup()
    const reads = fake.callsOf("getCart").length
    await model.commands.address.select(2)
    expect(fake.callsOf("updateAddress").map((c) => c[0])).toEqual([2])
    expect(cartAddress()).toBe(2)
    expect(fake.callsOf("getCart").length).toBe(reads + 1)
    expect(model.state.value.cart.cart?.address_id).toBe(2)
    expect(model.state.value.addressCheck).toBeNull()
  })

  it("a new address the server does not deliver to: the cart follows it, its message shows, and Place order sends nothing", async () => {
    const { fake, model, cartAddress } = await setup()
    model.commands.address.openForm(null)
    await model.commands.address.save({
      string: "Kraszewskiego 14/16, 05-800 Pruszków, Polska",
      latitude: "52.1706",
      longitude: "20.8117",
      address_line_2: null,
    })
    expect(cartAddress()).toBe(3)
    expect(model.state.value.message?.message).toBe("Adres poza strefą dostawy")
    expect(model.state.value.addressCheck).toEqual({ addressId: 3, message: "Adres poza strefą dostawy" })
    model.commands.checkout.edit({ phone: "600100200", payment: "cash_method" })
    await model.commands.checkout.placeOrder()
    expect(fake.callsOf("checkout")).toEqual([])
    // Another address inside the zone lifts the block.
    await model.commands.address.select(1)
    expect(model.state.value.addressCheck).toEqual({ addressId: 3, message: "Adres poza strefą dostawy" })
    expect(model.state.value.addresses.find((a) => a.is_active)?.id).toBe(1)
    expect(cartAddress()).toBe(1)
  })
})
