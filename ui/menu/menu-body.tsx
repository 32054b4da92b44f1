import { useComputed } from "@preact/signals"
import type { ReactNode } from "react"
import { useModel } from "../app/model-context"
import type { ComboCardView, ProductCardView } from "../model/views"
import { type CardLabels, cardLabels } from "./card-labels"
import styles from "./cards.module.css"
import { useCardsDrawn } from "./cards-drawn"
import { ComboCard } from "./combo-card"
import { MenuSkeleton } from "./menu-skeleton"
import { ProductCard } from "./product-card"
import { SearchResults } from "./search-results"

/** The active tab's content: skeletons, a retry, combo cards, or product cards with 'Show More'. */
export function MenuBody(): ReactNode {
  const model = useModel()
  const t = model.projections.t.value
  const body = model.projections.visibleProducts.value
  // Searching or filtering: the matches replace the tab's cards (once the menu is there). Only whether
  // it filters is read here, so a keystroke renders SearchResults again, not this body around it.
  const filtering = useComputed(() => model.projections.search.value.filtering)
  if (filtering.value && (body.kind === "products" || body.kind === "combos")) return <SearchResults />
  const labels = cardLabels(t)
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
            <ComboGrid combos={body.combos} labels={labels} onOpen={model.commands.combo.open} />
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
            <ProductGrid
              list={`category ${body.categoryId}`}
              products={body.products}
              labels={labels}
              onOpen={model.commands.product.open}
            />
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

/** A category's cards: the first screenful in the frame that answers the tap, the rest right after (cards-drawn.ts). */
function ProductGrid(props: {
  readonly list: string
  readonly products: ReadonlyArray<ProductCardView>
  readonly labels: CardLabels
  readonly onOpen: (productId: number) => void
}): ReactNode {
  const { list, products, labels, onOpen } = props
  const { count, belowScreenFrom, gridRef } = useCardsDrawn(list, products.length)
  return (
    <ul className={styles.grid} ref={gridRef}>
      {products.slice(0, count).map((product, i) => (
        <ProductCard
          key={product.id}
          product={product}
          {...labels}
          onOpen={onOpen}
          belowScreen={i >= belowScreenFrom}
        />
      ))}
    </ul>
  )
}

/** The Combos tab's cards, drawn as a category's are. */
function ComboGrid(props: {
  readonly combos: ReadonlyArray<ComboCardView>
  readonly labels: CardLabels
  readonly onOpen: (comboId: number) => void
}): ReactNode {
  const { combos, labels, onOpen } = props
  const { count, belowScreenFrom, gridRef } = useCardsDrawn("combos", combos.length)
  return (
    <ul className={styles.grid} ref={gridRef}>
      {combos.slice(0, count).map((combo, i) => (
        <ComboCard
          key={combo.id}
          combo={combo}
          belowScreen={i >= belowScreenFrom}
          fromLabel={labels.fromLabel}
          addLabel={labels.addLabel}
          onOpen={onOpen}
        />
      ))}
    </ul>
  )
}
