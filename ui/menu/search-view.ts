import { Cart, Catalogue, Search, type Widget } from "../../domain"
import type { MediaUrl } from "../model/media"
import type { Translate } from "../model/translation"
import type { ComboCardView, MenuTab, ProductCardView } from "./menu-view"
import { cachedCard, comboCard, productCard } from "./menu-view"
import type { SearchState } from "./search-commands"

/**
 * The field's labels, the filter pills, the allergen panel and the chips: what does not change as the
 * text is typed or a tab is picked, so the filters bar does not render again on a keystroke (only when
 * a filter, the language or whether the phone's search is open changes).
 */
export interface SearchFiltersView {
  /** The 'Without allergens' panel is open (issue 26: in the log). */
  readonly panelOpen: boolean
  readonly searchLabel: string
  readonly openSearchLabel: string
  readonly clearSearchLabel: string
  readonly dietaryLabel: string
  readonly types: ReadonlyArray<{ readonly id: number; readonly name: string; readonly pressed: boolean }>
  readonly allergensLabel: string
  readonly allergensHint: string
  /** The EU-14 allergens the menu declares (Annex order), each with whether it is excluded. */
  readonly allergens: ReadonlyArray<{
    readonly code: Search.AllergenCode
    readonly label: string
    readonly excluded: boolean
  }>
  /** The active exclusions as removable chips ('without Milk'). */
  readonly chips: ReadonlyArray<{
    readonly code: Search.AllergenCode
    readonly text: string
    readonly removeLabel: string
  }>
  readonly clearFiltersLabel: string
  /** The allergen panel's 'Remember on this device' box (issue 30) and whether it is ticked. */
  readonly rememberLabel: string
  readonly remembered: boolean
  /** At a visit that began with the exclusion this device remembered: the notice and its one-tap 'Clear'. */
  readonly rememberedNotice: {
    readonly text: string
    readonly clearText: string
    readonly clearLabel: string
  } | null
  /** Some type or exclusion is on ('Clear filters' shows). */
  readonly hasFilters: boolean
  /** The phone's search and filters are open (the magnifier was pressed, or text is typed). */
  readonly opened: boolean
  readonly closeLabel: string
}

/** The search field, the filters, the 'Found n' line and the per-tab counts. */
export interface SearchControlsView extends SearchFiltersView {
  readonly text: string
  /** Text, a type or an exclusion is on: the body shows the matches and the tabs their counts. */
  readonly filtering: boolean
  /** 'Found 5' while filtering, else "" (the live region stays in place so the change is announced). */
  readonly resultText: string
  /** Matches per tab while filtering; null otherwise (the strip shows no counts). */
  readonly counts: ReadonlyMap<MenuTab, number> | null
}

/** Whether the phone's search and filters are open: the magnifier was pressed, or text is typed. */
export const searchOpened = (search: Pick<SearchState, "text" | "opened">): boolean =>
  search.opened.value || search.text.value !== ""

export const searchFiltersView = (
  search: Pick<SearchState, "types" | "excluded" | "choices" | "remembered" | "fromDevice" | "panelOpen">,
  opened: boolean,
  t: Translate,
): SearchFiltersView => {
  const types = search.types.value
  const excluded = search.excluded.value
  const choices = search.choices.value
  const label = (code: Search.AllergenCode): string => {
    const { label: copy } = Search.euAllergen(code)
    return t(copy.key, copy.text)
  }
  return {
    opened,
    panelOpen: search.panelOpen.value,
    searchLabel: t(Search.SEARCH_MENU.key, Search.SEARCH_MENU.text),
    openSearchLabel: t(Search.OPEN_SEARCH.key, Search.OPEN_SEARCH.text),
    clearSearchLabel: t(Search.CLEAR_SEARCH.key, Search.CLEAR_SEARCH.text),
    dietaryLabel: t(Search.DIETARY_FILTERS.key, Search.DIETARY_FILTERS.text),
    types: choices.types.map((type) => ({ ...type, pressed: types.includes(type.id) })),
    allergensLabel: t(Search.WITHOUT_ALLERGENS.key, Search.WITHOUT_ALLERGENS.text),
    allergensHint: t(Search.WITHOUT_ALLERGENS_HINT.key, Search.WITHOUT_ALLERGENS_HINT.text),
    allergens: choices.allergens.map((code) => ({ code, label: label(code), excluded: excluded.includes(code) })),
    chips: excluded.map((code) => {
      const text = t(Search.WITHOUT_ALLERGEN.key, Search.WITHOUT_ALLERGEN.text, { allergen: label(code) })
      return { code, text, removeLabel: t(Search.REMOVE_FILTER.key, Search.REMOVE_FILTER.text, { filter: text }) }
    }),
    clearFiltersLabel: t(Search.CLEAR_FILTERS.key, Search.CLEAR_FILTERS.text),
    rememberLabel: t(Search.REMEMBER_ON_DEVICE.key, Search.REMEMBER_ON_DEVICE.text),
    remembered: search.remembered.value,
    rememberedNotice:
      search.fromDevice.value && excluded.length > 0
        ? {
            text: t(Search.REMEMBERED_EXCLUSION.key, Search.REMEMBERED_EXCLUSION.text, {
              allergens: Search.allergenNameList(excluded, (c) => t(c.key, c.text), t.language ?? "en"),
            }),
            clearText: t(Search.CLEAR_REMEMBERED.key, Search.CLEAR_REMEMBERED.text),
            clearLabel: t(Search.CLEAR_REMEMBERED_LABEL.key, Search.CLEAR_REMEMBERED_LABEL.text),
          }
        : null,
    hasFilters: types.length > 0 || excluded.length > 0,
    closeLabel: t(Search.CLOSE_PANEL.key, Search.CLOSE_PANEL.text),
  }
}

