import { copy } from "../i18n/copy"
import { normaliseText } from "./normalise"

/**
 * The 14 allergens EU Regulation 1169/2011 (Annex II) requires a menu to declare, in the Annex's
 * order; `id` is that order, which is also how the API numbers them. Labels are copies (EN default,
 * PL in the translations), so the allergen panel reads the same whatever the restaurant typed.
 */
export const EU_ALLERGENS = [
  { code: "gluten", id: 1, label: copy("allergen-gluten", "Gluten") },
  { code: "crustaceans", id: 2, label: copy("allergen-crustaceans", "Crustaceans") },
  { code: "eggs", id: 3, label: copy("allergen-eggs", "Eggs") },
  { code: "fish", id: 4, label: copy("allergen-fish", "Fish") },
  { code: "peanuts", id: 5, label: copy("allergen-peanuts", "Peanuts") },
  { code: "soybeans", id: 6, label: copy("allergen-soybeans", "Soybeans") },
  { code: "milk", id: 7, label: copy("allergen-milk", "Milk") },
  { code: "nuts", id: 8, label: copy("allergen-nuts", "Nuts") },
  { code: "celery", id: 9, label: copy("allergen-celery", "Celery") },
  { code: "mustard", id: 10, label: copy("allergen-mustard", "Mustard") },
  { code: "sesame", id: 11, label: copy("allergen-sesame", "Sesame") },
  { code: "sulphites", id: 12, label: copy("allergen-sulphites", "Sulphites") },
  { code: "lupin", id: 13, label: copy("allergen-lupin", "Lupin") },
  { code: "molluscs", id: 14, label: copy("allergen-molluscs", "Molluscs") },
] as const

export type AllergenCode = (typeof EU_ALLERGENS)[number]["code"]
export type EuAllergen = (typeof EU_ALLERGENS)[number]

/** Every code, in the Annex's order (to validate a stored choice). */
export const ALLERGEN_CODES: ReadonlyArray<AllergenCode> = EU_ALLERGENS.map((a) => a.code)

/**
 * The names restaurants write for each allergen, Polish and English, folded (normaliseText). The API
 * sends allergens as names only (Wire.Allergen keeps the name), so the name decides which one it is.
 */
const NAMES: Readonly<Record<AllergenCode, ReadonlyArray<string>>> = {
  gluten: ["gluten", "zboza", "zboza zawierajace gluten", "pszenica", "cereals containing gluten", "wheat"],
  crustaceans: ["skorupiaki", "krewetki", "crustaceans", "shellfish"],
  eggs: ["jaja", "jajka", "jajo", "eggs", "egg"],
  fish: ["ryby", "ryba", "fish"],
  peanuts: ["orzeszki ziemne", "orzeszki arachidowe", "orzeszki", "arachidy", "peanuts", "peanut"],
  soybeans: ["soja", "soya", "soy", "soybeans", "soja i produkty pochodne"],
  milk: ["mleko", "laktoza", "nabial", "milk", "lactose", "dairy"],
  nuts: ["orzechy", "orzechy laskowe", "orzechy wloskie", "migdaly", "nuts", "tree nuts"],
  celery: ["seler", "celery"],
  mustard: ["gorczyca", "musztarda", "mustard"],
  sesame: ["sezam", "nasiona sezamu", "sesame", "sesame seeds"],
  sulphites: [
    "dwutlenek siarki",
    "siarczyny",
    "dwutlenek siarki i siarczyny",
    "sulphites",
    "sulfites",
    "sulphur dioxide",
  ],
  lupin: ["lubin", "lupin", "lupine"],
  molluscs: ["mieczaki", "molluscs", "mollusks"],
}

const byName: ReadonlyMap<string, AllergenCode> = new Map(
  EU_ALLERGENS.flatMap((a) => NAMES[a.code].map((name) => [name, a.code] as const)),
)

/** Names already read: a menu repeats a handful of allergen names over every product. */
const readNames = new Map<string, AllergenCode | null>()

/** Which EU-14 allergen a declared name is ('Mleko', 'milk', ' JAJA ' …); null for a name not on the list. */
export const allergenCodeOf = (name: string): AllergenCode | null => {
  const known = readNames.get(name)
  if (known !== undefined) return known
  const code = byName.get(normaliseText(name)) ?? null
  if (readNames.size < 1000) readNames.set(name, code)
  return code
}

/** The EU-14 entry of a code. */
export const euAllergen = (code: AllergenCode): EuAllergen =>
  EU_ALLERGENS.find((a) => a.code === code) ?? EU_ALLERGENS[0]

/**
 * What a card or the product modal lists for declared allergens: an EU-14 allergen as its copy (so
 * it is translated), any other name as the restaurant wrote it; duplicates once, in the given order.
 */
export const declaredAllergens = (
  names: ReadonlyArray<string>,
): ReadonlyArray<{ readonly code: AllergenCode | null; readonly key: string | null; readonly text: string }> => {
  const seen = new Set<string>()
  const out: Array<{ code: AllergenCode | null; key: string | null; text: string }> = []
  for (const name of names) {
    const code = allergenCodeOf(name)
    const id = code ?? normaliseText(name)
    if (id === "" || seen.has(id)) continue
    seen.add(id)
    if (code === null) out.push({ code: null, key: null, text: name.trim() })
    else {
      const { label } = euAllergen(code)
      out.push({ code, key: label.key, text: label.text })
    }
  }
  return out
}

/** The EU-14 codes among declared names (the ones an exclusion can act on). */
export const allergenCodes = (names: ReadonlyArray<string>): ReadonlyArray<AllergenCode> => {
  const codes: AllergenCode[] = []
  for (const name of names) {
    const code = allergenCodeOf(name)
    if (code !== null && !codes.includes(code)) codes.push(code)
  }
  return codes
}

/** A stored exclusion, kept to known codes in the Annex's order (a stale or foreign value is dropped). */
export const knownAllergenCodes = (codes: ReadonlyArray<string>): ReadonlyArray<AllergenCode> =>
  ALLERGEN_CODES.filter((code) => codes.includes(code))
