import { describe, expect, it } from "vitest"
import { familyKey, productFamilies, variantsOf } from "../../../domain/catalogue/families"
import { product } from "../product/build"

const margherita32 = product({ id: 1002, product_id: 1001, name: "Margherita", variable_name: "32 cm" })
const margherita24 = product({ id: 1001, product_id: 1001, name: "Margherita", variable_name: "24 cm" })
const margherita42 = product({ id: 1003, product_id: 1001, name: "Margherita", variable_name: "42 cm" })
const soup = product({ id: 2001, product_id: null, name: "Żurek" })
/** A lone product whose own id equals the margherita family's product_id: still its own family. */
const lone1001 = product({ id: 1001, product_id: null, name: "Tiramisu" })

describe("productFamilies", () => {
  it("given products sharing product_id, then they form one family whose variants are sorted by size", () => {
    const families = productFamilies([margherita32, soup, margherita24, margherita42])
    expect(families.map((f) => f.key)).toEqual(["p:1001", "s:2001"])
    expect(families[0]?.variants.map((p) => p.id)).toEqual([1001, 1002, 1003])
  })

  it("given a family, then its representative is the first variant in the API's order", () => {
    const [margherita] = productFamilies([margherita32, margherita24])
    expect(margherita?.representative.id).toBe(1002)
  })

  it("given a product without product_id, then it is its own family, even when its id equals a product_id", () => {
    const families = productFamilies([margherita24, lone1001])
    expect(families.map((f) => f.key)).toEqual(["p:1001", "s:1001"])
    expect(families[1]?.variants).toEqual([lone1001])
    expect(familyKey(soup)).toBe("s:2001")
  })

  it("given no products, then no families", () => {
    expect(productFamilies([])).toEqual([])
  })
})

describe("variantsOf", () => {
  it("gives the sizes of a product's family, or the product alone", () => {
    const all = [margherita42, soup, margherita24, margherita32]
    expect(variantsOf(all, margherita42).map((p) => p.variable_name)).toEqual(["24 cm", "32 cm", "42 cm"])
    expect(variantsOf(all, soup)).toEqual([soup])
  })
})
