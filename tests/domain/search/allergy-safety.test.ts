import { describe, expect, it } from "vitest"
import type { Copy } from "../../../domain/i18n/copy"
import {
  allergenNameList,
  allergyNote,
  excludedAllergensOf,
  restoredExclusion,
} from "../../../domain/search/allergy-safety"
import { polishTranslations } from "../../support/fixtures"

/** Issue 30: the allergy line for the kitchen, the cart's warnings, and the remembered exclusion. */

const polish = polishTranslations()
const inPolish = (c: Copy) => polish.get(c.key) ?? c.text
const inEnglish = (c: Copy) => c.text

describe("the allergy line for the kitchen", () => {
  it("given peanuts then milk excluded, when named in Polish, then 'orzeszki ziemne, mleko' in that order", () => {
    expect(allergenNameList(["peanuts", "milk"], inPolish, "pl")).toBe("orzeszki ziemne, mleko")
    expect(allergenNameList(["milk", "peanuts"], inEnglish, "en")).toBe("milk, peanuts")
  })

  it("given exclusions, when the note is written, then it is one short line in the widget's language", () => {
    expect(allergyNote(["peanuts", "milk"], inPolish, "pl")).toBe("Alergie: orzeszki ziemne, mleko")
    expect(allergyNote(["peanuts", "milk"], inEnglish, "en")).toBe("Allergies: peanuts, milk")
    expect(allergyNote(["lupin"], inPolish, "pl")).toBe("Alergie: łubin")
  })

  it("given nothing excluded, when the note is written, then there is none (nothing is sent)", () => {
    expect(allergyNote([], inPolish, "pl")).toBeNull()
  })
})

describe("a cart line that declares an excluded allergen", () => {
  const menu = new Map([
    [1, { allergens: ["Gluten", "Mleko"] }],
    [2, { allergens: ["Orzeszki ziemne", "Gluten"] }],
    [3, { allergens: [] as string[] }],
  ])

  it("given milk excluded, when a line of product 1 is checked, then it declares milk", () => {
    expect(excludedAllergensOf([1], menu, ["milk"])).toEqual(["milk"])
  })

  it("given a half-and-half or a combo, when checked, then every product of the line counts, in the exclusion's order", () => {
    expect(excludedAllergensOf([3, 2], menu, ["peanuts"])).toEqual(["peanuts"])
    expect(excludedAllergensOf([1, 2], menu, ["peanuts", "gluten", "milk"])).toEqual(["peanuts", "gluten", "milk"])
  })

  it("given nothing excluded, a product off the menu or one without the allergen, then no warning", () => {
    expect(excludedAllergensOf([1], menu, [])).toEqual([])
    expect(excludedAllergensOf([99], menu, ["milk"])).toEqual([])
    expect(excludedAllergensOf([3], menu, ["milk"])).toEqual([])
  })
})

describe("the exclusion a visit starts with", () => {
  it("given nothing stored, then nothing is excluded and nothing is remembered", () => {
    expect(restoredExclusion(null, null)).toEqual({ codes: [], remembered: false, fromDevice: false })
  })

  it("given only this visit's choice, then it lasts for the visit, not remembered", () => {
    expect(restoredExclusion(["milk"], null)).toEqual({ codes: ["milk"], remembered: false, fromDevice: false })
  })

  it("given a choice remembered on the device and a new visit, then it is shown as remembered, with 'Clear'", () => {
    expect(restoredExclusion(null, ["peanuts", "milk"])).toEqual({
      codes: ["peanuts", "milk"],
      remembered: true,
      fromDevice: true,
    })
  })

  it("given the visit's own choice beside a remembered one, then the visit's wins (even emptied)", () => {
    expect(restoredExclusion([], ["milk"])).toEqual({ codes: [], remembered: true, fromDevice: false })
    expect(restoredExclusion(["eggs"], ["milk"])).toEqual({ codes: ["eggs"], remembered: true, fromDevice: false })
  })

  it("given stale or foreign codes stored, then they are dropped", () => {
    expect(restoredExclusion(null, ["strawberries"])).toEqual({ codes: [], remembered: false, fromDevice: false })
  })
})
