import type { ReactNode } from "react"
import styles from "./cards.module.css"

interface Props {
  /** The item's logo URL, or null for a plain placeholder of the same size (nothing jumps). */
  readonly logo: string | null
  /** The accessible name of the add button: '<addLabel>: <name>'. */
  readonly name: string
  readonly addLabel: string
  readonly onAdd: () => void
  /** Shown over the image, e.g. the product's quantity in the cart. */
  readonly badge?: ReactNode
}

/** The right side of a menu card: a lazily loaded logo of fixed size and the round add button. */
export function CardMedia({ logo, name, addLabel, onAdd, badge }: Props): ReactNode {
  return (
    <div className={styles.media}>
      {logo ? (
        <img className={styles.image} src={logo} alt="" width={96} height={96} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.image} />
      )}
      {badge}
      <button type="button" className={styles.add} onClick={onAdd}>
        <span className="visually-hidden">
          {addLabel}: {name}
        </span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
        </svg>
      </button>
    </div>
  )
}
