import type { Context, Hono } from "hono"
import { Account, Address, Checkout, Wire } from "../../domain"
import { adoptGuest } from "../auth/adopt-guest"
import { consumeOtp, DEMO_OTP, issueOtp, recentOtps } from "../auth/otp"
import { hashPassword, newToken, tokenHash, verifyPasswordOrDummy } from "../auth/passwords"
import { countHit, loginBuckets, refuseWhenFull, sendBuckets } from "../auth/throttle"
import { answerAsGuest, issueGuest } from "../auth/viewer"
import type { SandboxContext, SandboxEnv } from "../context"
import { FieldErrors } from "../http/field-errors"
import { decodeBody } from "../http/validate"
import { INCOMPLETE_ADDRESS_MESSAGE } from "./addresses"

/**
 * Authentication (SPEC §7): register with an OTP sent to the phone first, login, logout, forgot/reset
 * password. Tokens are random, expire after 30 days and are stored only as hashes. Failures carry
 * both `message` and `error` (the login and reset forms read `error`, other callers `message`).
 *
 * As a careful server (issue 29): codes are limited per code (attempts), per target and per client
 * (sends), logins per account and per client (domain/account/limits.ts, sandbox/auth/throttle.ts);
 * nothing tells whether an e-mail has an account before a code proves the caller owns the phone —
 * forgot and reset answer alike for any e-mail, registration says 'taken' only after a right code,
 * and a login for an unknown e-mail verifies against a dummy hash so it takes as long.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const TOKEN_TTL_MS = 30 * 24 * 60 * 60_000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** OTPs are keyed by the national number (last 9 digits), so "+48 600…" and "600…" are one phone. */
export const phoneTarget = (phone: string) => `phone:${Checkout.digitsOnly(phone).slice(-9)}`
const emailTarget = (email: string) => `email:${email.trim().toLowerCase()}`

/** Issues a bearer token for a user. */
export const issueToken = (ctx: SandboxContext, userId: number): string => {
  const token = newToken()
  ctx.db
    .prepare("INSERT INTO tokens (hash, user_id, expires_at) VALUES (?, ?, ?)")
    .run(tokenHash(token), userId, ctx.now() + TOKEN_TTL_MS)
  return token
}

const failure = (c: Context<SandboxEnv>, status: 401 | 422, message: string) =>
  c.json({ message, error: message }, status)

/** The server's words for Account.passwordProblem's verdicts (the widget shows them, SPEC §8). */
export const PASSWORD_MESSAGES = {
  "too-short": `Hasło musi mieć co najmniej ${Account.MIN_PASSWORD_LENGTH} znaków`,
  "too-common": "To hasło jest zbyt popularne — wybierz inne",
} as const

export const WRONG_CODE_MESSAGE = "Nieprawidłowy lub wygasły kod"

/** A new password: Account.passwordProblem (length, the commonest passwords), and the confirmation matching. */
export const passwordRules = (errors: FieldErrors, password: string, confirmation: string): FieldErrors => {
  const problem = Account.passwordProblem(password)
  return errors
    .check("password", problem === null, problem === null ? "" : PASSWORD_MESSAGES[problem])
    .check("password_confirmation", password === confirmation, "Hasła nie są takie same")
}

/**
 * Sends a code to `target` within the send limits (429 past them), counted per phone or e-mail
 * (`limitedAs`, default the target itself) and per client; `deliver` false counts the send without
 * issuing a code (forgot-password for an e-mail without an account).
 */
export const sendCode = (
  ctx: SandboxContext,
  c: Context<SandboxEnv>,
  target: string,
  deliver = true,
  limitedAs = target,
): void => {
  const buckets = sendBuckets(c, limitedAs)
  refuseWhenFull(ctx, buckets)
  countHit(ctx, buckets)
  if (deliver) issueOtp(ctx, target)
}

