import { memo, type ReactNode } from "react"
import type { ProductCardView } from "../model/views"
import styles from "./cards.module.css"

interface Props {
  readonly product: ProductCardView
  readonly fromLabel: string
  readonly addLabel: string
  readonly inCartLabel: string
  readonly onOpen: (productId: number) => void
}

/**
 * One product card (SPEC §2): logo, name, description, type pills, quantity badge, 'from' price and
 * a struck-through old price on sale. The add button's hit area covers the whole card.
 */
export const ProductCard = memo(function ProductCard({
  product,
  fromLabel,
  addLabel,
  inCartLabel,
  onOpen,
}: Props): ReactNode {
  return (
    <li className={styles.card}>
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
      <div className={styles.media}>
        {product.logo ? (
          <img
            className={styles.image}
            src={product.logo}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.image} />
        )}
        {product.quantityInCart > 0 ? (
          <span className={styles.quantity}>
            {product.quantityInCart}
            <span className="visually-hidden"> {inCartLabel}</span>
          </span>
        ) : null}
        <button type="button" className={styles.add} onClick={() => onOpen(product.id)}>
          <span className="visually-hidden">
            {addLabel}: {product.name}
          </span>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
          </svg>
        </button>
      </div>
    </li>
  )
})
