import { randomUUID } from "node:crypto"
import type { Context, MiddlewareHandler } from "hono"
import { getCookie, setCookie } from "hono/cookie"
import type { SandboxContext, SandboxEnv, Viewer } from "../context"
import { HttpError } from "../http/errors"
import { tokenHash } from "./passwords"

/**
 * Resolves the caller once per request. Signed-in: `Authorization: Bearer <token>` whose hash is
 * stored and not expired. Guests are known by an HttpOnly cookie the sandbox sets on first contact
 * (the widget sends credentials on every call, SPEC §6); it ties guest addresses and carts to one
 * browser, the way a real backend's session would. 127.0.0.1 ports are one site, so SameSite=Lax works
 * for the widget's cross-origin (same-site) calls.
 */
export const GUEST_COOKIE = "sbx_guest"

export const viewerMiddleware =
  (ctx: SandboxContext): MiddlewareHandler<SandboxEnv> =>
  async (c, next) => {
    let guestId = getCookie(c, GUEST_COOKIE)
    if (!guestId || !/^[0-9a-f-]{36}$/.test(guestId)) {
      guestId = randomUUID()
      setCookie(c, GUEST_COOKIE, guestId, { path: "/", httpOnly: true, sameSite: "Lax", maxAge: 60 * 60 * 24 * 30 })
    }
    const header = c.req.header("authorization") ?? ""
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    let userId: number | null = null
    let badToken = false
    if (match?.[1]) {
      const row = ctx.db
        .prepare("SELECT user_id FROM tokens WHERE hash = ? AND expires_at > ?")
        .get(tokenHash(match[1]), ctx.now()) as { user_id: number } | undefined
      if (row) userId = row.user_id
      else badToken = true
    }
    c.set("viewer", { userId, guestId, badToken })
    await next()
  }

/** The signed-in customer's id, or a 401 like the real API's `Unauthenticated.`. */
export const requireUser = (c: Context<SandboxEnv>): number => {
  const viewer: Viewer = c.get("viewer")
  if (viewer.userId === null) throw new HttpError(401, "Unauthenticated.")
  return viewer.userId
}
