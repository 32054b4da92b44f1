import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CARDS_IN_FIRST_FRAME, type CardsDrawn, cardsToDraw } from "../../../ui/menu/cards-drawn"

describe("cards drawn in the frame that answers the customer", () => {
  it("given another list (a new tab or search text), when drawn, then its first six cards", () => {
    expect(cardsToDraw(null, "category 5", 12)).toBe(CARDS_IN_FIRST_FRAME)
    expect(cardsToDraw({ list: "category 4", count: 60, total: 60 }, "category 5", 12)).toBe(6)
    expect(cardsToDraw({ list: "category 4", count: 12, total: 12 }, "category 5", 3)).toBe(3)
  })

  it("given a list all drawn, when it grows (Show More), then six more than it had", () => {
    expect(cardsToDraw({ list: "category 5", count: 12, total: 12 }, "category 5", 60)).toBe(18)
    expect(cardsToDraw({ list: "category 5", count: 12, total: 12 }, "category 5", 15)).toBe(15)
  })

  it("given the same list, when redrawn (the transition or a change around it), then what it drew, within the total", () => {
    expect(cardsToDraw({ list: "search", count: 6, total: 12 }, "search", 12)).toBe(6)
    expect(cardsToDraw({ list: "search", count: 12, total: 12 }, "search", 12)).toBe(12)
    expect(cardsToDraw({ list: "search", count: 12, total: 12 }, "search", 4)).toBe(4)
  })

  it("never draws more than the list has nor takes back cards of the same list, and settles at once", () => {
    const drawn = fc.record({ list: fc.constantFrom("a", "b"), count: fc.nat(80), total: fc.nat(80) })
    fc.assert(
      fc.property(fc.option(drawn, { nil: null }), fc.constantFrom("a", "b"), fc.nat(80), (previous, list, total) => {
        const prev: CardsDrawn | null = previous && { ...previous, count: Math.min(previous.count, previous.total) }
        const count = cardsToDraw(prev, list, total)
        expect(count).toBeLessThanOrEqual(total)
        if (prev === null || prev.list !== list) expect(count).toBe(Math.min(total, CARDS_IN_FIRST_FRAME))
        else expect(count).toBeGreaterThanOrEqual(Math.min(total, prev.count))
        // What the render records is a fixed point: the next render of the same list draws the same.
        expect(cardsToDraw({ list, count, total }, list, total)).toBe(count)
      }),
    )
  })
})
