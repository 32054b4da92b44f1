import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react"
import { I18n, type Wire } from "../../domain"
import { FormField } from "../kit/form-field"
import type { Translate } from "../model/translation"
import styles from "./address.module.css"
import type { AutocompleteList } from "./address-modal-view"

/** The live count of the open list, by the language's plural rules (I18n.countedText). */
const SUGGESTIONS_COUNT = { key: "suggestions-count", one: "{n} suggestion", other: "{n} suggestions" } as const
const suggestionsCount = (t: Translate, n: number): string => {
  const text = I18n.countedText(SUGGESTIONS_COUNT, t.language ?? "en", n)
  return t(text.key, text.fallback, { n })
}

/** How long typing must pause before the autocomplete is asked (keeps the Maps quota and the list calm). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250

export interface AddressComboboxProps {
  /** What the model says the field shows: the chosen place's text, 'No results found', or ''. */
  readonly text: string
  readonly label: string
  readonly t: Translate
  /** The field as typed, from the log (issue 26); null: it shows `text`. */
  readonly typed: string | null
  /** A keystroke: the caller logs the field's text (and clears it when a place is chosen). */
  readonly onType: (text: string) => void
  readonly search: (text: string) => Promise<ReadonlyArray<Wire.Place>>
  readonly onChoose: (place: Wire.Place) => void
  /**
   * The list as the model holds it (issue 26: in the log, so a report shows it) with `onList` to
   * change it; without them the combobox keeps its list itself.
   */
  readonly list?: AutocompleteList | undefined
  readonly onList?: ((patch: Partial<AutocompleteList>) => void) | undefined
}

const NO_LIST: AutocompleteList = { suggestions: [], listOpen: false, active: -1 }

/**
 * The address field with autocomplete as a WAI-ARIA combobox: an input with role="combobox" that
 * owns a listbox of suggestions (aria-expanded, aria-controls, aria-activedescendant). Arrow keys move
 * through the suggestions, Enter chooses, Escape closes the list (and only the list: the key does
 * not reach the modal while suggestions are open). What is typed is the caller's (in the log, so a
 * report replays it); a suggestion chosen
 * here or a place set by the model (current location, map) replaces it.
 *
 * Watch for: only the newest search may fill the list, so a slow answer to an older text is dropped.
 */
export function AddressCombobox({
  text,
  typed,
  onType,
  label,
  t,
  search,
  onChoose,
  list: held,
  onList,
}: AddressComboboxProps): ReactNode {
  const id = useId()
  const listId = `${id}-list`
  const draft = typed ?? text
  const [own, setOwn] = useState<AutocompleteList>(NO_LIST)
  const { suggestions, listOpen: open, active } = (onList ? held : own) ?? NO_LIST
  const setList = (patch: Partial<AutocompleteList>) =>
    onList ? onList(patch) : setOwn((list) => ({ ...list, ...patch }))
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    input.current?.focus()
    return () => {
      if (timer.current) clearTimeout(timer.current)
    }
  }, [])

  const ask = (value: string) => {
    if (timer.current) clearTimeout(timer.current)
    const request = ++latest.current
    if (value.trim() === "") {
      if (suggestions.length > 0 || open) setList({ suggestions: [], listOpen: false })
      return
    }
    timer.current = setTimeout(() => {
      void search(value).then(
        (places) => {
          if (request !== latest.current) return
          setList({ suggestions: places, listOpen: places.length > 0, active: -1 })
        },
        () => {
          if (request === latest.current) setList({ listOpen: false })
        },
      )
    }, AUTOCOMPLETE_DEBOUNCE_MS)
  }

  const choose = (place: Wire.Place) => {
    latest.current++
    setList({ suggestions: [], listOpen: false })
    onChoose(place)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return
      event.preventDefault()
      const step = event.key === "ArrowDown" ? 1 : -1
      const i = active
      setList({
        listOpen: true,
        active: (i + step + suggestions.length + (i === -1 && step === -1 ? 1 : 0)) % suggestions.length,
      })
      return
    }
    if (event.key === "Enter" && open) {
      const place = suggestions[active]
      if (place) {
        event.preventDefault()
        choose(place)
      }
      return
    }
    if (event.key === "Escape" && open) {
      event.preventDefault()
      event.stopPropagation()
      setList({ listOpen: false, active: -1 })
    }
  }

  const expanded = open && suggestions.length > 0
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <>
          <div className={styles.comboWrap}>
            <input
              ref={input}
              {...control}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
              value={draft}
              onChange={(event) => {
                const value = event.currentTarget.value
                onType(value)
                ask(value)
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                if (open) setList({ listOpen: false })
              }}
            />
            <div id={listId} role="listbox" aria-label={label} className={styles.listbox} hidden={!expanded}>
              {suggestions.map((place, i) => (
                // Options are reached with the arrow keys through aria-activedescendant on the input, as the
                // combobox pattern asks; they never take focus, so a key handler here would never run.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
                <div
                  key={`${place.string}-${place.latitude}-${place.longitude}`}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  className={styles.suggestion}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(place)}
                >
                  {place.string}
                </div>
              ))}
            </div>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {expanded ? suggestionsCount(t, suggestions.length) : ""}
          </p>
        </>
      )}
    </FormField>
  )
}
