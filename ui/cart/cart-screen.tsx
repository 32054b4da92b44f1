import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, type ReactNode, useEffect } from "react"
import notice from "../app/notice.module.css"
import badge from "../kit/badge.module.css"
import button from "../kit/button.module.css"
import { Link } from "../kit/link"
import receipt from "../kit/receipt.module.css"
import type { WidgetCommands } from "../model/model"
import { useModel } from "../model/model-context"
import type { RouteView } from "../model/route"
import type { Translate } from "../model/translation"
import styles from "./cart.module.css"
import { CartLine } from "./cart-line"
import type { CartPageView } from "./cart-page-view"
import { CheckoutBar } from "./checkout-bar"
import { DeliveryBlockNotice } from "./delivery-block-notice"
import { OrderTypeSwitch } from "./order-type-switch"
import { PromoModal } from "./promo-modal"

/**
 * The cart page (SPEC §2 Cart page), its own lazy chunk: lines with their selector and remove,
 * gifts, popular products, the order type, offers, points, the promo card and modal, the summary
 * and the confirm button to checkout. It renders `projections.cartPage` and calls
 * `commands.cartPage`; it computes no price and no rule.
 */
export default function CartScreen(_props: { readonly route: RouteView }): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const view = model.projections.cartPage.value
  const commands = model.commands
  useEffect(() => {
    void commands.cartPage.open()
  }, [commands])

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <Link to={{ name: "menu", orderId: null }} className={styles.back}>
        <span aria-hidden="true">←</span> {t("back-to-menu", "Back to menu")}
      </Link>
      <h1 id="cart-title" className={styles.title}>
        {t("cart", "Cart")}
      </h1>
      {view.status === "loading" ? (
        <p className={styles.loading} role="status">
          {t("loading-cart", "Loading your cart…")}
        </p>
      ) : view.status === "empty" ? (
        <EmptyCart t={t} />
      ) : (
        <div className={styles.columns}>
          <div className={styles.main}>
            <OrderTypeCard view={view} t={t} commands={commands} />
            <Card id="cart-lines" title={t("your-order", "Your order")}>
              <ul className={styles.lines}>
                {view.lines.map((line) => (
                  <CartLine
                    key={`${line.kind}:${line.key}`}
                    line={line}
                    savingText={t("saving", "Saving…")}
                    onQuantity={commands.cartPage.changeQuantity}
                    onRemove={commands.cartPage.remove}
                  />
                ))}
              </ul>
              {view.gifts.length > 0 ? (
                <ul className={styles.gifts} aria-label={t("free-gifts", "Free gifts")}>
                  {view.gifts.map((g) => (
                    <li key={g.name} className={styles.gift}>
                      <span className={`${badge.badge} ${styles.giftMark}`}>{g.freeText}</span>
                      <span className={styles.giftName}>{g.name}</span>
                      <span>{g.quantityText}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
          </div>
          <aside className={styles.side} aria-label={t("order-summary", "Order summary")}>
            {view.offers.length > 0 ? <Offers view={view} t={t} commands={commands} /> : null}
            {view.points ? <PointsPanel points={view.points} t={t} commands={commands} /> : null}
            <PromoCard view={view} t={t} commands={commands} />
            <Summary view={view} t={t} commands={commands} />
          </aside>
          {view.recommended.length > 0 ? (
            <div className={styles.more}>
              <Recommended view={view} t={t} commands={commands} />
            </div>
          ) : null}
          {view.checkoutBar ? (
            <CheckoutBar label={view.checkoutBar.label} totalText={view.checkoutBar.totalText} />
          ) : null}
        </div>
      )}
      <PromoModal
        open={view.promo.open}
        submitting={view.promo.submitting}
        error={view.promo.error}
        code={view.promo.typed}
        t={t}
        onType={commands.cartPage.typePromo}
        onSubmit={(code) => void commands.cartPage.submitPromo(code)}
        onClose={commands.cartPage.closePromo}
      />
    </section>
  )
}

interface Part {
  readonly view: CartPageView
  readonly t: Translate
  readonly commands: WidgetCommands
}

function EmptyCart({ t }: { readonly t: Translate }): ReactNode {
  return (
    <div className={`${notice.card} ${styles.empty}`}>
      <p className={styles.emptyTitle}>{t("cart-empty", "Your cart is empty")}</p>
      <p className={styles.muted}>{t("cart-empty-hint", "Add something tasty from the menu.")}</p>
      <Link to={{ name: "menu", orderId: null }} className={`${button.primary} ${styles.primary}`}>
        {t("browse-menu", "Browse the menu")}
      </Link>
    </div>
  )
}

function OrderTypeCard({ view, t, commands }: Part): ReactNode {
  return (
    <section className={styles.card} aria-label={t("order-type", "Order type")}>
      <OrderTypeSwitch
        orderType={view.orderType}
        onChange={(type) => void commands.cartPage.changeOrderType(type)}
        t={t}
        layout={styles}
      />
      {view.orderType === "delivery" ? (
        <button type="button" className={styles.addressButton} onClick={commands.address.openModal}>
          <span className={styles.muted}>{t("delivery-address", "Delivery address")}</span>
          <span className={styles.addressText}>{view.addressText ?? t("select-address", "Select Address")}</span>
        </button>
      ) : null}
    </section>
  )
}

function Recommended({ view, t, commands }: Part): ReactNode {
  return (
    <Card id="cart-popular" title={t("popular-products", "Popular products")}>
      <ul className={styles.popular}>
        {view.recommended.map((p) => (
          <li key={p.id} className={styles.popularItem}>
            {p.logo ? <img className={styles.popularImage} src={p.logo} alt="" width={64} height={64} /> : null}
            <div className={styles.popularText}>
              <h3 className={styles.popularName}>{p.name}</h3>
              <p className={styles.popularPrice}>{p.priceText}</p>
            </div>
            <button
              type="button"
              className={styles.add}
              aria-label={p.addLabel}
              disabled={view.adding}
              onClick={() => void commands.cartPage.addRecommended(p.id)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function Offers({ view, t, commands }: Part): ReactNode {
  return (
    <Card id="cart-offers" title={t("offers", "Offers")}>
      <ul className={styles.offers}>
        {view.offers.map((o) => (
          <li key={o.id} className={o.applied ? `${styles.offer} ${styles.offerApplied}` : styles.offer}>
            <div className={styles.offerText}>
              <p className={styles.offerName}>
                {o.name}
                {o.applied ? <span className={styles.appliedMark}> {t("applied", "Applied")}</span> : null}
              </p>
              {o.description ? <p className={styles.offerDescription}>{o.description}</p> : null}
            </div>
            <button
              type="button"
              className={o.applied ? styles.secondary : styles.outline}
              aria-pressed={o.applied}
              aria-label={`${o.actionText}: ${o.name}`}
              onClick={() => void commands.cartPage.toggleOffer(o.id)}
            >
              {o.actionText}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function PointsPanel({
  points,
  t,
  commands,
}: {
  readonly points: NonNullable<CartPageView["points"]>
  readonly t: Translate
  readonly commands: WidgetCommands
}): ReactNode {
  const entered = points.entered
  const submit = (e: FormEvent) => {
    e.preventDefault()
    void commands.cartPage.applyPoints(entered)
  }
  return (
    <Card id="cart-points" title={t("points-title", "Loyalty points")}>
      <p className={styles.muted}>{points.availableText}</p>
      <form className={styles.pointsForm} onSubmit={submit}>
        <label className="visually-hidden" htmlFor="cart-points-amount">
          {t("points-amount", "Points amount")}
        </label>
        <input
          id="cart-points-amount"
          className={styles.input}
          inputMode="numeric"
          value={entered}
          onChange={(e) => commands.cartPage.typePoints(e.target.value)}
          placeholder={t("points-amount", "Points amount")}
          aria-invalid={points.error ? true : undefined}
          aria-describedby={points.error ? "cart-points-error" : undefined}
        />
        <button type="submit" className={styles.outline}>
          {t("apply-points", "Use points")}
        </button>
      </form>
      {points.error ? (
        <p id="cart-points-error" className={styles.error} role="alert">
          {points.error}
        </p>
      ) : null}
    </Card>
  )
}

function PromoCard({ view, t, commands }: Part): ReactNode {
  return (
    <Card id="cart-promo" title={t("promo-code", "Promo code")}>
      {view.promo.code ? (
        <p className={styles.appliedCode}>
          {t("promo-code-applied", "Code {code} applied", { code: view.promo.code })}
        </p>
      ) : null}
      <button type="button" className={styles.outline} onClick={commands.cartPage.openPromo}>
        {t("enter-promo-code", "Enter Promo Code")}
      </button>
    </Card>
  )
}

function Summary({ view, t, commands }: Part): ReactNode {
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="cart-summary">
      <h2 id="cart-summary" className={styles.cardTitle}>
        {t("summary", "Summary")}
      </h2>
      <dl className={styles.rows}>
        {view.summary.map((row) => (
          <div key={row.id} className={`${receipt.row} ${styles.row}`} data-row={row.id}>
            <dt>{row.label}</dt>
            <dd>{row.amountText}</dd>
          </div>
        ))}
        <div className={`${receipt.row} ${styles.row} ${styles.total}`} data-row="total">
          <dt>{t("total", "Total")}</dt>
          <dd data-testid="cart-page-total">{view.totalText}</dd>
        </div>
      </dl>
      {view.deliveryBlock ? (
        <DeliveryBlockNotice
          view={view.deliveryBlock}
          onPickup={() => void commands.cartPage.changeOrderType("pickup")}
          onAnotherAddress={commands.address.openModal}
        />
      ) : (
        <Link to={{ name: "checkout", orderId: null }} className={`${button.primary} ${styles.confirm}`}>
          {t("confirm", "Confirm")}
        </Link>
      )}
    </section>
  )
}

/** One of the page's cards: a section named by its heading. */
function Card({
  id,
  title,
  children,
}: {
  readonly id: string
  readonly title: string
  readonly children: ReactNode
}): ReactNode {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
