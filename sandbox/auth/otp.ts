import { randomInt } from "node:crypto"
import { Account } from "../../domain"
import type { SandboxContext } from "../context"

/**
 * One-time codes for registration, password reset and phone changes. The sandbox cannot send SMS or
 * e-mail, so a fresh code is printed on its console. A code lives Account.ONE_TIME_CODE.ttlMs, is
 * used up by its first right entry, and is void after Account.ONE_TIME_CODE.wrongAttempts wrong
 * ones (a new one must be sent, which the send limits count). In demo mode only (`npm start`, or a
 * test that opts in) the fixed code 123456 is accepted as well, so a demo need not read the console.
 */
export const DEMO_OTP = "123456"

export const issueOtp = (ctx: SandboxContext, target: string): void => {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
  ctx.db
    .prepare(
      "INSERT INTO otps (target, code, expires_at, wrong_attempts) VALUES (?, ?, ?, 0) ON CONFLICT(target) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at, wrong_attempts = 0",
    )
    .run(target, code, ctx.now() + Account.ONE_TIME_CODE.ttlMs)
  const minutes = Account.ONE_TIME_CODE.ttlMs / 60_000
  ctx.log(`[sandbox] OTP for ${target}: ${code} (valid ${minutes} min${ctx.demo ? `; or ${DEMO_OTP}, demo mode` : ""})`)
}

/**
 * Whether a code is right for a target. A right code is used up; a wrong one counts against the
 * stored code, which is deleted at the last allowed wrong attempt. Runs its own writes: call it
 * outside a transaction that a refusal would roll back, or the count would be lost.
 */
export const consumeOtp = (ctx: SandboxContext, target: string, code: string): boolean => {
  const { db } = ctx
  if (ctx.demo && code.trim() === DEMO_OTP) return true
  const row = db.prepare("SELECT code, expires_at, wrong_attempts FROM otps WHERE target = ?").get(target) as
    | { code: string; expires_at: number; wrong_attempts: number }
    | undefined
  if (!row) return false
  if (!Account.codeStillValid(row.wrong_attempts, row.expires_at, ctx.now())) {
    db.prepare("DELETE FROM otps WHERE target = ?").run(target)
    return false
  }
  if (row.code === code.trim()) {
    db.prepare("DELETE FROM otps WHERE target = ?").run(target)
    return true
  }
  if (row.wrong_attempts + 1 >= Account.ONE_TIME_CODE.wrongAttempts)
    db.prepare("DELETE FROM otps WHERE target = ?").run(target)
  else db.prepare("UPDATE otps SET wrong_attempts = wrong_attempts + 1 WHERE target = ?").run(target)
  return false
}

/** The codes still valid, newest first, for the sandbox's demo page (/sandbox/otp, demo mode only). */
export const recentOtps = (
  ctx: SandboxContext,
): ReadonlyArray<{ readonly target: string; readonly code: string; readonly minutesLeft: number }> => {
  const now = ctx.now()
  return (
    ctx.db
      .prepare("SELECT target, code, expires_at FROM otps WHERE expires_at > ? ORDER BY expires_at DESC LIMIT 50")
      .all(now) as Array<{ target: string; code: string; expires_at: number }>
  ).map((r) => ({ target: r.target, code: r.code, minutesLeft: Math.ceil((r.expires_at - now) / 60_000) }))
}