export const searchControlsView = (
  search: Pick<
    SearchState,
    | "text"
    | "types"
    | "excluded"
    | "remembered"
    | "fromDevice"
    | "scope"
    | "choices"
    | "matches"
    | "opened"
    | "panelOpen"
  >,
  active: MenuTab | null,
  t: Translate,
  /** The filters' part, when the caller keeps it in a signal of its own (model.ts). */
  filters: SearchFiltersView = searchFiltersView(search, searchOpened(search), t),
): SearchControlsView => {
  const query = { text: search.text.value, types: search.types.value, excluded: search.excluded.value }
  const filtering = Search.isFiltering(query)
  const matches = filtering ? search.matches.value : null
  return {
    ...filters,
    text: query.text,
    filtering,
    resultText:
      matches === null ? "" : t(Search.FOUND_N.key, Search.FOUND_N.text, { n: resultCount(search, matches, active) }),
    counts: matches === null ? null : matches.counts,
  }
}

/** One category (or Combos) of the results, its cards capped at 12 until its 'Show More'. */
export interface ResultGroupView {
  readonly tab: MenuTab
  readonly title: string
  readonly products: ReadonlyArray<ProductCardView>
  readonly combos: ReadonlyArray<ComboCardView>
  readonly hasMore: boolean
  /** Searching every category and this one was cut short: 'Show all {n}' narrows to it; else null. */
  readonly showAll: string | null
}

/** What the menu body shows while filtering: the groups, or 'No results' with the ways back. */
export interface SearchResultsView {
  /** The typed text these results answer (the grid may lag the field by a frame while it renders). */
  readonly query: string
  /**
   * Which list of results this is (text, filters, the tab searched): another list is drawn from its
   * first cards again, the same list grown by 'More results' or 'Show More' keeps what it drew.
   */
  readonly list: string
  readonly groups: ReadonlyArray<ResultGroupView>
  readonly noResults: {
    readonly title: string
    readonly hint: string
    /** 'Clear search' when text is typed, else null. */
    readonly clearSearch: string | null
    /** 'Clear filters' when a type or an exclusion is on, else null. */
    readonly clearFilters: string | null
  } | null
  /** While a tab narrows the search: 'All categories', the way back to every category; else null. */
  readonly widenLabel: string | null
  /** 'More results' when whole categories of matches are still unshown (Search.resultsShown); else null. */
  readonly moreResults: string | null
}

/**
 * Which sections the body shows: while searching, every category's matches (or the tab picked);
 * with filters only, the active tab's matches, so browsing by category keeps working.
 */
const shownTabs = (search: Pick<SearchState, "text" | "scope">, active: MenuTab | null): MenuTab | "all" | null => {
  if (Search.queryWords(search.text.value).length > 0) return search.scope.value ?? "all"
  return active
}

/** How many cards the body shows (before any 'Show More' cap): what 'Found {n}' announces. */
const resultCount = (
  search: Pick<SearchState, "text" | "scope">,
  matches: Search.MenuMatches,
  active: MenuTab | null,
): number => {
  const shown = shownTabs(search, active)
  return shown === "all" || shown === null ? matches.total : (matches.counts.get(shown) ?? 0)
}

