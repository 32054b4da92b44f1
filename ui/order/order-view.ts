import { Checkout, Money, Orders, type Widget } from "../../domain"
import type { Translate } from "../model/translation"
import type { OrderPollState } from "./order-commands"

/** The order page as plain data (SPEC §2 Order page): labels translated, prices formatted. */

/**
 * The order page's own texts (issue 27), English defaults with their Polish in fixtures/translations.json.
 * Kept here, in the order page's chunk, not in domain/: they are no rule, and domain/ is loaded before the first card.
 */
export const ORDER_TEXTS = {
  arrivesIn: { key: "order-arrives-in", text: "Arrives in about {minutes} min" },
  scheduledFor: { key: "order-scheduled-for", text: "Ordered for {time}" },
  items: { key: "order-items-total", text: "Items" },
  pickupAddress: { key: "pickup-address", text: "Pickup address" },
  callRestaurant: { key: "call-restaurant", text: "Call {phone}" },
  firstHalf: { key: "order-first-half", text: "First half: {addons}" },
  secondHalf: { key: "order-second-half", text: "Second half, {name}: {addons}" },
  secondHalfPlain: { key: "order-second-half-plain", text: "Second half: {name}" },
  combo: { key: "order-combo-contents", text: "In the set: {items}" },
  without: { key: "without-ingredients", text: "Without: {names}" },
} as const

export interface OrderLineView {
  readonly name: string
  /** Size, add-ons, halves, combo contents and what was taken off, one phrase each. */
  readonly details: ReadonlyArray<string>
  readonly quantity: number
  readonly price: string
}

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
    /** Status 4's own view (issue 27): the order is with the driver. */
    readonly onTheWay: boolean
    readonly restaurantName: string | null
    /** '45 min', hidden once the order is finished or cancelled. */
    readonly eta: string | null
    /** Status 4: 'Arrives in about 12 min'; null otherwise or without an ETA. */
    readonly arrivesIn: string | null
    /** 'Ordered for 19:30' for an order for later; null for as soon as possible. */
    readonly scheduledFor: string | null
    /** The time alone ('19:30'), for the facts under 'Order time'. */
    readonly scheduledTime: string | null
    readonly progress: ReadonlyArray<{ readonly label: string; readonly state: "done" | "current" | "todo" }>
    readonly progressShare: number
    readonly lines: ReadonlyArray<OrderLineView>
    /** The receipt's rows before the total: items, delivery, discount, points. */
    readonly totals: ReadonlyArray<{ readonly label: string; readonly value: string }>
    /** The server's total. */
    readonly total: string
    /** 'Delivery address' or 'Pickup address', and the address; null when the order names none. */
    readonly destination: { readonly label: string; readonly address: string } | null
    readonly payment: string | null
    /** The restaurant's phone: shown as dialled, linked as tel:. */
    readonly phone: { readonly display: string; readonly href: string; readonly label: string } | null
    readonly notes: string | null
  } | null
}

const lineDetails = (line: Orders.OrderLine, t: Translate): ReadonlyArray<string> => {
  const text = (c: { readonly key: string; readonly text: string }, params?: Record<string, string>) =>
    t(c.key, c.text, params)
  const T = ORDER_TEXTS
  const details: string[] = []
  if (line.gift) details.push(t("free-gift", "Free gift"))
  if (line.size) details.push(line.size)
  if (line.secondHalf !== null) {
    if (line.addons.length > 0) details.push(text(T.firstHalf, { addons: line.addons.join(", ") }))
    details.push(
      line.secondHalf.addons.length > 0
        ? text(T.secondHalf, { name: line.secondHalf.name, addons: line.secondHalf.addons.join(", ") })
        : text(T.secondHalfPlain, { name: line.secondHalf.name }),
    )
  } else if (line.addons.length > 0) details.push(line.addons.join(", "))
  if (line.comboContents.length > 0) details.push(text(T.combo, { items: line.comboContents.join(", ") }))
  if (line.without.length > 0) details.push(text(T.without, { names: line.without.join(", ") }))
  return details
}

export const orderView = (state: Widget.WidgetState, poll: OrderPollState, now: number, t: Translate): OrderView => {
  const id = poll.orderId ?? state.route.orderId
  const order = state.order !== null && state.order.id === id ? state.order : null
  const reconnecting = poll.failures > 0 ? t(Orders.RECONNECTING.key, Orders.RECONNECTING.text) : null
  if (order === null)
    return { orderId: id, loading: !poll.notFound, notFound: poll.notFound, reconnecting, order: null }
  const T = ORDER_TEXTS
  const money = (g: Parameters<typeof Money.formatPrice>[0]) => Money.formatPrice(g, t.language)
  const page = Orders.orderPage(order)
  const eta = order.status >= Orders.ORDER_STATUS.finished ? null : Orders.orderEtaMinutes(order, now)
  const receipt = Orders.orderReceipt(order)
  const payment = Orders.orderPaymentLabel(order.payment_type)
  const restaurant = state.catalogue.restaurant
  const destination = Orders.orderDestination(order, restaurant)
  const phone = Orders.restaurantPhone(order, restaurant)
  const scheduled = Checkout.orderScheduledFor(order)
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
      onTheWay: page.onTheWay,
      restaurantName: page.restaurantName,
      eta: eta === null ? null : t("estimated-minutes", "{minutes} min", { minutes: eta }),
      arrivesIn: page.onTheWay && eta !== null ? t(T.arrivesIn.key, T.arrivesIn.text, { minutes: eta }) : null,
      scheduledFor: scheduled === null ? null : t(T.scheduledFor.key, T.scheduledFor.text, { time: scheduled }),
      scheduledTime: scheduled,
      progress: Orders.orderProgress(order).map((s) => ({ label: t(s.label.key, s.label.text), state: s.state })),
      progressShare: Orders.orderProgressShare(order),
      lines: Orders.orderLines(order).map((l) => ({
        name: l.name,
        details: lineDetails(l, t),
        quantity: l.quantity,
        price: l.gift ? t("gift-free", "Free") : money(l.price),
      })),
      totals: [
        { label: t(T.items.key, T.items.text), value: money(receipt.items) },
        ...(receipt.delivery === null
          ? []
          : [{ label: t("delivery-cost", "Delivery"), value: money(receipt.delivery) }]),
        ...(receipt.discount > 0 ? [{ label: t("discount", "Discount"), value: `−${money(receipt.discount)}` }] : []),
        ...(receipt.points > 0 ? [{ label: t("points-discount", "Points"), value: `−${money(receipt.points)}` }] : []),
      ],
      total: money(receipt.total),
      destination:
        destination.address === null
          ? null
          : {
              label:
                destination.kind === "pickup"
                  ? t(T.pickupAddress.key, T.pickupAddress.text)
                  : t("delivery-address", "Delivery address"),
              address: destination.address,
            },
      payment: payment === null ? null : t(payment.key, payment.text),
      phone:
        phone === null
          ? null
          : {
              display: phone,
              href: `tel:${phone}`,
              label: t(T.callRestaurant.key, T.callRestaurant.text, { phone }),
            },
      notes: order.notes.trim() === "" ? null : order.notes,
    },
  }
}
