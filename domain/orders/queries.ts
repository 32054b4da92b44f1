import { type Copy, copy } from "../i18n/copy"
import { DELAYS } from "../widget/delays"
import type { Order } from "../wire/order"
import { isOnTheWay } from "./receipt"
import { ORDER_STATUS, orderPageStatusLabel, orderPageView } from "./status"

/** What the order page shows of an order (SPEC §2 Order page), all decided here from the polled order. */

/** One step of the preparing view's progress. */
export interface OrderProgressStep {
  readonly status: number
  readonly label: Copy
  readonly state: "done" | "current" | "todo"
}

const DELIVERY_STEPS = [
  ORDER_STATUS.waiting,
  ORDER_STATUS.cooking,
  ORDER_STATUS.waitingForDriver,
  ORDER_STATUS.inDelivery,
  ORDER_STATUS.finished,
] as const
const PICKUP_STEPS = [ORDER_STATUS.waiting, ORDER_STATUS.cooking, ORDER_STATUS.finished] as const

/**
 * The progress steps, labelled by the order page's reading of SPEC §4. A pickup order (type 3) has
 * no driver, so it skips 'waiting for driver' and 'in delivery'. Steps before the status are done,
 * the status's own step is current.
 */
export const orderProgress = (order: Pick<Order, "status" | "type">): ReadonlyArray<OrderProgressStep> => {
  const steps: ReadonlyArray<number> = order.type === 3 ? PICKUP_STEPS : DELIVERY_STEPS
  return steps.map((status) => ({
    status,
    label: orderPageStatusLabel(status),
    state: status < order.status ? "done" : status === order.status ? "current" : "todo",
  }))
}

/** How far the progress bar is filled, 0..1: the current step's place among the steps. */
export const orderProgressShare = (order: Pick<Order, "status" | "type">): number => {
  const steps = orderProgress(order)
  const current = steps.findIndex((s) => s.state === "current")
  const done = current === -1 ? steps.filter((s) => s.state === "done").length - 1 : current
  return steps.length <= 1 ? 1 : Math.min(1, Math.max(0, (done + 1) / steps.length))
}

/**
 * Minutes until the order is expected: the server's eta, else its eta_at counted from `now`, else
 * the restaurant's estimate (est_delivery). Never negative; null when the order says nothing.
 */
export const orderEtaMinutes = (
  order: Pick<Order, "eta" | "eta_at" | "est_delivery" | "restaurant">,
  now: number,
): number | null => {
  if (typeof order.eta === "number" && Number.isFinite(order.eta)) return Math.max(0, Math.round(order.eta))
  const at = order.eta_at ? Date.parse(order.eta_at) : Number.NaN
  if (Number.isFinite(at)) return Math.max(0, Math.ceil((at - now) / 60_000))
  const estimate = order.est_delivery ?? order.restaurant?.est_delivery ?? null
  return typeof estimate === "number" && Number.isFinite(estimate) ? Math.max(0, Math.round(estimate)) : null
}

export const ORDER_PAYMENT_LABELS: Readonly<Record<string, Copy>> = {
  payu: copy("payment-payu", "Pay online (PayU)"),
  card: copy("payment-card", "Credit or debit card"),
  cash_method: copy("payment-cash", "Cash"),
  driver_credit_card: copy("payment-driver-card", "Card to the driver"),
}

/** The payment line of the detail view; null for a payment type the widget does not know. */
export const orderPaymentLabel = (paymentType: string | null | undefined): Copy | null =>
  paymentType && Object.hasOwn(ORDER_PAYMENT_LABELS, paymentType) ? (ORDER_PAYMENT_LABELS[paymentType] ?? null) : null

/** The order page for one polled order: status label, which view, and what that view needs. */
export interface OrderPage {
  readonly id: number
  readonly status: number
  readonly label: Copy
  readonly view: "preparing" | "detail" | "none"
  /** Status 4: neither SPEC view, but the 'on the way' view of its own (issue 27). */
  readonly onTheWay: boolean
  readonly restaurantName: string | null
}

export const orderPage = (order: Order): OrderPage => ({
  id: order.id,
  status: order.status,
  label: orderPageStatusLabel(order.status),
  view: orderPageView(order.status),
  onTheWay: isOnTheWay(order.status),
  restaurantName: order.restaurant?.name ?? null,
})

/** The longest wait between polls while the order cannot be fetched. */
export const ORDER_POLL_MAX_MS = 60_000

/**
 * When to poll next (SPEC §9: every 10 s): after `failures` failed polls in a row the wait doubles
 * (20 s, 40 s …) up to a minute, so a dead connection is not hammered; the first success brings it
 * back to 10 s.
 */
export const orderPollDelay = (failures: number): number =>
  failures <= 0 ? DELAYS.orderPollMs : Math.min(ORDER_POLL_MAX_MS, DELAYS.orderPollMs * 2 ** Math.min(failures, 6))

export const RECONNECTING = copy("order-reconnecting", "Connection lost, reconnecting…")