export const searchResultsView = (
  search: SearchState,
  state: Pick<Widget.WidgetState, "catalogue" | "menu" | "cart">,
  active: MenuTab | null,
  t: Translate,
  media: MediaUrl,
): SearchResultsView => {
  const matches = search.matches.value
  const shown = shownTabs(search, active)
  const names = new Map((state.catalogue.categories ?? []).map((c) => [c.id, c.name]))
  let quantities: ReadonlyMap<number, number> | null = null
  const flagText = (codes: ReadonlyArray<Search.AllergenCode>): string | null => {
    if (codes.length === 0) return null
    const labels = codes.map((code) => {
      const { label } = Search.euAllergen(code)
      return t(label.key, label.text)
    })
    return t(Search.MAY_CONTAIN.key, Search.MAY_CONTAIN.text, { allergens: labels.join(", ") })
  }
  const title = (tab: MenuTab) =>
    tab === "combos" ? t(Catalogue.COMBOS_TAB.key, Catalogue.COMBOS_TAB.text) : (names.get(tab) ?? "")
  const combosOf = (hits: ReadonlyArray<Search.ComboHit>) =>
    hits.map((hit) =>
      cachedCard(hit.entry.combo, t, state.cart, flagText(hit.flagged), (warning) => ({
        ...comboCard(hit.entry.combo, media, t.language),
        warning,
      })),
    )
  const cardsOf = (families: ReadonlyArray<Search.ProductEntry["product"]>) =>
    families.map((p) =>
      cachedCard(p.family.representative, t, state.cart, null, () => {
        quantities ??= Cart.cartQuantities(Cart.shownCart(state.cart))
        return productCard(p, p.family.variants, quantities, media, t)
      }),
    )
  let groups: ReadonlyArray<ResultGroupView>
  let more = false
  if (shown === "all") {
    // Every category: within a card budget, each category's first cards; a cut one offers 'Show all'.
    const budget = Search.resultsShown(
      matches.groups.map((g) => g.combos.length + g.products.length),
      search.limit.value,
    )
    more = budget.more
    groups = matches.groups.flatMap((g, i): ReadonlyArray<ResultGroupView> => {
      const take = budget.shown[i] ?? 0
      if (take === 0) return []
      const size = g.combos.length + g.products.length
      const combos = g.combos.slice(0, take)
      return [
        {
          tab: g.tab,
          title: title(g.tab),
          combos: combosOf(combos),
          products: cardsOf(g.products.slice(0, take - combos.length).map((e) => e.product)),
          hasMore: false,
          showAll:
            take < size ? t(Search.SHOW_ALL_N.key, Search.SHOW_ALL_N.text, { n: size, category: title(g.tab) }) : null,
        },
      ]
    })
  } else {
    // One category (a tab picked while searching, or filters only): 12, then Show More, as the menu.
    groups = matches.groups
      .filter((g) => g.tab === shown)
      .map((g): ResultGroupView => {
        const expanded = typeof g.tab === "number" && state.menu.expanded.includes(g.tab)
        const families = g.products.map((e) => e.product)
        return {
          tab: g.tab,
          title: title(g.tab),
          products: cardsOf(Catalogue.visibleProducts(families, expanded)),
          combos: combosOf(g.combos),
          hasMore: Catalogue.hasMore(families, expanded),
          showAll: null,
        }
      })
  }
  const searching = Search.queryWords(search.text.value).length > 0
  const hasFilters = search.types.value.length > 0 || search.excluded.value.length > 0
  return {
    query: search.text.value,
    list: JSON.stringify([search.text.value, search.types.value, search.excluded.value, shown]),
    groups,
    noResults:
      groups.length > 0
        ? null
        : {
            title: t(Search.NO_RESULTS.key, Search.NO_RESULTS.text),
            hint: t(Search.NO_RESULTS_HINT.key, Search.NO_RESULTS_HINT.text),
            clearSearch: searching ? t(Search.CLEAR_SEARCH.key, Search.CLEAR_SEARCH.text) : null,
            clearFilters: hasFilters ? t(Search.CLEAR_FILTERS.key, Search.CLEAR_FILTERS.text) : null,
          },
    widenLabel:
      searching && search.scope.value !== null ? t(Search.ALL_CATEGORIES.key, Search.ALL_CATEGORIES.text) : null,
    moreResults: more ? t(Search.MORE_RESULTS.key, Search.MORE_RESULTS.text) : null,
  }
}
