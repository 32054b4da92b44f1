import type { MouseEvent, ReactNode } from "react"
import { Orders } from "../../domain"
import button from "../kit/button.module.css"
import lists from "../kit/list.module.css"
import type { WidgetCommands } from "../model/model"
import { isPlainClick, navigate as moveTo } from "../model/navigate"
import type { Translate } from "../model/translation"
import type { ReorderOffersView } from "../order/reorder-view"
import type { AccountView } from "./account-view"
import styles from "./panel.module.css"
import { PanelModal } from "./panel-modal"

/**
 * My Orders (SPEC §2): one page of the customer's orders, each a link to
 * /widget/order/{id}?restaurantId={restaurant_id} with the restaurant's name, the price, the ETA
 * minutes (not at status 5), the date and the list reading of the status. Previous and Next move only
 * within 1..last_page. An order of this restaurant opens inside the widget, and offers 'Order again'
 * beside its link (a button of its own: nothing interactive nests inside the link).
 */
export function OrdersPanel({
  open,
  view,
  t,
  actions,
  restaurantId,
  navigate,
  reorder,
  onReorder,
}: {
  readonly open: boolean
  readonly view: AccountView["orders"]
  readonly t: Translate
  readonly actions: WidgetCommands["account"]
  readonly restaurantId: number
  readonly navigate: WidgetCommands["navigation"]["navigate"]
  /** 'Order again' is offered beside the entries of this restaurant's orders (issue 15). */
  readonly reorder: ReorderOffersView
  readonly onReorder: (orderId: number) => void
}): ReactNode {
  const follow = (e: MouseEvent<HTMLAnchorElement>, href: string, orderId: number) => {
    if (!isPlainClick(e)) return
    if (!href.endsWith(`restaurantId=${restaurantId}`)) return
    e.preventDefault()
    actions.closePanel()
    moveTo({ restaurantId, show: navigate }, { name: "order", orderId })
  }
  return (
    <PanelModal open={open} name="orders-panel" title={t("my-orders", "My Orders")} onClose={actions.closePanel} t={t}>
      {view.entries.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t(Orders.NO_ORDERS_YET.key, Orders.NO_ORDERS_YET.text)}</p>
          <p className={styles.placeholder}>{t(Orders.ORDERS_EMPTY_HINT.key, Orders.ORDERS_EMPTY_HINT.text)}</p>
        </div>
      ) : (
        <ul className={`${lists.column} ${styles.orders}`}>
          {view.entries.map((entry) => (
            <li key={entry.id}>
              <a
                className={styles.order}
                href={entry.href}
                data-order-id={entry.id}
                onClick={(e) => follow(e, entry.href, entry.id)}
              >
                <span className={styles.orderName}>{entry.restaurantName}</span>
                <span className={styles.orderPrice}>{entry.price}</span>
                <span className={styles.orderMeta}>
                  {entry.date}
                  {entry.eta === null ? null : ` · ${entry.eta}`}
                </span>
                {entry.scheduledFor === null ? null : (
                  <span className={styles.orderMeta} data-testid="order-entry-time">
                    {entry.scheduledFor}
                  </span>
                )}
                <span className={styles.status}>{entry.status}</span>
              </a>
              {reorder.orderIds.has(entry.id) ? (
                <button
                  type="button"
                  className={`${button.onCard} ${styles.reorder}`}
                  data-reorder-id={entry.id}
                  aria-label={`${reorder.label}: ${entry.restaurantName}, ${entry.date}`}
                  onClick={() => onReorder(entry.id)}
                >
                  {reorder.label}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {view.lastPage > 1 ? (
        <nav className={styles.pager} aria-label={t("orders-pages", "Orders pages")}>
          <button
            type="button"
            className={button.outline}
            disabled={!view.hasPrevious}
            onClick={() => void actions.goToOrdersPage(view.page - 1)}
          >
            {t("previous", "Previous")}
          </button>
          <span aria-live="polite">
            {view.page} / {view.lastPage}
          </span>
          <button
            type="button"
            className={button.outline}
            disabled={!view.hasNext}
            onClick={() => void actions.goToOrdersPage(view.page + 1)}
          >
            {t("next", "Next")}
          </button>
        </nav>
      ) : null}
    </PanelModal>
  )
}
