import { describe, expect, it } from "vitest"
import type { OrderType } from "../../../domain/address/order-type"
import { decideAdd, decideOrderTypeChange, lineAddRequested } from "../../../domain/cart/flow"
import type { PendingItem } from "../../../domain/widget/state"
import type { Address } from "../../../domain/wire/address"
import { applied, given } from "../../support/given"
import { aCart, anAddress, event } from "../widget/entities"

/** Given / when / then for SPEC §4's 'Cart creation' and 'Order type', decided by domain/cart/flow.ts. */

/** A cart the server holds, on the given address (null: none attached yet). */
const cartOn = (addressId: number | null) => ({ ...aCart({ uuid: "u1" }), address_id: addressId })

/** The widget with this order type, these saved addresses and (or not) a cart. */
const shop = (orderType: OrderType, addresses: ReadonlyArray<Address>, cart: ReturnType<typeof cartOn> | null) =>
  given(
    event("OrderTypeChanged", { orderType }),
    event("AddressesLoaded", { addresses: [...addresses] }),
    ...(cart === null ? [] : [event("CartStored", { cart })]),
  )

const pizza: PendingItem = {
  _tag: "Item",
  item: { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [], special: null },
}
const combo: PendingItem = { _tag: "Combo", selection: { combo_id: 7, quantity: 1, groups: [] } }
const at = 1_700_000_000_000
/** When the customer adds `line`. */
const add = (line: PendingItem = pizza) => ({ line, at })

describe("SPEC §4 'Cart creation': what an add does first", () => {
  it("the first add with no cart_uuid creates a guest cart (pickup: without an address), and the uuid is stored", () => {
    const state = shop("pickup", [anAddress(5, true)], null)
    expect(decideAdd(state, add())).toEqual({ _tag: "CreateCart", type: 3, addressId: null })
    const created = applied(state, [event("GuestCartCreated", { uuid: "u9" })])
    expect(created.cart.uuid).toBe("u9")
    expect(decideAdd(created, add())).toEqual({ _tag: "Add", cartUuid: "u9" })
  })

  it("delivery with saved addresses uses the active address, else the first", () => {
    expect(decideAdd(shop("delivery", [anAddress(4), anAddress(5, true)], null), add())).toEqual({
      _tag: "CreateCart",
      type: 1,
      addressId: 5,
    })
    expect(decideAdd(shop("delivery", [anAddress(4), anAddress(5)], null), add())).toEqual({
      _tag: "CreateCart",
      type: 1,
      addressId: 4,
    })
  })

  it("delivery with no addresses opens the address form, then creates the cart and adds the pending item", () => {
    const state = shop("delivery", [], null)
    const step = decideAdd(state, add())
    expect(step).toEqual({
      _tag: "AwaitAddressForm",
      events: [
        { _tag: "ItemAddRequested", at, item: pizza._tag === "Item" ? pizza.item : null, pendingAddress: true },
        { _tag: "AddressFormOpened", at, editingId: null },
      ],
    })
    if (step._tag !== "AwaitAddressForm") throw new Error(step._tag)
    const waiting = applied(state, step.events)
    expect(waiting.pendingItem).toEqual(pizza)
    expect(waiting.addressModal.view).toBe("form")
    // The address is saved (active): the pending item's add is decided again and creates the cart on it.
    const saved = applied(waiting, [event("AddressSaved", { address: anAddress(8, true), edited: false })])
    expect(saved.pendingItem).toEqual(pizza)
    expect(decideAdd(saved, add(saved.pendingItem ?? combo))).toEqual({ _tag: "CreateCart", type: 1, addressId: 8 })
    // The cart made, the pending item is added: it is no longer waiting.
    const adding = applied(saved, [event("GuestCartCreated", { uuid: "u2" }), lineAddRequested(pizza, at, false)])
    expect(adding.pendingItem).toBeNull()
    expect(adding.cart.adding).toBe(true)
    expect(decideAdd(adding, add())).toEqual({ _tag: "Add", cartUuid: "u2" })
  })

  it("a combo waits for the address form the same way", () => {
    const step = decideAdd(shop("delivery", [], null), add(combo))
    expect(step._tag === "AwaitAddressForm" && step.events[0]).toEqual({
      _tag: "ComboAddRequested",
      at,
      selection: combo._tag === "Combo" ? combo.selection : null,
      pendingAddress: true,
    })
  })

  it("an existing cart on delivery with no cart address gets the active address attached", () => {
    expect(decideAdd(shop("delivery", [anAddress(4), anAddress(5, true)], cartOn(null)), add())).toEqual({
      _tag: "AttachAddress",
      cartUuid: "u1",
      addressId: 5,
    })
  })

  it("…and with no active address either, the address form opens", () => {
    expect(decideAdd(shop("delivery", [anAddress(4)], cartOn(null)), add())._tag).toBe("AwaitAddressForm")
  })

  it("a cart that is ready takes the line: on delivery with its address, or on pickup", () => {
    expect(decideAdd(shop("delivery", [anAddress(5, true)], cartOn(5)), add())).toEqual({ _tag: "Add", cartUuid: "u1" })
    expect(decideAdd(shop("pickup", [], cartOn(null)), add())).toEqual({ _tag: "Add", cartUuid: "u1" })
  })
})

describe("SPEC §4 'Order type': what choosing a type does", () => {
  it("the type already chosen does nothing", () => {
    expect(decideOrderTypeChange(shop("pickup", [], cartOn(null)), "pickup")).toEqual({ _tag: "Unchanged" })
  })

  it("switching to delivery with no active address but an existing cart opens the address modal instead", () => {
    expect(decideOrderTypeChange(shop("pickup", [anAddress(4)], cartOn(null)), "delivery")).toEqual({
      _tag: "OpenAddressModal",
    })
  })

  it("otherwise the change-order-type call is made (then the cart is reloaded and the type stored)", () => {
    expect(decideOrderTypeChange(shop("pickup", [anAddress(5, true)], cartOn(null)), "delivery")).toEqual({
      _tag: "ChangeOnServer",
      type: "delivery",
      code: 1,
      cartUuid: "u1",
      addressId: 5,
    })
    expect(decideOrderTypeChange(shop("delivery", [anAddress(5, true)], cartOn(5)), "pickup")).toEqual({
      _tag: "ChangeOnServer",
      type: "pickup",
      code: 3,
      cartUuid: "u1",
      addressId: null,
    })
  })

  it("changing the type replaces the cart: after the call, the reloaded cart is the server's, whole", () => {
    const before = shop("delivery", [anAddress(5, true)], {
      ...aCart({ uuid: "u1", items: [{ key: "k1", quantity: 2 }] }),
      address_id: 5,
    })
    expect(decideOrderTypeChange(before, "pickup")._tag).toBe("ChangeOnServer")
    const server = { ...aCart({ uuid: "u1", items: [{ key: "k7", quantity: 1 }] }), type: 3, address_id: null }
    const after = applied(before, [
      event("OrderTypeChanged", { orderType: "pickup" }),
      event("CartFetchStarted", {}),
      event("CartStored", { cart: server }),
    ])
    expect(after.orderType).toBe("pickup")
    expect(after.cart.cart).toEqual(server)
    expect(after.cart.cart?.items.map((l) => l.key)).toEqual(["k7"])
  })

  it("with no cart yet the type is only stored, even delivery with no address (the next add asks for one)", () => {
    expect(decideOrderTypeChange(shop("pickup", [], null), "delivery")).toEqual({ _tag: "Store", type: "delivery" })
  })
})
