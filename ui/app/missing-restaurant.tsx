import type { ReactNode } from "react"
import styles from "./notice.module.css"

/**
 * The language of a notice shown before (or without) translations: Polish for Polish, English for any
 * other language, Polish when none is known yet (the page's language until the restaurant says
 * otherwise) — one language at a time (issue 27), as the first paint's skeleton.
 */
export const noticeLanguage = (language: string | null | undefined): "pl" | "en" =>
  language == null || /^pl\b/i.test(language) ? "pl" : "en"

const TEXTS = {
  en: {
    missing: [
      "Restaurant not specified",
      "This ordering page needs a restaurantId in its address, e.g. /widget/?restaurantId=1.",
    ],
    unknown: ["Restaurant not found", "We could not find this restaurant. Please check the link you followed."],
  },
  pl: {
    missing: ["Nie wskazano restauracji", "Brak identyfikatora restauracji (restaurantId) w adresie strony."],
    unknown: ["Nie znaleziono restauracji", "Nie znaleźliśmy tej restauracji. Sprawdź link, z którego korzystasz."],
  },
} as const

/**
 * Shown instead of a blank page when the widget has no usable restaurantId or the API does not know
 * it, in the widget's language (embed.js's data-lang, else Polish).
 */
export function MissingRestaurant({
  reason,
  language,
}: {
  readonly reason: "missing" | "unknown"
  readonly language: string | null | undefined
}): ReactNode {
  const [title, text] = TEXTS[noticeLanguage(language)][reason]
  return (
    <section className={styles.notice} aria-labelledby="missing-title">
      <h1 id="missing-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
    </section>
  )
}
