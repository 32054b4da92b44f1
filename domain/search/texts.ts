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

/**
 * Issue 30, at checkout: the switch that sends the excluded allergens to the kitchen in the order's
 * notes ('Tell the restaurant about my allergies: peanuts, milk'), on by default when some are excluded.
 */
export const TELL_RESTAURANT_ALLERGIES = copy(
  "tell-restaurant-allergies",
  "Tell the restaurant about my allergies: {allergens}",
)
/** Under that switch: what the kitchen will read, so the customer knows exactly what is sent. */
export const ALLERGY_NOTE_HINT = copy("allergy-note-hint", "Added to the order's notes: “{note}”")
/** The line the order's notes carry, after what the customer typed: 'Allergies: peanuts, milk'. */
export const ALLERGY_NOTE = copy("allergy-note", "Allergies: {allergens}")
/** On a cart line whose product declares an excluded allergen. */
export const CART_LINE_ALLERGENS = copy("cart-line-allergens", "Contains allergens you excluded: {allergens}")
/** The allergen panel's choice to keep the exclusion beyond this visit. */
export const REMEMBER_ON_DEVICE = copy("remember-on-device", "Remember on this device")
/** At the next visit, over the menu: the exclusion remembered on this device, with a one-tap 'Clear'. */
export const REMEMBERED_EXCLUSION = copy("remembered-exclusion", "Allergens remembered on this device: {allergens}")
export const CLEAR_REMEMBERED = copy("clear-remembered", "Clear")
/** The 'Clear' button's accessible name, which says what it clears. */
export const CLEAR_REMEMBERED_LABEL = copy("clear-remembered-label", "Clear the allergens remembered on this device")
