import { describe, expect, it } from "vitest"
import { addonGroups } from "../../../domain/product/groups"
import {
  canTickMore,
  emptySelection,
  selectedAddonIds,
  selectionMode,
  toggleAddonOption,
} from "../../../domain/product/selection"
import { pizza } from "./build"

const [dough, sauces, extra] = addonGroups(pizza())
if (!dough || !sauces || !extra) throw new Error("fixture pizza must have three groups")

describe("selectionMode", () => {
  it("is radio exactly when one option is required, else checkbox", () => {
    expect(selectionMode({ exactRequired: 1 })).toBe("radio")
    expect(selectionMode({ exactRequired: 0 })).toBe("checkbox")
    expect(selectionMode({ exactRequired: 2 })).toBe("checkbox")
  })
})

describe("toggleAddonOption", () => {
  it("given a radio group with one chosen, when another is chosen, then it replaces the first", () => {
    expect(toggleAddonOption(dough, [6001], 6002)).toEqual([6002])
  })

  it("given a radio group, when the chosen option is clicked again, then the group is cleared", () => {
    expect(toggleAddonOption(dough, [6002], 6002)).toEqual([])
  })

  it("given a checkbox group, when options are clicked, then each toggles independently", () => {
    const a = toggleAddonOption(extra, [], 6016)
    const b = toggleAddonOption(extra, a, 6010)
    expect(b).toEqual([6016, 6010])
    expect(toggleAddonOption(extra, b, 6016)).toEqual([6010])
  })

  it("given a 'Wybierz 2' group with two ticked, when a third is clicked, then the selection is unchanged", () => {
    const two = [6005, 6006]
    expect(canTickMore(sauces, two)).toBe(false)
    expect(toggleAddonOption(sauces, two, 6009)).toBe(two)
    expect(toggleAddonOption(sauces, two, 6005)).toEqual([6006])
    expect(canTickMore(sauces, [6006])).toBe(true)
  })

  it("given an unlimited checkbox group, then more can always be ticked", () => {
    expect(canTickMore(extra, [1, 2, 3, 4, 5])).toBe(true)
  })

  it("given an option the group does not offer, when clicked, then nothing changes", () => {
    const current = [6001]
    expect(toggleAddonOption(dough, current, 6016)).toBe(current)
  })
})

describe("selectedAddonIds", () => {
  it("given choices made in any click order, then the ids come in group order and option order", () => {
    const selection = { extra: [6010, 6016], "g:Sosy do brzegów": [6006, 6005], "g:Rodzaj ciasta": [6002] }
    expect(selectedAddonIds([dough, sauces, extra], selection)).toEqual([6002, 6005, 6006, 6016, 6010])
  })

  it("given stale keys and foreign ids, then they are ignored", () => {
    const selection = { "g:Gone": [1], "g:Rodzaj ciasta": [6016, 6003] }
    expect(selectedAddonIds([dough, sauces, extra], selection)).toEqual([6003])
  })

  it("given the empty selection, then nothing is sent", () => {
    expect(selectedAddonIds([dough, sauces, extra], emptySelection)).toEqual([])
  })
})
