import type { ReactNode } from "react"
import styles from "./cards.module.css"

const SKELETON_CARDS = [0, 1, 2, 3, 4, 5]

/**
 * Placeholder cards while the menu loads: same size as real cards, so nothing jumps. It takes its
 * label as a prop and reads no signals, so the first paint (ui/main.tsx) can show it before the
 * model's chunk has loaded.
 */
export function MenuSkeleton({ label }: { readonly label: string }): ReactNode {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {SKELETON_CARDS.map((i) => (
          <li key={i} className={`${styles.card} ${styles.skeletonCard}`}>
            <div className={styles.text}>
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonLineShort} />
            </div>
            <span className={styles.skeletonImage} />
          </li>
        ))}
      </ul>
    </>
  )
}
