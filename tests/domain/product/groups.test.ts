import { describe, expect, it } from "vitest"
import {
  ADDITIONAL_TAG,
  addonGroupBadge,
  addonGroupHint,
  addonGroups,
  CHOOSE_N_HINT,
  EXTRA_GROUP_TITLE,
  REQUIRED_BADGE,
} from "../../../domain/product/groups"
import { pizza, product } from "./build"

describe("addonGroups", () => {
  it("given named and ungrouped add-ons, when grouped, then named groups come first and the ungrouped ones are gathered last", () => {
    const groups = addonGroups(pizza())
    expect(groups.map((g) => g.key)).toEqual(["g:Rodzaj ciasta", "g:Sosy do brzegów", "extra"])
    expect(groups.map((g) => g.name)).toEqual(["Rodzaj ciasta", "Sosy do brzegów", "Choose ingredients"])
    const extra = groups[2]
    expect(extra?.additional).toBe(true)
    expect(extra?.mandatory).toBe(false)
    expect(extra?.exactRequired).toBe(0)
    expect(extra?.options.map((o) => o.id)).toEqual([6016, 6010])
  })

  it("given option prices, when grouped, then each price is price_in_addon, else the ingredient's price, else 0", () => {
    const [dough, sauces, extra] = addonGroups(pizza())
    expect(dough?.options.map((o) => o.price)).toEqual([0, 300, 800])
    expect(sauces?.options.map((o) => o.price)).toEqual([200, 200, 0])
    expect(extra?.options.map((o) => o.price)).toEqual([450, 300])
  })

  it("given required 'mandatory', when grouped, then the group is mandatory; other values are not", () => {
    const [dough, sauces] = addonGroups(pizza())
    expect(dough?.mandatory).toBe(true)
    expect(dough?.exactRequired).toBe(1)
    expect(sauces?.mandatory).toBe(false)
    expect(sauces?.exactRequired).toBe(2)
  })

  it("given two add-ons with the same group_name, when grouped, then they merge into one group without repeating an option", () => {
    const p = product({
      addons: [
        { id: 1, group_name: "Sosy", required: "optional", exact_required: 1, ingredients: [{ id: 10, price: 1 }] },
        {
          id: 2,
          group_name: "Sosy",
          required: "mandatory",
          exact_required: 2,
          ingredients: [
            { id: 10, price: 9 },
            { id: 11, price: 2 },
          ],
        },
      ],
    })
    const groups = addonGroups(p)
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({ key: "g:Sosy", mandatory: true, exactRequired: 2, additional: false })
    expect(groups[0]?.options).toEqual([
      { id: 10, name: "", price: 100 },
      { id: 11, name: "", price: 200 },
    ])
  })

  it("given no add-ons, when grouped, then there are no groups (no empty extra list)", () => {
    expect(addonGroups(product({ addons: [] }))).toEqual([])
  })

  it("exports the texts with their translation keys", () => {
    expect(EXTRA_GROUP_TITLE).toEqual({ key: "choose-ingredients", text: "Choose ingredients" })
    expect(ADDITIONAL_TAG).toEqual({ key: "additional", text: "Additional" })
    expect(REQUIRED_BADGE).toEqual({ key: "required", text: "Required" })
  })
})

describe("addonGroupHint and addonGroupBadge", () => {
  it("given exact_required above 1, then the hint is 'Choose N'", () => {
    expect(addonGroupHint({ exactRequired: 2 })).toBe("Choose 2")
    expect(addonGroupHint({ exactRequired: 3 })).toBe("Choose 3")
  })

  it("given exact_required 1, then the hint is 'Choose 1'", () => {
    expect(addonGroupHint({ exactRequired: 1 })).toBe("Choose 1")
  })

  it("given exact_required 0, then there is no hint", () => {
    expect(addonGroupHint({ exactRequired: 0 })).toBeNull()
  })

  it("given SPEC's Polish template as the translation, then N is filled into it", () => {
    expect(CHOOSE_N_HINT).toEqual({ key: "choose-n", text: "Choose {n}" })
    expect(addonGroupHint({ exactRequired: 2 }, "Wybierz {n}", "Wybierz 1")).toBe("Wybierz 2")
    expect(addonGroupHint({ exactRequired: 1 }, "Wybierz {n}", "Wybierz 1")).toBe("Wybierz 1")
  })

  it("given a mandatory group, then it carries the 'Required' badge; an optional one none", () => {
    expect(addonGroupBadge({ mandatory: true })?.text).toBe("Required")
    expect(addonGroupBadge({ mandatory: false })).toBeNull()
  })
})
