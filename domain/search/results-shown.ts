import { PRODUCTS_SHOWN_FIRST } from "../catalogue/products"
import { copy } from "../i18n/copy"

/**
 * How many result cards show at first while searching every category, and how many more each
 * 'More results' adds: a one-letter query on a 1200-product menu matches hundreds, and drawing them
 * all on every keystroke would blow the DOM and interaction budgets (ARCHITECTURE.md). 12, as a
 * category tab shows first, so the first keystroke draws no more than a tab switch does.
 */
export const RESULTS_SHOWN_FIRST = 12

export const MORE_RESULTS = copy("more-results", "More results")
/** Under a category cut short: narrows the search to that category. */
export const SHOW_ALL_N = copy("show-all-n", "Show all {n}: {category}")

/**
 * Cards shown per group, in menu order, within `limit` cards in all: each group takes what is left,
 * at most PRODUCTS_SHOWN_FIRST (12, as a category tab shows); a group reached with nothing left shows
 * none. `more` says some matching card is not shown at all (groups past the limit).
 */
export const resultsShown = (
  sizes: ReadonlyArray<number>,
  limit: number,
): { readonly shown: ReadonlyArray<number>; readonly more: boolean } => {
  let left = Math.max(0, limit)
  let more = false
  const shown = sizes.map((size) => {
    const take = Math.min(size, PRODUCTS_SHOWN_FIRST, left)
    left -= take
    if (take === 0 && size > 0) more = true
    return take
  })
  return { shown, more }
}
