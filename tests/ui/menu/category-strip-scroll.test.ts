import { describe, expect, it } from "vitest"
import { scrollLeftToShow, stripOverflow } from "../../../ui/menu/category-strip-scroll"

const view = (scrollLeft: number, width = 300, scrollWidth = 1000) => ({ scrollLeft, width, scrollWidth })

describe("scrollLeftToShow", () => {
  it("leaves the strip where it is when the tab is already in view", () => {
    expect(scrollLeftToShow({ left: 120, width: 80 }, view(100), 16)).toBe(100)
  })

  it("moves just enough to show a tab past either end, with the margin", () => {
    expect(scrollLeftToShow({ left: 500, width: 100 }, view(100), 16)).toBe(500 + 100 + 16 - 300)
    expect(scrollLeftToShow({ left: 40, width: 100 }, view(200), 16)).toBe(24)
  })

  it("stays within 0..scrollWidth-width", () => {
    expect(scrollLeftToShow({ left: 0, width: 100 }, view(50), 32)).toBe(0)
    expect(scrollLeftToShow({ left: 900, width: 100 }, view(0), 32)).toBe(700)
  })

  it("aligns the start of a tab wider than the strip", () => {
    expect(scrollLeftToShow({ left: 400, width: 400 }, view(0), 0)).toBe(400)
  })
})

describe("stripOverflow", () => {
  it("says which ends hide tabs", () => {
    expect(stripOverflow(view(0))).toEqual({ before: false, after: true })
    expect(stripOverflow(view(350))).toEqual({ before: true, after: true })
    expect(stripOverflow(view(700))).toEqual({ before: true, after: false })
    expect(stripOverflow(view(0, 300, 300))).toEqual({ before: false, after: false })
  })
})
