import { describe, expect, it } from "vitest"
import type { OrderType } from "../../../domain/address/order-type"
import { decideAdd, decideOrderTypeChange } from "../../../domain/cart/flow"
import { replay } from "../../../domain/replay/replay"
import type { Address } from "../../../domain/wire/address"
import { aCart, anAddress, event } from "../widget/entities"

/** A cart the server holds, on the given address (null: none attached yet). */
const cartOn = (addressId: number | null) => ({ ...aCart({ uuid: "u1" }), address_id: addressId })

const given = (orderType: OrderType, addresses: ReadonlyArray<Address>, cart: ReturnType<typeof cartOn> | null) =>
  replay([
    event("OrderTypeChanged", { orderType }),
    event("AddressesLoaded", { addresses: [...addresses] }),
    ...(cart === null ? [] : [event("CartStored", { cart })]),
  ])

describe("SPEC §4 'Cart creation': what an add does first", () => {
  it("the first add with no cart_uuid creates a guest cart (pickup: without an address)", () => {
    expect(decideAdd(given("pickup", [anAddress(5, true)], null))).toEqual({
      _tag: "CreateCart",
      type: 3,
      addressId: null,
    })
  })

  it("delivery with saved addresses uses the active address, else the first", () => {
    expect(decideAdd(given("delivery", [anAddress(4), anAddress(5, true)], null))).toEqual({
      _tag: "CreateCart",
      type: 1,
      addressId: 5,
    })
    expect(decideAdd(given("delivery", [anAddress(4), anAddress(5)], null))).toEqual({
      _tag: "CreateCart",
      type: 1,
      addressId: 4,
    })
  })

  it("delivery with no addresses opens the address form (the line waits for it)", () => {
    expect(decideAdd(given("delivery", [], null))).toEqual({ _tag: "AwaitAddressForm" })
  })

  it("an existing cart on delivery with no cart address gets the active address attached", () => {
    expect(decideAdd(given("delivery", [anAddress(4), anAddress(5, true)], cartOn(null)))).toEqual({
      _tag: "AttachAddress",
      cartUuid: "u1",
      addressId: 5,
    })
  })

  it("…and with no active address either, the address form opens", () => {
    expect(decideAdd(given("delivery", [anAddress(4)], cartOn(null)))).toEqual({ _tag: "AwaitAddressForm" })
  })

  it("a cart that is ready takes the line: on delivery with its address, or on pickup", () => {
    expect(decideAdd(given("delivery", [anAddress(5, true)], cartOn(5)))).toEqual({ _tag: "Add", cartUuid: "u1" })
    expect(decideAdd(given("pickup", [], cartOn(null)))).toEqual({ _tag: "Add", cartUuid: "u1" })
  })
})

describe("SPEC §4 'Order type': what choosing a type does", () => {
  it("the type already chosen does nothing", () => {
    expect(decideOrderTypeChange(given("pickup", [], cartOn(null)), "pickup")).toEqual({ _tag: "Unchanged" })
  })

  it("switching to delivery with no active address but an existing cart opens the address modal instead", () => {
    expect(decideOrderTypeChange(given("pickup", [anAddress(4)], cartOn(null)), "delivery")).toEqual({
      _tag: "OpenAddressModal",
    })
  })

  it("otherwise the change-order-type call is made (then the cart is reloaded and the type stored)", () => {
    expect(decideOrderTypeChange(given("pickup", [anAddress(5, true)], cartOn(null)), "delivery")).toEqual({
      _tag: "ChangeOnServer",
      type: "delivery",
      code: 1,
      cartUuid: "u1",
      addressId: 5,
    })
    expect(decideOrderTypeChange(given("delivery", [anAddress(5, true)], cartOn(5)), "pickup")).toEqual({
      _tag: "ChangeOnServer",
      type: "pickup",
      code: 3,
      cartUuid: "u1",
      addressId: null,
    })
  })

  it("with no cart yet the type is only stored, even delivery with no address (the next add asks for one)", () => {
    expect(decideOrderTypeChange(given("pickup", [], null), "delivery")).toEqual({ _tag: "Store", type: "delivery" })
  })
})
