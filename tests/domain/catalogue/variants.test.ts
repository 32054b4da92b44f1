import { describe, expect, it } from "vitest"
import { sortVariants, variantSize } from "../../../domain/catalogue/variants"
import { product } from "../product/build"

const v = (id: number, variable_name: string | null, name = "Napój") => product({ id, variable_name, name })
const names = (list: ReadonlyArray<{ readonly variable_name: string | null }>) => list.map((p) => p.variable_name)

describe("sortVariants", () => {
  it("sorts pizza sizes by the number in variable_name", () => {
    expect(names(sortVariants([v(1, "42 cm"), v(2, "24 cm"), v(3, "32 cm")]))).toEqual(["24 cm", "32 cm", "42 cm"])
  })

  it("compares decimal sizes numerically, not as text", () => {
    expect(names(sortVariants([v(1, "1 l"), v(2, "0.5 l"), v(3, "0.33 l")]))).toEqual(["0.33 l", "0.5 l", "1 l"])
    expect(names(sortVariants([v(1, "12 szt."), v(2, "8 szt.")]))).toEqual(["8 szt.", "12 szt."])
  })

  it("reads a decimal comma", () => {
    expect(variantSize("0,5 l")).toBe(0.5)
    expect(names(sortVariants([v(1, "1 l"), v(2, "0,5 l")]))).toEqual(["0,5 l", "1 l"])
  })

  it("puts variants without a number last, then by name", () => {
    expect(names(sortVariants([v(1, "XL"), v(2, null), v(3, "32 cm"), v(4, "Duża")]))).toEqual([
      "32 cm",
      null,
      "Duża",
      "XL",
    ])
  })

  it("does not change the input", () => {
    const input = [v(1, "42 cm"), v(2, "24 cm")]
    sortVariants(input)
    expect(names(input)).toEqual(["42 cm", "24 cm"])
  })
})
