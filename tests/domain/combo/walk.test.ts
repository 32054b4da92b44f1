import { describe, expect, it } from "vitest"
import { decideChoose } from "../../../domain/combo/decide"
import { replay } from "../../../domain/replay/replay"
import { aCombo, event } from "../widget/entities"

describe("the phone walks the combo group by group", () => {
  const combo = aCombo(901)
  const groups = combo.groups.map((g) => g.id)
  const open = replay([
    event("CombosLoaded", { combos: [combo] }),
    event("ComboModalOpened", { comboId: 901, choice: [] }),
  ])
  const optionOf = (groupIndex: number) => combo.groups[groupIndex]?.options[0]?.id ?? 0

  it("the combo has more than one group to walk", () => {
    expect(groups.length).toBeGreaterThan(1)
  })

  it("given walking, when a group's option is chosen, then the choice is recorded and the next group is focused", () => {
    const first = groups[0] ?? 0
    expect(decideChoose(open, first, optionOf(0), 7, true)).toEqual([
      { _tag: "ComboOptionChosen", at: 7, groupId: first, optionId: optionOf(0) },
      { _tag: "ComboGroupFocused", at: 7, groupId: groups[1] },
    ])
  })

  it("the last group stays focused after its choice", () => {
    const last = groups.length - 1
    expect(decideChoose(open, groups[last] ?? 0, optionOf(last), 7, true)).toEqual([
      { _tag: "ComboOptionChosen", at: 7, groupId: groups[last], optionId: optionOf(last) },
    ])
  })

  it("without walking (the laptop) only the choice is recorded", () => {
    expect(decideChoose(open, groups[0] ?? 0, optionOf(0), 7, false)).toHaveLength(1)
  })

  it("nothing for a closed modal or a group the combo does not have", () => {
    expect(decideChoose(replay([]), groups[0] ?? 0, 1, 7, true)).toEqual([])
    expect(decideChoose(open, 424242, 1, 7, true)).toEqual([])
  })
})
