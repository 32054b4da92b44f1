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
 * The search index of one menu: built once per menu (not per keystroke, not in a component), in the
 * page's idle time after the first card or at the first keystroke if sooner (searchIndexBuilder), so a
 * keystroke only compares folded strings. Also what the filters offer: the dietary types and the
 * EU-14 allergens the menu declares (filterChoices gives them without the index).
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

/** What the filters offer: the dietary types and the EU-14 allergens the menu declares (SearchIndex's). */
export interface FilterChoices {
  readonly types: SearchIndex["types"]
  readonly allergens: SearchIndex["allergens"]
}

/**
 * The filters' choices without the index: what the filter pills and the allergen panel show as soon
 * as the menu is there, while the index itself (the folded texts) is built later, when the page is
 * idle or at the first keystroke (searchIndexBuilder). The same lists as the index's `types` and
 * `allergens`: types in the cards' order (categories in order, each one's cards as the menu sorts
 * them), allergens in the Annex's order.
 */
export const filterChoices = (products: ReadonlyArray<Product>, categories: ReadonlyArray<Category>): FilterChoices => {
  const types = new Map<number, string>()
  const present = new Set<AllergenCode>()
  for (const category of categories)
    for (const card of categoryFamilies(products, category.id)) {
      for (const type of card.types) if (!types.has(type.id)) types.set(type.id, type.name)
      for (const size of card.family.variants) for (const code of allergenCodes(size.allergens)) present.add(code)
    }
  return {
    types: [...types].map(([id, name]) => ({ id, name })),
    allergens: [...present].sort((a, b) => allergenOrder(a) - allergenOrder(b)),
  }
}

/**
 * The index of a loaded menu built a section at a time: `step` builds the next section not built yet
 * (the page's idle time does it, a category per step, so no long task holds a tap back), `index`
 * builds whatever is left and joins them. The same index as buildSearchIndex's, however many steps ran.
 */
export interface SearchIndexBuilder {
  /** Builds one more section; false when every section was already built. */
  readonly step: () => boolean
  readonly index: () => SearchIndex
}

export const searchIndexBuilder = (
  products: ReadonlyArray<Product>,
  combos: ReadonlyArray<Combo>,
  categories: ReadonlyArray<Category>,
): SearchIndexBuilder => {
  const byId = new Map(products.map((p) => [p.id, p]))
  const folds: FoldCache = new Map()
  const built: Array<IndexSection | undefined> = []
  const section = (i: number): IndexSection => {
    const done = built[i]
    if (done) return done
    const category = i === 0 ? undefined : categories[i - 1]
    const next: IndexSection =
      category === undefined
        ? { tab: "combos", products: [], combos: combos.map((c) => comboEntry(c, byId, folds)) }
        : {
            tab: category.id,
            products: categoryFamilies(products, category.id).map((p) => productEntry(p, category, folds)),
            combos: [],
          }
    built[i] = next
    return next
  }
  const count = categories.length + 1
  let next = 0
  let whole: SearchIndex | null = null
  return {
    step: () => {
      while (next < count && built[next] !== undefined) next++
      if (next >= count) return false
      section(next)
      return true
    },
    index: () => {
      if (whole !== null) return whole
      whole = {
        sections: Array.from({ length: count }, (_, i) => section(i)),
        ...filterChoices(products, categories),
      }
      return whole
    },
  }
}

/** Builds the index of a loaded menu (products, combos, categories as the catalogue holds them) at once. */
export const buildSearchIndex = (
  products: ReadonlyArray<Product>,
  combos: ReadonlyArray<Combo>,
  categories: ReadonlyArray<Category>,
): SearchIndex => searchIndexBuilder(products, combos, categories).index()

const allergenOrder = (code: AllergenCode): number => ALLERGEN_CODES.indexOf(code)

/** An index with nothing in it (the menu has not loaded). */
export const emptySearchIndex: SearchIndex = { sections: [], types: [], allergens: [] }
