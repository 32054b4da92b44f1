import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  CARDS_IN_FIRST_FRAME,
  type CardsDrawn,
  cardsOnScreen,
  cardsToDraw,
  gridPlace,
} from "../../../ui/menu/cards-drawn"

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

  it("given where the last grid stood, when another list is drawn, then the rows down to the screen's bottom plus one, within one row and six", () => {
    // A phone (one column, 156 px rows): the menu's cards start at 394 px of 844 (three rows show), four are drawn.
    expect(cardsOnScreen({ top: 394, rowHeight: 156, columns: 1, viewportHeight: 844 })).toBe(4)
    // Under the open search (630 px): two rows show, three are drawn.
    expect(cardsOnScreen({ top: 630, rowHeight: 156, columns: 1, viewportHeight: 844 })).toBe(3)
    // A laptop's three columns, or a grid scrolled up past the top: six, never more.
    expect(cardsOnScreen({ top: 300, rowHeight: 200, columns: 3, viewportHeight: 900 })).toBe(6)
    expect(cardsOnScreen({ top: -2000, rowHeight: 156, columns: 1, viewportHeight: 844 })).toBe(6)
    // A grid below the screen still draws its first row (and the margin row).
    expect(cardsOnScreen({ top: 2000, rowHeight: 156, columns: 2, viewportHeight: 844 })).toBe(2)
    // Nothing measured yet, or no layout (a test's DOM): six.
    expect(cardsOnScreen(null)).toBe(CARDS_IN_FIRST_FRAME)
    expect(cardsOnScreen({ top: 0, rowHeight: 0, columns: 1, viewportHeight: 768 })).toBe(CARDS_IN_FIRST_FRAME)
    expect(cardsToDraw(null, "category 5", 12, 4)).toBe(4)
    expect(cardsToDraw({ list: "category 4", count: 12, total: 12 }, "category 5", 2, 4)).toBe(2)
    // Show More keeps adding six: its cards appear where its button was, anywhere on the screen.
    expect(cardsToDraw({ list: "category 5", count: 12, total: 12 }, "category 5", 60, 4)).toBe(18)
  })

  it("measures a grid's first card, its row height and its columns from the cards' boxes", () => {
    // The first cards' boxes, as the IntersectionObserver reports them.
    const grid = (tops: ReadonlyArray<number>, height = 144) => tops.map((top) => ({ top, height }))
    expect(gridPlace(grid([394, 550, 706]), 844)).toEqual({
      top: 394,
      rowHeight: 156,
      columns: 1,
      viewportHeight: 844,
    })
    expect(gridPlace(grid([300, 300, 300, 520]), 900)).toEqual({
      top: 300,
      rowHeight: 220,
      columns: 3,
      viewportHeight: 900,
    })
    // One card: its own height; no card or no layout (every box 0): nothing to go by.
    expect(gridPlace(grid([394]), 844)?.rowHeight).toBe(144)
    expect(gridPlace(grid([]), 844)).toBeNull()
    expect(gridPlace(grid([0, 0, 0], 0), 844)).toBeNull()
  })
})
