import { copy } from "../i18n/copy"

/** The search field's label (also its placeholder). */
export const SEARCH_MENU = copy("search-menu", "Search the menu")
/** The icon button that opens the search field on a narrow screen. */
export const OPEN_SEARCH = copy("open-search", "Search")
/** The search field's clear button. */
export const CLEAR_SEARCH = copy("clear-search", "Clear search")
/** The announced result count: 'Found 5'. */
export const FOUND_N = copy("found-n", "Found {n}")
export const NO_RESULTS = copy("no-results", "No results")
export const NO_RESULTS_HINT = copy("no-results-hint", "Try another word or fewer filters.")
export const CLEAR_FILTERS = copy("clear-filters", "Clear filters")
export const DIETARY_FILTERS = copy("dietary-filters", "Dietary filters")
/** The allergen panel's button and title. */
export const WITHOUT_ALLERGENS = copy("without-allergens", "Without allergens")
export const WITHOUT_ALLERGENS_HINT = copy(
  "without-allergens-hint",
  "Dishes declaring a ticked allergen are hidden; sets that may contain it are marked.",
)
/** An active exclusion's removable chip: 'without Milk'. */
export const WITHOUT_ALLERGEN = copy("without-allergen", "without {allergen}")
/** The remove button of a chip: 'Remove filter: Vegetarian'. */
export const REMOVE_FILTER = copy("remove-filter", "Remove filter: {filter}")
/** Before the allergens on a product card and in the product modal: 'Allergens: Gluten, Milk'. */
export const ALLERGENS = copy("allergens", "Allergens")
/** On a combo card whose options declare an excluded allergen: 'May contain: Milk'. */
export const MAY_CONTAIN = copy("may-contain", "Some options contain: {allergens}")
/** Results of all categories while searching, after a category was picked: the way back. */
export const ALL_CATEGORIES = copy("all-categories", "All categories")
export const CLOSE_PANEL = copy("close", "Close")
