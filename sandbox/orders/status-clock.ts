import { Address, Orders } from "../../domain"

/**
 * Order status on a clock. Nothing ticks: the status is derived from when the kitchen started
 * (started_at, set once payment is settled) and the current time, so it survives restarts and a test
 * can move time with a fake `now`. Delivery walks 1→2→3→4→5 one step per statusStepMs; pickup skips
 * 3 (waiting for driver) and 4 (in delivery). Unpaid orders wait at 1; cancelled ones are 6.
 */

export type PaymentState = "confirmed" | "awaiting_payment" | "awaiting_3ds" | "cancelled"

const { waiting, cooking, waitingForDriver, inDelivery, finished, cancelled } = Orders.ORDER_STATUS
const DELIVERY_STEPS = [waiting, cooking, waitingForDriver, inDelivery, finished] as const
const PICKUP_STEPS = [waiting, cooking, finished] as const

const stepsOf = (type: number): ReadonlyArray<Orders.OrderStatus> =>
  type === Address.ORDER_TYPE.pickup ? PICKUP_STEPS : DELIVERY_STEPS

export interface ClockedOrder {
  readonly type: number
  readonly payment_state: PaymentState
  readonly started_at: number | null
}

export const orderStatus = (order: ClockedOrder, now: number, stepMs: number): Orders.OrderStatus => {
  if (order.payment_state === "cancelled") return cancelled
  if (order.started_at === null || order.payment_state !== "confirmed") return waiting
  const steps = stepsOf(order.type)
  const index = Math.max(0, Math.floor((now - order.started_at) / stepMs))
  return steps[Math.min(index, steps.length - 1)] ?? finished
}

/** When the order reaches finished (5), or null while it has not started. */
export const finishedAt = (order: ClockedOrder, stepMs: number): number | null =>
  order.started_at === null || order.payment_state !== "confirmed"
    ? null
    : order.started_at + (stepsOf(order.type).length - 1) * stepMs
