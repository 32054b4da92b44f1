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
type Tag = { readonly id: number; readonly name: string }

/** The EU-14 allergens the generated dishes declare, numbered and named as restaurant 1 does. */
const A = {
  gluten: { id: 1, name: "Gluten" },
  eggs: { id: 3, name: "Jaja" },
  fish: { id: 4, name: "Ryby" },
  soy: { id: 6, name: "Soja" },
  milk: { id: 7, name: "Mleko" },
  nuts: { id: 8, name: "Orzechy" },
  celery: { id: 9, name: "Seler" },
  mustard: { id: 10, name: "Gorczyca" },
  sesame: { id: 11, name: "Sezam" },
} as const satisfies Record<string, Tag>

/** Dietary types, numbered and named as restaurant 1 does. */
const T = {
  vegetarian: { id: 1, name: "Wegetariańska" },
  spicy: { id: 2, name: "Ostra" },
  vegan: { id: 3, name: "Wegańska" },
  glutenFree: { id: 5, name: "Bez glutenu" },
} as const satisfies Record<string, Tag>

/** What a dish brings whatever its style (bread and pasta: gluten; ramen: soy and egg noodles…). */
const DISH_ALLERGENS: Readonly<Record<string, ReadonlyArray<Tag>>> = {
  Burger: [A.gluten, A.sesame, A.mustard],
  Wrap: [A.gluten],
  Bowl: [A.sesame, A.soy],
  Pizza: [A.gluten],
  Makaron: [A.gluten, A.eggs],
  Sałatka: [A.mustard],
  Zupa: [A.celery],
  Kanapka: [A.gluten, A.mustard],
  Tortilla: [A.gluten],
  Risotto: [A.celery],
  Curry: [A.nuts],
  Ramen: [A.gluten, A.soy, A.eggs],
}

/**
 * Realistic allergens and types for a generated dish: the dish's own allergens, cheese for the
 * cheesy and creamy ones, fish for some Mediterranean ones; a vegan dish never declares milk, eggs
 * or fish, and is vegetarian too; meat styles are never vegetarian. `r1`, `r2` are the two draws the
 * generator has always made here, so the products' names and prices stay as they were.
 */
const dietOf = (
  dish: string,
  style: string,
  r1: number,
  r2: number,
): { readonly allergens: ReadonlyArray<Tag>; readonly types: ReadonlyArray<Tag> } => {
  const vegan = style === "wegański"
  const meat = style === "z kurczakiem" || style === "z wołowiną" || style === "BBQ"
  const allergens = new Set<Tag>(DISH_ALLERGENS[dish] ?? [])
  if (style === "z serem" || (!vegan && (dish === "Risotto" || dish === "Pizza"))) allergens.add(A.milk)
  if (style === "BBQ") allergens.add(A.mustard)
  if (style === "śródziemnomorski" && r1 < 0.4) allergens.add(A.fish)
  if (!vegan && r1 >= 0.7) allergens.add(A.eggs)
  if (vegan) {
    allergens.delete(A.milk)
    allergens.delete(A.eggs)
    allergens.delete(A.fish)
  }
  const types: Tag[] = []
  const vegetarian = vegan || (!meat && !allergens.has(A.fish) && (style === "z serem" || r2 < 0.5))
  if (vegetarian) types.push(T.vegetarian)
  if (vegan) types.push(T.vegan)
  if (style === "ostry" || (dish === "Curry" && r2 < 0.5)) types.push(T.spicy)
  if (!allergens.has(A.gluten)) types.push(T.glutenFree)
  return { allergens: [...allergens].sort((a, b) => a.id - b.id), types }
}

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
      const dish = pick(DISHES)
      const style = pick(STYLES)
      const diet = dietOf(dish, style, rnd(), rnd())
      products.push({
        id,
        product_id: productId,
        name: `${dish} ${style} ${c + 1}.${p + 1}`,
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
        allergens: diet.allergens,
        types: diet.types,
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
