import { categoryFamilies, type ProductFamily } from "../catalogue/families"
import type { Combo } from "../wire/combo"
import type { Category, Product } from "../wire/product"
import { ALLERGEN_CODES, type AllergenCode, allergenCodes } from "./allergens"
import { type FoldCache, searchableText } from "./normalise"

/** A menu section the results are grouped by: the Combos tab or a category (the events' MenuTab spelling). */
export type SearchTab = "combos" | number

/** One product card of the index: a size family with everything a query looks at, folded once. */
export interface ProductEntry {
  readonly kind: "product"
  /** The card as the menu shows it (representative with its family). */
  readonly product: Product & { readonly family: ProductFamily }
  readonly tab: number
  /** Its category's name, and the name, description and ingredient names of every size (searchableText). */
  readonly text: string
  /** EU-14 allergens any size declares: excluding one hides the whole card. */
  readonly allergens: ReadonlySet<AllergenCode>
  /** Dietary types (ids) the card shows: the representative's. */
  readonly types: ReadonlySet<number>
}

/** One combo card of the index. */
export interface ComboEntry {
  readonly kind: "combo"
  readonly combo: Combo
  readonly tab: "combos"
  /** Name, description and the names of its options' products (searchableText). */
  readonly text: string
  /** EU-14 allergens any option's product declares: an exclusion marks the combo, it does not hide it. */
  readonly allergens: ReadonlySet<AllergenCode>
  /** Per group, the union of the type ids of each option's product (one set per option). */
  readonly groupTypes: ReadonlyArray<ReadonlyArray<ReadonlySet<number>>>
}

/** A menu section of the index, in menu order (Combos first, then categories in the API's order). */
export interface IndexSection {
  readonly tab: SearchTab
  readonly products: ReadonlyArray<ProductEntry>
  readonly combos: ReadonlyArray<ComboEntry>
}

/**
 * The search index of one menu: built once when the catalogue arrives (not per keystroke, not in a
 * component), so a keystroke only compares folded strings. Also what the filters offer: the dietary
 * types and the EU-14 allergens the menu declares.
 */
export interface SearchIndex {
  readonly sections: ReadonlyArray<IndexSection>
  /** The dietary types products declare, first appearance order (by sections), one per id. */
  readonly types: ReadonlyArray<{ readonly id: number; readonly name: string }>
  /** The EU-14 allergens any product declares, in the Annex's order. */
  readonly allergens: ReadonlyArray<AllergenCode>
}

const typeIds = (product: Product): ReadonlySet<number> => new Set(product.types.map((t) => t.id))

const productEntry = (
  product: Product & { readonly family: ProductFamily },
  category: Category,
  folds: FoldCache,
): ProductEntry => {
  // The category's name too: 'pizza' finds the pizzas, whatever each one is called.
  const parts: string[] = [category.name]
  const allergens = new Set<AllergenCode>()
  for (const size of product.family.variants) {
    parts.push(size.name, size.description, ...size.ingredients.map((i) => i.name))
    for (const code of allergenCodes(size.allergens)) allergens.add(code)
  }
  return {
    kind: "product",
    product,
    tab: category.id,
    text: searchableText(parts, folds),
    allergens,
    types: typeIds(product),
  }
}

const comboEntry = (combo: Combo, byId: ReadonlyMap<number, Product>, folds: FoldCache): ComboEntry => {
  const parts: string[] = [combo.name, combo.description]
  const allergens = new Set<AllergenCode>()
  const groupTypes = combo.groups.map((group) =>
    group.options.map((option) => {
      parts.push(option.product.name)
      const product = option.product.id === null ? undefined : byId.get(option.product.id)
      if (!product) return new Set<number>()
      for (const code of allergenCodes(product.allergens)) allergens.add(code)
      return typeIds(product)
    }),
  )
  return { kind: "combo", combo, tab: "combos", text: searchableText(parts, folds), allergens, groupTypes }
}

/** Builds the index of a loaded menu (products, combos, categories as the catalogue holds them). */
export const buildSearchIndex = (
  products: ReadonlyArray<Product>,
  combos: ReadonlyArray<Combo>,
  categories: ReadonlyArray<Category>,
): SearchIndex => {
  const byId = new Map(products.map((p) => [p.id, p]))
  const folds: FoldCache = new Map()
  const sections: IndexSection[] = [
    { tab: "combos", products: [], combos: combos.map((c) => comboEntry(c, byId, folds)) },
    ...categories.map((c) => ({
      tab: c.id,
      products: categoryFamilies(products, c.id).map((p) => productEntry(p, c, folds)),
      combos: [],
    })),
  ]
  const types = new Map<number, string>()
  const present = new Set<AllergenCode>()
  for (const section of sections)
    for (const entry of section.products) {
      for (const type of entry.product.types) if (!types.has(type.id)) types.set(type.id, type.name)
      for (const code of entry.allergens) present.add(code)
    }
  return {
    sections,
    types: [...types].map(([id, name]) => ({ id, name })),
    allergens: [...present].sort((a, b) => allergenOrder(a) - allergenOrder(b)),
  }
}

const allergenOrder = (code: AllergenCode): number => ALLERGEN_CODES.indexOf(code)

/** An index with nothing in it (the menu has not loaded). */
export const emptySearchIndex: SearchIndex = { sections: [], types: [], allergens: [] }
