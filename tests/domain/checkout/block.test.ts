import { describe, expect, it } from "vitest"
import {
  CHOOSE_ANOTHER_ADDRESS,
  checkoutBlock,
  decidePlaceOrder,
  initialCheckoutForm,
  offersCheckoutBar,
  SWITCH_TO_PICKUP,
} from "../../../domain/checkout"
import { given } from "../../support/given"
import { aCart, anAddress, event } from "../widget/entities"

/** Issue 27: the one rule of what blocks checkout — given these events, then this block (or none). */

const opened = event("WidgetOpened", { restaurantId: 1, route: "checkout", orderId: null })
const cart = event("CartStored", { cart: aCart({ uuid: "u1", items: [{ key: "k1", quantity: 1 }] }) })
const addresses = event("AddressesLoaded", { addresses: [anAddress(11, true), anAddress(12, false)] })
const far = event("AddressChecked", { addressId: 11, ok: false, message: "Adres poza strefą dostawy" })

describe("checkoutBlock", () => {
  it("given a delivery cart on an address the server accepted, nothing blocks", () => {
    expect(checkoutBlock(given(opened, cart, addresses))).toBeNull()
    expect(
      checkoutBlock(given(opened, cart, addresses, event("AddressChecked", { addressId: 11, ok: true, message: "" }))),
    ).toBeNull()
  })

  it("given the active address failed its check, delivery is blocked with the server's message, pickup and another address offered", () => {
    expect(checkoutBlock(given(opened, cart, addresses, far))).toEqual({
      _tag: "OutsideDeliveryZone",
      message: "Adres poza strefą dostawy",
      ways: [SWITCH_TO_PICKUP, CHOOSE_ANOTHER_ADDRESS],
    })
  })

  it("given that failed address, then pickup, another active address, or a passing check of it, nothing blocks", () => {
    expect(
      checkoutBlock(given(opened, cart, addresses, far, event("OrderTypeChanged", { orderType: "pickup" }))),
    ).toBeNull()
    expect(checkoutBlock(given(opened, cart, addresses, far, event("AddressActivated", { id: 12 })))).toBeNull()
    expect(
      checkoutBlock(
        given(opened, cart, addresses, far, event("AddressChecked", { addressId: 11, ok: true, message: "" })),
      ),
    ).toBeNull()
  })

  it("given a check of another address passes, the failed one still blocks once it is active again", () => {
    const state = given(
      opened,
      cart,
      addresses,
      far,
      event("AddressChecked", { addressId: 12, ok: true, message: "" }),
      event("AddressActivated", { id: 12 }),
      event("AddressActivated", { id: 11 }),
    )
    expect(checkoutBlock(state)?._tag).toBe("OutsideDeliveryZone")
  })

  it("given the server's cart is being read again (an address change), checkout waits for it", () => {
    expect(checkoutBlock(given(opened, cart, addresses, event("CartFetchStarted", {})))).toEqual({
      _tag: "CartReloading",
    })
  })

  it("when Place order is pressed while blocked, then nothing is sent (the refusal names the block)", () => {
    for (const state of [
      given(opened, cart, addresses, far),
      given(opened, cart, addresses, event("CartFetchStarted", {})),
    ]) {
      const decision = decidePlaceOrder(
        state,
        { ...initialCheckoutForm(state, { hour: 14, minute: 0 }), phone: "600100200", payment: "cash_method" },
        { at: 5, newKey: () => "k", clock: { hour: 14, minute: 0 } },
      )
      expect(decision._tag).toBe("Blocked")
    }
  })
})

describe("offersCheckoutBar (the phone cart's sticky 'Go to checkout')", () => {
  it("given a cart with a line and nothing blocking, the bar is offered", () => {
    expect(offersCheckoutBar(given(opened, cart, addresses))).toBe(true)
  })

  it("given no cart, an empty one, a cart re-read, or an address the restaurant refused, it is not", () => {
    expect(offersCheckoutBar(given(opened, addresses))).toBe(false)
    expect(offersCheckoutBar(given(opened, event("CartStored", { cart: aCart({ uuid: "u1", items: [] }) })))).toBe(
      false,
    )
    expect(offersCheckoutBar(given(opened, cart, addresses, event("CartFetchStarted", {})))).toBe(false)
    expect(offersCheckoutBar(given(opened, cart, addresses, far))).toBe(false)
  })
})
