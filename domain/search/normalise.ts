/**
 * Search text folding: lower case (Polish rules), diacritics removed, 'ł' read as 'l' (it has no
 * decomposition), runs of whitespace as one space. So 'zurek' finds 'Żurek' and 'ZUREK' does too:
 * customers type without Polish letters on a phone or a foreign keyboard.
 */
export const normaliseText = (text: string): string =>
  text.toLocaleLowerCase("pl").normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/\s+/g, " ").trim()

/** Folded text with punctuation as spaces: "Coca-Cola, 'Nduja" → "coca cola nduja". */
const wordsOf = (text: string): string =>
  normaliseText(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

/**
 * A dish's searchable text: its parts folded, punctuation as spaces, with a leading space so that
 * `includes(" " + word)` asks 'does a word start with this?' (hasWord).
 */
export const searchableText = (parts: ReadonlyArray<string>): string => ` ${wordsOf(parts.join(" "))}`

/**
 * The words of a query, folded: every one must begin a word of a dish's text, in any order — so
 * 'ser' finds 'Ser' and 'serowy' but not 'deser'. An empty or blank query has no words and matches all.
 */
export const queryWords = (query: string): ReadonlyArray<string> => {
  const folded = wordsOf(query)
  return folded === "" ? [] : folded.split(" ")
}

/** Whether a word of `text` (a searchableText) begins with `word` (one of queryWords). */
export const hasWord = (text: string, word: string): boolean => text.includes(` ${word}`)
