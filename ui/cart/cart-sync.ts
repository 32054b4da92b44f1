import { Address, Cart, type Wire } from "../../domain"
import type { ModelContext } from "../model/context"
import { rejectedStatus } from "../model/runtime"

/**
 * The cart as the first screen needs it (issue 24: in the first chunk, while the add flow, cart-flow.ts,
 * comes with the features): reading the server's cart (SPEC §4's reload at start, the resync after a
 * failed call or a reconnect) and the order-type switch of the menu's header, as
 * `Cart.decideOrderTypeChange` says.
 */
export const cartSync = (ctx: ModelContext) => {
  const at = () => ctx.now()

  /**
   * GET the cart again WITHOUT clearing the one on screen (unlike reloadCart): after a failed cart
   * call the screen must end equal to the server's cart, with no empty flash in between. Returns the
   * server's cart, or null when it could not be read (a cart the server no longer knows is forgotten).
   */
  const resyncCart = async (): Promise<Wire.Cart | null> => {
    const cart = await fetchServerCart()
    if (cart !== null) ctx.dispatch({ _tag: "CartStored", at: at(), cart })
    return cart
  }

  /** The server's cart, not yet stored; null when it could not be read (an unknown cart is forgotten). */
  const fetchServerCart = async (): Promise<Wire.Cart | null> => {
    const uuid = ctx.state().cart.uuid
    if (uuid === null) return null
    const got = await ctx.call(({ Api }) =>
      Api.use((api) => api.getCart({ restaurant_id: ctx.restaurantId, cart_uuid: uuid })),
    )
    if (ctx.state().cart.uuid !== uuid) return null
    if (got.ok) return got.value.data
    if (rejectedStatus(got.error) === 404) ctx.dispatch({ _tag: "CartUuidForgotten", at: at() })
    return null
  }

  /** GET the cart again (cleared while pending, SPEC §4). A cart the server no longer knows is forgotten. */
  const reloadCart = async (): Promise<void> => {
    const uuid = ctx.state().cart.uuid
    if (uuid === null) return
    ctx.dispatch({ _tag: "CartFetchStarted", at: at() })
    const got = await ctx.call(({ Api }) =>
      Api.use((api) => api.getCart({ restaurant_id: ctx.restaurantId, cart_uuid: uuid })),
    )
    if (got.ok) ctx.dispatch({ _tag: "CartStored", at: at(), cart: got.value.data })
    else if (rejectedStatus(got.error) === 404) ctx.dispatch({ _tag: "CartUuidForgotten", at: at() })
    else ctx.dispatch({ _tag: "CartFetchFailed", at: at(), message: ctx.failure("generic", got.error) })
  }

  /**
   * SPEC §4 order-type switching, as `Cart.decideOrderTypeChange` says: the address modal instead, the
   * type only stored (no cart yet), or the change-order-type call, then the cart reloaded.
   */
  const changeOrderType = async (type: Address.OrderType): Promise<void> => {
    const step = Cart.decideOrderTypeChange(ctx.state(), type)
    switch (step._tag) {
      case "Unchanged":
        return
      case "OpenAddressModal":
        ctx.dispatch({ _tag: "AddressModalOpened", at: at() })
        return
      case "Store":
        ctx.dispatch({ _tag: "OrderTypeChanged", at: at(), orderType: step.type })
        return
      case "ChangeOnServer":
        return changeOnServer(step)
    }
  }

  const changeOnServer = async (step: Extract<Cart.OrderTypeStep, { _tag: "ChangeOnServer" }>): Promise<void> => {
    const changed = await ctx.call(({ Api }) =>
      Api.use((api) => api.changeOrderType({ type: step.code, cart_uuid: step.cartUuid })),
    )
    if (!changed.ok) {
      if (rejectedStatus(changed.error) === 404) {
        // The server forgot the cart: switch anyway, a new cart is made on the next add.
        ctx.dispatch({ _tag: "CartUuidForgotten", at: at() })
        ctx.dispatch({ _tag: "OrderTypeChanged", at: at(), orderType: step.type })
        return
      }
      ctx.dispatch({
        _tag: "MessageShown",
        at: at(),
        title: "Error",
        message: ctx.failure("generic", changed.error),
      })
      // The change may have reached the server: show its cart, and the type that cart holds.
      const server = await resyncCart()
      const held = server === null ? null : Address.orderTypeFromCode(server.type)
      if (held !== null && held !== ctx.state().orderType)
        ctx.dispatch({ _tag: "OrderTypeChanged", at: at(), orderType: held })
      return
    }
    ctx.dispatch({ _tag: "OrderTypeChanged", at: at(), orderType: step.type })
    // A delivery cart is priced on its address (SPEC §4: an existing delivery cart without one gets the
    // active address): a cart made for pickup, or left on another address while pickup was chosen, is
    // moved to the active address, so it shows the delivery fee the order will charge. A failed attach
    // is not fatal: checkout sends the active address anyway.
    const addressId = step.addressId
    if (addressId !== null && changed.value.data.address_id !== addressId)
      await ctx.call(({ Api }) =>
        Api.use((api) => api.updateCartAddress({ cart_uuid: step.cartUuid, address_id: addressId })),
      )
    await reloadCart()
  }

  return { fetchServerCart, resyncCart, reloadCart, changeOrderType }
}

export type CartSync = ReturnType<typeof cartSync>
