import { describe, expect, it } from "vitest"
import { headerAccess } from "../../../domain/account/queries"
import { initialState, type WidgetState } from "../../../domain/widget/state"

const withSettings = (show_profile: string | null, show_points: string | null, token: string | null): WidgetState => ({
  ...initialState,
  session: { ...initialState.session, token, points: token === null ? null : 120 },
  settings: {
    ...initialState.settings,
    styles: { settings: { show_profile, show_points, starting_screen: null, language: "pl" } } as never,
  },
})

describe("the menu header's account controls (SPEC §2, §6)", () => {
  it("given a guest and show_profile on, then sign-up and login show, points and menu do not", () => {
    expect(headerAccess(withSettings("on", "on", null))).toEqual({
      showAuthButtons: true,
      showPoints: false,
      showMenuButton: false,
      points: 0,
    })
  })

  it("given a signed-in customer, then the menu button shows, and points only when show_points is on too", () => {
    expect(headerAccess(withSettings(" ON ", "on", "t"))).toEqual({
      showAuthButtons: false,
      showPoints: true,
      showMenuButton: true,
      points: 120,
    })
    expect(headerAccess(withSettings("on", "off", "t")).showPoints).toBe(false)
  })

  it("given show_profile off or missing, then no account control shows at all", () => {
    for (const setting of ["off", null]) {
      for (const token of [null, "t"]) {
        const access = headerAccess(withSettings(setting, "on", token))
        expect([access.showAuthButtons, access.showPoints, access.showMenuButton]).toEqual([false, false, false])
      }
    }
  })
})
