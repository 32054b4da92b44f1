import { showPointsBadge } from "../discounts/points"
import { settingIsOn } from "../settings/switches"
import type { WidgetState } from "../widget/state"

/** Which account controls the menu header shows (SPEC §2, §6), and the points it shows. */
export interface HeaderAccess {
  /** Sign-up and login: not logged in, and show_profile 'on'. */
  readonly showAuthButtons: boolean
  /** The points badge: logged in, and both show_profile and show_points 'on'. */
  readonly showPoints: boolean
  /** The menu button: logged in, and show_profile 'on'. */
  readonly showMenuButton: boolean
  /** The customer's points, default 0 (collected points first, else the profile's). */
  readonly points: number
}

/** The header's account decisions: a token means logged in; the switches come from the widget settings. */
export const headerAccess = (state: WidgetState): HeaderAccess => {
  const settings = state.settings.styles?.settings
  const loggedIn = state.session.token !== null
  const profileOn = settingIsOn(settings?.show_profile)
  return {
    showAuthButtons: !loggedIn && profileOn,
    showPoints: showPointsBadge(loggedIn, settings?.show_profile, settings?.show_points),
    showMenuButton: loggedIn && profileOn,
    points: state.session.points ?? state.session.profile?.points ?? 0,
  }
}
