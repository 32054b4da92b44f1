import { memo, type ReactNode } from "react"
import styles from "./cards.module.css"
import { type CardLabels, MenuCard } from "./menu-card"
import type { ComboCardView } from "./menu-view"

interface Props extends CardLabels {
  readonly combo: ComboCardView
  readonly onOpen: (comboId: number) => void
}

/**
 * One combo card (SPEC §2): name, description, logo, 'from' price and an add button opening the combo
 * modal; while allergens are excluded, a warning names those some of its options contain.
 */
export const ComboCard = memo(function ComboCard({ combo, onOpen, ...labels }: Props): ReactNode {
  return (
    <MenuCard
      {...labels}
      name={combo.name}
      description={combo.description}
      price={<span>{combo.priceText}</span>}
      logo={combo.logo}
      onAdd={() => onOpen(combo.id)}
    >
      {combo.warning !== null ? <p className={styles.warning}>{combo.warning}</p> : null}
    </MenuCard>
  )
})
