import { Api } from "../../adapters"
import { Address, Cart, type Widget, type Wire } from "../../domain"
import type { ModelContext } from "./context"
import { type CallFailure, rejectedStatus } from "./runtime"

/**
 * The cart-creation, add and order-type flows of SPEC §4, as `domain/cart/flow.ts` decides them, for
 * items and combos alike: this runs the calls each step names, one add at a time, and the line is
 * then added; the server's cart replaces ours. Failures become ItemAddFailed / ComboAddFailed / CartCreateFailed with the server's message or the
 * spec's default, shown in the message modal — unless the refetched cart shows the add was saved.
 */
/**
 * A fresh idempotency key for one pending add. crypto.getRandomValues works outside secure contexts
 * too (randomUUID does not), so a widget served over plain http still gets 122 random bits.
 */
export const newIdempotencyKey = (): string => {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("")
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/**
 * How one add ended: in the cart, failed (its SPEC §8 message is showing), or waiting for the address
 * form (delivery with no address: the line is the pending item, added once an address is saved).
 */
export type AddOutcome = "added" | "failed" | "waiting"

/** Units of the line's product (items) or combo (combos) in a cart: how a lost add is recognised once refetched. */
const unitsOf = (line: Widget.PendingItem, cart: Wire.Cart | null): number => {
  if (cart === null) return 0
  if (line._tag === "Item") return Cart.cartQuantities(cart).get(line.item.product_id) ?? 0
  let units = 0
  for (const c of cart.combo_items) if (c.value.combo_id === line.selection.combo_id) units += c.value.quantity
  return units
}

export const cartFlow = (ctx: ModelContext) => {
  const at = () => ctx.now()

  const requested = (line: Widget.PendingItem, pendingAddress: boolean) =>
    line._tag === "Item"
      ? ctx.dispatch({ _tag: "ItemAddRequested", at: at(), item: line.item, pendingAddress })
      : ctx.dispatch({ _tag: "ComboAddRequested", at: at(), selection: line.selection, pendingAddress })

  const addFailed = (line: Widget.PendingItem, error: CallFailure) =>
    ctx.dispatch({
      _tag: line._tag === "Item" ? "ItemAddFailed" : "ComboAddFailed",
      at: at(),
      message: ctx.failure("addToCart", error),
    })

  const waitForAddress = (line: Widget.PendingItem) => {
    requested(line, true)
    ctx.dispatch({ _tag: "AddressFormOpened", at: at(), editingId: null })
  }

  /**
   * Makes sure a cart exists (and, on delivery, carries an address), as `Cart.decideAdd` says. Returns
   * its uuid, or null when the flow stopped.
   */
  const ensureCart = async (line: Widget.PendingItem): Promise<string | null> => {
    const step = Cart.decideAdd(ctx.state())
    switch (step._tag) {
      case "AwaitAddressForm":
        waitForAddress(line)
        return null
      case "CreateCart": {
        const created = await ctx.attempt(
          Api.use((api) =>
            api.createGuestCart({ restaurant_id: ctx.restaurantId, address_id: step.addressId, type: step.type }),
          ),
        )
        if (!created.ok) {
          ctx.dispatch({ _tag: "CartCreateFailed", at: at(), message: ctx.failure("createCart", created.error) })
          return null
        }
        ctx.dispatch({ _tag: "GuestCartCreated", at: at(), uuid: created.value.data.uuid })
        return created.value.data.uuid
      }
      case "AttachAddress":
        // A failed attach is not fatal: the add goes on and the server decides.
        await ctx.attempt(
          Api.use((api) => api.updateCartAddress({ cart_uuid: step.cartUuid, address_id: step.addressId })),
        )
        return step.cartUuid
      case "Add":
        return step.cartUuid
    }
  }

  /**
   * Adds go one at a time: two quick adds before the first guest cart exists would otherwise create
   * two carts (the first line lost with the uuid that is overwritten), and two answers arriving out
   * of order would let the older cart replace the newer one.
   */
  let queue: Promise<unknown> = Promise.resolve()
  const addLine = (line: Widget.PendingItem): Promise<AddOutcome> => {
    const next = queue.then(() => addLineNow(line))
    queue = next
    return next
  }

  /**
   * Adds one line, creating the cart first when needed. Never rejects. The add carries one
   * idempotency key (the adapter retries a lost answer with it, and the server adds the line once).
   * When it still fails, the cart is refetched so the screen shows the server's cart: if the server
   * did save the line (the answer was lost), the add succeeded and no error is shown.
   */
  const addLineNow = async (line: Widget.PendingItem): Promise<AddOutcome> => {
    const uuid = await ensureCart(line)
    // No cart: the line waits for the address form, or creating the cart failed (its message shows).
    if (uuid === null) return ctx.state().pendingItem === null ? "failed" : "waiting"
    const before = unitsOf(line, ctx.state().cart.cart)
    requested(line, false)
    const type = Address.orderTypeCode(ctx.state().orderType)
    const key = { idempotencyKey: newIdempotencyKey() }
    const added = await ctx.attempt(
      line._tag === "Item"
        ? Api.use((api) =>
            api.addItem(
              {
                restaurant_id: ctx.restaurantId,
                item: line.item,
                ignore_unique_product: 1,
                type,
                cart_uuid: uuid,
              },
              key,
            ),
          )
        : Api.use((api) => api.addCombo({ ...line.selection, cart_uuid: uuid }, key)),
    )
    if (added.ok) {
      ctx.dispatch({ _tag: "CartStored", at: at(), cart: added.value.data })
      return "added"
    }
    const server = await fetchServerCart()
    // Saved after all: storing the server's cart ends the add as a success.
    if (server !== null && unitsOf(line, server) > before) {
      ctx.dispatch({ _tag: "CartStored", at: at(), cart: server })
      return "added"
    }
    // A real failure ends the add first (the modal keeps its choices), then the screen shows the server's cart.
    addFailed(line, added.error)
    if (server !== null) ctx.dispatch({ _tag: "CartStored", at: at(), cart: server })
    return "failed"
  }

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
    const got = await ctx.attempt(Api.use((api) => api.getCart({ restaurant_id: ctx.restaurantId, cart_uuid: uuid })))
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
    const got = await ctx.attempt(Api.use((api) => api.getCart({ restaurant_id: ctx.restaurantId, cart_uuid: uuid })))
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
    const changed = await ctx.attempt(
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
      await ctx.attempt(Api.use((api) => api.updateCartAddress({ cart_uuid: step.cartUuid, address_id: addressId })))
    await reloadCart()
  }

  return {
    addItem: async (item: Wire.CartItemValue): Promise<void> => {
      await addLine({ _tag: "Item", item })
    },
    addCombo: async (selection: Wire.ComboSelection): Promise<void> => {
      await addLine({ _tag: "Combo", selection })
    },
    addLine,
    reloadCart,
    resyncCart,
    changeOrderType,
  }
}
