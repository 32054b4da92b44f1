import { describe, expect, it } from "vitest"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { isValidState } from "../../../domain/widget/validity"
import { given } from "../../support/given"
import { aCart, event, someTotals } from "../widget/entities"

const stored = (cart: ReturnType<typeof aCart>) => event("CartStored", { cart })
const item = { product_id: 1002, addons: [6002], quantity: 2, exclude_ingredients: [5003], special: null }

describe("cart fetch", () => {
  it("clears the cart while the fetch is pending, then stores the cart and its uuid", () => {
    const before = given(stored(aCart({ uuid: "u1", items: [{ key: "k1", quantity: 1 }] })))
    const pending = reduce(before, event("CartFetchStarted", {}))
    expect(pending.cart.cart).toBeNull()
    expect(pending.cart.pending).toBe(true)
    expect(pending.cart.uuid).toBe("u1")
    const after = reduce(pending, stored(aCart({ uuid: "u2" })))
    expect(after.cart).toMatchObject({ uuid: "u2", pending: false })
    expect(after.cart.cart?.uuid).toBe("u2")
    expect(isValidState(after)).toBe(true)
  })

  it("a failed fetch ends the pending state without a cart", () => {
    const state = given(event("CartFetchStarted", {}), event("CartFetchFailed", { message: "Not found" }))
    expect(state.cart).toMatchObject({ cart: null, pending: false })
  })

  it("a failed fetch when nothing is pending changes nothing", () => {
    expect(reduce(initialState, event("CartFetchFailed", { message: "x" }))).toBe(initialState)
  })
})

describe("cart identity", () => {
  it("a new guest cart stores its uuid before any item is added", () => {
    expect(given(event("GuestCartCreated", { uuid: "u9" })).cart).toMatchObject({ uuid: "u9", cart: null })
  })

  it("CartCleared drops the held cart but keeps the uuid", () => {
    const state = given(stored(aCart({ uuid: "u1" })), event("CartCleared", {}))
    expect(state.cart).toMatchObject({ cart: null, uuid: "u1", pending: false })
  })

  it("CartUuidForgotten forgets the uuid and the cart with it", () => {
    const state = given(stored(aCart({ uuid: "u1" })), event("CartUuidForgotten", {}))
    expect(state.cart).toMatchObject({ cart: null, uuid: null })
  })

  it("changing the order type records it; the cart is replaced by the reload that follows", () => {
    const cart = aCart({ uuid: "u1" })
    const state = given(stored(cart), event("OrderTypeChanged", { orderType: "pickup" }))
    expect(state.orderType).toBe("pickup")
    expect(state.cart.cart).toBe(cart)
    expect(reduce(state, event("OrderTypeChanged", { orderType: "pickup" }))).toBe(state)
  })
})

describe("adding", () => {
  it("an add waiting for the address form keeps the item as the pending item", () => {
    const state = given(event("ItemAddRequested", { item, pendingAddress: true }))
    expect(state.pendingItem).toEqual({ _tag: "Item", item })
    expect(state.cart.adding).toBe(false)
  })

  it("the re-requested add clears the pending item and marks the cart as adding until the cart arrives", () => {
    const adding = given(
      event("ItemAddRequested", { item, pendingAddress: true }),
      event("GuestCartCreated", { uuid: "u1" }),
      event("ItemAddRequested", { item, pendingAddress: false }),
    )
    expect(adding.pendingItem).toBeNull()
    expect(adding.cart.adding).toBe(true)
    expect(reduce(adding, stored(aCart({ uuid: "u1" }))).cart.adding).toBe(false)
  })

  it("a failed add shows the message in the error dialog and drops the pending item", () => {
    const state = given(
      event("ItemAddRequested", { item, pendingAddress: false }),
      event("ItemAddFailed", { message: "Failed to add to cart" }),
    )
    expect(state.message).toEqual({ title: "Error", message: "Failed to add to cart" })
    expect(state.cart.adding).toBe(false)
  })

  it("a failed guest cart creation drops the pending item ('Failed to create cart')", () => {
    const state = given(
      event("ItemAddRequested", { item, pendingAddress: true }),
      event("CartCreateFailed", { message: "Failed to create cart" }),
    )
    expect(state.pendingItem).toBeNull()
    expect(state.message?.message).toBe("Failed to create cart")
  })

  it("a combo add waiting for an address is kept as a pending combo", () => {
    const selection = {
      combo_id: 901,
      quantity: 1,
      groups: [{ group_id: 9101, option_id: 9201, product_id: 1002, extra: 0 }],
    }
    const state = given(event("ComboAddRequested", { selection, pendingAddress: true }))
    expect(state.pendingItem).toEqual({ _tag: "Combo", selection })
    const failed = given(
      event("ComboAddRequested", { selection, pendingAddress: false }),
      event("ComboAddFailed", { message: "Brak produktu" }),
    )
    expect(failed.message?.message).toBe("Brak produktu")
    expect(failed.cart.adding).toBe(false)
  })
})

