import { newIdempotencyKey } from "../../adapters"
import { Address, Cart, type Widget, type Wire } from "../../domain"
import type { ModelContext } from "../model/context"
import type { CallFailure } from "../model/runtime"
import { type CartSync, cartSync } from "./cart-sync"

/*
 * The cart-creation and add flows of SPEC §4, as `domain/cart/flow.ts` decides them (Cart.decideAdd:
 * create a guest cart / attach the active address / wait for the address form / add), for items and
 * combos alike: this runs the calls each step names and keeps the queue, one add at a time, and the
 * line is then added; the server's cart replaces ours. Failures become ItemAddFailed / ComboAddFailed /
 * CartCreateFailed with the server's message or the spec's default, shown in the message modal —
 * unless the refetched cart shows the add was saved.
 */

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

/**
 * The whole cart flow: the add flow below, on top of the first chunk's cart sync (cart-sync.ts). Built
 * in the first click's chunk (ui/cart/add-flow-feature.ts), as only the modals, the cart page, 'Order again' and
 * the address form add (issue 24).
 */
export const cartFlow = (ctx: ModelContext, sync: CartSync = cartSync(ctx)) => {
  const at = () => ctx.now()
  const { fetchServerCart } = sync

  const addFailed = (line: Widget.PendingItem, error: CallFailure) =>
    ctx.dispatch({
      _tag: line._tag === "Item" ? "ItemAddFailed" : "ComboAddFailed",
      at: at(),
      message: ctx.failure("addToCart", error),
    })

  /**
   * Makes sure a cart exists (and, on delivery, carries an address), as `Cart.decideAdd` says. Returns
   * its uuid, or null when the flow stopped.
   */
  const ensureCart = async (line: Widget.PendingItem): Promise<string | null> => {
    const step = Cart.decideAdd(ctx.state(), { line, at: at() })
    switch (step._tag) {
      case "AwaitAddressForm":
        for (const event of step.events) ctx.dispatch(event)
        return null
      case "CreateCart": {
        const created = await ctx.call(({ Api }) =>
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
        await ctx.call(({ Api }) =>
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
    ctx.dispatch(Cart.lineAddRequested(line, at(), false))
    const type = Address.orderTypeCode(ctx.state().orderType)
    const key = { idempotencyKey: newIdempotencyKey() }
    const added = await ctx.call(({ Api }) =>
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

  return {
    addItem: async (item: Wire.CartItemValue): Promise<void> => {
      await addLine({ _tag: "Item", item })
    },
    addCombo: async (selection: Wire.ComboSelection): Promise<void> => {
      await addLine({ _tag: "Combo", selection })
    },
    addLine,
    ...sync,
  }
}
