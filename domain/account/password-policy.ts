import { COMMON_PASSWORDS } from "./common-passwords"

/** A new password (registration, reset, change) has at least this many characters. */
export const MIN_PASSWORD_LENGTH = 8

/** Why a new password is refused, or null when it may be used. The server says it in its own words. */
export type PasswordProblem = "too-short" | "too-common" | null

/**
 * The rule for a new password (issue 29): at least MIN_PASSWORD_LENGTH characters, and not one of the
 * commonest passwords (COMMON_PASSWORDS, compared trimmed and case-insensitively). The widget keeps no
 * client rule (SPEC §5: 'the server validates'); it shows the server's message (§8).
 */
export const passwordProblem = (password: string): PasswordProblem => {
  if ([...password].length < MIN_PASSWORD_LENGTH) return "too-short"
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) return "too-common"
  return null
}
