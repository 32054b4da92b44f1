import { useComputed } from "@preact/signals-react"
import { useSignals } from "@preact/signals-react/runtime"
import { Fragment, type ReactNode } from "react"
import button from "../kit/button.module.css"
import { useModel } from "../model/model-context"
import type { Translate } from "../model/translation"
import { cardLabels } from "./card-labels"
import styles from "./cards.module.css"
import { useCardsDrawn } from "./cards-drawn"
import { ComboCard } from "./combo-card"
import { MenuSkeleton } from "./menu-skeleton"
import type { ComboCardView, MenuBodyView, MenuTab, ProductCardView } from "./menu-view"
import { ProductCard } from "./product-card"
import searchStyles from "./search.module.css"

/** The active tab's content: skeletons, a retry, or its cards — or, while searching or filtering, the matches. */
export function MenuBody(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const body = model.projections.visibleProducts.value
  // Searching or filtering: the matches replace the tab's cards (once the menu is there). Only whether
  // it filters is read here, so a keystroke renders the cards below again, not this body around them.
  const filtering = useComputed(() => model.projections.search.value.filtering)
  switch (body.kind) {
    case "loading":
      return <MenuSkeleton label={t("loading", "Loading…")} />
    case "failed":
      return (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeText}>{t("menu-load-failed", "We could not load the menu.")}</p>
          <button
            type="button"
            className={`${button.primary} ${styles.primaryButton}`}
            onClick={() => void model.commands.widget.retryCatalogue()}
          >
            {t("retry", "Try again")}
          </button>
        </div>
      )
    case "empty":
      return <p className={styles.empty}>{body.text}</p>
    case "combos":
    case "products":
      return <CardSections tab={filtering.value ? null : body} />
  }
}

/** A heading and its cards: the tab's one, or one category (or Combos) of the matches. */
interface Section {
  readonly tab: MenuTab
  readonly title: string
  readonly combos: ReadonlyArray<ComboCardView>
  readonly products: ReadonlyArray<ProductCardView>
  /** 'Product List Is Empty' / 'No combos' in place of the grid, else null. */
  readonly emptyText: string | null
  /** 'Show More' under the cards: the category has more than 12 and is not expanded. */
  readonly hasMore: boolean
  /** Searching every category and this one was cut short: 'Show all {n}'; else null. */
  readonly showAll: string | null
}

/** The tab's cards as one section. */
const tabSection = (body: Extract<MenuBodyView, { kind: "combos" | "products" }>, t: Translate): Section =>
  body.kind === "combos"
    ? {
        tab: "combos",
        title: t("combos", "Combos"),
        combos: body.combos,
        products: [],
        emptyText: body.emptyText,
        hasMore: false,
        showAll: null,
      }
    : {
        tab: body.categoryId,
        title: body.categoryName,
        combos: [],
        products: body.products,
        emptyText: body.emptyText,
        hasMore: body.hasMore,
        showAll: null,
      }

/**
 * The cards of the menu body: the active tab's (`tab`), or, when `tab` is null, the search's matches
 * grouped by category in menu order (issue 15), with 'Show More' per category past 12, 'All
 * categories' when a tab narrowed the search, 'More results', and 'No results' with the ways back.
 *
 * One component and one shape for both, each section keyed by its tab and each card by its item: the
 * first letter typed on a tab keeps the cards of that tab that the results' first group shows (the
 * Combos tab and the matching combos, say) with their DOM, instead of unmounting the tab's grid and
 * mounting the results anew (issue 15: a keystroke within 50 ms at 4× CPU on restaurant 3); Escape
 * does the same the other way. The first screenful of cards is drawn in the frame that answers, the
 * rest right after it (cards-drawn.ts); a group's buttons show once its cards are all drawn.
 * `data-results-for` names the text the drawn results answer (the bench and the journeys wait for it).
 */
