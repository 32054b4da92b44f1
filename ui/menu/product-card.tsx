import { memo, type ReactNode } from "react"
import styles from "./cards.module.css"
import { type CardLabels, MenuCard } from "./menu-card"
import type { ProductCardView } from "./menu-view"

interface Props extends CardLabels {
  readonly product: ProductCardView
  readonly inCartLabel: string
  /** 'Allergens' before the card's list (issue 15). */
  readonly allergensLabel: string
  readonly onOpen: (productId: number) => void
}

/**
 * One product card (SPEC §2): logo, name, description, type pills, allergens, quantity badge, 'from' price and
 * a struck-through old price on sale. The add button's hit area covers the whole card.
 */
export const ProductCard = memo(function ProductCard({
  product,
  inCartLabel,
  allergensLabel,
  onOpen,
  ...labels
}: Props): ReactNode {
  return (
    <MenuCard
      {...labels}
      name={product.name}
      description={product.description}
      price={
        product.saleText !== null ? (
          <>
            <s className={styles.oldPrice}>{product.priceText}</s>{" "}
            <span className={styles.salePrice}>{product.saleText}</span>
          </>
        ) : (
          <span>{product.priceText}</span>
        )
      }
      logo={product.logo}
      onAdd={() => onOpen(product.id)}
      badge={
        product.quantityInCart > 0 ? (
          <span className={styles.quantity}>
            {product.quantityInCart}
            <span className="visually-hidden"> {inCartLabel}</span>
          </span>
        ) : null
      }
    >
      {product.types.length > 0 ? (
        <ul className={styles.pills}>
          {product.types.map((type) => (
            <li key={type.id} className={styles.pill}>
              {type.name}
            </li>
          ))}
        </ul>
      ) : null}
      {product.allergens.length > 0 ? (
        <p className={styles.allergens} data-allergens={product.allergens.join(",")}>
          {allergensLabel}: {product.allergens.join(", ")}
        </p>
      ) : null}
    </MenuCard>
  )
})
