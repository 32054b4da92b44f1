/**
 * Restaurant 3's large menu, generated from fixtures/restaurants/3/generate.json so the repository
 * does not carry a 1000-product JSON file. Deterministic: the same seed always yields byte-identical
 * products, so performance numbers and tests are comparable between runs.
 */

export interface GenerateSpec {
  readonly categories: number
  readonly products_per_category: number
  readonly seed: number
  readonly combos: number
}

/** mulberry32: a tiny, well-distributed 32-bit PRNG; enough for demo data, not for secrets. */
const prng = (seed: number) => {
  let a = seed >>> 0
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const DISHES = [
  "Burger",
  "Wrap",
  "Bowl",
  "Pizza",
  "Makaron",
  "Sałatka",
  "Zupa",
  "Kanapka",
  "Tortilla",
  "Risotto",
  "Curry",
  "Ramen",
]
const STYLES = ["klasyczny", "ostry", "wegański", "z kurczakiem", "z wołowiną", "z serem", "śródziemnomorski", "BBQ"]
const MEDIA = ["pizza", "pasta", "salad", "bread", "soup", "dessert", "drink", "sauce", "pierogi"]

type Json = Record<string, unknown>

/** Złoty with two decimals from integer grosze, as the API writes prices. */
const zl = (gr: number): number => Math.round(gr) / 100

export const generateMenu = (
  spec: GenerateSpec,
): { readonly categories: Json[]; readonly products: Json[]; readonly combos: Json[] } => {
  const rnd = prng(spec.seed)
  const pick = <T>(list: ReadonlyArray<T>): T => list[Math.floor(rnd() * list.length)] as T
  const categories: Json[] = []
  const products: Json[] = []
  const extras = {
    id: 37001,
    name: "Dodatki",
    price: 0,
    group_name: null,
    required: "optional",
    exact_required: 0,
    ingredients: [
      { id: 36001, name: "Ser", price: 3, price_in_addon: 2.5 },
      { id: 36002, name: "Jalapeño", price: 2 },
      { id: 36003, name: "Bekon", price: 4.5 },
    ],
  }
  const sauce = {
    id: 37002,
    name: "Sos",
    price: 0,
    group_name: "Sos",
    required: "mandatory",
    exact_required: 1,
    ingredients: [
      { id: 36011, name: "Czosnkowy", price: 0, price_in_addon: 0 },
      { id: 36012, name: "Pikantny", price: 1.5 },
    ],
  }
  let id = 30001
  for (let c = 0; c < spec.categories; c++) {
    const media = MEDIA[c % MEDIA.length] as string
    const categoryId = 300 + c
    categories.push({ id: categoryId, name: `Kategoria ${c + 1}`, logo: `/media/r3/${media}.svg` })
    for (let p = 0; p < spec.products_per_category; p++) {
      const base = 1500 + Math.floor(rnd() * 4500)
      const vat = Math.round(base * 0.08)
      const onSale = rnd() < 0.1
      const withAddons = rnd() < 0.5
      const productId = id
      products.push({
        id,
        product_id: productId,
        name: `${pick(DISHES)} ${pick(STYLES)} ${c + 1}.${p + 1}`,
        description: "Danie z generowanego menu testowego: świeże składniki, przygotowane na zamówienie.",
        variable_name: null,
        price: zl(base),
        sale_price: onSale ? zl(base - 300) : null,
        real_price: zl(base),
        vat: zl(vat),
        logo: `/media/r3/${media}.svg`,
        category_id: categoryId,
        sort_order: p + 1,
        allow_half: 0,
        ingredients: [
          { id: 35001, name: "Składnik podstawowy", price: 0, is_deletable: 0, is_deletable_in_product: 0 },
        ],
        addons: withAddons ? [sauce, extras] : [],
        allergens: rnd() < 0.5 ? [{ id: 1, name: "Gluten" }] : [],
        types: rnd() < 0.2 ? [{ id: 1, name: "Wegetariańska" }] : [],
      })
      id++
    }
  }
  const combos: Json[] = []
  for (let k = 0; k < spec.combos; k++) {
    const options = (offset: number) =>
      [0, 1, 2].map((i) => {
        const product = products[(k * 37 + offset * 11 + i * 5) % products.length] as Json
        return {
          id: 39100 + k * 100 + offset * 10 + i,
          is_default: i === 0 ? 1 : 0,
          extra_price: i === 0 ? 0 : i * 2,
          product: { id: product.id, name: product.name, logo: product.logo, variable_name: null },
        }
      })
    combos.push({
      id: 3901 + k,
      name: `Zestaw testowy ${k + 1}`,
      description: "Zestaw z generowanego menu: danie główne i dodatek.",
      logo: "/media/r3/combo.svg",
      base_price: 39.99 + k * 5,
      price: 44.99 + k * 5,
      groups: [
        { id: 39010 + k * 2, name: "Danie główne", extra: 0, options: options(0) },
        { id: 39011 + k * 2, name: "Dodatek", extra: "1.50", options: options(1) },
      ],
    })
  }
  return { categories, products, combos }
}
