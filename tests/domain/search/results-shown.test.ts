import { describe, expect, it } from "vitest"
import { RESULTS_SHOWN_FIRST, resultsShown } from "../../../domain/search/results-shown"

describe("result cards shown while searching every category", () => {
  it("given small groups, when shown, then every card shows and nothing more is offered", () => {
    expect(resultsShown([1, 2, 3], RESULTS_SHOWN_FIRST)).toEqual({ shown: [1, 2, 3], more: false })
  })

  it("given a big group, when shown, then it shows 12 at most, as a category tab does", () => {
    expect(resultsShown([40, 2], 24)).toEqual({ shown: [12, 2], more: false })
    expect(resultsShown([40, 2], RESULTS_SHOWN_FIRST)).toEqual({ shown: [12, 0], more: true })
  })

  it("given more matches than the limit, when shown, then groups fill in menu order and the rest waits for 'More results'", () => {
    expect(resultsShown([12, 12, 12, 5], 24)).toEqual({ shown: [12, 12, 0, 0], more: true })
    expect(resultsShown([10, 10, 10], 24)).toEqual({ shown: [10, 10, 4], more: false })
    expect(resultsShown([10, 10, 10, 0], 48)).toEqual({ shown: [10, 10, 10, 0], more: false })
  })

  it("given any sizes and limit, when shown, then no group shows more than it has, 12, or the limit in total", () => {
    for (const sizes of [[0], [3, 30, 7], [12, 12, 12, 12, 12], [100]])
      for (const limit of [0, 1, 24, 48, 1000]) {
        const { shown } = resultsShown(sizes, limit)
        shown.forEach((n, i) => {
          expect(n).toBeLessThanOrEqual(Math.min(sizes[i] ?? 0, 12))
        })
        expect(shown.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(limit)
      }
  })
})
