import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { defaultComboChoice } from "../../../domain/combo/choice"
import { comboPrice } from "../../../domain/combo/price"
import { comboSelectionValue } from "../../../domain/combo/selection"
import { COMBO_INCOMPLETE, validateCombo } from "../../../domain/combo/validation"
import { ComboSelection } from "../../../domain/wire/requests"
import { combo } from "../product/build"

const dinner = combo({
  id: 901,
  base_price: "59.99",
  groups: [
    {
      id: 9101,
      name: "Pizza",
      extra: 0,
      options: [
        { id: 9201, is_default: 1, extra_price: 0, product: { id: 1002, name: "Margherita" } },
        { id: 9202, is_default: 0, extra_price: 6, product: { id: 1020, name: "Pepperoni" } },
      ],
    },
    {
      id: 9102,
      name: "Napój",
      extra: "2.50",
      options: [
        { id: 9206, is_default: 0, extra_price: "0.10", product: { id: 1088, name: "Coca-Cola" } },
        { id: 9207, is_default: 0, extra_price: 0, product: { id: null, name: "Bez produktu" } },
      ],
    },
  ],
})

describe("defaultComboChoice", () => {
  it("given options marked is_default, then each group starts with its default; groups without one stay open", () => {
    expect([...defaultComboChoice(dinner)]).toEqual([[9101, 9201]])
  })
})

describe("validateCombo", () => {
  it("given nothing chosen, then 'Please complete your combo selection'", () => {
    expect(validateCombo(dinner, new Map())).toEqual({ ok: false, message: "Please complete your combo selection" })
    expect(COMBO_INCOMPLETE.text).toBe("Please complete your combo selection")
  })

  it("given at least one group chosen, then the combo may be added", () => {
    expect(validateCombo(dinner, new Map([[9102, 9206]]))).toEqual({ ok: true })
  })

  it("given only an option id the group does not have, then it counts as nothing chosen", () => {
    expect(validateCombo(dinner, new Map([[9101, 9206]])).ok).toBe(false)
  })

  it("given a combo without groups, then it is refused", () => {
    expect(validateCombo(combo({ groups: [] }), new Map()).ok).toBe(false)
  })
})

describe("comboSelectionValue", () => {
  it("sends combo_id, quantity and each chosen group's option, product and extra in złoty", () => {
    const choice = new Map([
      [9101, 9202],
      [9102, 9206],
    ])
    const value = comboSelectionValue(dinner, choice, 2)
    expect(value).toEqual({
      combo_id: 901,
      quantity: 2,
      groups: [
        { group_id: 9101, option_id: 9202, product_id: 1020, extra: 6 },
        { group_id: 9102, option_id: 9206, product_id: 1088, extra: 2.6 },
      ],
    })
    expect(Schema.decodeUnknownResult(ComboSelection)(value)._tag).toBe("Success")
  })

  it("leaves out unchosen groups and options without a product id, and brings quantity into 1..99", () => {
    const value = comboSelectionValue(dinner, new Map([[9102, 9207]]), 500)
    expect(value).toEqual({ combo_id: 901, quantity: 99, groups: [] })
  })

  it("prices the same choice as the cart: base + extras, times quantity", () => {
    const choice = new Map([
      [9101, 9202],
      [9102, 9206],
    ])
    expect(comboPrice(dinner, choice, 2)).toBe((5999 + 600 + 250 + 10) * 2)
  })
})
