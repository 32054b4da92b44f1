import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useEffect, useRef } from "react"
import { useModel } from "../app/model-context"
import styles from "./category-strip.module.css"

/** The category strip: Combos first, then the categories; the selected one scrolls into view. */
export function CategoryStrip(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const tabs = model.projections.menuTabs.value
  const listRef = useRef<HTMLUListElement>(null)
  const selected = tabs.findIndex((tab) => tab.selected)
  useEffect(() => {
    const el = listRef.current?.children[selected]?.firstElementChild
    if (el instanceof HTMLElement && typeof el.scrollIntoView === "function") {
      el.scrollIntoView({ block: "nearest", inline: "nearest" })
    }
  }, [selected])
  if (tabs.length === 0) {
    return (
      <div className={styles.strip} aria-hidden="true">
        <div className={styles.list}>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={styles.skeleton} />
          ))}
        </div>
      </div>
    )
  }
  return (
    <nav className={styles.strip} aria-label={t("categories", "Categories")}>
      <ul className={styles.list} ref={listRef}>
        {tabs.map((tab) => (
          <li key={String(tab.tab)}>
            <button
              type="button"
              className={styles.tab}
              aria-current={tab.selected ? "true" : undefined}
              onClick={() => model.commands.navigation.selectTab(tab.tab)}
            >
              {tab.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
