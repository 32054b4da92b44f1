import { type Copy, copy } from "../i18n/copy"

/**
 * Order status numbers and their two label readings (SPEC §4). The order page and the orders list
 * label the same numbers differently; both are kept, verbatim, each with its own translation key.
 */

/**
 * The status numbers by name (SPEC §4), so code that sets or compares a status (the order page's
 * views, the sandbox's status clock) says which one it means instead of a bare 1..6.
 */
export const ORDER_STATUS = {
  waiting: 1,
  cooking: 2,
  waitingForDriver: 3,
  inDelivery: 4,
  finished: 5,
  cancelled: 6,
} as const

/** One of the six status numbers the API sends. */
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

/** The order page's reading: 1 waiting … 6 cancelled, anything else 'Unknown'. */
export const ORDER_PAGE_STATUS = {
  [ORDER_STATUS.waiting]: copy("status-waiting", "waiting"),
  [ORDER_STATUS.cooking]: copy("status-cooking", "cooking"),
  [ORDER_STATUS.waitingForDriver]: copy("status-waiting-for-driver", "waiting for driver"),
  [ORDER_STATUS.inDelivery]: copy("status-in-delivery", "in delivery"),
  [ORDER_STATUS.finished]: copy("status-finished", "finished"),
  [ORDER_STATUS.cancelled]: copy("status-cancelled", "cancelled"),
} as const satisfies Record<OrderStatus, Copy>
export const ORDER_PAGE_STATUS_UNKNOWN = copy("status-unknown", "Unknown")

/** The orders list's reading: 1 Pending … 5 Delivered; 6 and anything else also read 'Delivered'. */
export const ORDERS_LIST_STATUS = {
  [ORDER_STATUS.waiting]: copy("status-pending", "Pending"),
  [ORDER_STATUS.cooking]: copy("status-active-order", "Active Order"),
  [ORDER_STATUS.waitingForDriver]: copy("status-awaiting-driver", "Awaiting Driver"),
  [ORDER_STATUS.inDelivery]: copy("status-delivery", "Delivery"),
  [ORDER_STATUS.finished]: copy("status-delivered", "Delivered"),
} as const satisfies Partial<Record<OrderStatus, Copy>>

const isKnown = <T extends object>(table: T, status: number): status is number & keyof T =>
  Number.isInteger(status) && Object.hasOwn(table, status)

/** The status label on the order page. */
export const orderPageStatusLabel = (status: number): Copy =>
  isKnown(ORDER_PAGE_STATUS, status) ? ORDER_PAGE_STATUS[status] : ORDER_PAGE_STATUS_UNKNOWN

/** The status label in the My Orders list (6 and unknown values show as Delivered). */
export const ordersListStatusLabel = (status: number): Copy =>
  isKnown(ORDERS_LIST_STATUS, status) ? ORDERS_LIST_STATUS[status] : ORDERS_LIST_STATUS[ORDER_STATUS.finished]

/**
 * Which view the order page shows (SPEC §2): below 4 the preparing view (ETA and progress), above 4
 * the order detail view, and at exactly 4 (in delivery) neither. A non-number shows nothing.
 */
export const orderPageView = (status: number): "preparing" | "detail" | "none" => {
  if (!Number.isFinite(status) || status === ORDER_STATUS.inDelivery) return "none"
  return status < ORDER_STATUS.inDelivery ? "preparing" : "detail"
}

/** Whether a list entry shows its ETA minutes: hidden at status 5 (delivered). */
export const showEtaInList = (status: number): boolean => status !== ORDER_STATUS.finished

/** The orders list page to load: within 1..last_page (last_page below 1 counts as 1). Starts at 1. */
export const clampOrdersPage = (page: number, lastPage: number): number => {
  const last = Number.isFinite(lastPage) ? Math.max(1, Math.trunc(lastPage)) : 1
  if (!Number.isFinite(page)) return 1
  return Math.min(last, Math.max(1, Math.trunc(page)))
}

/** Whether a page change is allowed: only to a page within 1..last_page (SPEC §2). */
export const canGoToOrdersPage = (page: number, lastPage: number): boolean =>
  Number.isInteger(page) && page === clampOrdersPage(page, lastPage)

export const NO_ORDERS_YET = copy("no-orders-yet", "No Orders Yet")
export const ORDERS_EMPTY_HINT = copy("orders-empty-hint", "When you place orders, they will appear here.")

/** Where a My Orders entry links: /widget/order/{id}?restaurantId={restaurant_id}. */
export const orderLink = (orderId: number, restaurantId: number): string =>
  `/widget/order/${encodeURIComponent(orderId)}?restaurantId=${encodeURIComponent(restaurantId)}`

/**
 * Whether an order is placed (issue 29, the `order-placed` host event): not cancelled, and its payment
 * settled — cash and the driver's card at once, a card once charged (3-D Secure passed), PayU once
 * paid. An order still awaiting its payment is not placed yet. An API that sends no `payment_state`
 * has its orders counted as placed unless cancelled (SPEC §3 knows no such field).
 */
export const orderIsPlaced = (order: {
  readonly status: number
  readonly payment_state?: string | null | undefined
}): boolean =>
  order.status !== ORDER_STATUS.cancelled &&
  (order.payment_state === undefined || order.payment_state === null || order.payment_state === "confirmed")
