import { copy } from "../i18n/copy"
import type { Combo } from "../wire/combo"
import type { Category } from "../wire/product"

export const COMBOS_TAB = copy("combos", "Combos")
export const NO_COMBOS = copy("no-combos-available", "No combos available")

/**
 * A tab of the category strip: the Combos tab or one category. (The event log spells the same
 * choice as `"combos" | categoryId`; see menuTabValue.)
 */
export type MenuTabChoice = { readonly kind: "combos" } | { readonly kind: "category"; readonly id: number }

/** Case- and space-insensitive name match for starting_screen ('  pizza ' opens 'Pizza'). */
const sameName = (a: string, b: string): boolean =>
  a.trim().toLocaleLowerCase("pl") === b.trim().toLocaleLowerCase("pl")

/**
 * The tab the menu opens on (SPEC §2): the Combos tab when there are combos; otherwise the category
 * named by starting_screen, else the first category. Null when there is nothing at all to show
 * (no combos, no categories), so the UI can render its empty state.
 */
export const defaultTab = (
  combos: ReadonlyArray<Combo>,
  categories: ReadonlyArray<Category>,
  startingScreen: string | null,
): MenuTabChoice | null => {
  if (combos.length > 0) return { kind: "combos" }
  const named =
    startingScreen !== null && startingScreen.trim() !== ""
      ? categories.find((c) => sameName(c.name, startingScreen))
      : undefined
  const chosen = named ?? categories[0]
  return chosen ? { kind: "category", id: chosen.id } : null
}

/** The category strip: Combos first, then one tab per category in the API's order (SPEC §2). */
export const menuTabs = (categories: ReadonlyArray<Category>): ReadonlyArray<MenuTabChoice> => [
  { kind: "combos" },
  ...categories.map((c) => ({ kind: "category" as const, id: c.id })),
]

/** The event log's spelling of a tab (events' MenuTab): "combos" or the category id. */
export const menuTabValue = (tab: MenuTabChoice): "combos" | number => (tab.kind === "combos" ? "combos" : tab.id)
