import { Money, Orders, type Widget } from "../../domain"
import type { OrderPollState } from "./order-commands"
import type { Translate } from "./views"

/** The order page as plain data (SPEC §2 Order page): labels translated, prices formatted. */

export interface OrderView {
  readonly orderId: number | null
  /** Nothing loaded yet (a skeleton, never a blank page). */
  readonly loading: boolean
  readonly notFound: boolean
  /** Polls are failing: the last order stays, with this hint. */
  readonly reconnecting: string | null
  readonly order: {
    readonly id: number
    readonly status: number
    readonly label: string
    readonly view: "preparing" | "detail" | "none"
    readonly restaurantName: string | null
    readonly eta: string | null
    readonly progress: ReadonlyArray<{ readonly label: string; readonly state: "done" | "current" | "todo" }>
    readonly progressShare: number
    readonly lines: ReadonlyArray<{
      readonly name: string
      readonly detail: string | null
      readonly quantity: number
      readonly price: string
    }>
    readonly totals: ReadonlyArray<{ readonly label: string; readonly value: string }>
    readonly total: string
    readonly address: string | null
    readonly payment: string | null
    readonly notes: string | null
  } | null
}

export const orderView = (state: Widget.WidgetState, poll: OrderPollState, now: number, t: Translate): OrderView => {
  const id = poll.orderId ?? state.route.orderId
  const order = state.order !== null && state.order.id === id ? state.order : null
  const reconnecting = poll.failures > 0 ? t(Orders.RECONNECTING.key, Orders.RECONNECTING.text) : null
  if (order === null)
    return { orderId: id, loading: !poll.notFound, notFound: poll.notFound, reconnecting, order: null }
  const page = Orders.orderPage(order)
  const eta = Orders.orderEtaMinutes(order, now)
  const totals = Orders.orderTotals(order)
  const payment = Orders.orderPaymentLabel(order.payment_type)
  return {
    orderId: id,
    loading: false,
    notFound: false,
    reconnecting,
    order: {
      id: order.id,
      status: order.status,
      label: t(page.label.key, page.label.text),
      view: page.view,
      restaurantName: page.restaurantName,
      eta: eta === null ? null : t("estimated-minutes", "{minutes} min", { minutes: eta }),
      progress: Orders.orderProgress(order).map((s) => ({ label: t(s.label.key, s.label.text), state: s.state })),
      progressShare: Orders.orderProgressShare(order),
      lines: Orders.orderLines(order).map((l) => ({
        name: l.name,
        detail: l.gift ? t("free-gift", "Free gift") : l.size,
        quantity: l.quantity,
        price: l.gift ? t("gift-free", "Free") : Money.formatPrice(l.price, t.language),
      })),
      totals: [
        ...(totals.delivery === null
          ? []
          : [{ label: t("delivery-cost", "Delivery"), value: Money.formatPrice(totals.delivery, t.language) }]),
        ...(totals.discount > 0
          ? [{ label: t("discount", "Discount"), value: `−${Money.formatPrice(totals.discount, t.language)}` }]
          : []),
      ],
      total: Money.formatPrice(totals.total, t.language),
      address: order.address?.string || null,
      payment: payment === null ? null : t(payment.key, payment.text),
      notes: order.notes.trim() === "" ? null : order.notes,
    },
  }
}
