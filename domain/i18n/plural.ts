/**
 * Counted texts by the language's plural rules (issue 27: '1 suggestions'). A counted text has one
 * translation key per CLDR category — `${key}-one`, `-few`, `-many`, `-other` — so Polish says
 * '1 podpowiedź', '3 podpowiedzi', '5 podpowiedzi', and English '1 suggestion', '2 suggestions'.
 * The English default is chosen by English's rules, whatever the language, so a missing
 * translation still reads as English.
 */

/** The English defaults of a counted text: the singular and the rest. */
export interface CountedCopy {
  readonly key: string
  readonly one: string
  readonly other: string
}

const rules = new Map<string, Intl.PluralRules>()
const rulesOf = (language: string): Intl.PluralRules => {
  let found = rules.get(language)
  if (found === undefined) {
    try {
      found = new Intl.PluralRules(language)
    } catch {
      found = new Intl.PluralRules("en")
    }
    rules.set(language, found)
  }
  return found
}

/** The CLDR plural category of `n` in `language` ('one', 'few', 'many', 'other', …). */
export const pluralCategory = (language: string, n: number): Intl.LDMLPluralRule => rulesOf(language).select(n)

/** The translation key of `n` in `language` and its English default: `suggestions-count-few`, '{n} suggestions'. */
export const countedText = (text: CountedCopy, language: string, n: number): { key: string; fallback: string } => ({
  key: `${text.key}-${pluralCategory(language, n)}`,
  fallback: pluralCategory("en", n) === "one" ? text.one : text.other,
})
