import { randomInt } from "node:crypto"
import type { Db } from "../store/database"

/**
 * One-time codes for registration, password reset and phone changes. The sandbox cannot send SMS or
 * e-mail, so a fresh code is printed on its console; the fixed code 123456 is always accepted as
 * well (documented in README), so demos and tests need not read the console.
 */
export const UNIVERSAL_OTP = "123456"
const OTP_TTL_MS = 10 * 60_000

export const issueOtp = (db: Db, now: number, target: string, log: (m: string) => void): void => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
  db.prepare(
    "INSERT INTO otps (target, code, expires_at) VALUES (?, ?, ?) ON CONFLICT(target) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at",
  ).run(target, code, now + OTP_TTL_MS)
  log(`[sandbox] OTP for ${target}: ${code} (or ${UNIVERSAL_OTP})`)
}

/** Whether a code is valid for a target; a matching stored code is used up. */
export const consumeOtp = (db: Db, now: number, target: string, code: string): boolean => {
  if (code.trim() === UNIVERSAL_OTP) return true
  const row = db.prepare("SELECT code, expires_at FROM otps WHERE target = ?").get(target) as
    | { code: string; expires_at: number }
    | undefined
  if (!row || row.expires_at < now || row.code !== code.trim()) return false
  db.prepare("DELETE FROM otps WHERE target = ?").run(target)
  return true
}

/** The codes still valid, newest first, for the sandbox's demo page (/sandbox/otp). */
export const recentOtps = (
  db: Db,
  now: number,
): ReadonlyArray<{ readonly target: string; readonly code: string; readonly minutesLeft: number }> =>
  (
    db
      .prepare("SELECT target, code, expires_at FROM otps WHERE expires_at > ? ORDER BY expires_at DESC LIMIT 50")
      .all(now) as Array<{ target: string; code: string; expires_at: number }>
  ).map((r) => ({ target: r.target, code: r.code, minutesLeft: Math.ceil((r.expires_at - now) / 60_000) }))
