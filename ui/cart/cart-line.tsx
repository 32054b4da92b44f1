import { memo, type ReactNode } from "react"
import styles from "./cart.module.css"
import type { CartPageLineView } from "./cart-page-view"

interface Props {
  readonly line: CartPageLineView
  readonly savingText: string
  readonly onQuantity: (kind: CartPageLineView["kind"], key: string, quantity: number) => void
  readonly onRemove: (kind: CartPageLineView["kind"], key: string) => void
}

/** One cart line: name, what was chosen, the 1–10 selector, remove, and the server's line price. */
export const CartLine = memo(function CartLine({ line, savingText, onQuantity, onRemove }: Props): ReactNode {
  return (
    <li className={styles.line} data-line={line.key} aria-busy={line.saving || undefined}>
      {line.logo ? <img className={styles.lineImage} src={line.logo} alt="" width={56} height={56} /> : null}
      <div className={styles.lineText}>
        <h3 className={styles.lineName}>{line.name}</h3>
        {line.halves ? (
          <ul className={styles.details}>
            {line.halves.map((h) => (
              <li key={h.label}>
                {h.label}
                {h.addons ? <span className={styles.addons}> {h.addons}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {line.details.length > 0 ? (
          <ul className={styles.details}>
            {line.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.lineControls}>
          <select
            className={styles.select}
            value={line.quantity}
            aria-label={line.quantityLabel}
            onChange={(e) => onQuantity(line.kind, line.key, Number(e.target.value))}
          >
            {line.quantityOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={styles.remove}
            aria-label={line.removeLabel}
            onClick={() => onRemove(line.kind, line.key)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                fill="currentColor"
                d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
              />
            </svg>
          </button>
          {line.saving ? (
            <span className={styles.saving} role="status">
              {savingText}
            </span>
          ) : null}
        </div>
      </div>
      <p className={styles.linePrice}>{line.priceText}</p>
      {line.allergenWarning ? (
        <p className={styles.allergenWarning} data-testid="allergen-warning">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path fill="currentColor" d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-7h-2v5h2v-5z" />
          </svg>
          <span>{line.allergenWarning}</span>
        </p>
      ) : null}
    </li>
  )
})
