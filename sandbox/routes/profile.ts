import { Schema } from "effect"
import type { Hono } from "hono"
import { Checkout, Wire } from "../../domain"
import { consumeOtp } from "../auth/otp"
import { hashPassword, verifyPassword } from "../auth/passwords"
import { requireUser } from "../auth/viewer"
import { menuOf } from "../catalogue/menu-of"
import type { SandboxContext, SandboxEnv } from "../context"
import { notFound } from "../http/errors"
import { FieldErrors } from "../http/field-errors"
import { decodeBody, decodePathId, decodeQuery, QueryId } from "../http/validate"
import { settleOrders } from "../orders/settle"
import { passwordRules, phoneTarget, sendCode, WRONG_CODE_MESSAGE } from "./auth"

/**
 * Profile, password, phone change (with an OTP to the new number) and collected points (SPEC §7).
 * All need a signed-in customer. Points are settled first, so a finished order's points show at once.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ProfileQuery = Schema.Struct({ restaurant_id: Schema.optionalKey(QueryId) })

interface UserRow {
  id: number
  name: string
  email: string
  phone: string
  avatar: string | null
  password_hash: string
}

export const registerProfileRoutes = (app: Hono<SandboxEnv>, ctx: SandboxContext): void => {
  const { db } = ctx
  const userOf = (id: number): UserRow => {
    const row = db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined
    if (!row) throw notFound("User")
    return row
  }
  const pointsOf = (userId: number, restaurantId?: number): number => {
    settleOrders(ctx)
    const row = (
      restaurantId === undefined
        ? db.prepare("SELECT COALESCE(SUM(points), 0) AS points FROM points WHERE user_id = ?").get(userId)
        : db
            .prepare("SELECT COALESCE(SUM(points), 0) AS points FROM points WHERE user_id = ? AND restaurant_id = ?")
            .get(userId, restaurantId)
    ) as { points: number }
    return row.points
  }
  const phoneChangeTarget = (userId: number, phone: string) => `phone-change:${userId}:${Checkout.digitsOnly(phone)}`

  app.get("/profile/show", (c) => {
    const userId = requireUser(c)
    const q = decodeQuery(c, ProfileQuery)
    const user = userOf(userId)
    return c.json({
      data: {
        data: {
          name: user.name,
          email: user.email,
          phone: user.phone,
          avatar: user.avatar,
          points: pointsOf(userId, q.restaurant_id),
        },
      },
    })
  })

  app.put("/profile/update", async (c) => {
    const userId = requireUser(c)
    const body = await decodeBody(c, Wire.ProfileUpdateBody)
    const taken = db.prepare("SELECT 1 FROM users WHERE email = ? AND id <> ?").get(body.email.trim(), userId)
    new FieldErrors()
      .check("name", body.name.trim() !== "", "Podaj imię i nazwisko")
      .check("email", EMAIL.test(body.email.trim()), "Podaj poprawny adres e-mail")
      .check("email", !taken, "Ten adres e-mail jest już zajęty")
      .throwIfAny()
    db.prepare("UPDATE users SET name = ?, email = ? WHERE id = ?").run(body.name.trim(), body.email.trim(), userId)
    return c.json({ success: true, message: "Zaktualizowano pomyślnie" })
  })

  app.put("/profile/password-update", async (c) => {
    const userId = requireUser(c)
    const body = await decodeBody(c, Wire.PasswordUpdateBody)
    const user = userOf(userId)
    const errors = new FieldErrors().check(
      "current_password",
      verifyPassword(body.current_password, user.password_hash),
      "Obecne hasło jest nieprawidłowe",
    )
    passwordRules(errors, body.password, body.password_confirmation).throwIfAny()
    // The new password ends every other session of the account (a stolen token stops working); the
    // session that changed it goes on.
    const ended = db.transaction(() => {
      db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(hashPassword(body.password), userId)
      return db
        .prepare("DELETE FROM tokens WHERE user_id = ? AND hash <> ?")
        .run(userId, c.get("viewer").tokenHash ?? "").changes
    })()
    ctx.log(`[sandbox] password changed for user ${userId}: ${ended} other session(s) ended`)
    return c.json({ success: true, message: "Hasło zostało zmienione" })
  })

  app.post("/profile/change-phone-number", async (c) => {
    const userId = requireUser(c)
    const body = await decodeBody(c, Wire.ChangePhoneBody)
    new FieldErrors()
      .check("phone", Checkout.digitsOnly(body.phone).length >= 9, "Podaj poprawny numer telefonu")
      .throwIfAny()
    // Limited per phone, like the registration's SMS to the same number.
    sendCode(ctx, c, phoneChangeTarget(userId, body.phone), true, phoneTarget(body.phone))
    return c.json({ success: true, message: "Kod weryfikacyjny został wysłany" })
  })

  app.post("/profile/confirm-phone-number-changes", async (c) => {
    const userId = requireUser(c)
    const body = await decodeBody(c, Wire.ConfirmPhoneBody)
    // Outside a transaction: a wrong guess stays counted against the code.
    if (!consumeOtp(ctx, phoneChangeTarget(userId, body.phone), body.otp_code))
      new FieldErrors().add("otp_code", WRONG_CODE_MESSAGE).throwIfAny()
    const phone = body.phone.trim().startsWith("+")
      ? `+${Checkout.digitsOnly(body.phone)}`
      : Checkout.digitsOnly(body.phone)
    db.prepare("UPDATE users SET phone = ? WHERE id = ?").run(phone, userId)
    return c.json({ success: true, message: "Numer telefonu został zmieniony" })
  })

  app.get("/customer/points/collected/:restaurantId", (c) => {
    const userId = requireUser(c)
    const { id } = decodePathId(c.req.param("restaurantId"))
    menuOf(ctx, id)
    return c.json({ data: { points: pointsOf(userId, id) } })
  })
}
