import { Orders, type Widget, type Wire } from "../../domain"
import type { AddOutcome, cartFlow } from "../cart/cart-flow"
import type { ModelContext } from "../model/context"
import { commandNavigator, navigate } from "../model/navigate"

/**
 * 'Order again' (issue 15): the review dialog and its Confirm. Opening only reads the model (the
 * order and today's menu, mapped by Orders.reorderPlan); nothing is sent before Confirm. Confirm adds
 * the mapped lines one by one through the cart flow every menu add goes through (cart creation,
 * address and order-type rules of SPEC §4, one idempotency key per add), then lands on the cart page.
 * A failed add shows its SPEC §8 message (the cart flow's ItemAddFailed / ComboAddFailed) and the
 * dialog then says which lines were added and which were not. When the first add waits for the
 * address form (delivery with no address), the rest waits with it and goes on once that line is in.
 */

/** The dialog's state: closed, or one order in review, being added, or stopped by a failed add. */
export type ReorderDialogState =
  | { readonly _tag: "closed" }
  | { readonly _tag: "review"; readonly order: Wire.Order }
  | { readonly _tag: "adding"; readonly order: Wire.Order; readonly added: ReadonlyArray<number> }
  | {
      readonly _tag: "failed"
      readonly order: Wire.Order
      readonly added: ReadonlyArray<number>
      /** Order-line indexes that were to be added but were not (the failed one and those after it). */
      readonly notAdded: ReadonlyArray<number>
    }

const closed: ReorderDialogState = { _tag: "closed" }

/**
 * The dialog as the state holds it (issue 26: the orders feature's Reorder* events): the order is the
 * one the widget holds by that id (the order page's, else a My Orders entry); closed when none is.
 */
export const reorderDialog = (state: Widget.WidgetState): ReorderDialogState => {
  const d = state.reorder
  const order = d === null ? null : heldOrder(state, d.orderId)
  if (d === null || order === null) return closed
  if (d.phase === "review") return { _tag: "review", order }
  if (d.phase === "adding") return { _tag: "adding", order, added: d.added }
  return { _tag: "failed", order, added: d.added, notAdded: d.notAdded }
}

/** Today's menu as reorderPlan reads it. */
export const reorderMenu = (state: Widget.WidgetState, restaurantId: number): Orders.ReorderMenu => ({
  restaurantId,
  products: state.catalogue.products,
  combos: state.catalogue.combos,
})

const pendingOf = (line: Orders.ReorderLine): Widget.PendingItem =>
  line._tag === "Item" ? { _tag: "Item", item: line.item } : { _tag: "Combo", selection: line.selection }

/** An order the model holds: the order page's, else one of the My Orders page. */
const heldOrder = (state: Widget.WidgetState, orderId: number): Wire.Order | null =>
  state.order?.id === orderId ? state.order : (state.orders.list.find((o) => o.id === orderId) ?? null)

export const reorderCommands = (ctx: ModelContext, cart: ReturnType<typeof cartFlow>) => {
  const dialog = (): ReorderDialogState => reorderDialog(ctx.state())
  const close = () => {
    if (ctx.state().reorder !== null) ctx.dispatch({ _tag: "ReorderDialogClosed", at: ctx.now() })
  }
  /** Lines still to add after the one waiting for the address form. */
  let waiting: {
    readonly order: Wire.Order
    readonly first: Widget.PendingItem
    readonly rest: ReadonlyArray<Orders.ReorderLine>
    readonly added: ReadonlyArray<number>
    readonly firstIndex: number
  } | null = null

  const toCart = () => {
    if (ctx.state().panel !== null) ctx.dispatch({ _tag: "PanelClosed", at: ctx.now() })
    navigate(commandNavigator(ctx), { name: "cart", orderId: null })
  }

  /**
   * Adds `lines` in order, stopping at the first that does not go in. All in: the cart page. A failure:
   * the dialog lists what was added. Waiting for the address: the rest is kept for `resume`.
   */
  const addLines = async (
    order: Wire.Order,
    lines: ReadonlyArray<Orders.ReorderLine>,
    addedBefore: ReadonlyArray<number>,
  ): Promise<void> => {
    const added = [...addedBefore]
    for (const [i, line] of lines.entries()) {
      ctx.dispatch({ _tag: "ReorderLinesAdding", at: ctx.now(), orderId: order.id, added: [...added] })
      const first = pendingOf(line)
      const outcome = await cart.addLine(first)
      if (outcome === "added") {
        added.push(line.index)
        continue
      }
      if (outcome === "waiting") {
        waiting = { order, first, rest: lines.slice(i + 1), added, firstIndex: line.index }
        close()
        return
      }
      const notAdded = lines.slice(i).map((l) => l.index)
      ctx.dispatch({ _tag: "ReorderLinesNotAdded", at: ctx.now(), orderId: order.id, added, notAdded })
      return
    }
    close()
    toCart()
  }

  /** After the address form let a waiting line go on (see the cart flow given to the address commands). */
  const resume = async (line: Widget.PendingItem, outcome: AddOutcome): Promise<void> => {
    const held = waiting
    if (held === null || JSON.stringify(line) !== JSON.stringify(held.first) || outcome === "waiting") return
    waiting = null
    if (outcome === "failed") {
      ctx.dispatch({
        _tag: "ReorderLinesNotAdded",
        at: ctx.now(),
        orderId: held.order.id,
        added: held.added,
        notAdded: [held.firstIndex, ...held.rest.map((l) => l.index)],
      })
      return
    }
    await addLines(held.order, held.rest, [...held.added, held.firstIndex])
  }

  const commands = {
    /** Opens the review of an order the model holds (the order page's or a My Orders entry); sends nothing. */
    open: (orderId: number): void => {
      const order = heldOrder(ctx.state(), orderId)
      if (order === null || dialog()._tag === "adding") return
      ctx.dispatch({ _tag: "ReorderReviewOpened", at: ctx.now(), orderId })
    },
    /** Confirm: adds what the plan maps, one line at a time (see the module's note). Never rejects. */
    confirm: async (): Promise<void> => {
      const current = dialog()
      if (current._tag !== "review" || ctx.state().cart.adding) return
      const plan = Orders.reorderPlan(current.order, reorderMenu(ctx.state(), ctx.restaurantId))
      if (plan._tag !== "Plan" || plan.lines.length === 0) return
      waiting = null
      await addLines(current.order, plan.lines, [])
    },
    /** After a failed add: the cart page, with what did go in. */
    viewCart: (): void => {
      close()
      toCart()
    },
    /** Cancel, Escape, the close control: nothing is sent (or, after a failure, nothing more). */
    close: (): void => {
      if (dialog()._tag !== "adding") close()
    },
  }

  /** The cart flow for the address commands: a line added after the address form lets a waiting reorder go on. */
  const resumingCart: ReturnType<typeof cartFlow> = {
    ...cart,
    addLine: async (line) => {
      const outcome = await cart.addLine(line)
      await resume(line, outcome)
      return outcome
    },
  }

  return { commands, cart: resumingCart }
}
