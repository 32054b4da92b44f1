import { type ReactNode, useEffect, useId, useRef } from "react"
import type { Search } from "../../domain"
import button from "../kit/button.module.css"
import styles from "./filters.module.css"
import type { SearchFiltersView } from "./search-view"

interface Props {
  readonly view: SearchFiltersView
  readonly onToggle: (code: Search.AllergenCode) => void
  /** 'Remember on this device' ticked or unticked (issue 30). */
  readonly onRemember: (on: boolean) => void
  /** Closes the panel; focus goes back to the button that opened it. */
  readonly onClose: () => void
}

/**
 * The 'Without allergens' panel (issue 15): one checkbox per EU-14 allergen the menu declares.
 * Ticking one hides every dish declaring it and marks the sets whose options do. Focus moves to the
 * first checkbox on open; Escape or Close returns it to the panel's button. 'Remember on this
 * device' keeps the choice beyond the visit (issue 30); unticked, it lasts for the visit only.
 */
export function AllergenPanel({ view, onToggle, onRemember, onClose }: Props): ReactNode {
  const first = useRef<HTMLInputElement>(null)
  const hint = useId()
  useEffect(() => {
    first.current?.focus()
  }, [])
  return (
    <fieldset
      className={styles.panel}
      aria-describedby={hint}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
    >
      <legend className={styles.legend}>{view.allergensLabel}</legend>
      <p id={hint} className={styles.hint}>
        {view.allergensHint}
      </p>
      <ul>
        {view.allergens.map((allergen, i) => (
          <li key={allergen.code}>
            <label className={styles.check}>
              <input
                ref={i === 0 ? first : undefined}
                type="checkbox"
                checked={allergen.excluded}
                onChange={() => onToggle(allergen.code)}
              />
              <span>{allergen.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <label className={`${styles.check} ${styles.remember}`}>
        <input type="checkbox" checked={view.remembered} onChange={(e) => onRemember(e.currentTarget.checked)} />
        <span>{view.rememberLabel}</span>
      </label>
      <button type="button" className={`${button.onCard} ${styles.close}`} onClick={onClose}>
        {view.closeLabel}
      </button>
    </fieldset>
  )
}
