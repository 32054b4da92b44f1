/** Plain printable ASCII needs no Unicode decomposition (the slow part of folding a 1000-product menu). */
const ASCII = /^[\x20-\x7e]*$/

/**
 * Search text folding: lower case (Polish rules), diacritics removed, 'ł' read as 'l' (it has no
 * decomposition), runs of whitespace as one space. So 'zurek' finds 'Żurek' and 'ZUREK' does too:
 * customers type without Polish letters on a phone or a foreign keyboard.
 */
export const normaliseText = (text: string): string =>
  (ASCII.test(text) ? text.toLowerCase() : text.toLocaleLowerCase("pl").normalize("NFD").replace(/\p{M}/gu, ""))
    .replace(/ł/g, "l")
    .replace(/\s+/g, " ")
    .trim()

/** Folded text with punctuation as spaces: "Coca-Cola, 'Nduja" → "coca cola nduja". */
const wordsOf = (text: string): string =>
  normaliseText(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

/** wordsOf remembered per text: menus repeat descriptions, ingredient and option names many times. */
export type FoldCache = Map<string, string>

/**
 * A dish's searchable text: its parts folded, punctuation as spaces, each word after a space so that
 * `includes(" " + word)` asks 'does a word start with this?' (hasWord). `cache` folds a repeated
 * part once (one cache per index build).
 */
export const searchableText = (parts: ReadonlyArray<string>, cache: FoldCache = new Map()): string => {
  // Joined at once rather than added piece by piece: `+=` leaves a chain of pieces that the first
  // keystroke's `includes` would have to copy into one string, card by card, inside its frame.
  const words: string[] = [""]
  for (const part of parts) {
    let folded = cache.get(part)
    if (folded === undefined) {
      folded = wordsOf(part)
      cache.set(part, folded)
    }
    if (folded !== "") words.push(folded)
  }
  return words.length === 1 ? "" : words.join(" ")
}

/**
 * The words of a query, folded: every one must begin a word of a dish's text, in any order — so
 * 'ser' finds 'Ser' and 'serowy' but not 'deser'. An empty or blank query has no words and matches all.
 */
export const queryWords = (query: string): ReadonlyArray<string> => {
  const folded = wordsOf(query)
  return folded === "" ? [] : folded.split(" ")
}

/** What a searchableText holds where a word begins with `word` (one of queryWords): the word after a space. */
export const wordStart = (word: string): string => ` ${word}`

/** Whether a word of `text` (a searchableText) begins with `word` (one of queryWords). */
export const hasWord = (text: string, word: string): boolean => text.includes(wordStart(word))
