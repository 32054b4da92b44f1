import { memo, type ReactNode } from "react"
import { useCardClass } from "./card-class"
import { CardMedia } from "./card-media"
import styles from "./cards.module.css"
import type { ComboCardView } from "./menu-view"

interface Props {
  readonly combo: ComboCardView
  readonly fromLabel: string
  readonly addLabel: string
  readonly onOpen: (comboId: number) => void
  /** Drawn below the screen by the transition (cards-drawn.ts): rendered lazily while off screen; read once, at mount. */
  readonly belowScreen?: boolean
}

/**
 * One combo card (SPEC §2): name, description, logo, 'from' price and an add button opening the combo
 * modal; while allergens are excluded, a warning names those some of its options contain.
 */
export const ComboCard = memo(function ComboCard({
  combo,
  fromLabel,
  addLabel,
  onOpen,
  belowScreen = false,
}: Props): ReactNode {
  const className = useCardClass(belowScreen)
  return (
    <li className={className}>
      <div className={styles.text}>
        <h3 className={styles.name}>{combo.name}</h3>
        {combo.description ? <p className={styles.description}>{combo.description}</p> : null}
        {combo.warning !== null ? <p className={styles.warning}>{combo.warning}</p> : null}
        <p className={styles.price}>
          <span className={styles.from}>{fromLabel}</span> <span>{combo.priceText}</span>
        </p>
      </div>
      <CardMedia logo={combo.logo} name={combo.name} addLabel={addLabel} onAdd={() => onOpen(combo.id)} />
    </li>
  )
})
