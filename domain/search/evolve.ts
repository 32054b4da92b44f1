import { withSlice } from "../widget/copies"
import type { WidgetEvent } from "../widget/event"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import type { SearchEvent } from "./events"
import { queryWords } from "./normalise"
import { toggleAllergen, toggleType } from "./query"
import { RESULTS_SHOWN_FIRST } from "./results-shown"

type SearchSlice = WidgetState["search"]

const hasWords = (text: string): boolean => queryWords(text).length > 0

const next = (state: WidgetState, change: Partial<SearchSlice>): WidgetState =>
  withSlice(state, "search", { ...state.search, ...change })

/** The search and filters slice (issue 15's rules, issue 26's events). */
export const reduceSearch = (state: WidgetState, event: SearchEvent): WidgetState => {
  const s = state.search
  switch (event._tag) {
    case "SearchOpened":
      return s.opened === event.opened ? state : next(state, { opened: event.opened })
    case "SearchTyped":
      // A first word, or the last one gone, shows every category again; each keystroke starts at 12 cards.
      return next(state, {
        text: event.text,
        scope: hasWords(event.text) && hasWords(s.text) ? s.scope : null,
        limit: RESULTS_SHOWN_FIRST,
      })
    case "SearchTextCleared":
      return next(state, { text: "", scope: null })
    case "SearchNarrowed":
      return hasWords(s.text) ? next(state, { scope: event.tab }) : state
    case "SearchWidened":
      return s.scope === null ? state : next(state, { scope: null })
    case "SearchMoreResultsShown":
      return next(state, { limit: s.limit + RESULTS_SHOWN_FIRST })
    case "DietaryTypeToggled":
      return next(state, { types: toggleType(s.types, event.typeId) })
    case "AllergenToggled":
      return next(state, { excluded: toggleAllergen(s.excluded, event.code), fromDevice: false })
    case "AllergenPanelToggled":
      return s.panelOpen === event.open ? state : next(state, { panelOpen: event.open })
    case "SearchFiltersCleared":
      return next(state, { types: [], excluded: [], fromDevice: false })
    case "AllergensRememberSet":
      return s.remembered === event.on ? state : next(state, { remembered: event.on })
    case "RememberedAllergensCleared":
      return next(state, { excluded: [], remembered: false, fromDevice: false })
    case "AllergensRestored":
      if (s.excluded.length > 0) return state
      return next(state, {
        excluded: event.codes,
        remembered: event.remembered,
        fromDevice: event.fromDevice && event.codes.length > 0,
      })
    default:
      return exhaustive(event, state)
  }
}

/**
 * Typing coalesces in the log (issue 26: the log stays small): a SearchTyped replaces the one just
 * before it when both texts have words, since the state is then the same with or without the earlier
 * one (the scope resets only when the text before or after has none).
 */
export const typingSupersedes = (previous: WidgetEvent, event: WidgetEvent): boolean =>
  previous._tag === "SearchTyped" && event._tag === "SearchTyped" && hasWords(previous.text) && hasWords(event.text)