export const registerAuthRoutes = (app: Hono<SandboxEnv>, ctx: SandboxContext): void => {
  const { db } = ctx

  app.post("/customer/send-otp", async (c) => {
    const body = await decodeBody(c, Wire.SendOtpBody)
    new FieldErrors()
      .check("phone", Checkout.digitsOnly(body.phone).length >= 9, "Podaj poprawny numer telefonu")
      .throwIfAny()
    sendCode(ctx, c, phoneTarget(body.phone))
    return c.json({ success: true, message: "Kod weryfikacyjny został wysłany" })
  })

  app.post("/customer/register", async (c) => {
    const body = await decodeBody(c, Wire.RegisterBody)
    const errors = new FieldErrors()
      .check("name", body.name.trim() !== "", "Podaj imię i nazwisko")
      .check("email", EMAIL.test(body.email.trim()), "Podaj poprawny adres e-mail")
      .check("phone", Checkout.digitsOnly(body.phone).length >= 9, "Podaj poprawny numer telefonu")
    passwordRules(errors, body.password, body.password_confirmation)
    // An address given with the registration is saved, so it must pass the widget's address rule.
    if (body.address)
      for (const part of Address.incompleteAddressParts(body.address))
        errors.add(`address.${part}`, INCOMPLETE_ADDRESS_MESSAGE[part])
    errors.throwIfAny()
    // The code first, outside the transaction below (a wrong guess must stay counted): only a caller
    // who holds the phone's code learns whether the e-mail is taken.
    if (!consumeOtp(ctx, phoneTarget(body.phone), body.otp_code))
      new FieldErrors().add("otp_code", WRONG_CODE_MESSAGE).throwIfAny()
    const taken = db.prepare("SELECT 1 FROM users WHERE email = ?").get(body.email.trim())
    new FieldErrors().check("email", !taken, "Ten adres e-mail jest już zajęty").throwIfAny()
    const token = db.transaction(() => {
      const phone = body.phone.trim().startsWith("+")
        ? `+${Checkout.digitsOnly(body.phone)}`
        : Checkout.digitsOnly(body.phone)
      const { id } = db
        .prepare(
          "INSERT INTO users (name, email, password_hash, phone, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
        )
        .get(body.name.trim(), body.email.trim(), hashPassword(body.password), phone, ctx.now()) as { id: number }
      // The guest's saved addresses become the customer's first; the address sent with the
      // registration is saved too, unless it is one of them (the widget sends the guest's own).
      adoptGuest(db, c.get("viewer").guestId, id)
      const known = body.address
        ? db.prepare("SELECT 1 FROM addresses WHERE user_id = ? AND string = ?").get(id, body.address.string)
        : true
      if (body.address && !known) {
        db.prepare("UPDATE addresses SET is_active = 0 WHERE user_id = ?").run(id)
        db.prepare(
          "INSERT INTO addresses (user_id, string, latitude, longitude, is_active, created_at) VALUES (?, ?, ?, ?, 1, ?)",
        ).run(id, body.address.string, body.address.latitude, body.address.longitude, ctx.now())
      }
      return issueToken(ctx, id)
    })()
    return c.json({ success: true, message: "Konto zostało utworzone", data: { token } })
  })

  app.post("/customer/login", async (c) => {
    const body = await decodeBody(c, Wire.LoginBody)
    const buckets = loginBuckets(c, body.email)
    refuseWhenFull(ctx, buckets)
    const user = db.prepare("SELECT id, password_hash FROM users WHERE email = ?").get(body.email.trim()) as
      | { id: number; password_hash: string }
      | undefined
    // An unknown e-mail still costs one scrypt (against a dummy hash): the answer's time says nothing.
    if (!verifyPasswordOrDummy(body.password, user?.password_hash) || !user) {
      countHit(ctx, buckets)
      return failure(c, 401, "Nieprawidłowy e-mail lub hasło")
    }
    // The caller's own guest (viewerMiddleware: an id the sandbox issued to this browser) is adopted.
    adoptGuest(db, c.get("viewer").guestId, user.id)
    return c.json({ data: { token: issueToken(ctx, user.id) } })
  })

  /**
   * Log Out on the server (issue 29; SPEC §7 has no such call, so the widget calls it best-effort):
   * the bearer token stops working at once, and the browser gets a fresh guest (header and cookie),
   * so nothing of the signed-in customer or their guest past stays reachable from this browser.
   * Always 200: a token that is unknown or expired is as ended as can be.
   */
  app.post("/customer/logout", (c) => {
    const viewer = c.get("viewer")
    if (viewer.tokenHash !== null) db.prepare("DELETE FROM tokens WHERE hash = ?").run(viewer.tokenHash)
    answerAsGuest(c, issueGuest(ctx))
    return c.json({ success: true, message: "Wylogowano" })
  })

  app.post("/customer/forgot-password", async (c) => {
    const body = await decodeBody(c, Wire.ForgotPasswordBody)
    new FieldErrors().check("email", EMAIL.test(body.email.trim()), "Podaj poprawny adres e-mail").throwIfAny()
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(body.email.trim())
    // The same answer (and the same send limits) for any e-mail: a code goes only to an account's.
    sendCode(ctx, c, emailTarget(body.email), user !== undefined)
    return c.json({
      success: true,
      message: "Jeśli konto z tym adresem istnieje, wysłaliśmy na nie kod do zmiany hasła",
    })
  })

  app.post("/customer/reset-password", async (c) => {
    const body = await decodeBody(c, Wire.ResetPasswordBody)
    passwordRules(new FieldErrors(), body.password, body.password_confirmation).throwIfAny()
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(body.email.trim()) as { id: number } | undefined
    // An e-mail without an account has no code: the answer is the wrong code's, word for word.
    if (!user || !consumeOtp(ctx, emailTarget(body.email), body.otp_code)) return failure(c, 422, WRONG_CODE_MESSAGE)
    db.transaction(() => {
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(hashPassword(body.password), user.id)
      db.prepare("DELETE FROM tokens WHERE user_id = ?").run(user.id)
    })()
    return c.json({ success: true, message: "Hasło zostało zmienione" })
  })

  /**
   * Demo mode only (404 otherwise, like any unknown route): the sandbox cannot send SMS or e-mail, so
   * its demo page lists the codes it would have sent (still valid ones, newest first), beside the
   * console log. A sandbox checked as a real backend must not publish live codes.
   */
  if (ctx.demo)
    app.get("/sandbox/otp", (c) => {
      const items = recentOtps(ctx)
        .map((r) => `<li><code>${escapeHtml(r.code)}</code> — ${escapeHtml(r.target)} (${r.minutesLeft} min)</li>`)
        .join("")
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox one-time codes</title></head><body><main><h1>One-time codes</h1><p>Codes the sandbox would have sent by SMS or e-mail. In demo mode ${DEMO_OTP} is accepted as well.</p>${items === "" ? "<p>No codes waiting.</p>" : `<ul>${items}</ul>`}</main></body></html>`,
      )
    })

  for (const provider of ["google", "apple"] as const) {
    app.post(`/customer/${provider}/login`, (c) =>
      c.json(
        { message: `Logowanie przez ${provider === "google" ? "Google" : "Apple"} nie jest dostępne w sandboxie` },
        501,
      ),
    )
  }
}
