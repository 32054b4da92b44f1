import type { ReactNode } from "react"
import lists from "../kit/list.module.css"
import type { WidgetCommands } from "../model/model"
import { navigate as moveTo } from "../model/navigate"
import type { Translate } from "../model/translation"
import type { AccountView } from "./account-view"
import styles from "./panel.module.css"
import { PanelModal } from "./panel-modal"

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

/** An entry of the account menu: a button to another panel or screen (›), or Log Out. */
function MenuEntry({
  label,
  onClick,
  logout = false,
}: {
  readonly label: string
  readonly onClick: () => void
  readonly logout?: boolean
}): ReactNode {
  return (
    <li>
      <button type="button" className={logout ? `${styles.item} ${styles.logout}` : styles.item} onClick={onClick}>
        {label}
        {logout ? null : (
          <>
            {" "}
            <span aria-hidden="true">›</span>
          </>
        )}
      </button>
    </li>
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
      <PanelModal
        open={isMenu}
        name="account-panel"
        title={t("my-account", "My account")}
        onClose={actions.closePanel}
        t={t}
      >
        <div className={styles.who}>
          <p className={styles.name}>{view.name}</p>
          <p className={styles.email}>{view.email}</p>
        </div>
        <nav aria-label={t("account-menu", "Account menu")}>
          <ul className={`${lists.column} ${styles.menu}`}>
            <MenuEntry label={t("orders", "Orders")} onClick={() => void actions.openOrders()} />
            <MenuEntry label={t("addresses", "Addresses")} onClick={() => actions.openPanel("addresses")} />
            <MenuEntry
              label={t("settings", "Settings")}
              onClick={() => {
                actions.closePanel()
                moveTo({ restaurantId, show: navigate }, { name: "settings", orderId: null })
              }}
            />
            <MenuEntry
              label={t("log-out", "Log Out")}
              logout
              onClick={() => {
                void actions.logout().then(() => window.location.reload())
              }}
            />
          </ul>
        </nav>
        <Badges t={t} />
      </PanelModal>
      <PanelModal
        open={panel !== null && !isMenu}
        name="placeholder-panel"
        title={placeholderTitle}
        onClose={actions.closePanel}
        t={t}
      >
        <button type="button" className={styles.item} onClick={actions.openMenuPanel}>
          <span aria-hidden="true">‹</span> {t("back", "Back")}
        </button>
      </PanelModal>
    </>
  )
}
