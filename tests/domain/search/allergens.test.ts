import { describe, expect, it } from "vitest"
import {
  ALLERGEN_CODES,
  allergenCodeOf,
  allergenCodes,
  declaredAllergens,
  EU_ALLERGENS,
  knownAllergenCodes,
} from "../../../domain/search/allergens"

describe("EU-14 allergens", () => {
  it("lists the 14 allergens of Regulation 1169/2011 Annex II in its order, numbered 1–14", () => {
    expect(EU_ALLERGENS.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    expect(new Set(EU_ALLERGENS.map((a) => a.label.key)).size).toBe(14)
  })

  it("given Polish or English names in any case, when read, then they name the same allergen", () => {
    expect(allergenCodeOf("Mleko")).toBe("milk")
    expect(allergenCodeOf(" MILK ")).toBe("milk")
    expect(allergenCodeOf("Jaja")).toBe("eggs")
    expect(allergenCodeOf("Mięczaki")).toBe("molluscs")
    expect(allergenCodeOf("Orzeszki ziemne")).toBe("peanuts")
    expect(allergenCodeOf("Dwutlenek siarki i siarczyny")).toBe("sulphites")
    expect(allergenCodeOf("Truskawki")).toBeNull()
  })

  it("given declared names, when listed, then EU-14 ones become copies, others stay as written, each once", () => {
    expect(declaredAllergens(["Gluten", "Mleko", "milk", "Truskawki "])).toEqual([
      { code: "gluten", key: "allergen-gluten", text: "Gluten" },
      { code: "milk", key: "allergen-milk", text: "Milk" },
      { code: null, key: null, text: "Truskawki" },
    ])
    expect(allergenCodes(["Mleko", "Gluten", "Mleko", "Truskawki"])).toEqual(["milk", "gluten"])
  })

  it("given a stored exclusion with unknown codes, when restored, then only known codes remain, in Annex order", () => {
    expect(knownAllergenCodes(["milk", "bogus", "gluten"])).toEqual(["gluten", "milk"])
    expect(knownAllergenCodes([...ALLERGEN_CODES])).toEqual(ALLERGEN_CODES)
  })
})
