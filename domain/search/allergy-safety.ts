import type { Copy } from "../i18n/copy"
import { fillTemplate } from "../i18n/copy"
import type { Product } from "../wire/product"
import { type AllergenCode, allergenCodes, euAllergen, knownAllergenCodes } from "./allergens"
import { ALLERGY_NOTE } from "./texts"

/**
 * Issue 30: the allergens a customer excluded from the menu are health data. They stay in the widget
 * unless the customer chooses to tell the restaurant (one line in the order's notes), and they warn
 * on the cart page about a line that declares one. The rules of both live here, once.
 */

/** A text in the widget's language: the translation of a copy (ui passes its `t`). */
export type CopyText = (copy: Copy) => string

/**
 * The excluded allergens as the sentence names them: each EU-14 label in the widget's language, in
 * lower case, in the order they were excluded ('orzeszki ziemne, mleko').
 */
export const allergenNameList = (codes: ReadonlyArray<AllergenCode>, text: CopyText, language: string): string =>
  codes.map((code) => text(euAllergen(code).label).toLocaleLowerCase(language)).join(", ")

/**
 * The line the kitchen reads in the order's notes ('Alergie: orzeszki ziemne, mleko'), or null when
 * nothing is excluded (nothing is then sent).
 */
export const allergyNote = (codes: ReadonlyArray<AllergenCode>, text: CopyText, language: string): string | null =>
  codes.length === 0 ? null : fillTemplate(text(ALLERGY_NOTE), { allergens: allergenNameList(codes, text, language) })

/**
 * Which excluded allergens the given products declare (a cart line's product, both halves of a
 * half-and-half, a combo's chosen options), in the order they were excluded. A product not on the
 * loaded menu declares nothing we know of.
 */
export const excludedAllergensOf = (
  productIds: ReadonlyArray<number>,
  menu: ReadonlyMap<number, Pick<Product, "allergens">>,
  excluded: ReadonlyArray<AllergenCode>,
): ReadonlyArray<AllergenCode> => {
  if (excluded.length === 0) return []
  const declared = new Set<AllergenCode>()
  for (const id of productIds) {
    const product = menu.get(id)
    if (product === undefined) continue
    for (const code of allergenCodes(product.allergens)) declared.add(code)
  }
  return excluded.filter((code) => declared.has(code))
}

/**
 * The exclusion a visit starts with (issue 30 'remembered by choice'): this tab's session keeps the
 * visit's choice (it wins, even when emptied); otherwise what the customer asked this device to
 * remember, shown with a one-tap 'Clear'; otherwise nothing. Stale or foreign codes are dropped.
 */
export const restoredExclusion = (
  session: ReadonlyArray<string> | null,
  device: ReadonlyArray<string> | null,
): {
  readonly codes: ReadonlyArray<AllergenCode>
  /** The customer chose 'Remember on this device' (the box shows ticked). */
  readonly remembered: boolean
  /** The codes came from the device, not this visit: the menu offers 'Clear'. */
  readonly fromDevice: boolean
} => {
  const kept = device === null ? [] : knownAllergenCodes(device)
  const remembered = kept.length > 0
  if (session !== null) return { codes: knownAllergenCodes(session), remembered, fromDevice: false }
  return { codes: kept, remembered, fromDevice: remembered }
}
