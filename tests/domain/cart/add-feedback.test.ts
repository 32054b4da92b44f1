import { describe, expect, it } from "vitest"
import {
  ADDED_CONFIRMATION,
  shownCart,
  TOTAL_FREE_DELIVERY,
  TOTAL_INCLUDES_DELIVERY,
  totalIncludes,
} from "../../../domain/cart/queries"
import { grosze } from "../../../domain/money/money"
import { DELAYS } from "../../../domain/widget/delays"
import { reduce } from "../../../domain/widget/evolve"
import { isValidState } from "../../../domain/widget/validity"
import { given } from "../../support/given"
import { aCart, event } from "../widget/entities"

const item = { product_id: 1002, addons: [6001], quantity: 1, exclude_ingredients: [], special: null }
const held = aCart({ uuid: "u1", items: [{ key: "k1", quantity: 2 }] })

/** A product modal with one choice made, its add sent and not yet answered. */
const addInFlight = given(
  event("ProductModalOpened", { productId: 1002 }),
  event("AddonSelectionChanged", { half: "first", groupKey: "g:Rodzaj ciasta", optionIds: [6001] }),
  event("ItemAddRequested", { item, pendingAddress: false }),
)

describe("an add in flight keeps the modal open until the server answers", () => {
  it("given an add in flight, the modal is still open with its choices and the cart is adding", () => {
    expect(addInFlight.cart.adding).toBe(true)
    expect(addInFlight.productModal?.selections.first).toEqual({ "g:Rodzaj ciasta": [6001] })
  })

  it("when the server's cart arrives, then the modal closes and the 'Added' confirmation starts at that event", () => {
    const state = reduce(addInFlight, event("CartStored", { cart: held }, 5_000))
    expect(state.productModal).toBeNull()
    expect(state.cart).toMatchObject({ adding: false, addedAt: 5_000 })
    expect(isValidState(state)).toBe(true)
  })

  it("when the add fails, then the modal stays open with its choices under the error dialog", () => {
    const state = reduce(addInFlight, event("ItemAddFailed", { message: "Failed to add to cart" }))
    expect(state.productModal?.selections.first).toEqual({ "g:Rodzaj ciasta": [6001] })
    expect(state.cart.adding).toBe(false)
    expect(state.cart.addedAt).toBeNull()
    expect(state.message?.message).toBe("Failed to add to cart")
  })

  it("given a combo add in flight, when its cart arrives, then the combo modal closes", () => {
    const state = given(
      event("ComboModalOpened", { comboId: 901, choice: [[9101, 9201]] }),
      event("ComboAddRequested", {
        selection: {
          combo_id: 901,
          quantity: 1,
          groups: [{ group_id: 9101, option_id: 9201, product_id: 1002, extra: 0 }],
        },
        pendingAddress: false,
      }),
      event("CartStored", { cart: held }),
    )
    expect(state.comboModal).toBeNull()
    expect(state.cart.addedAt).not.toBeNull()
  })

  it("a cart that arrives with no add under way (a reload) closes nothing and confirms nothing", () => {
    const open = given(event("ProductModalOpened", { productId: 1002 }))
    const state = reduce(open, event("CartStored", { cart: held }))
    expect(state.productModal).not.toBeNull()
    expect(state.cart.addedAt).toBeNull()
  })

  it("an add waiting for an address keeps the modal open (the address form opens over it)", () => {
    const state = given(
      event("ProductModalOpened", { productId: 1002 }),
      event("ItemAddRequested", { item, pendingAddress: true }),
    )
    expect(state.productModal).not.toBeNull()
    expect(state.pendingItem).toEqual({ _tag: "Item", item })
    expect(state.cart.adding).toBe(false)
  })
})

describe("the bar keeps the last cart while a re-fetch is pending (SPEC §4 clears the cart meanwhile)", () => {
  const fetching = given(event("CartStored", { cart: held }), event("CartFetchStarted", {}))

  it("given a held cart, when a fetch starts, then the cart is cleared but the bar shows the last one", () => {
    expect(fetching.cart.cart).toBeNull()
    expect(fetching.cart.pending).toBe(true)
    expect(shownCart(fetching.cart)).toEqual(held)
    expect(isValidState(fetching)).toBe(true)
  })

  it("when the fetch answers, then the bar shows the new cart and the last one is forgotten", () => {
    const fresh = aCart({ uuid: "u1", items: [{ key: "k1", quantity: 3 }] })
    const state = reduce(fetching, event("CartStored", { cart: fresh }))
    expect(shownCart(state.cart)).toEqual(fresh)
    expect(state.cart.previous).toBeNull()
  })

  it("when the fetch fails or the cart is forgotten, then the bar shows nothing", () => {
    expect(shownCart(reduce(fetching, event("CartFetchFailed", { message: "x" })).cart)).toBeNull()
    expect(shownCart(reduce(fetching, event("CartUuidForgotten", {})).cart)).toBeNull()
    expect(shownCart(reduce(fetching, event("CartCleared", {})).cart)).toBeNull()
  })

  it("two fetches in a row keep the cart from before the first", () => {
    const twice = reduce(fetching, event("CartFetchStarted", {}))
    expect(shownCart(twice.cart)).toEqual(held)
  })

  it("a new guest cart drops a last cart of another uuid", () => {
    const state = reduce(fetching, event("GuestCartCreated", { uuid: "u2" }))
    expect(state.cart.previous).toBeNull()
  })

  it("with no fetch pending, the bar shows exactly the held cart", () => {
    expect(shownCart(given(event("CartStored", { cart: held })).cart)).toEqual(held)
    expect(shownCart(given().cart)).toBeNull()
  })
})

describe("what the bar's total includes", () => {
  it("a delivery fee is named with its amount", () => {
    expect(totalIncludes(held)).toEqual({ text: TOTAL_INCLUDES_DELIVERY, amount: grosze(799) })
    expect(TOTAL_INCLUDES_DELIVERY.text).toBe("incl. delivery {amount}")
  })

  it("a delivery cart that pays no delivery says 'free delivery'", () => {
    const free = { ...held, prices: { ...held.prices, delivery: grosze(0) } }
    expect(totalIncludes(free)).toEqual({ text: TOTAL_FREE_DELIVERY, amount: null })
  })

  it("a pickup cart (type 3) with no fee says nothing, nor does no cart", () => {
    const pickup = { ...held, type: 3, prices: { ...held.prices, delivery: grosze(0) } }
    expect(totalIncludes(pickup)).toBeNull()
    expect(totalIncludes(null)).toBeNull()
  })
})

describe("the 'Added' confirmation", () => {
  it("says 'Added' for the SPEC success delay, 1.5 s (the cart bar's timing: tests/ui/menu/cart-bar.test.tsx)", () => {
    expect(ADDED_CONFIRMATION).toEqual({ key: "added-to-cart", text: "Added" })
    expect(DELAYS.successMessageMs).toBe(1_500)
  })
})
