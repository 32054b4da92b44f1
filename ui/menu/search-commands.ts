import { computed, effect, type ReadonlySignal } from "@preact/signals-react"
import { StorageKeys } from "../../adapters"
import { Search, type Widget } from "../../domain"
import { whenIdle } from "../kit/when-idle"
import type { ModelContext } from "../model/context"
import type { MenuTab } from "./menu-view"

/**
 * Menu search and filters (issue 15): the typed text, the dietary types and the excluded allergens
 * are the state's `search` slice, moved by events (issue 26: a report replays the menu as the
 * customer filtered it; typing coalesces in the log), with the index computed once per catalogue and
 * the matches once per change. The exclusion is kept in session storage and is never sent to the API
 * or the host page (milestones carry ids and totals only); a problem report, which the customer
 * chooses to send, holds it like every other event.
 */
export const searchCommands = (
  ctx: Pick<ModelContext, "store" | "dispatch" | "now">,
  catalogue: ReadonlySignal<Widget.WidgetState["catalogue"]>,
  slice: ReadonlySignal<Widget.WidgetState["search"]>,
) => {
  const text = computed(() => slice.value.text)
  const types = computed(() => slice.value.types)
  const excluded = computed(() => slice.value.excluded)
  /** 'Remember on this device' is ticked: the exclusion is also kept in local storage (issue 30). */
  const remembered = computed(() => slice.value.remembered)
  /** The exclusion came from this device at the start of the visit: the menu offers a one-tap 'Clear'. */
  const fromDevice = computed(() => slice.value.fromDevice)
  /** A tab picked while searching narrows the results to it; null shows every category's matches. */
  const scope = computed<MenuTab | null>(() => slice.value.scope)
  /** How many result cards show while searching every category (Search.resultsShown); 'More results' raises it. */
  const limit = computed(() => slice.value.limit)
  /** On a phone the magnifier opens the field and the filters under the tabs (always shown on a laptop). */
  const opened = computed(() => slice.value.opened)
  const panelOpen = computed(() => slice.value.panelOpen)
  const at = () => ctx.now()

  const products = computed(() => catalogue.value.products)
  const combos = computed(() => catalogue.value.combos)
  const categories = computed(() => catalogue.value.categories)
  /**
   * Built once per loaded menu, so a keystroke only compares folded strings — but not before the first
   * card: a section at a time when the page is idle after it (`prepare`), the rest at the first
   * keystroke if one comes sooner (issue 17: about 0.3 s at 4× CPU on the 1200-product menu that the
   * first card used to wait for).
   */
  const builder = computed(() => {
    const p = products.value
    const c = categories.value
    return p === null || c === null ? null : Search.searchIndexBuilder(p, combos.value ?? [], c)
  })
  const index = computed(() => builder.value?.index() ?? Search.emptySearchIndex)
  /** What the filter pills and the allergen panel offer, without the index (the same lists as its own). */
  const choices = computed<Search.FilterChoices>(() => {
    const p = products.value
    const c = categories.value
    return p === null || c === null ? Search.emptySearchIndex : Search.filterChoices(p, c)
  })
  const query = computed<Search.MenuQuery>(() => ({ text: text.value, types: types.value, excluded: excluded.value }))
  /** The last answer: a next letter typed (a narrower query) looks only at its cards, not the whole menu. */
  let last: {
    readonly index: Search.SearchIndex
    readonly query: Search.MenuQuery
    readonly matches: Search.MenuMatches
  } | null = null
  const matches = computed(() => {
    const i = index.value
    const q = query.value
    const result = Search.matchMenu(i, q, last !== null && last.index === i ? last : undefined)
    last = { index: i, query: q, matches: result }
    return result
  })

  let preparing = false
  const later = (run: (deadline?: IdleDeadline) => void) => whenIdle(run, { fallbackMs: 50 })

  /** The visit's choice in session storage, and on the device too while 'Remember' is ticked. */
  const remember = (codes: ReadonlyArray<Search.AllergenCode>) => {
    void ctx.store().then((s) => s.set(StorageKeys.excludedAllergens, codes))
    if (remembered.peek()) keepOnDevice(codes)
  }
  const keepOnDevice = (codes: ReadonlyArray<Search.AllergenCode> | null) =>
    void ctx
      .store()
      .then((s) =>
        codes === null || codes.length === 0
          ? s.remove(StorageKeys.rememberedAllergens)
          : s.set(StorageKeys.rememberedAllergens, codes),
      )

  const commands = {
    /**
     * Once the page is idle after the first card: the search index built in the idle time, a section
     * per step while the idle period lasts (no long task holds a tap back), and again for each menu
     * that replaces it (a stored menu revalidated). A keystroke before it is done builds the rest.
     */
    prepare: () => {
      if (preparing) return
      preparing = true
      effect(() => {
        const b = builder.value
        if (b === null) return
        let stopped = false
        const run = (deadline?: IdleDeadline) => {
          if (stopped) return
          do
            if (!b.step()) {
              // The sections joined, and one query run over them, in the idle time too: the first
              // keystroke then runs the matching compiled, not cold on 1200 cards.
              Search.matchMenu(b.index(), { ...Search.NO_QUERY, text: "a" })
              return
            }
          while (deadline !== undefined && !deadline.didTimeout && deadline.timeRemaining() > 5)
          later(run)
        }
        later(run)
        return () => {
          stopped = true
        }
      })
    },
    /** The phone's magnifier: the field and the filters open under the tabs, or close again. */
    setOpened: (value: boolean) => ctx.dispatch({ _tag: "SearchOpened", at: at(), opened: value }),
    /** Every keystroke: the results follow at once (the index is already built). */
    type: (value: string) => ctx.dispatch({ _tag: "SearchTyped", at: at(), text: value }),
    /** Escape or the clear button: back to the menu as it was (filters stay). */
    clearText: () => ctx.dispatch({ _tag: "SearchTextCleared", at: at() }),
    /** A category tab picked while searching shows that category's matches only. */
    narrowTo: (tab: MenuTab) => {
      if (Search.queryWords(text.peek()).length > 0) ctx.dispatch({ _tag: "SearchNarrowed", at: at(), tab })
    },
    /** 'All categories': the matches of every category again. */
    widen: () => ctx.dispatch({ _tag: "SearchWidened", at: at() }),
    /** 'More results': the next cards of every category's matches. */
    showMoreResults: () => ctx.dispatch({ _tag: "SearchMoreResultsShown", at: at() }),
    toggleType: (id: number) => ctx.dispatch({ _tag: "DietaryTypeToggled", at: at(), typeId: id }),
    /** The 'Without allergens' panel opens or closes. */
    setPanelOpen: (open: boolean) => ctx.dispatch({ _tag: "AllergenPanelToggled", at: at(), open }),
    toggleAllergen: (code: Search.AllergenCode) => {
      ctx.dispatch({ _tag: "AllergenToggled", at: at(), code })
      remember(excluded.peek())
    },
    /** 'Clear filters': the dietary types and the exclusions go (the typed text stays). */
    clearFilters: () => {
      ctx.dispatch({ _tag: "SearchFiltersCleared", at: at() })
      remember([])
    },
    /**
     * 'Remember on this device' (issue 30): ticked, the exclusion is kept in local storage (memory when
     * storage is blocked, like every key) and shown at the next visit; unticked, it is forgotten there.
     */
    setRemembered: (on: boolean) => {
      ctx.dispatch({ _tag: "AllergensRememberSet", at: at(), on })
      keepOnDevice(on ? excluded.peek() : null)
    },
    /** The one-tap 'Clear' of a remembered exclusion: gone from the menu, this visit and the device. */
    clearRemembered: () => {
      ctx.dispatch({ _tag: "RememberedAllergensCleared", at: at() })
      remember([])
      keepOnDevice(null)
    },
    /**
     * At start: the exclusion chosen earlier in this browser session, else the one this device was
     * asked to remember (Search.restoredExclusion decides which).
     */
    restore: async () => {
      const s = await ctx.store()
      const visit = (await s.get(StorageKeys.excludedAllergens)) ?? null
      const device = (await s.get(StorageKeys.rememberedAllergens)) ?? null
      if (excluded.peek().length > 0) return
      const restored = Search.restoredExclusion(visit, device)
      if (restored.codes.length === 0 && !restored.remembered) return
      ctx.dispatch({ _tag: "AllergensRestored", at: at(), ...restored })
    },
  }
  return {
    commands,
    state: { text, types, excluded, remembered, fromDevice, scope, limit, index, choices, matches, opened, panelOpen },
  }
}

export type SearchCommands = ReturnType<typeof searchCommands>["commands"]
export type SearchState = ReturnType<typeof searchCommands>["state"]
