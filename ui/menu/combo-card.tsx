import { memo, type ReactNode } from "react"
import type { ComboCardView } from "../model/views"
import styles from "./cards.module.css"

interface Props {
  readonly combo: ComboCardView
  readonly fromLabel: string
  readonly addLabel: string
  readonly onOpen: (comboId: number) => void
}

/** One combo card (SPEC §2): name, description, logo, 'from' price and an add button opening the combo modal. */
export const ComboCard = memo(function ComboCard({ combo, fromLabel, addLabel, onOpen }: Props): ReactNode {
  return (
    <li className={styles.card}>
      <div className={styles.text}>
        <h3 className={styles.name}>{combo.name}</h3>
        {combo.description ? <p className={styles.description}>{combo.description}</p> : null}
        <p className={styles.price}>
          <span className={styles.from}>{fromLabel}</span> <span>{combo.priceText}</span>
        </p>
      </div>
      <div className={styles.media}>
        {combo.logo ? (
          <img
            className={styles.image}
            src={combo.logo}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.image} />
        )}
        <button type="button" className={styles.add} onClick={() => onOpen(combo.id)}>
          <span className="visually-hidden">
            {addLabel}: {combo.name}
          </span>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
          </svg>
        </button>
      </div>
    </li>
  )
})
