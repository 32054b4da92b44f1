import { describe, expect, it } from "vitest"
import {
  countedCopy,
  POINTS_AVAILABLE,
  POINTS_FAILED,
  POINTS_MAXIMUM,
  POINTS_REQUIRED,
  showPointsBadge,
  showPointsPanel,
  validatePoints,
} from "../../../domain/discounts/points"

describe("validatePoints", () => {
  it("given nothing or 0, then 'Please enter points amount'", () => {
    for (const entered of ["", "  ", "0", "000", "abc", "1.5", "-3"]) {
      expect(validatePoints(entered, 100)).toEqual({ ok: false, message: "Please enter points amount" })
    }
  })

  it("given more than available, then 'Maximum {n} points available' with n filled in", () => {
    expect(validatePoints("150", 120)).toEqual({ ok: false, message: "Maximum 120 points available" })
  })

  it("given an amount within what is available, then it is accepted as a number", () => {
    expect(validatePoints(" 120 ", 120)).toEqual({ ok: true, amount: 120 })
    expect(validatePoints("1", 120)).toEqual({ ok: true, amount: 1 })
  })

  it("exports the exact texts", () => {
    expect(POINTS_REQUIRED.text).toBe("Please enter points amount")
    expect(POINTS_MAXIMUM).toEqual({
      key: "maximum-points-available",
      one: "Maximum {n} point available",
      other: "Maximum {n} points available",
    })
    expect(POINTS_FAILED).toEqual({ key: "failed-to-apply-points", text: "Failed to apply points" })
  })

  it("given translated templates, then they are used", () => {
    expect(validatePoints("9", 5, "Podaj liczbę punktów", "Maksymalnie {n} pkt")).toEqual({
      ok: false,
      message: "Maksymalnie 5 pkt",
    })
  })
})

describe("showPointsPanel and showPointsBadge", () => {
  it("shows the panel only when show_points is on and the customer has points", () => {
    expect(showPointsPanel("on", 10)).toBe(true)
    expect(showPointsPanel("on", 0)).toBe(false)
    expect(showPointsPanel("off", 10)).toBe(false)
    expect(showPointsPanel(null, 10)).toBe(false)
  })

  it("shows the badge when logged in with show_profile and show_points on", () => {
    expect(showPointsBadge(true, "on", "on")).toBe(true)
    expect(showPointsBadge(false, "on", "on")).toBe(false)
    expect(showPointsBadge(true, "off", "on")).toBe(false)
    expect(showPointsBadge(true, "on", null)).toBe(false)
  })

  it("(issue 27) given one point, then English says 'point'; Polish keys follow Polish plural rules", () => {
    expect(validatePoints("2", 1)).toEqual({ ok: false, message: "Maximum 1 point available" })
    expect(validatePoints("9", 5)).toEqual({ ok: false, message: "Maximum 5 points available" })
    expect(countedCopy(POINTS_AVAILABLE, "en", 1)).toEqual({ key: "points-available-one", text: "You have {n} point" })
    expect(countedCopy(POINTS_AVAILABLE, "pl", 3).key).toBe("points-available-few")
    expect(countedCopy(POINTS_AVAILABLE, "pl", 5)).toEqual({
      key: "points-available-many",
      text: "You have {n} points",
    })
  })
})
