import { orderScheduledFor } from "../checkout/order-time-format"
import { showPointsBadge } from "../discounts/points"
import { type Copy, copy } from "../i18n/copy"
import type { Grosze } from "../money/money"
import { canGoToOrdersPage, orderLink, ordersListStatusLabel, showEtaInList } from "../orders/status"
import { settingIsOn } from "../settings/switches"
import type { WidgetState } from "../widget/state"

/** Which account controls the menu header shows (SPEC §2, §6), and the points it shows. */
export interface HeaderAccess {
  /** Sign-up and login: not logged in, and show_profile 'on'. */
  readonly showAuthButtons: boolean
  /** The points badge: logged in, and both show_profile and show_points 'on'. */
  readonly showPoints: boolean
  /** The menu button: logged in, and show_profile 'on'. */
  readonly showMenuButton: boolean
  /** The customer's points, default 0 (collected points first, else the profile's). */
  readonly points: number
}

/** The header's account decisions: a token means logged in; the switches come from the widget settings. */
export const headerAccess = (state: WidgetState): HeaderAccess => {
  const settings = state.settings.styles?.settings
  const loggedIn = state.session.token !== null
  const profileOn = settingIsOn(settings?.show_profile)
  return {
    showAuthButtons: !loggedIn && profileOn,
    showPoints: showPointsBadge(loggedIn, settings?.show_profile, settings?.show_points),
    showMenuButton: loggedIn && profileOn,
    points: state.session.points ?? state.session.profile?.points ?? 0,
  }
}

/** The delete-card confirmation (SPEC §8), its heading and question. */
export const CONFIRM_DELETE_CARD = copy("confirm-delete-card", "Confirm delete card")
export const DELETE_CARD_QUESTION = copy("delete-card-question", "Do you want to delete this card?")

/** One My Orders entry as the list shows it (SPEC §2). */
export interface OrdersListEntry {
  readonly id: number
  /** /widget/order/{id}?restaurantId={restaurant_id}. */
  readonly href: string
  readonly restaurantName: string
  /** Integer grosze. */
  readonly price: Grosze
  /** ETA minutes, or null when hidden (status 5) or unknown. */
  readonly etaMinutes: number | null
  readonly date: string
  /** The time an order for later was ordered for ('19:30'); null for as soon as possible (issue 27). */
  readonly scheduledFor: string | null
  /** The list reading of the status (6 and unknown read Delivered). */
  readonly status: Copy
}

/** The My Orders page shown: its entries, and whether the previous and next pages exist (1..last_page). */
export interface OrdersList {
  readonly entries: ReadonlyArray<OrdersListEntry>
  readonly page: number
  readonly lastPage: number
  readonly hasPrevious: boolean
  readonly hasNext: boolean
}

/** What the My Orders panel lists (SPEC §2): entries with their link, price, ETA (not at status 5), date and status. */
export const ordersList = (state: WidgetState): OrdersList => {
  const { list, page, lastPage } = state.orders
  return {
    entries: list.map((order) => {
      const eta = order.eta ?? order.est_delivery ?? order.restaurant?.est_delivery ?? null
      return {
        id: order.id,
        href: orderLink(order.id, order.restaurant_id),
        restaurantName: order.restaurant?.name ?? "",
        price: order.price,
        etaMinutes: showEtaInList(order.status) && eta !== null ? Math.round(eta) : null,
        date: order.created_at,
        scheduledFor: orderScheduledFor(order),
        status: ordersListStatusLabel(order.status),
      }
    }),
    page,
    lastPage,
    hasPrevious: canGoToOrdersPage(page - 1, lastPage),
    hasNext: canGoToOrdersPage(page + 1, lastPage),
  }
}

/** A saved card as the Payment Methods tab names it: brand and last four digits (SPEC §2). */
export const cardLabel = (method: { readonly brand: string; readonly last_four: string }): string =>
  `${method.brand.trim() === "" ? "Card" : method.brand} •••• ${method.last_four}`
