import type { Translation } from "../wire/restaurant"
import type { Copy } from "./copy"

/**
 * Translation lookup (SPEC §5): the value for (current language, key), else the English default the
 * caller passes. Matching rules, decided here once:
 * - locales compare case-insensitively and a regional language falls back to its base language
 *   ('pl-PL' finds 'pl' entries) before falling back to the default;
 * - an empty translation value counts as missing, so a blank row in the admin never blanks a label;
 * - when the list repeats a (locale, key) pair, the first row wins.
 */

/** Index key of one translation; `\u0000` cannot occur in a locale, so keys never collide. */
const indexKey = (locale: string, key: string): string => `${locale.trim().toLowerCase()}\u0000${key}`

/** The translations keyed by locale and key, for O(1) lookups on every render. Build it once per list. */
export type TranslationIndex = ReadonlyMap<string, string>

export const translationIndex = (translations: ReadonlyArray<Translation>): TranslationIndex => {
  const index = new Map<string, string>()
  for (const t of translations) {
    if (t.value === "") continue
    const k = indexKey(t.locale, t.key)
    if (!index.has(k)) index.set(k, t.value)
  }
  return index
}

/** The base language of a locale tag: 'pl-PL' → 'pl', 'en_GB' → 'en'. */
const baseLanguage = (language: string): string => language.trim().toLowerCase().split(/[-_]/)[0] ?? ""

/** Looks `key` up in an index built by translationIndex; the fallback when nothing matches. */
export const translateWith = (index: TranslationIndex, language: string, key: string, fallback: string): string => {
  const exact = index.get(indexKey(language, key))
  if (exact !== undefined) return exact
  const base = baseLanguage(language)
  if (base !== language.trim().toLowerCase()) {
    const inBase = index.get(indexKey(base, key))
    if (inBase !== undefined) return inBase
  }
  return fallback
}

/** One-off lookup over a plain list. For repeated lookups build the index once and use translateWith. */
export const translate = (
  translations: ReadonlyArray<Translation>,
  language: string,
  key: string,
  fallback: string,
): string => translateWith(translationIndex(translations), language, key, fallback)

/** Translates one of the rules' text constants: `translateCopy(index, "pl", SHOW_MORE)`. */
export const translateCopy = (index: TranslationIndex, language: string, text: Copy): string =>
  translateWith(index, language, text.key, text.text)
