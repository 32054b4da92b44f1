import { Money, Orders, type Widget } from "../../domain"
import type { Translate } from "../model/translation"
import { type ReorderDialogState, reorderMenu } from "./reorder-commands"

/** The 'Order again' dialog as plain data: texts translated, prices formatted (Polish in Polish). */

export interface ReorderLineView {
  readonly key: string
  /** '2× Margherita (32 cm)'. */
  readonly label: string
  readonly price: string
  /** The price the order charged, when today's differs (shown struck through before `price`). */
  readonly was: string | null
}

export interface ReorderUnavailableView {
  readonly key: string
  readonly label: string
  readonly reason: string
}

export interface ReorderDialogView {
  readonly open: boolean
  readonly title: string
  /** review: lines listed, Confirm offered when any; adding: Confirm busy; failed: what went in. */
  readonly phase: "review" | "adding" | "failed"
  /** A text instead of the lists: the menu is loading, the order is another restaurant's, nothing maps. */
  readonly notice: string | null
  readonly willAdd: ReorderLineView[]
  readonly priceChanged: ReorderLineView[]
  readonly unavailable: ReorderUnavailableView[]
  readonly headings: { readonly willAdd: string; readonly priceChanged: string; readonly unavailable: string }
  readonly canConfirm: boolean
  readonly confirmLabel: string
  readonly cancelLabel: string
  /** After a failed add: 'Added to your cart: …' (or that nothing was), and 'Not added: …'. */
  readonly added: string | null
  readonly notAdded: string | null
  readonly viewCartLabel: string
  readonly closeLabel: string
}

const labelOf = (line: { readonly quantity: number; readonly name: string; readonly size: string | null }) =>
  `${line.quantity}× ${line.name}${line.size ? ` (${line.size})` : ""}`

/** Where 'Order again' is offered: the held orders (order page, My Orders) of this widget's restaurant. */
export interface ReorderOffersView {
  /** The button's text. */
  readonly label: string
  /** Ids of the held orders it is offered for; another restaurant's orders are not among them. */
  readonly orderIds: ReadonlySet<number>
  /** What the order page says instead of the button for another restaurant's order. */
  readonly otherRestaurant: string
}

export const reorderOffersView = (state: Widget.WidgetState, restaurantId: number, t: Translate): ReorderOffersView => {
  const held = state.order === null ? state.orders.list : [state.order, ...state.orders.list]
  return {
    label: t(Orders.ORDER_AGAIN.key, Orders.ORDER_AGAIN.text),
    orderIds: new Set(held.filter((o) => o.restaurant_id === restaurantId).map((o) => o.id)),
    otherRestaurant: t(Orders.REORDER_OTHER_RESTAURANT.key, Orders.REORDER_OTHER_RESTAURANT.text),
  }
}

export const reorderView = (
  state: Widget.WidgetState,
  dialog: ReorderDialogState,
  restaurantId: number,
  t: Translate,
): ReorderDialogView => {
  const tr = (c: { readonly key: string; readonly text: string }, params?: Record<string, string | number>) =>
    t(c.key, c.text, params)
  const money = (g: Money.Grosze) => Money.formatPrice(g, t.language)
  const base = {
    title: tr(Orders.ORDER_AGAIN),
    headings: {
      willAdd: tr(Orders.REORDER_WILL_ADD),
      priceChanged: tr(Orders.REORDER_PRICE_CHANGED),
      unavailable: tr(Orders.REORDER_UNAVAILABLE),
    },
    confirmLabel: tr(dialog._tag === "adding" ? Orders.REORDER_ADDING : Orders.REORDER_CONFIRM),
    cancelLabel: tr(Orders.REORDER_CANCEL),
    viewCartLabel: tr(Orders.REORDER_VIEW_CART),
    closeLabel: t("close", "Close"),
  }
  const empty = { willAdd: [], priceChanged: [], unavailable: [], added: null, notAdded: null }
  if (dialog._tag === "closed")
    return { ...base, ...empty, open: false, phase: "review", notice: null, canConfirm: false }
  const plan = Orders.reorderPlan(dialog.order, reorderMenu(state, restaurantId))
  const phase = dialog._tag
  if (plan._tag !== "Plan") {
    const notice = tr(plan._tag === "MenuLoading" ? Orders.REORDER_MENU_LOADING : Orders.REORDER_OTHER_RESTAURANT)
    return { ...base, ...empty, open: true, phase, notice, canConfirm: false }
  }
  const lineView = (line: Orders.ReorderLine): ReorderLineView => ({
    key: String(line.index),
    label: labelOf(line),
    price: money(line.now),
    was: line.priceChanged ? money(line.was) : null,
  })
  const names = (indexes: ReadonlyArray<number>) =>
    plan.lines
      .filter((l) => indexes.includes(l.index))
      .map(labelOf)
      .join(", ")
  return {
    ...base,
    open: true,
    phase,
    notice: plan.lines.length === 0 ? tr(Orders.REORDER_NOTHING) : null,
    willAdd: plan.lines.filter((l) => !l.priceChanged).map(lineView),
    priceChanged: plan.lines.filter((l) => l.priceChanged).map(lineView),
    unavailable: plan.unavailable.map((u) => ({
      key: String(u.index),
      label: labelOf(u),
      reason: tr(Orders.REORDER_REASONS[u.reason]),
    })),
    canConfirm: phase === "review" && Orders.reorderHasLines(plan),
    added:
      dialog._tag !== "failed"
        ? null
        : dialog.added.length === 0
          ? tr(Orders.REORDER_NONE_ADDED)
          : tr(Orders.REORDER_ADDED, { lines: names(dialog.added) }),
    notAdded: dialog._tag === "failed" ? tr(Orders.REORDER_NOT_ADDED, { lines: names(dialog.notAdded) }) : null,
  }
}
