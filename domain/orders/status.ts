import { type Copy, copy } from "../i18n/copy"

/**
 * Order status numbers and their two label readings (SPEC §4). The order page and the orders list
 * label the same numbers differently; both are kept, verbatim, each with its own translation key.
 */

/** The order page's reading: 1 waiting … 6 cancelled, anything else 'Unknown'. */
export const ORDER_PAGE_STATUS = {
  1: copy("status-waiting", "waiting"),
  2: copy("status-cooking", "cooking"),
  3: copy("status-waiting-for-driver", "waiting for driver"),
  4: copy("status-in-delivery", "in delivery"),
  5: copy("status-finished", "finished"),
  6: copy("status-cancelled", "cancelled"),
} as const satisfies Record<number, Copy>
export const ORDER_PAGE_STATUS_UNKNOWN = copy("status-unknown", "Unknown")

/** The orders list's reading: 1 Pending … 5 Delivered; 6 and anything else also read 'Delivered'. */
export const ORDERS_LIST_STATUS = {
  1: copy("status-pending", "Pending"),
  2: copy("status-active-order", "Active Order"),
  3: copy("status-awaiting-driver", "Awaiting Driver"),
  4: copy("status-delivery", "Delivery"),
  5: copy("status-delivered", "Delivered"),
} as const satisfies Record<number, Copy>

const isKnown = <T extends object>(table: T, status: number): status is number & keyof T =>
  Number.isInteger(status) && Object.hasOwn(table, status)

/** The status label on the order page. */
export const orderPageStatusLabel = (status: number): Copy =>
  isKnown(ORDER_PAGE_STATUS, status) ? ORDER_PAGE_STATUS[status] : ORDER_PAGE_STATUS_UNKNOWN

/** The status label in the My Orders list (6 and unknown values show as Delivered). */
export const ordersListStatusLabel = (status: number): Copy =>
  isKnown(ORDERS_LIST_STATUS, status) ? ORDERS_LIST_STATUS[status] : ORDERS_LIST_STATUS[5]

/**
 * Which view the order page shows (SPEC §2): below 4 the preparing view (ETA and progress), above 4
 * the order detail view, and at exactly 4 (in delivery) neither. A non-number shows nothing.
 */
export const orderPageView = (status: number): "preparing" | "detail" | "none" => {
  if (!Number.isFinite(status) || status === 4) return "none"
  return status < 4 ? "preparing" : "detail"
}

/** Whether a list entry shows its ETA minutes: hidden at status 5 (delivered). */
export const showEtaInList = (status: number): boolean => status !== 5

/** The orders list page to load: within 1..last_page (last_page below 1 counts as 1). Starts at 1. */
export const clampOrdersPage = (page: number, lastPage: number): number => {
  const last = Number.isFinite(lastPage) ? Math.max(1, Math.trunc(lastPage)) : 1
  if (!Number.isFinite(page)) return 1
  return Math.min(last, Math.max(1, Math.trunc(page)))
}

/** Whether a page change is allowed: only to a page within 1..last_page (SPEC §2). */
export const canGoToOrdersPage = (page: number, lastPage: number): boolean =>
  Number.isInteger(page) && page === clampOrdersPage(page, lastPage)

/** The order page polls its order this often (SPEC §2, §9). */
export const ORDER_POLL_MS = 10_000
/** An order page opened without restaurantId redirects after this delay. */
export const ORDER_REDIRECT_MS = 1_000

export const NO_ORDERS_YET = copy("no-orders-yet", "No Orders Yet")
export const ORDERS_EMPTY_HINT = copy("orders-empty-hint", "When you place orders, they will appear here.")

/** Where a My Orders entry links: /widget/order/{id}?restaurantId={restaurant_id}. */
export const orderLink = (orderId: number, restaurantId: number): string =>
  `/widget/order/${encodeURIComponent(orderId)}?restaurantId=${encodeURIComponent(restaurantId)}`
