import { copy, fillTemplate } from "../i18n/copy"
import { settingIsOn } from "../settings/switches"

export const POINTS_REQUIRED = copy("please-enter-points-amount", "Please enter points amount")
/** `{n}` is the customer's available points. */
export const POINTS_MAXIMUM = copy("maximum-points-available", "Maximum {n} points available")
export const POINTS_FAILED = copy("failed-to-apply-points", "Failed to apply points")

export type PointsValidation =
  | { readonly ok: true; readonly amount: number }
  | { readonly ok: false; readonly message: string }

/**
 * The points field before applying (SPEC §5): it must hold a whole number above 0 ('Please enter
 * points amount' — also for text that is not a whole number, since no amount was entered), and not
 * more than the customer has ('Maximum {n} points available'). Pass translated templates to localise.
 */
export const validatePoints = (
  entered: string,
  available: number,
  required: string = POINTS_REQUIRED.text,
  maximum: string = POINTS_MAXIMUM.text,
): PointsValidation => {
  const text = entered.trim()
  if (!/^\d+$/.test(text)) return { ok: false, message: required }
  const amount = Number(text)
  if (amount === 0) return { ok: false, message: required }
  const cap = Number.isFinite(available) ? Math.max(0, Math.floor(available)) : 0
  if (amount > cap) return { ok: false, message: fillTemplate(maximum, { n: cap }) }
  return { ok: true, amount }
}

/** The cart's points panel (SPEC §2): the restaurant's show_points is on and the customer has points. */
export const showPointsPanel = (showPointsSetting: string | null | undefined, points: number): boolean =>
  settingIsOn(showPointsSetting) && Number.isFinite(points) && points > 0

/** The menu's points badge (SPEC §2, §6): logged in, and both show_profile and show_points on. */
export const showPointsBadge = (
  loggedIn: boolean,
  showProfile: string | null | undefined,
  showPoints: string | null | undefined,
): boolean => loggedIn && settingIsOn(showProfile) && settingIsOn(showPoints)
