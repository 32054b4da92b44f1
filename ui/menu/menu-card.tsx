import type { ReactNode } from "react"
import { useCardClass } from "./card-class"
import { CardMedia } from "./card-media"
import styles from "./cards.module.css"

/** What the menu gives every card beside its item: the labels, and where the transition drew it. */
export interface CardLabels {
  readonly fromLabel: string
  readonly addLabel: string
  /** Drawn below the screen by the transition (cards-drawn.ts): rendered lazily while off screen; read once, at mount. */
  readonly belowScreen?: boolean
}

interface Props extends CardLabels {
  readonly name: string
  readonly description: string | null
  /** What the card says between its description and its price (a product's pills and allergens, a combo's warning). */
  readonly children?: ReactNode
  /** The price after 'from': the amount, or a product's struck-through old price and its sale price. */
  readonly price: ReactNode
  readonly logo: string | null
  readonly onAdd: () => void
  /** Shown over the image (CardMedia), e.g. the product's quantity in the cart. */
  readonly badge?: ReactNode
}

/**
 * What a product card and a combo card share (SPEC §2): the name, the description, the 'from' price
 * and, on the right, the logo with the round add button. Each card fills in what is its own.
 */
export function MenuCard({
  name,
  description,
  children,
  fromLabel,
  price,
  logo,
  addLabel,
  onAdd,
  badge,
  belowScreen = false,
}: Props): ReactNode {
  const className = useCardClass(belowScreen)
  return (
    <li className={className}>
      <div className={styles.text}>
        <h3 className={styles.name}>{name}</h3>
        {description ? <p className={styles.description}>{description}</p> : null}
        {children}
        <p className={styles.price}>
          <span className={styles.from}>{fromLabel}</span> {price}
        </p>
      </div>
      <CardMedia logo={logo} name={name} addLabel={addLabel} onAdd={onAdd} badge={badge} />
    </li>
  )
}
