import { computed, type ReadonlySignal } from "@preact/signals-react"
import type { Widget } from "../../domain"
import type { MediaUrl } from "../model/media"
import type { Translate } from "../model/translation"
import type { MenuTab } from "./menu-view"
import { cartBarView, headerView, menuBodyView, menuTabsView } from "./menu-view"
import type { SearchState } from "./search-commands"
import { searchControlsView, searchFiltersView, searchOpened, searchResultsView } from "./search-view"

/**
 * The menu's views, over the state's slices: a computed that returns the very same slice does not wake
 * what depends on it, and the reducer keeps every slice an event does not touch. So a modal toggle
 * re-renders the modal only, not the menu body rebuilt from 1000+ products (ARCHITECTURE.md budget:
 * every interaction ≤ 100 ms at 4× CPU; see `npm run bench`).
 */
export const menuProjections = (from: {
  readonly state: ReadonlySignal<Widget.WidgetState>
  readonly catalogue: ReadonlySignal<Widget.WidgetState["catalogue"]>
  readonly active: ReadonlySignal<MenuTab | null>
  readonly t: ReadonlySignal<Translate>
  readonly media: MediaUrl
  readonly search: SearchState
}) => {
  const { state, catalogue, active, t, media, search } = from
  const menu = computed(() => state.value.menu)
  const cart = computed(() => state.value.cart)
  // Through a boolean of its own, so typing (text "m" to "ma") does not rebuild the filters' view.
  const searchIsOpen = computed(() => searchOpened(search))
  const searchFilters = computed(() => searchFiltersView(search, searchIsOpen.value, t.value))
  const searchControls = computed(() => searchControlsView(search, active.value, t.value, searchFilters.value))
  return {
    header: computed(() => headerView(state.value, t.value)),
    menuTabs: computed(() => menuTabsView({ catalogue: catalogue.value }, active.value, t.value)),
    /** The active tab's body: skeletons, a retry, combo cards or product cards (12, then all). */
    visibleProducts: computed(() =>
      menuBodyView({ catalogue: catalogue.value, menu: menu.value, cart: cart.value }, active.value, t.value, media),
    ),
    cartBar: computed(() => cartBarView({ cart: cart.value }, t.value)),
    search: searchControls,
    searchFilters,
    searchFound: computed(() => searchControls.value.resultText),
    searchResults: computed(() =>
      searchResultsView(
        search,
        { catalogue: catalogue.value, menu: menu.value, cart: cart.value },
        active.value,
        t.value,
        media,
      ),
    ),
  }
}
