import { useState } from "react"
import styles from "./cards.module.css"

/**
 * A menu card's class: with `.belowScreen` (content-visibility: auto) when the transition drew it below
 * the screen (cards-drawn.ts `belowScreenFrom`). Decided once, when the card mounts: a card that later
 * falls inside the answering frame's count keeps what it had.
 */
export const useCardClass = (belowScreen: boolean): string | undefined => {
  const [lazy] = useState(belowScreen)
  return lazy ? `${styles.card} ${styles.belowScreen}` : styles.card
}
