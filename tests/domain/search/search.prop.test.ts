import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ALLERGEN_CODES, type AllergenCode } from "../../../domain/search/allergens"
import { normaliseText } from "../../../domain/search/normalise"
import { type MenuMatches, type MenuQuery, matchMenu, NO_QUERY, narrows } from "../../../domain/search/query"
import { buildSearchIndex } from "../../../domain/search/search-index"
import { propertySeed } from "../../support/seed"
import { seededMenu } from "./seeded-menu"

const menus = ([1, 2, 3] as const).map((restaurant) => {
  const menu = seededMenu(restaurant)
  return { restaurant, ...menu, index: buildSearchIndex(menu.products, menu.combos, menu.categories) }
})

/** A name with its diacritics removed the way a customer without Polish letters types it. */
const plain = (name: string): string =>
  name.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/Ł/g, "L")

/** Every card of a result as "p:<representative id>" / "c:<combo id>". */
const cards = (result: MenuMatches): ReadonlySet<string> =>
  new Set(
    result.groups.flatMap((g) => [
      ...g.products.map((p) => `p:${p.product.id}`),
      ...g.combos.map((c) => `c:${c.entry.combo.id}`),
    ]),
  )

const menuArb = fc.constantFrom(...menus)
const queryArb = (menu: (typeof menus)[number]) =>
  fc.record({
    text: fc.oneof(
      fc.constantFrom("", "ser", "pizza", "zurek", "sos", "burger ostry", "kurczak", "ą", "zestaw"),
      fc.constantFrom(...menu.products.map((p) => p.name)).map((name) => name.slice(0, 4)),
    ),
    types: fc.subarray(menu.index.types.map((t) => t.id)),
    excluded: fc.subarray([...ALLERGEN_CODES] as AllergenCode[]),
  })

/** A menu and a query over it (text, types and excluded allergens from that menu). */
const menuAndQuery = menuArb.chain((menu) => fc.tuple(fc.constant(menu), queryArb(menu)))

