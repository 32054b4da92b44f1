import { useComputed } from "@preact/signals-react"
import { useSignals } from "@preact/signals-react/runtime"
import { type KeyboardEvent, memo, type ReactNode, useEffect, useId, useRef } from "react"
import { afterFirstCard } from "../kit/after-first-card"
import button from "../kit/button.module.css"
import { useModel } from "../model/model-context"
import styles from "./search.module.css"

/** A magnifier drawn inline (no icon font, no request); memoised, so a keystroke does not diff it again. */
const Magnifier = memo(
  (): ReactNode => (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  ),
)

/**
 * The menu's search field (issue 15), in the category strip's row: always shown on a laptop; on a
 * phone an icon button opens it, with the filters, on lines of their own under the tabs (so the tabs
 * and their counts stay in sight, and the first card stays high while they are closed). Every keystroke searches (the index is built once per menu, when the page is idle after the first card); Escape clears, and a
 * second Escape on an empty field closes it on a phone. `input[type=search]` labelled 'Search the menu'.
 */
export function SearchField(): ReactNode {
  useSignals()
  const model = useModel()
  // The labels and whether it is open, and the text: a tab switch (which changes 'Found n') does not render the field.
  const view = model.projections.searchFilters.value
  const text = useComputed(() => model.projections.search.value.text).value
  const open = view.opened
  const setOpen = model.commands.search.setOpened
  const input = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const id = useId()
  const expanded = open
  // The index is built when the page is idle after the first card, not before it (search-commands.ts).
  useEffect(() => afterFirstCard(document.body, model.commands.search.prepare), [model])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape") return
    // Handled here: the widget's own Escape (embed.js closing the dialog) must not fire as well.
    event.preventDefault()
    event.stopPropagation()
    if (text !== "") model.commands.search.clearText()
    else if (open) {
      setOpen(false)
      toggle.current?.focus()
    }
  }

  return (
    <div className={styles.search} data-open={expanded || undefined}>
      <button
        ref={toggle}
        type="button"
        className={`${button.onCard} ${styles.toggle}`}
        aria-expanded={expanded}
        aria-controls={id}
        aria-label={view.openSearchLabel}
        onClick={() => {
          if (expanded && text === "") setOpen(false)
          else {
            setOpen(true)
            requestAnimationFrame(() => input.current?.focus())
          }
        }}
      >
        <Magnifier />
      </button>
      <div className={styles.field} id={id}>
        <Magnifier />
        <input
          ref={input}
          type="search"
          className={styles.input}
          aria-label={view.searchLabel}
          placeholder={view.searchLabel}
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => model.commands.search.type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {text !== "" ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={view.clearSearchLabel}
            onClick={() => {
              model.commands.search.clearText()
              input.current?.focus()
            }}
          >
            ×
          </button>
        ) : null}
      </div>
    </div>
  )
}
