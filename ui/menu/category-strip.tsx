import { type ReadonlySignal, useComputed, useSignal, useSignalEffect } from "@preact/signals-react"
import { useSignals } from "@preact/signals-react/runtime"
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from "react"
import button from "../kit/button.module.css"
import { useStickyInset } from "../kit/sticky-inset"
import { useModel } from "../model/model-context"
import { afterNextPaint } from "./cards-drawn"
import styles from "./category-strip.module.css"
import { scrollLeftToShow, stripOverflow } from "./category-strip-scroll"
import type { MenuTab } from "./menu-view"
import searchStyles from "./search.module.css"
import { SearchField } from "./search-field"

/** Room kept beside the selected tab so the overflow fade does not cover it. */
const EDGE = 32

/**
 * The category strip: Combos first, then the categories. The selected tab is kept in view by
 * scrolling the strip alone (never scrollIntoView, which also scrolls the restaurant's page). Tabs
 * hidden past an end show as a fade there, plus an arrow on a laptop. The wheel is the browser's: a
 * vertical wheel over the strip scrolls the page (the strip sits where people scroll), a horizontal
 * wheel or shift+wheel scrolls the strip.
 */
export function CategoryStrip(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const tabs = model.projections.menuTabs.value
  const listRef = useRef<HTMLUListElement>(null)
  const [overflow, setOverflow] = useState({ before: false, after: false })
  const selected = tabs.findIndex((tab) => tab.selected)
  const counts = useCountsAfterPaint()

  const measure = useCallback(() => {
    const list = listRef.current
    if (!list) return
    const next = stripOverflow({ scrollLeft: list.scrollLeft, width: list.clientWidth, scrollWidth: list.scrollWidth })
    setOverflow((prev) => (prev.before === next.before && prev.after === next.after ? prev : next))
  }, [])

  useEffect(() => {
    const list = listRef.current
    const tab = list?.children[selected]
    if (!list || !(tab instanceof HTMLElement)) return
    list.scrollLeft = scrollLeftToShow(
      { left: tab.offsetLeft - list.offsetLeft, width: tab.offsetWidth },
      { scrollLeft: list.scrollLeft, width: list.clientWidth, scrollWidth: list.scrollWidth },
      EDGE,
    )
    measure()
  }, [selected, measure])

  const hasTabs = tabs.length > 0
  const stripRef = useRef<HTMLDivElement>(null)
  useStickyInset(stripRef, "top", hasTabs)
  useEffect(() => {
    const list = listRef.current
    if (!list || !hasTabs) return
    measure()
    list.addEventListener("scroll", measure, { passive: true })
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure)
    observer?.observe(list)
    return () => {
      list.removeEventListener("scroll", measure)
      observer?.disconnect()
    }
  }, [hasTabs, measure])

  const page = (direction: 1 | -1) => {
    const list = listRef.current
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: "smooth" })
  }

  if (!hasTabs) {
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
    <div
      ref={stripRef}
      className={styles.strip}
      data-before={overflow.before || undefined}
      data-after={overflow.after || undefined}
    >
      <div className={searchStyles.row}>
        <nav aria-label={t("categories", "Categories")}>
          {/* Mouse-only helpers: keyboard users reach every tab with Tab, which scrolls the strip itself. */}
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowBefore}`}
            tabIndex={-1}
            aria-hidden="true"
            hidden={!overflow.before}
            onClick={() => page(-1)}
          >
            ‹
          </button>
          <ul className={styles.list} ref={listRef}>
            {tabs.map((tab) => (
              <li key={String(tab.tab)}>
                <TabButton tab={tab.tab} label={tab.label} selected={tab.selected} counts={counts} />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowAfter}`}
            tabIndex={-1}
            aria-hidden="true"
            hidden={!overflow.after}
            onClick={() => page(1)}
          >
            ›
          </button>
        </nav>
        <SearchField />
      </div>
    </div>
  )
}

/** One tab; memoised, so a tab switch renders the two tabs whose selection changed, not all 25. */
const TabButton = memo(function TabButton(props: {
  readonly tab: MenuTab
  readonly label: string
  readonly selected: boolean
  readonly counts: ReadonlySignal<TabCounts>
}): ReactNode {
  const { tab, label, selected, counts } = props
  const model = useModel()
  return (
    <button
      type="button"
      className={`${button.onCard} ${styles.tab}`}
      aria-current={selected ? "true" : undefined}
      onClick={() => {
        model.commands.navigation.selectTab(tab)
        model.commands.search.narrowTo(tab)
      }}
    >
      {label}
      <TabCount tab={tab} counts={counts} />
    </button>
  )
})

type TabCounts = ReadonlyMap<MenuTab, number> | null

/**
 * The matches per tab the strip shows: the model's, once the frame that answered the keystroke (or
 * the filter, or Escape) is painted — in a task queued from that frame's rAF, as the cards below the
 * screen are (cards-drawn.ts). The answering frame draws the results and 'Found n' only; the 25 tabs'
 * counts and the strip's new layout follow a frame later (issue 15: a keystroke within 50 ms at 4×
 * CPU on restaurant 3), and a next letter typed before then replaces them unseen.
 */
const useCountsAfterPaint = (): ReadonlySignal<TabCounts> => {
  const model = useModel()
  const shown = useSignal<TabCounts>(model.projections.search.peek().counts)
  useSignalEffect(() => {
    const counts = model.projections.search.value.counts
    if (counts === shown.peek()) return
    return afterNextPaint(() => {
      shown.value = counts
    })
  })
  return shown
}

/**
 * While searching or filtering, how many cards of a tab match (0 included). Each tab reads only its
 * own number, so an update renders the counts that changed, not the strip and its 25 tabs.
 */
function TabCount({ tab, counts }: { readonly tab: MenuTab; readonly counts: ReadonlySignal<TabCounts> }): ReactNode {
  useSignals()
  const count = useComputed(() => {
    const all = counts.value
    return all === null ? null : (all.get(tab) ?? 0)
  }).value
  if (count === null) return null
  return (
    <>
      {" "}
      <span className={searchStyles.count}>{count}</span>
    </>
  )
}
