import { describe, expect, it } from "vitest"
import { FOCUS_CLEARANCE_PX, focusRevealArea } from "../../../ui/app/focus-reveal"

describe("focus not obscured inline (issue 30, 2.4.11): focusRevealArea", () => {
  it("given a control and the sticky bars' heights, then the area to keep on screen is the control with both bars and a margin around it", () => {
    expect(FOCUS_CLEARANCE_PX).toBe(8)
    expect(focusRevealArea({ top: 1700, bottom: 1744 }, { top: 56, bottom: 76 })).toEqual({ top: 1636, bottom: 1828 })
  })

  it("given no sticky bar (none shown, or a negative height read), then only the margin is added", () => {
    expect(focusRevealArea({ top: 100, bottom: 144 }, { top: 0, bottom: -5 })).toEqual({ top: 92, bottom: 152 })
  })
})
