import { type Copy, copy, fillTemplate } from "../i18n/copy"
import { type CountedCopy, countedText } from "../i18n/plural"
import { settingIsOn } from "../settings/switches"

export const POINTS_REQUIRED = copy("please-enter-points-amount", "Please enter points amount")
/** `{n}` is the customer's available points; counted by the language's plural rules (issue 27: '1 points'). */
export const POINTS_MAXIMUM: CountedCopy = {
  key: "maximum-points-available",
  one: "Maximum {n} point available",
  other: "Maximum {n} points available",
}
/** The cart's points panel: 'You have {n} points', counted. */
export const POINTS_AVAILABLE: CountedCopy = {
  key: "points-available",
  one: "You have {n} point",
  other: "You have {n} points",
}

/** A counted text for `n` in `language` as a Copy for the translation lookup (its `{n}` still to fill). */
export const countedCopy = (text: CountedCopy, language: string, n: number): Copy => {
  const counted = countedText(text, language, n)
  return { key: counted.key, text: counted.fallback }
}
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
  maximum: string | ((cap: number) => string) = (cap) => countedCopy(POINTS_MAXIMUM, "en", cap).text,
): PointsValidation => {
  const text = entered.trim()
  if (!/^\d+$/.test(text)) return { ok: false, message: required }
  const amount = Number(text)
  if (amount === 0) return { ok: false, message: required }
  const cap = Number.isFinite(available) ? Math.max(0, Math.floor(available)) : 0
  if (amount > cap)
    return { ok: false, message: fillTemplate(typeof maximum === "string" ? maximum : maximum(cap), { n: cap }) }
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