describe("search properties over the seeded menus (restaurants 1, 2 and the 1200-product 3)", () => {
  it("every product is found by its own name with diacritics removed (and its card holds it)", () => {
    fc.assert(
      fc.property(
        menuArb.chain((menu) => fc.tuple(fc.constant(menu), fc.constantFrom(...menu.products))),
        ([menu, product]) => {
          const result = matchMenu(menu.index, { ...NO_QUERY, text: plain(product.name) })
          const found = result.groups
            .flatMap((g) => g.products)
            .some((e) => e.product.family.variants.includes(product))
          expect(found, product.name).toBe(true)
        },
      ),
      { seed: propertySeed("search own name"), numRuns: 400 },
    )
  })

  it("a filter never shows a product declaring an excluded allergen; a combo containing one is marked", () => {
    fc.assert(
      fc.property(menuAndQuery, ([menu, query]) => {
        const result = matchMenu(menu.index, query)
        for (const group of result.groups) {
          for (const entry of group.products)
            for (const size of entry.product.family.variants)
              for (const name of size.allergens)
                expect(query.excluded.map((c) => c as string)).not.toContain(codeOfName(name))
          for (const hit of group.combos)
            expect(hit.flagged).toEqual(query.excluded.filter((code) => hit.entry.allergens.has(code)))
        }
      }),
      { seed: propertySeed("search excluded allergen"), numRuns: 300 },
    )
  })

  it("search + filters = the intersection of the search alone and the filters alone", () => {
    fc.assert(
      fc.property(menuAndQuery, ([menu, query]) => {
        const both = cards(matchMenu(menu.index, query))
        const searched = cards(matchMenu(menu.index, { ...NO_QUERY, text: query.text }))
        const filtered = cards(matchMenu(menu.index, { ...query, text: "" }))
        expect([...both].sort()).toEqual([...searched].filter((c) => filtered.has(c)).sort())
      }),
      { seed: propertySeed("search intersection"), numRuns: 300 },
    )
  })

  it("counts add up to the total, groups keep menu order, and folding the query changes nothing", () => {
    fc.assert(
      fc.property(menuAndQuery, ([menu, query]: [(typeof menus)[number], MenuQuery]) => {
        const result = matchMenu(menu.index, query)
        expect([...result.counts.values()].reduce((a, b) => a + b, 0)).toBe(result.total)
        const order = menu.index.sections.map((s) => s.tab)
        const positions = result.groups.map((g) => order.indexOf(g.tab))
        expect(positions).toEqual([...positions].sort((a, b) => a - b))
        expect(cards(matchMenu(menu.index, { ...query, text: normaliseText(query.text).toUpperCase() }))).toEqual(
          cards(result),
        )
      }),
      { seed: propertySeed("search counts"), numRuns: 200 },
    )
  })

  it("typing on, letter by letter: each answer found from the previous one equals the answer over the whole menu", () => {
    /** The whole answer as data: groups in order with their cards in order, flags, counts and total. */
    const whole = (result: MenuMatches) => ({
      groups: result.groups.map((g) => ({
        tab: g.tab,
        products: g.products.map((p) => p.product.id),
        combos: g.combos.map((c) => [c.entry.combo.id, c.flagged]),
      })),
      total: result.total,
      counts: [...result.counts],
    })
    fc.assert(
      fc.property(
        menuArb.chain((menu) =>
          fc.tuple(
            fc.constant(menu),
            queryArb(menu),
            fc.oneof(
              fc.constantFrom("ser", "pizza", "sos ost", "kurczak w", "zestaw", "ma", "p", "Ż"),
              fc.constantFrom(...menu.products.map((p) => p.name)),
            ),
          ),
        ),
        ([menu, query, typed]) => {
          let previous = { query: { ...query, text: "" }, matches: matchMenu(menu.index, { ...query, text: "" }) }
          for (let n = 1; n <= typed.length; n++) {
            const next = { ...query, text: typed.slice(0, n) }
            const matches = matchMenu(menu.index, next, previous)
            expect(whole(matches), next.text).toEqual(whole(matchMenu(menu.index, next)))
            previous = { query: next, matches }
          }
          // Deleting a letter widens the query: the answer is the whole menu's again, not a subset.
          const shorter = { ...query, text: typed.slice(0, 1) }
          expect(whole(matchMenu(menu.index, shorter, previous))).toEqual(whole(matchMenu(menu.index, shorter)))
        },
      ),
      { seed: propertySeed("search narrowing"), numRuns: 120 },
    )
  })

  it("narrows: only a query whose words begin with every earlier word, with the same filters", () => {
    const q = (text: string, types: number[] = [], excluded: AllergenCode[] = []): MenuQuery => ({
      text,
      types,
      excluded,
    })
    expect(narrows(q("m"), q("ma"))).toBe(true)
    expect(narrows(q("ma"), q("ma p"))).toBe(true)
    expect(narrows(q("ser ma"), q("Mak ser"))).toBe(true)
    expect(narrows(q(""), q("ma"))).toBe(true)
    expect(narrows(q("ma"), q("m"))).toBe(false)
    expect(narrows(q("ma p"), q("ma"))).toBe(false)
    expect(narrows(q("ma"), q("ma", [1]))).toBe(false)
    expect(narrows(q("ma", [], ["milk"]), q("mak"))).toBe(false)
  })
})

/** The EU-14 code a declared name reads as, spelled out here independently of the domain's table. */
const codeOfName = (name: string): string => {
  const folded = normaliseText(name)
  const table: Record<string, string> = {
    gluten: "gluten",
    skorupiaki: "crustaceans",
    jaja: "eggs",
    ryby: "fish",
    soja: "soybeans",
    mleko: "milk",
    orzechy: "nuts",
    seler: "celery",
    gorczyca: "mustard",
    sezam: "sesame",
    mieczaki: "molluscs",
  }
  const code = table[folded]
  if (code === undefined) throw new Error(`the seed declares an allergen this test does not know: ${name}`)
  return code
}
