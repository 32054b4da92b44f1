import { describe, expect, it } from "vitest"
import {
  add,
  formatAddonPrice,
  formatPrice,
  fromZloty,
  grosze,
  half,
  parsePrice,
  sum,
} from "../../../domain/money/money"

describe("money", () => {
  it("reads API decimals as whole grosze without float drift", () => {
    expect(fromZloty(0.29)).toBe(29)
    expect(fromZloty("12.50")).toBe(1250)
    expect(fromZloty("4,99")).toBe(499)
    expect(fromZloty(null)).toBe(0)
    expect(fromZloty("abc")).toBe(0)
  })

  it("sums ten times 0.10 zł to exactly 1.00 zł", () => {
    const ten = Array.from({ length: 10 }, () => fromZloty(0.1))
    expect(sum(ten)).toBe(100)
    expect(formatPrice(sum(ten))).toBe("1.00 zł")
  })

  it("formats prices, add-on prices and free add-ons as the spec says", () => {
    expect(formatPrice(grosze(1250))).toBe("12.50 zł")
    expect(formatPrice(grosze(5))).toBe("0.05 zł")
    expect(formatPrice(grosze(-500))).toBe("-5.00 zł")
    expect(formatAddonPrice(grosze(200))).toBe("+2.00 zł")
    expect(formatAddonPrice(grosze(0))).toBe("Darmowy")
  })

  it("writes the decimal mark of the language: a comma in Polish, a dot in English", () => {
    expect(formatPrice(grosze(2690), "pl")).toBe("26,90 zł")
    expect(formatPrice(grosze(2690), "pl-PL")).toBe("26,90 zł")
    expect(formatPrice(grosze(2690), "en")).toBe("26.90 zł")
    expect(formatPrice(grosze(-5), "pl")).toBe("-0,05 zł")
    expect(formatAddonPrice(grosze(250), "Darmowy", "pl")).toBe("+2,50 zł")
    expect(formatAddonPrice(grosze(250), "Free", "en")).toBe("+2.50 zł")
    expect(formatAddonPrice(grosze(0), "Darmowy", "pl")).toBe("Darmowy")
  })

  it("reads back what it wrote in either language", () => {
    for (const g of [0, 5, 99, 2690, 123456, -500]) {
      expect(parsePrice(formatPrice(grosze(g), "pl"))).toBe(g)
      expect(parsePrice(formatPrice(grosze(g), "en"))).toBe(g)
    }
  })

  it("halves rounding up to the grosz", () => {
    expect(half(grosze(1999))).toBe(1000)
    expect(add(half(grosze(1999)), half(grosze(1999)))).toBe(2000)
    expect(half(grosze(2000))).toBe(1000)
  })

  it("parses what it formats", () => {
    expect(parsePrice("12.50 zł")).toBe(1250)
    expect(parsePrice("-0.05 zł")).toBe(-5)
    expect(parsePrice("12.5 zł")).toBeUndefined()
  })
})
