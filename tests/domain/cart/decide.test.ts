import { describe, expect, it } from "vitest"
import {
  cartQuantityOptions,
  decideLineQuantity,
  decideRemoveLine,
  lineQuantityRequest,
} from "../../../domain/cart/decide"
import { replay } from "../../../domain/replay/replay"
import { aCart, event } from "../widget/entities"

const given = () =>
  replay([
    event("OrderTypeChanged", { orderType: "pickup" }),
    event("CartStored", {
      cart: aCart({ uuid: "u1", items: [{ key: "i1", quantity: 2 }], combos: [{ key: "c1", quantity: 1 }] }),
    }),
  ])

describe("cart quantity selector", () => {
  it("offers 1 to 10, plus a larger quantity the modal put in", () => {
    expect(cartQuantityOptions(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(cartQuantityOptions(3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(cartQuantityOptions(15)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15])
    expect(cartQuantityOptions(25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25])
  })

  it("when an item's quantity is chosen, then it changes at once with the totals left for the server", () => {
    expect(decideLineQuantity(given(), "item", "i1", 5, 7)).toEqual({
      _tag: "ItemQuantityChanged",
      at: 7,
      key: "i1",
      quantity: 5,
      totals: null,
    })
    expect(decideLineQuantity(given(), "combo", "c1", 10, 7)).toMatchObject({
      _tag: "ComboItemQuantityChanged",
      quantity: 10,
    })
  })

  it("nothing happens for the same quantity, one outside 1–10, or an unknown line", () => {
    expect(decideLineQuantity(given(), "item", "i1", 2, 0)).toBeNull()
    expect(decideLineQuantity(given(), "item", "i1", 11, 0)).toBeNull()
    expect(decideLineQuantity(given(), "item", "i1", 0, 0)).toBeNull()
    expect(decideLineQuantity(given(), "item", "nope", 3, 0)).toBeNull()
    expect(decideLineQuantity(given(), "combo", "i1", 3, 0)).toBeNull()
  })

  it("remove: the line goes at once; an unknown line is nothing to do", () => {
    expect(decideRemoveLine(given(), "item", "i1", 1)).toEqual({ _tag: "ItemRemoved", at: 1, key: "i1", totals: null })
    expect(decideRemoveLine(given(), "combo", "c1", 1)).toMatchObject({ _tag: "ComboItemRemoved", key: "c1" })
    expect(decideRemoveLine(given(), "item", "c1", 1)).toBeNull()
  })

  it("the request carries item_uuid, quantity, is_delete, cart_uuid, restaurant_id and type", () => {
    expect(lineQuantityRequest(given(), 1, "i1", 4)).toEqual({
      item_uuid: "i1",
      quantity: 4,
      is_delete: 0,
      cart_uuid: "u1",
      restaurant_id: 1,
      type: 3,
    })
    expect(lineQuantityRequest(given(), 1, "i1", 0)).toMatchObject({ quantity: 0, is_delete: 1 })
  })
})
