import { describe, expect, it } from "vitest"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { given } from "../../support/given"
import { event } from "../widget/entities"

const opened = given(
  event("ComboModalOpened", {
    comboId: 901,
    choice: [
      [9101, 9201],
      [9102, 9206],
    ],
  }),
)

describe("combo modal", () => {
  it("opens with the initial choice per group, the first group focused, quantity 1", () => {
    expect(opened.comboModal).toEqual({
      comboId: 901,
      choices: { "9101": 9201, "9102": 9206 },
      focusedGroupId: 9101,
      quantity: 1,
      error: null,
    })
  })

  it("a chosen option replaces the group's previous one and clears the error", () => {
    const state = given(
      event("ComboModalOpened", { comboId: 901, choice: [] }),
      event("ComboValidationFailed", { message: "Please complete your combo selection" }),
      event("ComboGroupFocused", { groupId: 9101 }),
      event("ComboOptionChosen", { groupId: 9101, optionId: 9202 }),
    )
    expect(state.comboModal).toMatchObject({ choices: { "9101": 9202 }, focusedGroupId: 9101, error: null })
  })

  it("shows 'Please complete your combo selection'", () => {
    const state = reduce(opened, event("ComboValidationFailed", { message: "Please complete your combo selection" }))
    expect(state.comboModal?.error).toBe("Please complete your combo selection")
  })

  it("quantity changes within 1–99; closing forgets the modal", () => {
    expect(reduce(opened, event("ComboQuantityChanged", { quantity: 3 })).comboModal?.quantity).toBe(3)
    expect(reduce(opened, event("ComboQuantityChanged", { quantity: 0 }))).toBe(opened)
    expect(reduce(opened, event("ComboModalClosed", {})).comboModal).toBeNull()
  })

  it("does nothing while closed", () => {
    expect(reduce(initialState, event("ComboOptionChosen", { groupId: 1, optionId: 2 }))).toBe(initialState)
  })
})
