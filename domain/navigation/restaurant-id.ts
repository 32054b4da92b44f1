/**
 * The restaurant a widget address names (SPEC §2: every route keeps ?restaurantId), read alike by the
 * app (ui/model/route.ts) and the menu prefetch script (adapters/menu-prefetch.ts). The prefetch script
 * is built as a tiny self-contained classic script and imports this file directly, so it must stay
 * free of imports.
 */

/** A positive whole number written in digits ('7', ' 7 '); anything else ('0', '2.5', '1e3', '') is null. */
export const positiveWholeNumber = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text.trim())) return null
  const n = Number(text)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** restaurantId from a query string ('?restaurantId=3&lang=en' → 3); null when missing or not a positive whole number. */
export const restaurantIdFromSearch = (search: string): number | null =>
  positiveWholeNumber(new URLSearchParams(search).get("restaurantId"))
