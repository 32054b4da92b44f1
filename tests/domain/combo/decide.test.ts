import { describe, expect, it } from "vitest"
import { decideAddToCart, decideOpen, decideQuantity } from "../../../domain/combo/decide"
import { comboModalTotal, focusedGroup } from "../../../domain/combo/queries"
import type { WidgetEvent } from "../../../domain/widget/event"
import { reduce } from "../../../domain/widget/evolve"
import type { WidgetState } from "../../../domain/widget/state"
import { fixtureCombos } from "../../support/fixtures"
import { given as givenEvents } from "../../support/given"

/** Given / when / then over the combo modal with the pizzeria's combos. */
const combos = fixtureCombos(1)
const at = 1_700_000_000_000
const given = (...events: ReadonlyArray<WidgetEvent>): WidgetState =>
  givenEvents({ _tag: "CombosLoaded", at, combos }, ...events)
const withDefaults = combos.find((c) => c.groups.some((g) => g.options.some((o) => o.is_default)))
const withoutDefaults = combos.find((c) => c.groups.every((g) => g.options.every((o) => !o.is_default)))
if (!withDefaults || !withoutDefaults) throw new Error("fixture changed: need combos with and without defaults")

describe("combo decisions", () => {
  it("when a combo opens, then its default options are chosen and the modal shows a running total", () => {
    const events = decideOpen(given(), withDefaults.id, at)
    expect(events[0]).toMatchObject({ _tag: "ComboModalOpened", comboId: withDefaults.id })
    const state = events.reduce(reduce, given())
    expect(comboModalTotal(state)).toBeGreaterThan(0)
    expect(focusedGroup(state)?.id).toBe(withDefaults.groups[0]?.id)
  })

  it("when an unknown combo is asked for, then nothing opens", () => {
    expect(decideOpen(given(), 424242, at)).toEqual([])
  })

  it("given a combo with nothing chosen, when adding, then 'Please complete your combo selection'", () => {
    const state = decideOpen(given(), withoutDefaults.id, at).reduce(reduce, given())
    expect(decideAddToCart(state, at)).toEqual({
      _tag: "Refused",
      event: { _tag: "ComboValidationFailed", at, message: "Please complete your combo selection" },
    })
  })

  it("given the defaults, when adding, then the selection carries combo_id, quantity and the chosen groups", () => {
    const opened = decideOpen(given(), withDefaults.id, at).reduce(reduce, given())
    const three = decideQuantity(opened, 3, at)
    if (three === null) throw new Error("the quantity did not change")
    const decided = decideAddToCart(reduce(opened, three), at)
    expect(decided?._tag).toBe("Add")
    if (decided?._tag !== "Add") return
    expect(decided.selection.combo_id).toBe(withDefaults.id)
    expect(decided.selection.quantity).toBe(3)
    expect(decided.selection.groups.length).toBeGreaterThan(0)
  })

  it("keeps the quantity within 1–99 and ignores a change to the same value", () => {
    const state = decideOpen(given(), withDefaults.id, at).reduce(reduce, given())
    expect(decideQuantity(state, 0, at)).toBeNull()
    expect(decideQuantity(state, 250, at)).toEqual({ _tag: "ComboQuantityChanged", at, quantity: 99 })
  })
})