describe("quantities", () => {
  const withLines = given(
    stored(
      aCart({
        items: [
          { key: "k1", quantity: 1 },
          { key: "k2", quantity: 2 },
        ],
      }),
    ),
  )

  it("an optimistic change updates only that item and keeps the totals", () => {
    const state = reduce(withLines, event("ItemQuantityChanged", { key: "k2", quantity: 5, totals: null }))
    expect(state.cart.cart?.items.map((l) => [l.key, l.value.quantity])).toEqual([
      ["k1", 1],
      ["k2", 5],
    ])
    expect(state.cart.cart?.prices).toEqual(withLines.cart.cart?.prices)
    expect(state.cart.cart?.items[0]).toBe(withLines.cart.cart?.items[0])
  })

  it("the server's answer merges its totals into the cart", () => {
    const totals = someTotals(18950)
    const state = reduce(withLines, event("ItemQuantityChanged", { key: "k2", quantity: 5, totals }))
    expect(state.cart.cart).toMatchObject({ price: 19749, prices: totals.prices, point_amount: 0 })
  })

  it("the same quantity without totals changes nothing (same state object)", () => {
    expect(reduce(withLines, event("ItemQuantityChanged", { key: "k2", quantity: 2, totals: null }))).toBe(withLines)
  })

  it("an unknown line or no cart at all changes nothing", () => {
    expect(reduce(withLines, event("ItemQuantityChanged", { key: "nope", quantity: 3, totals: null }))).toBe(withLines)
    expect(reduce(initialState, event("ItemRemoved", { key: "k1", totals: null }))).toBe(initialState)
  })

  it("removing an item (is_delete) drops only that line", () => {
    const state = reduce(withLines, event("ItemRemoved", { key: "k1", totals: someTotals(7580) }))
    expect(state.cart.cart?.items.map((l) => l.key)).toEqual(["k2"])
    expect(state.cart.cart?.prices.sub_total).toBe(7580)
  })

  it("a later CartStored from the server replaces the optimistic cart", () => {
    const server = aCart({ items: [{ key: "k2", quantity: 4 }] })
    const state = reduce(
      reduce(withLines, event("ItemQuantityChanged", { key: "k2", quantity: 5, totals: null })),
      stored(server),
    )
    expect(state.cart.cart).toBe(server)
  })

  for (const comboShape of ["list", "map"] as const) {
    it(`combo quantity changes and removal work for ${comboShape}-shaped combo_items`, () => {
      const cart = aCart({
        combos: [
          { key: "h1", quantity: 1 },
          { key: "h2", quantity: 1 },
        ],
        comboShape,
      })
      const state = given(stored(cart), event("ComboItemQuantityChanged", { key: "h2", quantity: 3, totals: null }))
      expect(state.cart.cart?.combo_items.map((l) => [l.key, l.value.quantity])).toEqual([
        ["h1", 1],
        ["h2", 3],
      ])
      const removed = reduce(state, event("ComboItemRemoved", { key: "h1", totals: someTotals(18747) }))
      expect(removed.cart.cart?.combo_items.map((l) => l.key)).toEqual(["h2"])
      expect(removed.cart.cart?.prices.sub_total).toBe(18747)
    })
  }

  it("list-shaped and map-shaped combo carts end in the same state after the same changes", () => {
    const run = (comboShape: "list" | "map") =>
      given(
        stored(aCart({ combos: [{ key: "h1", quantity: 1 }], comboShape })),
        event("ComboItemQuantityChanged", { key: "h1", quantity: 2, totals: null }),
      )
    expect(run("list")).toEqual(run("map"))
  })
})
