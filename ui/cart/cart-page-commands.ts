import { type ReadonlySignal, signal } from "@preact/signals-react"
import { Api } from "../../adapters"
import { Cart, Dialogs, Discounts, type Widget } from "../../domain"
import type { ModelContext } from "../model/context"
import { type CallFailure, rejectedStatus } from "../model/runtime"
import type { cartFlow } from "./cart-flow"

type Flow = ReturnType<typeof cartFlow>

/** A line's queue key: items and combos have separate key spaces on the server. */
const queueKey = (kind: Cart.LineKind, key: string): string => `${kind}:${key}`

/**
 * The cart page's commands (SPEC §2 Cart page, §4 cart updates, §5 promo and points): each asks the
 * domain's decide, dispatches what it returns, runs the call and dispatches the outcome. After any
 * failed cart call the cart is refetched (without clearing it), so the screen ends equal to the
 * server's cart and the customer can retry.
 *
 * Quantity changes go through the per-line queue of domain/cart/line-queue.ts: one call in flight
 * per line, the last choice wins. `saving` holds the lines with a call in flight (the screen shows
 * that they are saving).
 */
export const cartPageCommands = (
  ctx: ModelContext,
  flow: Flow,
  openProduct: (productId: number) => void,
): CartPageCommands => {
  const at = () => ctx.now()
  const queues = new Map<string, Cart.LineQueue>()
  const saving = signal<ReadonlySet<string>>(new Set())

  const setQueue = (id: string, queue: Cart.LineQueue): void => {
    if (Cart.lineIsSaving(queue)) queues.set(id, queue)
    else queues.delete(id)
    const now = new Set(queues.keys())
    const before = saving.peek()
    if (now.size !== before.size || [...now].some((k) => !before.has(k))) saving.value = now
  }

  /** After a failed call: a clear message (the server's, else the situation's default) and the server's cart. */
  const failed = async (title: string, message: string): Promise<void> => {
    ctx.dispatch({ _tag: "MessageShown", at: at(), title, message })
    await flow.resyncCart()
  }

  const loadRecommended = async (): Promise<void> => {
    const uuid = ctx.state().cart.uuid
    if (uuid === null) return
    const got = await ctx.attempt(
      Api.use((api) => api.recommended({ restaurant_id: ctx.restaurantId, cart_uuid: uuid })),
    )
    if (got.ok) ctx.dispatch({ _tag: "RecommendedLoaded", at: at(), products: got.value.data })
  }

  const send = async (kind: Cart.LineKind, key: string, quantity: number): Promise<void> => {
    const id = queueKey(kind, key)
    const body = Cart.lineQuantityRequest(ctx.state(), ctx.restaurantId, key, quantity)
    if (body === null) {
      setQueue(id, Cart.lineQuantityFailed(queues.get(id) ?? Cart.idleLineQueue).queue)
      return
    }
    const answer = await ctx.attempt(
      Api.use((api) => (kind === "item" ? api.changeItemQuantity(body) : api.changeComboQuantity(body))),
    )
    const queue = queues.get(id) ?? Cart.idleLineQueue
    if (!answer.ok) {
      setQueue(id, Cart.lineQuantityFailed(queue).queue)
      // A removal the server no longer finds the line for is done (its first answer was lost and the
      // browser sent it again): the customer sees the server's cart, without the line, and no error.
      if (quantity === 0 && rejectedStatus(answer.error) === 404) await flow.resyncCart()
      else await failed("Error", ctx.failure("generic", answer.error))
      return
    }
    const step = Cart.lineQuantityAnswered(queue)
    setQueue(id, step.queue)
    if (step.send !== null) {
      // A newer choice is waiting: showing this answer's quantity would flicker back; send the choice.
      await send(kind, key, step.send)
      return
    }
    const cart = answer.value.data
    const removal = quantity === 0
    if (queues.size === 0) ctx.dispatch({ _tag: "CartStored", at: at(), cart })
    else {
      // Another line is still saving: its optimistic quantity stays, only this line's totals merge (SPEC §4).
      const totals = { price: cart.price, prices: cart.prices, point_amount: cart.point_amount }
      ctx.dispatch(
        kind === "item"
          ? removal
            ? { _tag: "ItemRemoved", at: at(), key, totals }
            : { _tag: "ItemQuantityChanged", at: at(), key, quantity, totals }
          : removal
            ? { _tag: "ComboItemRemoved", at: at(), key, totals }
            : { _tag: "ComboItemQuantityChanged", at: at(), key, quantity, totals },
      )
    }
    if (removal) await loadRecommended()
  }

  const choose = async (kind: Cart.LineKind, key: string, quantity: number): Promise<void> => {
    const id = queueKey(kind, key)
    const step = Cart.chooseLineQuantity(queues.get(id) ?? Cart.idleLineQueue, quantity)
    setQueue(id, step.queue)
    if (step.send !== null) await send(kind, key, step.send)
  }

  const discountFailed = async (event: Widget.WidgetEvent): Promise<void> => {
    ctx.dispatch(event)
    await flow.resyncCart()
  }

  return {
    saving,
    /**
     * The cart page was shown: the cart is refetched (kept on screen meanwhile) with the recommended
     * products. (Login opening by itself on open=true is the account module's openLoginIfAsked,
     * run by the modal host once storage is restored.)
     */
    open: async (): Promise<void> => {
      await flow.resyncCart()
      await loadRecommended()
    },
    changeQuantity: async (kind, key, quantity) => {
      const event = Cart.decideLineQuantity(ctx.state(), kind, key, quantity, at())
      if (event === null) return
      ctx.dispatch(event)
      await choose(kind, key, quantity)
    },
    remove: async (kind, key) => {
      const event = Cart.decideRemoveLine(ctx.state(), kind, key, at())
      if (event === null) return
      ctx.dispatch(event)
      await choose(kind, key, 0)
    },
    addRecommended: async (productId) => {
      const state = ctx.state()
      const product =
        state.cart.recommended.find((p) => p.id === productId) ??
        state.catalogue.products?.find((p) => p.id === productId)
      if (product === undefined) return
      const decision = Cart.recommendedAdd(product, state.catalogue.products ?? [])
      if (decision._tag === "Customise") {
        openProduct(decision.productId)
        return
      }
      await flow.addItem(decision.item)
      await loadRecommended()
    },
    toggleOffer: async (offerId) => {
      const decision = Discounts.decideOfferToggle(ctx.state(), offerId, at())
      if (decision === null) return
      ctx.dispatch(decision.event)
      const answer = await ctx.attempt(Api.use((api) => api.applyOffer(decision.request)))
      if (answer.ok) ctx.dispatch({ _tag: "CartStored", at: at(), cart: answer.value.data })
      else await discountFailed({ _tag: "OfferFailed", at: at(), message: ctx.failure("applyOffer", answer.error) })
    },
    openPromo: () => {
      if (!ctx.state().promo.open) ctx.dispatch({ _tag: "PromoModalOpened", at: at() })
    },
    closePromo: () => {
      if (ctx.state().promo.open) ctx.dispatch({ _tag: "PromoModalClosed", at: at() })
    },
    typePromo: (code) => ctx.dispatch({ _tag: "PromoCodeTyped", at: at(), code }),
    typePoints: (text) => ctx.dispatch({ _tag: "PointsEntryTyped", at: at(), text }),
    submitPromo: async (code) => {
      const decision = Discounts.decidePromoSubmit(ctx.state(), ctx.restaurantId, code, at())
      if (decision === null) return
      ctx.dispatch(decision.event)
      const answer = await ctx.attempt(Api.use((api) => api.addDiscount(decision.request)))
      if (answer.ok) {
        ctx.dispatch({ _tag: "PromoCodeApplied", at: at(), code: decision.request.discount_code })
        ctx.dispatch({ _tag: "CartStored", at: at(), cart: answer.value.data })
      } else await discountFailed({ _tag: "PromoCodeFailed", at: at(), message: ctx.failure("generic", answer.error) })
    },
    applyPoints: async (entered) => {
      const t = ctx.t()
      const decision = Discounts.decidePoints(
        ctx.state(),
        ctx.restaurantId,
        entered,
        at(),
        (c) => t(c.key, c.text),
        t.language,
      )
      if (decision._tag === "Refused") {
        ctx.dispatch(decision.event)
        return
      }
      const answer = await ctx.attempt(Api.use((api) => api.addPoints(decision.request)))
      if (answer.ok) {
        ctx.dispatch({ _tag: "PointsApplied", at: at(), amount: decision.request.amount })
        ctx.dispatch({ _tag: "CartStored", at: at(), cart: answer.value.data })
      } else await discountFailed({ _tag: "PointsApplyFailed", at: at(), message: pointsFailure(t, answer.error) })
    },
    changeOrderType: flow.changeOrderType,
  }
}

/** SPEC §5: a failed points call gives 'Failed to apply points' (whatever the server said). */
const pointsFailure = (t: (key: string, text: string) => string, _error: CallFailure): string =>
  Dialogs.failureText("applyPoints", null, (c) => t(c.key, c.text))

export interface CartPageCommands {
  /** Lines (`item:<key>` / `combo:<key>`) with a quantity call in flight. */
  readonly saving: ReadonlySignal<ReadonlySet<string>>
  readonly open: () => Promise<void>
  readonly changeQuantity: (kind: Cart.LineKind, key: string, quantity: number) => Promise<void>
  readonly remove: (kind: Cart.LineKind, key: string) => Promise<void>
  readonly addRecommended: (productId: number) => Promise<void>
  readonly toggleOffer: (offerId: number) => Promise<void>
  readonly openPromo: () => void
  readonly closePromo: () => void
  /** A keystroke in the promo field (coalesced in the log). */
  readonly typePromo: (code: string) => void
  readonly submitPromo: (code: string) => Promise<void>
  /** A keystroke in the points field (coalesced in the log). */
  readonly typePoints: (text: string) => void
  readonly applyPoints: (entered: string) => Promise<void>
  readonly changeOrderType: Flow["changeOrderType"]
}
