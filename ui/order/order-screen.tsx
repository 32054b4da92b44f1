import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useEffect } from "react"
import button from "../kit/button.module.css"
import { Link } from "../kit/link"
import receipt from "../kit/receipt.module.css"
import screen from "../kit/screen.module.css"
import { useModel } from "../model/model-context"
import type { RouteView } from "../model/route"
import type { Translate } from "../model/translation"
import styles from "./order.module.css"
import type { OrderView } from "./order-view"
import { ReorderOffer } from "./reorder-offer"

/**
 * The order page (SPEC §2): polls its order every 10 s (paused while the page is hidden, fetched once
 * when it shows again), and shows the status header with the preparing view below status 4, the
 * order detail view above it, and neither at exactly 4 — there its own 'on the way' view (issue 27).
 * Below 5 the order's contents follow as 'Your order'; the detail view holds them after that. Never
 * blank: a skeleton before the first answer, a reconnecting hint over the last known order when polls fail.
 */
export default function OrderScreen({ route }: { readonly route: RouteView }): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const view = model.projections.order.value
  const actions = model.commands.order
  const orderId = route.orderId
  useEffect(() => {
    if (orderId === null) return
    void actions.watch(orderId, document.visibilityState === "hidden")
    const onVisibility = () => void actions.visibilityChanged(document.visibilityState === "hidden")
    document.addEventListener("visibilitychange", onVisibility)
    return () => {
      document.removeEventListener("visibilitychange", onVisibility)
      actions.stop()
    }
  }, [orderId, actions])

  return (
    <section className={styles.page} aria-labelledby="order-title">
      <Link to={{ name: "menu", orderId: null }} className={screen.back}>
        ← {t("back-to-menu", "Back to menu")}
      </Link>
      {view.reconnecting ? (
        <p className={styles.reconnecting} role="status" data-testid="order-reconnecting">
          {view.reconnecting}
        </p>
      ) : null}
      <OrderBody view={view} t={t} onRetry={actions.retry} />
    </section>
  )
}

