import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { useModel } from "../app/model-context"
import styles from "./cards.module.css"
import { ComboCard } from "./combo-card"
import { MenuSkeleton } from "./menu-skeleton"
import { ProductCard } from "./product-card"
import { SearchResults } from "./search-results"

/** The active tab's content: skeletons, a retry, combo cards, or product cards with 'Show More'. */
export function MenuBody(): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const body = model.projections.visibleProducts.value
  // Searching or filtering: the matches replace the tab's cards (once the menu is there).
  if (model.projections.search.value.filtering && (body.kind === "products" || body.kind === "combos"))
    return <SearchResults />
  const fromLabel = t("from", "from")
  switch (body.kind) {
    case "loading":
      return <MenuSkeleton label={t("loading", "Loading…")} />
    case "failed":
      return (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeText}>{t("menu-load-failed", "We could not load the menu.")}</p>
          <button
            type="button"
            className={styles.primaryButton}
            onClick={() => void model.commands.widget.retryCatalogue()}
          >
            {t("retry", "Try again")}
          </button>
        </div>
      )
    case "empty":
      return <p className={styles.empty}>{body.text}</p>
    case "combos":
      return (
        <>
          <h2 id="menu-section-title" className={styles.sectionTitle}>
            {t("combos", "Combos")}
          </h2>
          {body.emptyText !== null ? (
            <p className={styles.empty}>{body.emptyText}</p>
          ) : (
            <ul className={styles.grid}>
              {body.combos.map((combo) => (
                <ComboCard
                  key={combo.id}
                  combo={combo}
                  fromLabel={fromLabel}
                  addLabel={t("add", "Add")}
                  onOpen={model.commands.combo.open}
                />
              ))}
            </ul>
          )}
        </>
      )
    case "products":
      return (
        <>
          <h2 id="menu-section-title" className={styles.sectionTitle}>
            {body.categoryName}
          </h2>
          {body.emptyText !== null ? (
            <p className={styles.empty}>{body.emptyText}</p>
          ) : (
            <ul className={styles.grid}>
              {body.products.map((product) => (
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
          )}
          {body.hasMore ? (
            <div className={styles.more}>
              <button
                type="button"
                className={styles.moreButton}
                onClick={() => model.commands.navigation.showMore(body.categoryId)}
              >
                {t("show-more", "Show More")}
              </button>
            </div>
          ) : null}
        </>
      )
  }
}
