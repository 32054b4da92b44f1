/**
 * Search text folding: lower case (Polish rules), diacritics removed, 'ł' read as 'l' (it has no
 * decomposition), runs of whitespace as one space. So 'zurek' finds 'Żurek' and 'ZUREK' does too:
 * customers type without Polish letters on a phone or a foreign keyboard.
 */
export const normaliseText = (text: string): string =>
  text.toLocaleLowerCase("pl").normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/\s+/g, " ").trim()

/**
 * The words of a query, folded: every one must occur in a dish's text (in any order, as a part of a
 * word, so 'ser' finds 'Ser' and 'serowy'). An empty or blank query has no words and matches all.
 */
export const queryWords = (query: string): ReadonlyArray<string> => {
  const folded = normaliseText(query)
  return folded === "" ? [] : folded.split(" ")
}
