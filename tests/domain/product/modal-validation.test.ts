import { describe, expect, it } from "vitest"
import { productModalMessages } from "../../../domain/product/modal-validation"
import { joinValidationMessages } from "../../../domain/product/validation"
import type { Product } from "../../../domain/wire/product"
import { pizza, product } from "./build"

/** A second pizza with its own mandatory group and the same 'Rodzaj ciasta' group as the first. */
const pepperoni = product({
  id: 1020,
  name: "Pepperoni",
  allow_half: 1,
  category_id: 1,
  addons: [
    { id: 1, group_name: "Rodzaj ciasta", required: "mandatory", exact_required: 1, ingredients: [{ id: 6001 }] },
    { id: 2, group_name: "Ostrość", required: "mandatory", exact_required: 1, ingredients: [{ id: 6100 }] },
  ],
})
const margherita: Product = { ...pizza(), allow_half: true, category_id: 1 }
/** Pepperoni in its large size: same category, another size. */
const largePepperoni: Product = { ...pepperoni, id: 1021, variable_name: "42 cm" }
const menu = new Map<number, Product>([
  [1001, margherita],
  [1020, pepperoni],
  [1021, largePepperoni],
])
const lookup = (id: number) => menu.get(id)
const whole = { variantId: 1001, halfAndHalf: false, secondProductId: null, selections: { first: {}, second: {} } }

describe("productModalMessages", () => {
  it("given a whole pizza with its mandatory group empty, then its one exact message", () => {
    expect(productModalMessages(whole, lookup)).toEqual(["Choose at least one option from Rodzaj ciasta"])
  })

  it("given the mandatory group chosen, then nothing blocks adding", () => {
    const chosen = { ...whole, selections: { first: { "g:Rodzaj ciasta": [6001] }, second: {} } }
    expect(productModalMessages(chosen, lookup)).toEqual([])
  })

  it("given half-and-half with both halves empty, then the second half's groups follow, a shared group once, joined one per line", () => {
    const half = { ...whole, halfAndHalf: true, secondProductId: 1020 }
    const messages = productModalMessages(half, lookup)
    expect(messages).toEqual([
      "Choose at least one option from Rodzaj ciasta",
      "Choose at least one option from Ostrość",
    ])
    expect(joinValidationMessages(messages)).toBe(
      "Choose at least one option from Rodzaj ciasta\nChoose at least one option from Ostrość",
    )
  })

  it("given the first half complete, then the second half is checked against its own selection", () => {
    const half = {
      variantId: 1001,
      halfAndHalf: true,
      secondProductId: 1020,
      selections: { first: { "g:Rodzaj ciasta": [6001] }, second: { "g:Ostrość": [6100] } },
    }
    expect(productModalMessages(half, lookup)).toEqual(["Choose at least one option from Rodzaj ciasta"])
  })

  it("given half-and-half off, then a stray second product does not count", () => {
    expect(productModalMessages({ ...whole, secondProductId: 1020 }, lookup)).toHaveLength(1)
  })

  it("(regression) given half-and-half on and no second half chosen, then adding is refused with 'Choose the second half'", () => {
    expect(productModalMessages({ ...whole, halfAndHalf: true }, lookup)).toEqual([
      "Choose the second half",
      "Choose at least one option from Rodzaj ciasta",
    ])
  })

  it("given a second half of another size, then adding is refused with the pairing message", () => {
    const half = {
      ...whole,
      halfAndHalf: true,
      secondProductId: 1021,
      selections: { first: { "g:Rodzaj ciasta": [6001] }, second: { "g:Rodzaj ciasta": [6001], "g:Ostrość": [6100] } },
    }
    expect(productModalMessages(half, lookup)).toEqual([
      "The second half must be a pizza of the same size from the same category",
    ])
  })

  it("given an unknown product or a translated template, then unknown adds nothing and the template is filled", () => {
    expect(productModalMessages({ ...whole, variantId: 5 }, lookup)).toEqual([])
    expect(productModalMessages(whole, lookup, "Choose at least one from {group}")).toEqual([
      "Choose at least one from Rodzaj ciasta",
    ])
  })
})
