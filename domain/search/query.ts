import type { AllergenCode } from "./allergens"
import { hasWord, queryWords } from "./normalise"
import type { ComboEntry, ProductEntry, SearchIndex, SearchTab } from "./search-index"

/** What the customer asked for: the typed text, the dietary types (all must hold) and the excluded allergens. */
export interface MenuQuery {
  readonly text: string
  readonly types: ReadonlyArray<number>
  readonly excluded: ReadonlyArray<AllergenCode>
}

export const NO_QUERY: MenuQuery = { text: "", types: [], excluded: [] }

/** A combo that matched, with the excluded allergens one of its options declares (shown as a warning). */
export interface ComboHit {
  readonly entry: ComboEntry
  readonly flagged: ReadonlyArray<AllergenCode>
}

/** The matches of one menu section, in menu order. */
export interface ResultGroup {
  readonly tab: SearchTab
  readonly products: ReadonlyArray<ProductEntry>
  readonly combos: ReadonlyArray<ComboHit>
}

/**
 * A query's answer: the non-empty groups in menu order, how many cards matched, and the count of
 * every section (0 included) for the category strip.
 */
export interface MenuMatches {
  readonly groups: ReadonlyArray<ResultGroup>
  readonly total: number
  readonly counts: ReadonlyMap<SearchTab, number>
}

/** Whether the customer narrowed the menu at all (text, a dietary type or an excluded allergen). */
export const isFiltering = (query: MenuQuery): boolean =>
  queryWords(query.text).length > 0 || query.types.length > 0 || query.excluded.length > 0

const hasWords = (text: string, words: ReadonlyArray<string>): boolean => words.every((w) => hasWord(text, w))

/** A product card passes when it has every word, every chosen type and none of the excluded allergens. */
export const productMatches = (
  entry: ProductEntry,
  words: ReadonlyArray<string>,
  query: Pick<MenuQuery, "types" | "excluded">,
): boolean =>
  hasWords(entry.text, words) &&
  query.types.every((t) => entry.types.has(t)) &&
  !query.excluded.some((a) => entry.allergens.has(a))

/**
 * A combo passes a dietary type when every group offers at least one option of that type (the
 * customer can then build it to fit); a combo without groups cannot show it and does not pass.
 * Excluded allergens never hide a combo: its options differ, so it is marked instead (comboFlags).
 */
export const comboMatches = (entry: ComboEntry, words: ReadonlyArray<string>, types: ReadonlyArray<number>): boolean =>
  hasWords(entry.text, words) &&
  (types.length === 0 ||
    (entry.groupTypes.length > 0 &&
      entry.groupTypes.every((options) => options.some((optionTypes) => types.every((t) => optionTypes.has(t))))))

/** The excluded allergens some option of a combo declares, in the order they were excluded. */
export const comboFlags = (entry: ComboEntry, excluded: ReadonlyArray<AllergenCode>): ReadonlyArray<AllergenCode> =>
  excluded.filter((a) => entry.allergens.has(a))

/**
 * Runs a query over the index: every section's matching cards, grouped in menu order, with the
 * per-section counts. Pure and linear in the menu's size; the index did the folding beforehand.
 */
export const matchMenu = (index: SearchIndex, query: MenuQuery): MenuMatches => {
  const words = queryWords(query.text)
  const groups: ResultGroup[] = []
  const counts = new Map<SearchTab, number>()
  let total = 0
  for (const section of index.sections) {
    const products = section.products.filter((e) => productMatches(e, words, query))
    const combos = section.combos
      .filter((e) => comboMatches(e, words, query.types))
      .map((entry) => ({ entry, flagged: comboFlags(entry, query.excluded) }))
    const count = products.length + combos.length
    counts.set(section.tab, count)
    total += count
    if (count > 0) groups.push({ tab: section.tab, products, combos })
  }
  return { groups, total, counts }
}

/** Turns a dietary type on or off (the filter pills). */
export const toggleType = (types: ReadonlyArray<number>, id: number): ReadonlyArray<number> =>
  types.includes(id) ? types.filter((t) => t !== id) : [...types, id]

/** Excludes an allergen or takes the exclusion back (the 'Bez alergenów' panel). */
export const toggleAllergen = (
  excluded: ReadonlyArray<AllergenCode>,
  code: AllergenCode,
): ReadonlyArray<AllergenCode> => (excluded.includes(code) ? excluded.filter((a) => a !== code) : [...excluded, code])
