import type { Context, Hono } from "hono"
import { Address, Checkout, Wire } from "../../domain"
import { adoptGuest } from "../auth/adopt-guest"
import { consumeOtp, issueOtp, recentOtps } from "../auth/otp"
import { hashPassword, newToken, tokenHash, verifyPassword } from "../auth/passwords"
import type { SandboxContext, SandboxEnv } from "../context"
import { FieldErrors } from "../http/field-errors"
import { decodeBody } from "../http/validate"
import { INCOMPLETE_ADDRESS_MESSAGE } from "./addresses"

/**
 * Authentication (SPEC §7): register with an OTP sent to the phone first, login, forgot/reset
 * password. Tokens are random, expire after 30 days and are stored only as hashes. Failures carry
 * both `message` and `error` (the login and reset forms read `error`, other callers `message`).
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const TOKEN_TTL_MS = 30 * 24 * 60 * 60_000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const MIN_PASSWORD = 6

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

export const passwordRules = (errors: FieldErrors, password: string, confirmation: string): FieldErrors =>
  errors
    .check("password", password.length >= MIN_PASSWORD, `Hasło musi mieć co najmniej ${MIN_PASSWORD} znaków`)
    .check("password_confirmation", password === confirmation, "Hasła nie są takie same")

export const registerAuthRoutes = (app: Hono<SandboxEnv>, ctx: SandboxContext): void => {
  const { db } = ctx

  app.post("/customer/send-otp", async (c) => {
    const body = await decodeBody(c, Wire.SendOtpBody)
    new FieldErrors()
      .check("phone", Checkout.digitsOnly(body.phone).length >= 9, "Podaj poprawny numer telefonu")
      .throwIfAny()
    issueOtp(db, ctx.now(), phoneTarget(body.phone), ctx.log)
    return c.json({ success: true, message: "Kod weryfikacyjny został wysłany" })
  })

  app.post("/customer/register", async (c) => {
    const body = await decodeBody(c, Wire.RegisterBody)
    const errors = new FieldErrors()
      .check("name", body.name.trim() !== "", "Podaj imię i nazwisko")
      .check("email", EMAIL.test(body.email.trim()), "Podaj poprawny adres e-mail")
      .check("phone", Checkout.digitsOnly(body.phone).length >= 9, "Podaj poprawny numer telefonu")
    passwordRules(errors, body.password, body.password_confirmation)
    const taken = db.prepare("SELECT 1 FROM users WHERE email = ?").get(body.email.trim())
    errors.check("email", !taken, "Ten adres e-mail jest już zajęty")
    // An address given with the registration is saved, so it must pass the widget's address rule.
    if (body.address)
      for (const part of Address.incompleteAddressParts(body.address))
        errors.add(`address.${part}`, INCOMPLETE_ADDRESS_MESSAGE[part])
    errors.throwIfAny()
    const token = db.transaction(() => {
      if (!consumeOtp(db, ctx.now(), phoneTarget(body.phone), body.otp_code))
        new FieldErrors().add("otp_code", "Nieprawidłowy lub wygasły kod").throwIfAny()
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
    const user = db.prepare("SELECT id, password_hash FROM users WHERE email = ?").get(body.email.trim()) as
      | { id: number; password_hash: string }
      | undefined
    if (!user || !verifyPassword(body.password, user.password_hash))
      return failure(c, 401, "Nieprawidłowy e-mail lub hasło")
    adoptGuest(db, c.get("viewer").guestId, user.id)
    return c.json({ data: { token: issueToken(ctx, user.id) } })
  })

  app.post("/customer/forgot-password", async (c) => {
    const body = await decodeBody(c, Wire.ForgotPasswordBody)
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(body.email.trim())
    if (!user) return failure(c, 422, "Nie znaleziono konta z tym adresem e-mail")
    issueOtp(db, ctx.now(), emailTarget(body.email), ctx.log)
    return c.json({ success: true, message: "Kod do zmiany hasła został wysłany na adres e-mail" })
  })

  app.post("/customer/reset-password", async (c) => {
    const body = await decodeBody(c, Wire.ResetPasswordBody)
    passwordRules(new FieldErrors(), body.password, body.password_confirmation).throwIfAny()
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(body.email.trim()) as { id: number } | undefined
    if (!user) return failure(c, 422, "Nie znaleziono konta z tym adresem e-mail")
    const ok = db.transaction(() => {
      if (!consumeOtp(db, ctx.now(), emailTarget(body.email), body.otp_code)) return false
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(hashPassword(body.password), user.id)
      db.prepare("DELETE FROM tokens WHERE user_id = ?").run(user.id)
      return true
    })()
    if (!ok) return failure(c, 422, "Nieprawidłowy lub wygasły kod")
    return c.json({ success: true, message: "Hasło zostało zmienione" })
  })

  /**
   * The sandbox cannot send SMS or e-mail: its demo page lists the codes it would have sent (still
   * valid ones, newest first), beside the console log. Codes are for demo accounts only.
   */
  app.get("/sandbox/otp", (c) => {
    const rows = recentOtps(db, ctx.now())
    const items = rows
      .map((r) => `<li><code>${escapeHtml(r.code)}</code> — ${escapeHtml(r.target)} (${r.minutesLeft} min)</li>`)
      .join("")
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox one-time codes</title></head><body><main><h1>One-time codes</h1><p>Codes the sandbox would have sent by SMS or e-mail. 123456 is always accepted as well.</p>${items === "" ? "<p>No codes waiting.</p>" : `<ul>${items}</ul>`}</main></body></html>`,
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
