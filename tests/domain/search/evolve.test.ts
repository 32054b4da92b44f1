import { describe, expect, it } from "vitest"
import { replay } from "../../../domain/replay/replay"
import { typingSupersedes } from "../../../domain/search/evolve"
import type { WidgetEvent } from "../../../domain/widget/event"

/** Issue 26: the search and filters are events with their own evolve; typing coalesces in the log. */

const typed = (text: string, at = 0): WidgetEvent => ({ _tag: "SearchTyped", at, text })

describe("the search slice", () => {
  it("given text, a dietary type and milk excluded, then the state holds them; clear filters keeps the text", () => {
    const state = replay([
      typed("piz"),
      { _tag: "DietaryTypeToggled", at: 1, typeId: 3 },
      { _tag: "AllergenToggled", at: 2, code: "milk" },
    ])
    expect(state.search).toMatchObject({ text: "piz", types: [3], excluded: ["milk"] })
    const cleared = replay([{ _tag: "SearchFiltersCleared", at: 3 }], state)
    expect(cleared.search).toMatchObject({ text: "piz", types: [], excluded: [] })
  })

  it("given a narrowed search, when the last word is deleted, then every category shows again", () => {
    const narrowed = replay([typed("piz"), { _tag: "SearchNarrowed", at: 1, tab: 100 }])
    expect(narrowed.search.scope).toBe(100)
    expect(replay([typed("pizza")], narrowed).search.scope).toBe(100)
    expect(replay([typed("")], narrowed).search.scope).toBeNull()
  })

  it("given the allergen panel opened, then the state holds it open until it is closed; a repeat changes nothing", () => {
    const opened = replay([{ _tag: "AllergenPanelToggled", at: 1, open: true }])
    expect(opened.search.panelOpen).toBe(true)
    expect(replay([{ _tag: "AllergenPanelToggled", at: 2, open: true }], opened)).toBe(opened)
    expect(replay([{ _tag: "AllergenPanelToggled", at: 3, open: false }], opened).search.panelOpen).toBe(false)
  })

  it("given no text, when a tab is picked, then nothing is narrowed", () => {
    expect(replay([{ _tag: "SearchNarrowed", at: 1, tab: 100 }]).search.scope).toBeNull()
  })

  it("given a restored exclusion, when the customer already chose one this visit, then theirs stays", () => {
    const chosen = replay([{ _tag: "AllergenToggled", at: 1, code: "nuts" }])
    const restored = replay(
      [{ _tag: "AllergensRestored", at: 2, codes: ["milk"], remembered: true, fromDevice: true }],
      chosen,
    )
    expect(restored.search.excluded).toEqual(["nuts"])
    const fresh = replay([{ _tag: "AllergensRestored", at: 2, codes: ["milk"], remembered: true, fromDevice: true }])
    expect(fresh.search).toMatchObject({ excluded: ["milk"], remembered: true, fromDevice: true })
  })

  it("a keystroke supersedes the one before it only when both have words (the state is the same either way)", () => {
    expect(typingSupersedes(typed("pi"), typed("piz"))).toBe(true)
    expect(typingSupersedes(typed(""), typed("p"))).toBe(false)
    expect(typingSupersedes(typed("p"), typed(""))).toBe(false)
    const narrowed = replay([typed("ab"), { _tag: "SearchNarrowed", at: 1, tab: 100 }])
    for (const [a, b] of [
      ["abc", "abcd"],
      ["x", "xy z"],
    ] as const) {
      expect(replay([typed(b)], narrowed)).toEqual(replay([typed(a), typed(b)], narrowed))
    }
  })
})
