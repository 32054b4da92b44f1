import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { useModel } from "../model/model-context"
import { CartBar } from "./cart-bar"
import { CategoryStrip } from "./category-strip"
import { FiltersBar } from "./filters-bar"
import styles from "./menu.module.css"
import { MenuBody } from "./menu-body"
import { MenuHeader } from "./menu-header"

/** The Menu screen of SPEC §2: header, order type and address, categories, cards, cart bar. */
export function MenuScreen(): ReactNode {
  useSignals()
  const model = useModel()
  const active = model.projections.activeTab.value
  return (
    <div className={styles.screen}>
      <MenuHeader />
      <CategoryStrip />
      <FiltersBar />
      <section
        className={styles.body}
        aria-labelledby={active === null ? undefined : "menu-section-title"}
        aria-busy={model.projections.visibleProducts.value.kind === "loading"}
      >
        <MenuBody />
      </section>
      <CartBar />
    </div>
  )
}
