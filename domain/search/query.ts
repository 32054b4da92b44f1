import type { AllergenCode } from "./allergens"
import { hasWord, queryWords, wordStart } from "./normalise"
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

/** Whether `text` (a searchableText) holds each of `needles` (query words as wordStart). */
const hasNeedles = (text: string, needles: ReadonlyArray<string>): boolean => {
  for (let i = 0; i < needles.length; i++) if (!text.includes(needles[i] as string)) return false
  return true
}

/** Whether `entry` declares every one of `types` (a plain loop: it runs once per card per keystroke). */
const hasTypes = (has: ReadonlySet<number>, types: ReadonlyArray<number>): boolean => {
  for (let i = 0; i < types.length; i++) if (!has.has(types[i] as number)) return false
  return true
}

const declaresAny = (has: ReadonlySet<AllergenCode>, excluded: ReadonlyArray<AllergenCode>): boolean => {
  for (let i = 0; i < excluded.length; i++) if (has.has(excluded[i] as AllergenCode)) return true
  return false
}

/**
 * The product cards of one section a query keeps, in order: a card passes when it has every word
 * (`needles`: each query word's wordStart), every chosen type and none of the excluded allergens. One
 * plain loop, no closure or string built per card: it runs over the whole menu on a first letter.
 */
const keptProducts = (
  entries: ReadonlyArray<ProductEntry>,
  needles: ReadonlyArray<string>,
  query: Pick<MenuQuery, "types" | "excluded">,
): ReadonlyArray<ProductEntry> => {
  const kept: ProductEntry[] = []
  const { types, excluded } = query
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as ProductEntry
    if (!hasNeedles(e.text, needles)) continue
    if (types.length > 0 && !hasTypes(e.types, types)) continue
    if (excluded.length > 0 && declaresAny(e.allergens, excluded)) continue
    kept.push(e)
  }
  return kept
}

/**
 * Whether every card matching `next` also matches `previous`: the same types and exclusions, and each
 * of the previous words begun by one of the next words ('m' → 'ma', 'ma' → 'ma p'). A word of a
 * dish beginning with 'ma' begins with 'm' too, so the next answer is found among the previous one's.
 */
export const narrows = (previous: MenuQuery, next: MenuQuery): boolean => {
  if (!sameItems(previous.types, next.types) || !sameItems(previous.excluded, next.excluded)) return false
  const before = queryWords(previous.text)
  const after = queryWords(next.text)
  return before.every((w) => after.some((n) => n.startsWith(w)))
}

const sameItems = <A>(a: ReadonlyArray<A>, b: ReadonlyArray<A>): boolean =>
  a === b || (a.length === b.length && a.every((x, i) => x === b[i]))

/**
 * Runs a query over the index: every section's matching cards, grouped in menu order, with the
 * per-section counts. Pure and linear in the menu's size; the index did the folding beforehand.
 * Given the previous query's answer (`from`) and a query that narrows it (a next letter typed), only
 * that answer's cards are looked at: the same cards, in the same order, as over the whole index.
 */
export const matchMenu = (
  index: SearchIndex,
  query: MenuQuery,
  from?: { readonly query: MenuQuery; readonly matches: MenuMatches },
): MenuMatches => {
  const words = queryWords(query.text)
  const needles = words.map(wordStart)
  const groups: ResultGroup[] = []
  const counts = new Map<SearchTab, number>()
  let total = 0
  const narrowed = from !== undefined && narrows(from.query, query)
  const previous = narrowed ? new Map(from.matches.groups.map((g) => [g.tab, g])) : null
  for (const section of index.sections) {
    let products: ReadonlyArray<ProductEntry>
    let comboEntries: ReadonlyArray<ComboEntry>
    if (previous === null) {
      products = keptProducts(section.products, needles, query)
      comboEntries = section.combos
    } else {
      // Sections the previous answer had no card of have none now either.
      const before = previous.get(section.tab)
      products = before === undefined ? [] : keptProducts(before.products, needles, query)
      comboEntries = before === undefined ? [] : before.combos.map((hit) => hit.entry)
    }
    const combos = comboEntries
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
