import { Schema } from "effect"
import { At, Id, MenuTab } from "../widget/fields"
import { EU_ALLERGENS } from "./allergens"

/** An EU-14 allergen's code, as the filters store it. */
export const AllergenCodeValue = Schema.Literals(EU_ALLERGENS.map((a) => a.code))

/**
 * What the customer did with the menu's search and filters (issue 26: what a report replays, so the
 * replayed menu is filtered as the customer's was). Typing is coalesced in the log
 * (`Search.typingSupersedes`): a word typed letter by letter leaves one event.
 */
/** The phone's magnifier opened (or closed) the field and the filters under the tabs. */
export const SearchOpened = Schema.TaggedStruct("SearchOpened", { at: At, opened: Schema.Boolean })
/** The search field's text, as it now reads. */
export const SearchTyped = Schema.TaggedStruct("SearchTyped", { at: At, text: Schema.String })
/** Escape or the clear button: the text goes (the filters stay). */
export const SearchTextCleared = Schema.TaggedStruct("SearchTextCleared", { at: At })
/** A category tab picked while searching: its matches only. */
export const SearchNarrowed = Schema.TaggedStruct("SearchNarrowed", { at: At, tab: MenuTab })
/** 'All categories': every category's matches again. */
export const SearchWidened = Schema.TaggedStruct("SearchWidened", { at: At })
/** 'More results': the next cards of every category's matches. */
export const SearchMoreResultsShown = Schema.TaggedStruct("SearchMoreResultsShown", { at: At })
export const DietaryTypeToggled = Schema.TaggedStruct("DietaryTypeToggled", { at: At, typeId: Id })
export const AllergenToggled = Schema.TaggedStruct("AllergenToggled", { at: At, code: AllergenCodeValue })
/** The 'Without allergens' panel opened or closed (issue 26: a report replays it open). */
export const AllergenPanelToggled = Schema.TaggedStruct("AllergenPanelToggled", { at: At, open: Schema.Boolean })
/** 'Clear filters': the dietary types and the exclusions go. */
export const SearchFiltersCleared = Schema.TaggedStruct("SearchFiltersCleared", { at: At })
/** 'Remember on this device' ticked or not (issue 30). */
export const AllergensRememberSet = Schema.TaggedStruct("AllergensRememberSet", { at: At, on: Schema.Boolean })
/** The one-tap 'Clear' of an exclusion this device remembered. */
export const RememberedAllergensCleared = Schema.TaggedStruct("RememberedAllergensCleared", { at: At })
/** At start: the exclusion kept earlier in this browser session or on this device (Search.restoredExclusion). */
export const AllergensRestored = Schema.TaggedStruct("AllergensRestored", {
  at: At,
  codes: Schema.Array(AllergenCodeValue),
  remembered: Schema.Boolean,
  fromDevice: Schema.Boolean,
})

export const SearchEvent = Schema.Union([
  SearchOpened,
  SearchTyped,
  SearchTextCleared,
  SearchNarrowed,
  SearchWidened,
  SearchMoreResultsShown,
  DietaryTypeToggled,
  AllergenToggled,
  AllergenPanelToggled,
  SearchFiltersCleared,
  AllergensRememberSet,
  RememberedAllergensCleared,
  AllergensRestored,
])
export type SearchEvent = typeof SearchEvent.Type
