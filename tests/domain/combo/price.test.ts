import { describe, expect, it } from "vitest"
import { defaultComboChoice } from "../../../domain/combo/choice"
import {
  chosenOptionExtra,
  comboBasePrice,
  comboPrice,
  groupSurcharge,
  groupSurchargeText,
  optionCardPrice,
  optionCardText,
} from "../../../domain/combo/price"
import { comboSelectionValue } from "../../../domain/combo/selection"
import { toZloty } from "../../../domain/money/money"
import { combo } from "../product/build"

/** A drink group with a 2.50 zł group extra: the card shows each option's own extra_price, the total both. */
const duo = combo({
  id: 902,
  base_price: "40.00",
  groups: [
    {
      id: 1,
      name: "Danie",
      extra: 0,
      options: [
        { id: 11, is_default: 1, extra_price: 0, product: { id: 101, name: "Pierogi" } },
        { id: 12, is_default: 0, extra_price: "4.00", product: { id: 102, name: "Schabowy" } },
      ],
    },
    {
      id: 2,
      name: "Napój",
      extra: "2.50",
      options: [
        { id: 21, is_default: 1, extra_price: 0, product: { id: 201, name: "Kompot" } },
        { id: 22, is_default: 0, extra_price: "3.50", product: { id: 202, name: "Lemoniada" } },
        { id: 23, is_default: 0, extra_price: "0.01", product: { id: 203, name: "Woda" } },
      ],
    },
  ],
})

const group = (id: number) => {
  const g = duo.groups.find((x) => x.id === id)
  if (!g) throw new Error(`no group ${id}`)
  return g
}
const option = (groupId: number, optionId: number) => {
  const o = group(groupId).options.find((x) => x.id === optionId)
  if (!o) throw new Error(`no option ${optionId}`)
  return o
}

describe("optionCardPrice / optionCardText (SPEC §2: option cards show extra_price as '+x.xx zł')", () => {
  it("shows the option's own extra_price, without its group's extra", () => {
    expect(optionCardPrice(option(2, 22))).toBe(350)
    expect(optionCardText(group(2), option(2, 22), "Darmowy")).toBe("+3.50 zł")
    expect(optionCardText(group(2), option(2, 23), "Darmowy")).toBe("+0.01 zł")
    expect(optionCardText(group(1), option(1, 12), "Darmowy")).toBe("+4.00 zł")
  })

  it("labels an option that adds nothing with the (translated) free label, not '+0.00 zł'", () => {
    expect(optionCardPrice(option(1, 11))).toBe(0)
    expect(optionCardText(group(1), option(1, 11), "Darmowy")).toBe("Darmowy")
    expect(optionCardText(group(1), option(1, 11), "Free")).toBe("Free")
  })

  it("(issue 27) given a group with a 2.50 zł surcharge, then none of its options is labelled free: the group shows '+2,50 zł'", () => {
    expect(chosenOptionExtra(group(2), option(2, 21))).toBe(250)
    expect(optionCardText(group(2), option(2, 21), "Darmowy", "pl")).toBe("")
    expect(groupSurcharge(group(2))).toBe(250)
    expect(groupSurchargeText(group(2), "pl")).toBe("+2,50 zł")
    expect(groupSurchargeText(group(2), "en")).toBe("+2.50 zł")
    expect(groupSurcharge(group(1))).toBeNull()
    expect(groupSurchargeText(group(1), "pl")).toBeNull()
  })
})

describe("chosenOptionExtra: what a chosen option adds to the combo", () => {
  it("is the option's extra_price plus its group's extra, exact in grosze", () => {
    expect(chosenOptionExtra(group(2), option(2, 21))).toBe(250)
    expect(chosenOptionExtra(group(2), option(2, 22))).toBe(600)
    expect(chosenOptionExtra(group(2), option(2, 23))).toBe(251)
    expect(chosenOptionExtra(group(1), option(1, 12))).toBe(400)
  })

  it("is what comboPrice adds per chosen group and what the add-combo-item request sends as extra", () => {
    const choice = new Map([
      [1, 12],
      [2, 22],
    ])
    const extras = [chosenOptionExtra(group(1), option(1, 12)), chosenOptionExtra(group(2), option(2, 22))]
    expect(comboPrice(duo, choice, 1)).toBe(4000 + (extras[0] ?? 0) + (extras[1] ?? 0))
    expect(comboPrice(duo, choice, 3)).toBe(3 * (4000 + 400 + 600))
    expect(comboSelectionValue(duo, choice, 1).groups.map((g) => g.extra)).toEqual(extras.map((e) => toZloty(e)))
  })

  it("the total differs between two options of a group by exactly the difference of their cards", () => {
    const withKompot = comboPrice(duo, new Map([[2, 21]]), 1)
    const withLemoniada = comboPrice(duo, new Map([[2, 22]]), 1)
    expect(withLemoniada - withKompot).toBe(optionCardPrice(option(2, 22)) - optionCardPrice(option(2, 21)))
  })
})

describe("(issue 27) the card's 'from' price and the modal's opening total add up", () => {
  it("given the default choice, then the opening total is the 'from' price plus the shown surcharges and option prices", () => {
    const opening = comboPrice(duo, defaultComboChoice(duo), 1)
    const shown = duo.groups.reduce((sum, g) => {
      const chosen = g.options.find((o) => o.id === defaultComboChoice(duo).get(g.id))
      return sum + (groupSurcharge(g) ?? 0) + (chosen ? optionCardPrice(chosen) : 0)
    }, 0)
    expect(comboBasePrice(duo)).toBe(4000)
    expect(opening).toBe(4250)
    expect(opening - comboBasePrice(duo)).toBe(shown)
  })
})
