import { describe, expect, it } from "vitest"
import { replay, replaySteps } from "../../../domain/replay/replay"
import { reduce } from "../../../domain/widget/evolve"
import { initialState } from "../../../domain/widget/initial-state"
import { event } from "../widget/entities"

const log = [
  event("WidgetOpened", { restaurantId: 1, route: "menu", orderId: null }, 1),
  event("MenuTabSelected", { tab: 100 }, 2),
  event("MenuTabSelected", { tab: 100 }, 3),
  event("ShowMoreClicked", { categoryId: 100 }, 4),
]

describe("replay", () => {
  it("an empty log is the initial state", () => {
    expect(replay([])).toBe(initialState)
  })

  it("is events.reduce(reduce, initialState)", () => {
    expect(replay(log)).toEqual(log.reduce(reduce, initialState))
  })

  it("can continue from a given state", () => {
    expect(replay(log.slice(2), replay(log.slice(0, 2)))).toEqual(replay(log))
  })

  it("replaySteps gives the index, tag and state after every event", () => {
    const steps = replaySteps(log)
    expect(steps.map((s) => [s.index, s.tag])).toEqual([
      [0, "WidgetOpened"],
      [1, "MenuTabSelected"],
      [2, "MenuTabSelected"],
      [3, "ShowMoreClicked"],
    ])
    // A step whose event does not apply shares the previous state object.
    expect(steps[2]?.state).toBe(steps[1]?.state)
    expect(steps[3]?.state).toEqual(replay(log))
  })
})
