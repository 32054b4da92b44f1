import type { ReactNode } from "react"
import { navigate as moveTo } from "../app/navigate"
import { Modal } from "../modal/modal"
import type { AccountView, Translate, WidgetCommands } from "../model/model"
import styles from "./panel.module.css"

export type AccountPanelName = "account" | "rewards" | "addresses" | "help"

/** Where the app-store badges lead. */
const APP_STORE_URL = "https://apps.apple.com/"
const GOOGLE_PLAY_URL = "https://play.google.com/store/apps"

function Badges({ t }: { readonly t: Translate }): ReactNode {
  return (
    <div className={styles.badges}>
      <a className={styles.badge} href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
        <span className={styles.badgeSmall}>{t("download-on-the", "Download on the")}</span>
        <span className={styles.badgeBig}>App Store</span>
      </a>
      <a className={styles.badge} href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
        <span className={styles.badgeSmall}>{t("get-it-on", "Get it on")}</span>
        <span className={styles.badgeBig}>Google Play</span>
      </a>
    </div>
  )
}

/**
 * The account menu panel (SPEC §2): name and e-mail; Orders, Addresses, Settings, Log Out; the
 * app-store badges. Rewards, Addresses and Help are the spec's empty placeholder panels. Log Out
 * clears the session (SPEC §4) and reloads the page.
 */
export function AccountPanel({
  panel,
  view,
  t,
  actions,
  restaurantId,
  navigate,
}: {
  readonly panel: AccountPanelName | null
  readonly view: AccountView
  readonly t: Translate
  readonly actions: WidgetCommands["account"]
  readonly restaurantId: number
  readonly navigate: WidgetCommands["navigation"]["navigate"]
}): ReactNode {
  const placeholderTitle =
    panel === "rewards" ? t("rewards", "Rewards") : panel === "help" ? t("help", "Help") : t("addresses", "Addresses")
  const isMenu = panel === "account"
  return (
    <>
      <Modal
        open={isMenu}
        onClose={actions.closePanel}
        title={t("my-account", "My account")}
        size="narrow"
        name="account-panel"
        closeLabel={t("close", "Close")}
      >
        <div className={styles.who}>
          <p className={styles.name}>{view.name}</p>
          <p className={styles.email}>{view.email}</p>
        </div>
        <nav aria-label={t("account-menu", "Account menu")}>
          <ul className={styles.menu}>
            <li>
              <button type="button" className={styles.item} onClick={() => void actions.openOrders()}>
                {t("orders", "Orders")} <span aria-hidden="true">›</span>
              </button>
            </li>
            <li>
              <button type="button" className={styles.item} onClick={() => actions.openPanel("addresses")}>
                {t("addresses", "Addresses")} <span aria-hidden="true">›</span>
              </button>
            </li>
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  actions.closePanel()
                  moveTo({ restaurantId, show: navigate }, { name: "settings", orderId: null })
                }}
              >
                {t("settings", "Settings")} <span aria-hidden="true">›</span>
              </button>
            </li>
            <li>
              <button
                type="button"
                className={`${styles.item} ${styles.logout}`}
                onClick={() => {
                  void actions.logout().then(() => window.location.reload())
                }}
              >
                {t("log-out", "Log Out")}
              </button>
            </li>
          </ul>
        </nav>
        <Badges t={t} />
      </Modal>
      <Modal
        open={panel !== null && !isMenu}
        onClose={actions.closePanel}
        title={placeholderTitle}
        size="narrow"
        name="placeholder-panel"
        closeLabel={t("close", "Close")}
      >
        <button type="button" className={styles.item} onClick={actions.openMenuPanel}>
          <span aria-hidden="true">‹</span> {t("back", "Back")}
        </button>
      </Modal>
    </>
  )
}
