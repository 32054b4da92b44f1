import { defaultTab, menuTabValue } from "../catalogue/tabs"
import type { MenuTab } from "../widget/fields"
import type { WidgetState } from "../widget/state"

/**
 * The tab the menu shows: the customer's choice, else the default-tab rule of SPEC §2 once combos
 * and categories are both known (null before: the strip shows skeletons).
 */
export const activeTab = (state: Pick<WidgetState, "menu" | "catalogue" | "settings">): MenuTab | null => {
  if (state.menu.activeTab !== null) return state.menu.activeTab
  const { combos, categories } = state.catalogue
  if (combos === null || categories === null) return null
  const chosen = defaultTab(combos, categories, state.settings.styles?.settings.starting_screen ?? null)
  return chosen === null ? null : menuTabValue(chosen)
}
