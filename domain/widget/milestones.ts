import { type Grosze, toZloty } from "../money/money"
import { ORDER_STATUS, orderIsPlaced } from "../orders/status"
import type { WidgetEvent } from "./event"
import type { WidgetState } from "./state"

/**
 * Milestones the embedding page hears about (README, Embedding: `ordering-widget:<name>` events), so
 * a restaurant can forward them to its analytics. Built from ids, quantities, totals and the currency
 * only — never from a name, phone, e-mail, address, notes, token or invoice field — so no personal
 * data can reach the host page by construction. Totals are in złoty (2690 grosze → 26.9), the unit
 * analytics tools expect; the currency is always PLN.
 */
export type Milestone =
  | {
      readonly name: "item-added"
      readonly detail: { readonly kind: "product" | "combo"; readonly id: number; readonly quantity: number }
    }
  | { readonly name: "cart-viewed"; readonly detail: CartTotalDetail }
  | { readonly name: "checkout-started"; readonly detail: CartTotalDetail }
  | {
      readonly name: "order-placed"
      /** total: null only when the server placed the order without returning it and no cart was held. */
      readonly detail: { readonly orderId: number; readonly total: number | null; readonly currency: "PLN" }
    }

/** The cart's total when the milestone happened (null while no cart is held, e.g. during a fetch). */
export interface CartTotalDetail {
  readonly total: number | null
  readonly currency: "PLN"
}

export type MilestoneName = Milestone["name"]

/** What was asked to be added and is waiting for the server's cart: the item-added milestone's detail. */
export type AddInFlight = Extract<Milestone, { name: "item-added" }>["detail"]

/**
 * What milestone tracking remembers between events: the add waiting for its cart (an add is asked
 * for by ItemAddRequested / ComboAddRequested and has succeeded only when the CartStored ending it
 * arrives, so the item is remembered in between), and the order a payment provider returned the
 * customer to, whose order-placed is due once that order is first read.
 */
export interface MilestoneTracker {
  readonly adding: AddInFlight | null
  readonly paymentReturn: number | null
}

export const initialMilestoneTracker: MilestoneTracker = { adding: null, paymentReturn: null }

/**
 * The tracker of a widget opened on an order page by a payment provider's return (`from=payment`,
 * README 'Returning from a payment'): a PayU order is placed while the customer is away, so its
 * order-placed waits for the order page's first read of it — once, and not for a cancelled payment.
 */
export const paymentReturnTracker = (orderId: number): MilestoneTracker => ({ adding: null, paymentReturn: orderId })

const cartTotal = (state: WidgetState): CartTotalDetail => {
  const cart = state.cart.cart ?? state.cart.previous
  return { total: cart === null ? null : toZloty(cart.price as Grosze), currency: "PLN" }
}

const entered = (before: WidgetState, after: WidgetState, route: "cart" | "checkout"): boolean =>
  before.route.name !== route && after.route.name === route

/**
 * Folds one dispatched event (with the state before and after it) into the tracker and says which
 * milestone, if any, it completes: item added (the CartStored that ends an add the widget asked for,
 * not one merely waiting for an address), cart viewed and checkout started (the route entering the
 * cart / checkout), order placed (CheckoutSucceeded, CheckoutNavigated when the server placed
 * the order without returning it, or the first OrderPolled of the order a payment returned to
 * that finds it placed — paid, not awaiting payment, not cancelled: Orders.orderIsPlaced). Pure: the
 * model posts the milestone, once per order id (it remembers the ids reported in storage, so a
 * reopened return link does not report the order again).
 */
export const trackMilestone = (
  tracker: MilestoneTracker,
  before: WidgetState,
  after: WidgetState,
  event: WidgetEvent,
): { readonly tracker: MilestoneTracker; readonly milestone: Milestone | null } => {
  switch (event._tag) {
    case "ItemAddRequested":
      return event.pendingAddress
        ? { tracker, milestone: null }
        : {
            tracker: {
              ...tracker,
              adding: { kind: "product", id: event.item.product_id, quantity: event.item.quantity },
            },
            milestone: null,
          }
    case "ComboAddRequested":
      return event.pendingAddress
        ? { tracker, milestone: null }
        : {
            tracker: {
              ...tracker,
              adding: { kind: "combo", id: event.selection.combo_id, quantity: event.selection.quantity },
            },
            milestone: null,
          }
    case "ItemAddFailed":
    case "ComboAddFailed":
    case "CartCreateFailed":
      return { tracker: { ...tracker, adding: null }, milestone: null }
    case "CartStored":
      return tracker.adding !== null && before.cart.adding && !after.cart.adding
        ? { tracker: { ...tracker, adding: null }, milestone: { name: "item-added", detail: tracker.adding } }
        : { tracker, milestone: null }
    case "OrderPolled": {
      const order = event.order
      if (tracker.paymentReturn === null || order.id !== tracker.paymentReturn) return { tracker, milestone: null }
      const done = { ...tracker, paymentReturn: null }
      if (order.status === ORDER_STATUS.cancelled) return { tracker: done, milestone: null }
      // Still awaiting its payment (PayU not paid yet): not placed; a later poll may find it paid.
      if (!orderIsPlaced(order)) return { tracker, milestone: null }
      return {
        tracker: done,
        milestone: {
          name: "order-placed",
          detail: { orderId: order.id, total: toZloty(order.price as Grosze), currency: "PLN" },
        },
      }
    }
    case "CheckoutSucceeded":
      // An order the answer carries still awaiting its payment is not placed (issue 29).
      if (!orderIsPlaced(event.order)) return { tracker, milestone: null }
      return {
        tracker,
        milestone: {
          name: "order-placed",
          detail: { orderId: event.order.id, total: toZloty(event.order.price as Grosze), currency: "PLN" },
        },
      }
    case "CheckoutNavigated": {
      // Placed without the order in the answer: the total is the cart's as it was sent.
      const cart = before.cart.cart
      return {
        tracker,
        milestone: {
          name: "order-placed",
          detail: {
            orderId: event.orderId,
            total: cart === null ? null : toZloty(cart.price as Grosze),
            currency: "PLN",
          },
        },
      }
    }
    default:
      if (entered(before, after, "cart"))
        return { tracker, milestone: { name: "cart-viewed", detail: cartTotal(after) } }
      if (entered(before, after, "checkout"))
        return { tracker, milestone: { name: "checkout-started", detail: cartTotal(after) } }
      return { tracker, milestone: null }
  }
}

/** How many reported order ids the browser keeps (the newest), for order-placed's once-per-order rule. */
export const REPORTED_ORDERS_KEPT = 50

/**
 * Once per order (issue 29): the ids already reported, plus this one, or null when this order's
 * order-placed was reported before — in this page or an earlier one (a reopened payment return link).
 */
export const recordOrderReported = (reported: ReadonlyArray<number>, orderId: number): ReadonlyArray<number> | null =>
  reported.includes(orderId) ? null : [...reported, orderId].slice(-REPORTED_ORDERS_KEPT)