function OrderBody({
  view,
  t,
  onRetry,
}: {
  readonly view: OrderView
  readonly t: Translate
  readonly onRetry: () => Promise<void>
}): ReactNode {
  const order = view.order
  if (order === null) {
    return (
      <div className={screen.card}>
        <h1 id="order-title" className={styles.title}>
          {t("order", "Order")} #{view.orderId ?? ""}
        </h1>
        {view.notFound ? (
          <>
            <p className={styles.muted}>{t("order-not-found", "We could not find this order.")}</p>
            <button type="button" className={`${button.primary} ${styles.button}`} onClick={() => void onRetry()}>
              {t("try-again", "Try again")}
            </button>
          </>
        ) : (
          <div className={styles.skeleton} aria-busy="true">
            <p className={styles.muted}>{t("loading-order", "Loading your order…")}</p>
          </div>
        )}
      </div>
    )
  }
  return (
    <>
      <header className={`${screen.card} ${styles.header}`}>
        <p className={styles.muted}>
          {order.restaurantName ?? ""} · {t("order", "Order")} #{order.id}
        </p>
        <h1 id="order-title" className={styles.title}>
          <span className={styles.statusLabel} data-testid="order-status" data-status={order.status}>
            {order.label}
          </span>
        </h1>
      </header>
      {order.view === "preparing" ? (
        <section className={screen.card} aria-labelledby="order-preparing" data-testid="order-preparing">
          <h2 id="order-preparing" className={styles.subtitle}>
            {t("preparing-your-order", "We are preparing your order")}
          </h2>
          <When order={order} t={t} />
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t("order-progress", "Order progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(order.progressShare * 100)}
            aria-valuetext={order.label}
          >
            <div className={styles.fill} style={{ width: `${Math.round(order.progressShare * 100)}%` }} />
          </div>
          <ol className={styles.steps}>
            {order.progress.map((step) => (
              <li
                key={step.label}
                className={styles[step.state]}
                aria-current={step.state === "current" ? "step" : undefined}
              >
                {step.label}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {order.onTheWay ? (
        <section className={screen.card} aria-labelledby="order-on-the-way" data-testid="order-on-the-way">
          <h2 id="order-on-the-way" className={styles.subtitle}>
            {t("order-on-the-way", "Your order is on the way")}
          </h2>
          {order.arrivesIn ? (
            <p className={styles.eta}>
              <strong data-testid="order-eta">{order.arrivesIn}</strong>
            </p>
          ) : null}
          {order.scheduledFor ? <p className={styles.muted}>{order.scheduledFor}</p> : null}
          {order.phone ? (
            <a className={styles.call} href={order.phone.href}>
              {order.phone.label}
            </a>
          ) : null}
        </section>
      ) : null}
      {order.view === "detail" ? (
        <section className={screen.card} aria-labelledby="order-detail" data-testid="order-detail">
          <h2 id="order-detail" className={styles.subtitle}>
            {t("order-details", "Order details")}
          </h2>
          <OrderContents order={order} t={t} />
          <ReorderOffer orderId={order.id} />
        </section>
      ) : (
        <section className={screen.card} aria-labelledby="order-summary" data-testid="order-summary">
          <h2 id="order-summary" className={styles.subtitle}>
            {t("your-order", "Your order")}
          </h2>
          <OrderContents order={order} t={t} />
        </section>
      )}
    </>
  )
}

type ShownOrder = NonNullable<OrderView["order"]>

/** The preparing view's time: the ETA, and the time ordered for when it was an order for later. */
function When({ order, t }: { readonly order: ShownOrder; readonly t: Translate }): ReactNode {
  return (
    <>
      {order.eta ? (
        <p className={styles.eta}>
          <span>{t("estimated-time", "Estimated time")}</span>
          <strong data-testid="order-eta">{order.eta}</strong>
        </p>
      ) : null}
      {order.scheduledFor ? (
        <p className={styles.eta} data-testid="order-scheduled">
          <strong>{order.scheduledFor}</strong>
        </p>
      ) : null}
    </>
  )
}

/**
 * What was ordered, in every status (issue 27): each line as it was made, the receipt whose rows add
 * up to the server's total, where it goes, how it is paid, the restaurant's phone and the time ordered for.
 */
function OrderContents({ order, t }: { readonly order: ShownOrder; readonly t: Translate }): ReactNode {
  return (
    <>
      <ul className={receipt.lines}>
        {order.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: order lines carry no id; the list never reorders
          <li key={i} className={receipt.line} data-testid="order-line">
            <span className={receipt.qty}>{line.quantity}×</span>
            <span>
              {line.name}
              {line.details.map((detail) => (
                <span key={detail} className={receipt.detail}>
                  {detail}
                </span>
              ))}
            </span>
            <span className={receipt.price}>{line.price}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals} data-testid="order-receipt">
        {order.totals.map((row) => (
          <div key={row.label} className={`${receipt.row} ${styles.pair}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className={`${receipt.row} ${styles.pair} ${styles.total}`}>
          <dt>{t("total", "Total")}</dt>
          <dd data-testid="order-total">{order.total}</dd>
        </div>
      </dl>
      <dl className={styles.facts}>
        {order.scheduledTime ? (
          <div>
            <dt>{t("order-time", "Order time")}</dt>
            <dd data-testid="order-time">{order.scheduledTime}</dd>
          </div>
        ) : null}
        {order.destination ? (
          <div>
            <dt>{order.destination.label}</dt>
            <dd data-testid="order-address">{order.destination.address}</dd>
          </div>
        ) : null}
        {order.payment ? (
          <div>
            <dt>{t("payment-method", "Payment method")}</dt>
            <dd data-testid="order-payment">{order.payment}</dd>
          </div>
        ) : null}
        {order.phone ? (
          <div>
            <dt>{t("restaurant-phone", "Restaurant's phone")}</dt>
            <dd>
              <a href={order.phone.href} aria-label={order.phone.label} data-testid="order-phone">
                {order.phone.display}
              </a>
            </dd>
          </div>
        ) : null}
        {order.notes ? (
          <div>
            <dt>{t("notes", "Notes")}</dt>
            <dd>{order.notes}</dd>
          </div>
        ) : null}
      </dl>
    </>
  )
}
