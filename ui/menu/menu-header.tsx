import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { OrderTypeSwitch } from "../cart/order-type-switch"
import badge from "../kit/badge.module.css"
import button from "../kit/button.module.css"
import { useModel } from "../model/model-context"
import styles from "./menu-header.module.css"

/** 'Sign up' on the card and 'Log in' filled: the kit's looks (ui/kit/button.module.css) at the header's size. */
const SIGN_UP = `${button.onCard} ${styles.ghost}`
const LOG_IN = `${button.primary} ${styles.solid}`

function PinIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </svg>
  )
}

function MenuIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  )
}

/**
 * Restaurant name, account buttons, the Delivery/Pickup switch, then — for delivery — the address
 * button and the costs up front (fee, free-delivery threshold, time), or — for pickup — the
 * restaurant's own address, where the order is collected.
 */
export function MenuHeader(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const header = model.projections.header.value
  const { commands } = model
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        {header.restaurantName === null ? (
          <div className={styles.nameSkeleton} aria-hidden="true" />
        ) : (
          <h1 className={styles.name}>{header.restaurantName}</h1>
        )}
        <div className={styles.account}>
          {header.showAuthButtons ? (
            <>
              <button type="button" className={SIGN_UP} onClick={commands.account.openRegister}>
                {t("sign-up", "Sign up")}
              </button>
              <button type="button" className={LOG_IN} onClick={commands.account.openLogin}>
                {t("login", "Login")}
              </button>
            </>
          ) : null}
          {header.showPoints ? (
            <span className={styles.points}>
              <span className={styles.pointsValue}>{header.points}</span> {t("points", "points")}
            </span>
          ) : null}
          {header.showMenuButton ? (
            <button
              type="button"
              className={`${button.onCard} ${styles.iconButton}`}
              onClick={commands.account.openMenuPanel}
              aria-label={t("menu", "Menu")}
            >
              <MenuIcon />
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.controls}>
        <OrderTypeSwitch
          orderType={header.orderType}
          onChange={(type) => void commands.cart.changeOrderType(type)}
          t={t}
          layout={styles}
          pickupBadge={
            header.pickupBadge ? <span className={`${badge.badge} ${styles.badge}`}>{header.pickupBadge}</span> : null
          }
        />
        {header.pickupAddress ? (
          <p className={styles.pickupAddress} data-testid="pickup-address">
            <PinIcon />
            <span className={styles.addressText}>
              <span className="visually-hidden">{header.pickupAddress.label}: </span>
              {header.pickupAddress.address}
            </span>
          </p>
        ) : header.orderType === "delivery" ? (
          <button
            type="button"
            className={`${button.onCard} ${styles.address}`}
            onClick={commands.address.openModal}
            aria-label={
              header.hasAddress ? `${t("delivery-address", "Delivery address")}: ${header.addressText}` : undefined
            }
          >
            <PinIcon />
            <span className={styles.addressText}>{header.addressText}</span>
          </button>
        ) : null}
      </div>
      {header.deliveryTerms.length > 0 ? (
        <ul className={styles.terms} data-testid="delivery-terms">
          {header.deliveryTerms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      ) : null}
    </header>
  )
}
