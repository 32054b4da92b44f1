import { memo, type ReactNode } from "react"
import { useCardClass } from "./card-class"
import { CardMedia } from "./card-media"
import styles from "./cards.module.css"
import type { ProductCardView } from "./menu-view"

interface Props {
  readonly product: ProductCardView
  readonly fromLabel: string
  readonly addLabel: string
  readonly inCartLabel: string
  /** 'Allergens' before the card's list (issue 15). */
  readonly allergensLabel: string
  readonly onOpen: (productId: number) => void
  /** Drawn below the screen by the transition (cards-drawn.ts): rendered lazily while off screen; read once, at mount. */
  readonly belowScreen?: boolean
}

/**
 * One product card (SPEC §2): logo, name, description, type pills, allergens, quantity badge, 'from' price and
 * a struck-through old price on sale. The add button's hit area covers the whole card.
 */
export const ProductCard = memo(function ProductCard({
  product,
  fromLabel,
  addLabel,
  inCartLabel,
  allergensLabel,
  onOpen,
  belowScreen = false,
}: Props): ReactNode {
  const className = useCardClass(belowScreen)
  return (
    <li className={className}>
      <div className={styles.text}>
        <h3 className={styles.name}>{product.name}</h3>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
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
        <p className={styles.price}>
          <span className={styles.from}>{fromLabel}</span>{" "}
          {product.saleText !== null ? (
            <>
              <s className={styles.oldPrice}>{product.priceText}</s>{" "}
              <span className={styles.salePrice}>{product.saleText}</span>
            </>
          ) : (
            <span>{product.priceText}</span>
          )}
        </p>
      </div>
      <CardMedia
        logo={product.logo}
        name={product.name}
        addLabel={addLabel}
        onAdd={() => onOpen(product.id)}
        badge={
          product.quantityInCart > 0 ? (
            <span className={styles.quantity}>
              {product.quantityInCart}
              <span className="visually-hidden"> {inCartLabel}</span>
            </span>
          ) : null
        }
      />
    </li>
  )
})