function CardSections({
  tab,
}: {
  readonly tab: Extract<MenuBodyView, { kind: "combos" | "products" }> | null
}): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const search = model.commands.search
  // Read only while searching: the tab's cards do not render again on the search's changes.
  const view = tab === null ? model.projections.searchResults.value : null
  const sections: ReadonlyArray<Section> =
    view !== null ? view.groups.map((group) => ({ ...group, emptyText: null })) : tab ? [tabSection(tab, t)] : []
  const list = view !== null ? view.list : tab?.kind === "products" ? `category ${tab.categoryId}` : "combos"
  const total = sections.reduce((n, section) => n + section.combos.length + section.products.length, 0)
  const { count: drawn, belowScreenFrom, gridRef } = useCardsDrawn(list, total)
  if (view?.noResults) {
    const none = view.noResults
    return (
      <div className={styles.notice} data-results-for={view.query}>
        <h2 id="menu-section-title" className={styles.sectionTitle}>
          {none.title}
        </h2>
        <p className={styles.noticeText}>{none.hint}</p>
        <div className={searchStyles.ways}>
          {none.clearSearch !== null ? (
            <button type="button" className={`${button.primary} ${styles.primaryButton}`} onClick={search.clearText}>
              {none.clearSearch}
            </button>
          ) : null}
          {none.clearFilters !== null ? (
            <button type="button" className={`${button.onCard} ${styles.moreButton}`} onClick={search.clearFilters}>
              {none.clearFilters}
            </button>
          ) : null}
        </div>
      </div>
    )
  }
  const labels = cardLabels(t)
  const query = view?.query
  let left = drawn
  return (
    <>
      {view?.widenLabel ? (
        <div className={searchStyles.widen}>
          <button type="button" className={`${button.onCard} ${styles.moreButton}`} onClick={search.widen}>
            {view.widenLabel}
          </button>
        </div>
      ) : null}
      {sections.map((section, i) => {
        if (left <= 0 && i > 0) return null
        const first = drawn - left // the running index of the section's first card
        const combos = section.combos.slice(0, left)
        const products = section.products.slice(0, left - combos.length)
        left -= combos.length + products.length
        const whole = combos.length === section.combos.length && products.length === section.products.length
        const group = view !== null ? String(section.tab) : undefined
        return (
          <Fragment key={String(section.tab)}>
            <h2 id={i === 0 ? "menu-section-title" : undefined} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {section.emptyText !== null ? (
              <p className={styles.empty}>{section.emptyText}</p>
            ) : (
              <ul
                className={styles.grid}
                ref={i === 0 ? gridRef : undefined}
                data-results-group={group}
                data-results-for={query}
              >
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
                    key={`p${product.id}`}
                    product={product}
                    {...labels}
                    onOpen={model.commands.product.open}
                    belowScreen={first + combos.length + j >= belowScreenFrom}
                  />
                ))}
              </ul>
            )}
            {section.hasMore && typeof section.tab === "number" && (view === null || whole) ? (
              <MoreButton
                label={t("show-more", "Show More")}
                onClick={() => typeof section.tab === "number" && model.commands.navigation.showMore(section.tab)}
              />
            ) : null}
            {whole && section.showAll !== null ? (
              <MoreButton
                label={section.showAll}
                onClick={() => {
                  model.commands.navigation.selectTab(section.tab)
                  search.narrowTo(section.tab)
                }}
              />
            ) : null}
          </Fragment>
        )
      })}
      {view?.moreResults && drawn >= total ? (
        <MoreButton label={view.moreResults} onClick={search.showMoreResults} />
      ) : null}
    </>
  )
}

/** A button under the cards that shows more of them: 'Show More', 'Show all {n}', 'More results'. */
function MoreButton({ label, onClick }: { readonly label: string; readonly onClick: () => void }): ReactNode {
  return (
    <div className={styles.more}>
      <button type="button" className={`${button.onCard} ${styles.moreButton}`} onClick={onClick}>
        {label}
      </button>
    </div>
  )
}
