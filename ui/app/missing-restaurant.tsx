import type { ReactNode } from "react"
import styles from "./notice.module.css"

/**
 * Shown instead of a blank page when the widget has no usable restaurantId or the API does not know
 * it. It renders before (or without) translations, so it speaks English and Polish at once.
 */
export function MissingRestaurant({ reason }: { readonly reason: "missing" | "unknown" }): ReactNode {
  return (
    <section className={styles.notice} aria-labelledby="missing-title">
      <h1 id="missing-title" className={styles.title}>
        {reason === "missing" ? "Restaurant not specified" : "Restaurant not found"}
      </h1>
      <p className={styles.text}>
        {reason === "missing"
          ? "This ordering page needs a restaurantId in its address, e.g. /widget/?restaurantId=1."
          : "We could not find this restaurant. Please check the link you followed."}
      </p>
      <p className={styles.text} lang="pl">
        {reason === "missing"
          ? "Brak identyfikatora restauracji (restaurantId) w adresie strony."
          : "Nie znaleźliśmy tej restauracji. Sprawdź link, z którego korzystasz."}
      </p>
    </section>
  )
}
