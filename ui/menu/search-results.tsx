import type { ReactNode } from "react"
import { useModel } from "../app/model-context"
import { cardLabels } from "./card-labels"
import styles from "./cards.module.css"
import { useCardsDrawn } from "./cards-drawn"
import { ComboCard } from "./combo-card"
import { ProductCard } from "./product-card"
import searchStyles from "./search.module.css"

/**
 * The menu body while searching or filtering (issue 15): the matches grouped by category in menu
 * order, with the normal cards (the same add flow), 'Show More' per category past 12, 'All
 * categories' when a tab narrowed the search, and 'No results' with the ways back. The first
 * screenful of cards is drawn in the keystroke's frame, the rest right after it (cards-drawn.ts); a
 * group's buttons show once its cards are all drawn. `data-results-for` names the text the drawn
 * results answer (the bench and the journeys wait for it).
 */
export function SearchResults(): ReactNode {
  const model = useModel()
  const t = model.projections.t.value
  const view = model.projections.searchResults.value
  const search = model.commands.search
  const total = view.groups.reduce((n, group) => n + group.combos.length + group.products.length, 0)
  const { count: drawn, belowScreenFrom, gridRef } = useCardsDrawn(view.list, total)
  if (view.noResults !== null) {
    const none = view.noResults
    return (
      <div className={styles.notice} data-results-for={view.query}>
        <h2 id="menu-section-title" className={styles.sectionTitle}>
          {none.title}
        </h2>
        <p className={styles.noticeText}>{none.hint}</p>
        <div className={searchStyles.ways}>
          {none.clearSearch !== null ? (
            <button type="button" className={styles.primaryButton} onClick={search.clearText}>
              {none.clearSearch}
            </button>
          ) : null}
          {none.clearFilters !== null ? (
            <button type="button" className={styles.moreButton} onClick={search.clearFilters}>
              {none.clearFilters}
            </button>
          ) : null}
        </div>
      </div>
    )
  }
  const labels = cardLabels(t)
  let left = drawn
  return (
    <>
      {view.widenLabel !== null ? (
        <div className={searchStyles.widen}>
          <button type="button" className={styles.moreButton} onClick={search.widen}>
            {view.widenLabel}
          </button>
        </div>
      ) : null}
      {view.groups.map((group, i) => {
        if (left <= 0 && i > 0) return null
        const first = drawn - left // the running index of the group's first card
        const combos = group.combos.slice(0, left)
        const products = group.products.slice(0, left - combos.length)
        left -= combos.length + products.length
        const whole = combos.length === group.combos.length && products.length === group.products.length
        return (
          <div key={String(group.tab)} data-results-group={String(group.tab)} data-results-for={view.query}>
            <h2 id={i === 0 ? "menu-section-title" : undefined} className={styles.sectionTitle}>
              {group.title}
            </h2>
            <ul className={styles.grid} ref={i === 0 ? gridRef : undefined}>
              {combos.map((combo, j) => (
                <ComboCard
                  key={`c${combo.id}`}
                  combo={combo}
                  belowScreen={first + j >= belowScreenFrom}
                  fromLabel={labels.fromLabel}
                  addLabel={labels.addLabel}
                  onOpen={model.commands.combo.open}
                />
              ))}
              {products.map((product, j) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  {...labels}
                  onOpen={model.commands.product.open}
                  belowScreen={first + combos.length + j >= belowScreenFrom}
                />
              ))}
            </ul>
            {whole && group.hasMore && typeof group.tab === "number" ? (
              <div className={styles.more}>
                <button
                  type="button"
                  className={styles.moreButton}
                  onClick={() => typeof group.tab === "number" && model.commands.navigation.showMore(group.tab)}
                >
                  {t("show-more", "Show More")}
                </button>
              </div>
            ) : null}
            {whole && group.showAll !== null ? (
              <div className={styles.more}>
                <button
                  type="button"
                  className={styles.moreButton}
                  onClick={() => {
                    model.commands.navigation.selectTab(group.tab)
                    search.narrowTo(group.tab)
                  }}
                >
                  {group.showAll}
                </button>
              </div>
            ) : null}
          </div>
        )
      })}
      {view.moreResults !== null && drawn >= total ? (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} onClick={search.showMoreResults}>
            {view.moreResults}
          </button>
        </div>
      ) : null}
    </>
  )
}
