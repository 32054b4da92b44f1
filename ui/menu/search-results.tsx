import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { useModel } from "../app/model-context"
import styles from "./cards.module.css"
import { ComboCard } from "./combo-card"
import { ProductCard } from "./product-card"
import searchStyles from "./search.module.css"

/**
 * The menu body while searching or filtering (issue 15): the matches grouped by category in menu
 * order, with the normal cards (the same add flow), 'Show More' per category past 12, 'All
 * categories' when a tab narrowed the search, and 'No results' with the ways back.
 */
export function SearchResults(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const view = model.projections.searchResults.value
  const search = model.commands.search
  const fromLabel = t("from", "from")
  if (view.noResults !== null) {
    const none = view.noResults
    return (
      <div className={styles.notice}>
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
  return (
    <>
      {view.widenLabel !== null ? (
        <div className={searchStyles.widen}>
          <button type="button" className={styles.moreButton} onClick={search.widen}>
            {view.widenLabel}
          </button>
        </div>
      ) : null}
      {view.groups.map((group, i) => (
        <div key={String(group.tab)} data-results-group={String(group.tab)}>
          <h2 id={i === 0 ? "menu-section-title" : undefined} className={styles.sectionTitle}>
            {group.title}
          </h2>
          <ul className={styles.grid}>
            {group.combos.map((combo) => (
              <ComboCard
                key={`c${combo.id}`}
                combo={combo}
                fromLabel={fromLabel}
                addLabel={t("add", "Add")}
                onOpen={model.commands.combo.open}
              />
            ))}
            {group.products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                fromLabel={fromLabel}
                addLabel={t("add", "Add")}
                inCartLabel={t("in-cart", "in cart")}
                allergensLabel={t("allergens", "Allergens")}
                onOpen={model.commands.product.open}
              />
            ))}
          </ul>
          {group.hasMore && typeof group.tab === "number" ? (
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
          {group.showAll !== null ? (
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
      ))}
      {view.moreResults !== null ? (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} onClick={search.showMoreResults}>
            {view.moreResults}
          </button>
        </div>
      ) : null}
    </>
  )
}
