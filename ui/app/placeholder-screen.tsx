import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { Link } from "../kit/link"
import { useModel } from "../model/model-context"
import type { RouteView } from "../model/views"
import styles from "./notice.module.css"

const TITLES: Readonly<Record<Exclude<RouteView["name"], "menu">, readonly [string, string]>> = {
  cart: ["cart", "Cart"],
  checkout: ["checkout", "Checkout"],
  order: ["order", "Order"],
  settings: ["settings", "Settings"],
}

/**
 * The cart, checkout, order and settings screens are later issues: until then each route shows the
 * shared layout with its heading and the back link to the menu (SPEC §2 'Back links').
 */
export function PlaceholderScreen({ route }: { readonly route: RouteView }): ReactNode {
  useSignals()
  const t = useModel().projections.t.value
  const [key, text] = route.name === "menu" ? ["menu", "Menu"] : TITLES[route.name]
  return (
    <section className={styles.notice} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {t(key, text)}
        {route.name === "order" && route.orderId !== null ? ` #${route.orderId}` : ""}
      </h1>
      <p className={styles.text}>{t("coming-soon", "This screen is coming soon.")}</p>
      <Link to={{ name: "menu", orderId: null }} className={styles.button}>
        {t("back-to-menu", "Back to menu")}
      </Link>
    </section>
  )
}
