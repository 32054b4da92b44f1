import { describe, expect, it } from "vitest"
import { decideAddonToggle, decideAddToCart, decideExclusion, decideHalfAndHalf } from "../../../domain/product/decide"
import { addonGroups } from "../../../domain/product/groups"
import { shownAddonPrice } from "../../../domain/product/price"
import { modalSecondHalves, modalTotal } from "../../../domain/product/queries"
import type { WidgetEvent } from "../../../domain/widget/event"
import { reduce } from "../../../domain/widget/evolve"
import type { WidgetState } from "../../../domain/widget/state"
import { fixtureProducts } from "../../support/fixtures"
import { given as givenEvents } from "../../support/given"

/** Given / when / then over the customisation modal: the pizzeria's menu, the modal opened on a product. */
const products = fixtureProducts(1)
const at = 1_700_000_000_000
const given = (...events: ReadonlyArray<WidgetEvent>): WidgetState =>
  givenEvents({ _tag: "ProductsLoaded", at, products }, ...events)
const opened = (productId: number) => ({ _tag: "ProductModalOpened", at, productId }) as const
const halfOn = { _tag: "HalfAndHalfToggled", at, on: true } as const
const dough = {
  _tag: "AddonSelectionChanged",
  at,
  half: "first",
  groupKey: "g:Rodzaj ciasta",
  optionIds: [6001],
} as const
/** The 32 cm Margherita (1002) as half-and-half with `secondHalf` as its second half, thin dough on both halves. */
const halvesWithThinDough = (secondHalf: number) =>
  given(
    opened(1002),
    halfOn,
    dough,
    { _tag: "SecondHalfChosen", at, productId: secondHalf },
    { ...dough, half: "second" },
  )
const then = (state: WidgetState, event: WidgetEvent | null) => (event === null ? state : reduce(state, event))

describe("product decisions", () => {
  it("given a product without allow_half, when 'Pół na pół' is clicked, then nothing happens", () => {
    const drink = products.find((p) => !p.allow_half)
    if (!drink) throw new Error("fixture changed: every product allows halves")
    expect(decideHalfAndHalf(given(opened(drink.id)), at)).toBeNull()
    expect(decideHalfAndHalf(given(opened(1002)), at)).toEqual(halfOn)
  })

  it("given half-and-half on and no second half, when adding, then it is refused and no line is built", () => {
    const decision = decideAddToCart(given(opened(1002), halfOn, dough), at)
    expect(decision).toEqual({
      _tag: "Refused",
      event: { _tag: "ModalValidationFailed", at, messages: ["Choose the second half"] },
    })
  })

  it("given half-and-half with a 32 cm second half, when adding, then the line carries it as special 'double'", () => {
    const state = halvesWithThinDough(1020)
    expect(decideAddToCart(state, at)).toEqual({
      _tag: "Add",
      item: {
        product_id: 1002,
        addons: [6001],
        quantity: 1,
        exclude_ingredients: [],
        special: { type: "double", data: { product_id: 1020, addons: [6001] } },
      },
    })
  })

  it("given a 42 cm second half on a 32 cm pizza, when adding, then it is refused with the pairing message", () => {
    const state = halvesWithThinDough(1021)
    expect(decideAddToCart(state, at, (c) => c.text)).toEqual({
      _tag: "Refused",
      event: {
        _tag: "ModalValidationFailed",
        at,
        messages: ["The second half must be a pizza of the same size from the same category"],
      },
    })
  })

  it("offers second halves of the first half's size only, all from its category", () => {
    const choices = modalSecondHalves(given(opened(1002), halfOn))
    expect(choices.length).toBeGreaterThan(5)
    for (const p of choices) {
      expect(p.variable_name).toBe("32 cm")
      expect(p.category_id).toBe(100)
      expect(p.allow_half).toBe(true)
    }
    expect(modalSecondHalves(given(opened(1002)))).toEqual([])
  })

  it("(regression) with 'Pół na pół' on and no second half, an add-on moves the total by the halved price it shows", () => {
    const before = given(opened(1002), halfOn, dough)
    const margherita = products.find((p) => p.id === 1002)
    if (!margherita) throw new Error("fixture changed: no Margherita 32 cm")
    const mushrooms = addonGroups(margherita)
      .flatMap((g) => g.options.map((o) => ({ group: g, option: o })))
      .find(({ option }) => option.name === "Pieczarki")
    if (!mushrooms) throw new Error("fixture changed: no Pieczarki")
    const after = then(before, decideAddonToggle(before, mushrooms.group.key, mushrooms.option.id, at))
    const rise = (modalTotal(after) ?? 0) - (modalTotal(before) ?? 0)
    const shown = shownAddonPrice(mushrooms.option.price, true)
    expect(Math.abs(rise - shown)).toBeLessThanOrEqual(1)
  })

  it("given an ingredient that is not deletable, when it is clicked, then nothing is excluded", () => {
    const state = given(opened(1002))
    expect(decideExclusion(state, 5002, at)).toBeNull()
    expect(decideExclusion(state, 5003, at)).toEqual({
      _tag: "IngredientExclusionChanged",
      at,
      half: "first",
      ingredientIds: [5003],
    })
  })

  it("given half-and-half on the second half's tab, when a deletable ingredient is clicked, then nothing is excluded (the second half sends none)", () => {
    const second = given(
      opened(1002),
      halfOn,
      { _tag: "SecondHalfChosen", at, productId: 1020 },
      { _tag: "HalfTabChosen", at, half: "second" },
    )
    const deletable = products
      .find((p) => p.id === 1020)
      ?.ingredients.find((i) => i.is_deletable && i.is_deletable_in_product)
    if (!deletable) throw new Error("fixture changed: Pepperoni 32 cm has no deletable ingredient")
    expect(decideExclusion(second, deletable.id, at)).toBeNull()
    const first = then(second, { _tag: "HalfTabChosen", at, half: "first" })
    expect(decideExclusion(first, 5003, at)).toEqual({
      _tag: "IngredientExclusionChanged",
      at,
      half: "first",
      ingredientIds: [5003],
    })
  })
})
