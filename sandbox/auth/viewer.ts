import { randomUUID } from "node:crypto"
import type { Context, MiddlewareHandler } from "hono"
import { getCookie, setCookie } from "hono/cookie"
import type { SandboxContext, SandboxEnv, Viewer } from "../context"
import { HttpError } from "../http/errors"
import { tokenHash } from "./passwords"

/**
 * Resolves the caller once per request. Signed-in: `Authorization: Bearer <token>` whose hash is
 * stored and not expired. Guests: a guest token the sandbox issues on first contact, a random id
 * that ties guest addresses, carts and orders to one browser the way a real backend's session would.
 *
 * The widget lives in an iframe on the restaurant's own site, so the API's cookie is a third-party
 * cookie there: Safari and Firefox block or partition it, Chrome does in incognito, and a
 * SameSite=Lax cookie is never sent on cross-site fetches. So the guest token travels as a header
 * both ways (`X-Guest-Token`: answered on every response, sent back by the widget's Api adapter on
 * every call), and the cookie remains only a convenience where the browser allows it (SameSite=None;
 * Secure on https, Lax on plain http where None is refused). The header wins when both are present.
 */
export const GUEST_COOKIE = "sbx_guest"

/** The header that carries the guest token in both directions (CORS allows and exposes it). */
export const GUEST_TOKEN_HEADER = "X-Guest-Token"

const GUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The guest id a token claims, or null when it is not shaped like one. The token IS the guest id (122
 * random bits, the guest's secret): carts, addresses and orders carry it as `guest_id`. A claimed id
 * counts only when the sandbox issued it (viewerMiddleware looks it up in `guests`); login merges the
 * carts and addresses of `viewer.guestId`, the caller's own guest, never of an id it merely names.
 */
export const guestIdFromToken = (token: string | null | undefined): string | null => {
  const t = token?.trim().toLowerCase()
  return t && GUEST_ID.test(t) ? t : null
}

/** The guest of a request: the X-Guest-Token header, else the cookie; null when neither holds a token. */
export const requestGuestId = (c: Context<SandboxEnv>): string | null =>
  guestIdFromToken(c.req.header(GUEST_TOKEN_HEADER)) ?? guestIdFromToken(getCookie(c, GUEST_COOKIE))

const isHttps = (c: Context<SandboxEnv>): boolean =>
  c.req.url.startsWith("https:") || c.req.header("x-forwarded-proto") === "https"

/**
 * Guest ids are issued by the sandbox only (issue 29): a well-formed id it never issued — made up, or
 * from another sandbox's store — gets a new, empty guest, so nobody can choose a guest id to share or
 * guess one into another browser's carts. Issued ids are rows of `guests`.
 */
export const issueGuest = (ctx: SandboxContext): string => {
  const id = randomUUID()
  ctx.db.prepare("INSERT INTO guests (id, created_at) VALUES (?, ?)").run(id, ctx.now())
  return id
}

const issuedGuest = (ctx: SandboxContext, id: string | null): boolean =>
  id !== null && ctx.db.prepare("SELECT 1 FROM guests WHERE id = ?").get(id) !== undefined

/** Answers with this guest: the X-Guest-Token header, and the cookie when it differs. */
export const answerAsGuest = (c: Context<SandboxEnv>, guestId: string): void => {
  if (getCookie(c, GUEST_COOKIE) !== guestId) {
    const secure = isHttps(c)
    setCookie(c, GUEST_COOKIE, guestId, {
      path: "/",
      httpOnly: true,
      sameSite: secure ? "None" : "Lax",
      secure,
      maxAge: 60 * 60 * 24 * 30,
    })
  }
  c.header(GUEST_TOKEN_HEADER, guestId)
}

export const viewerMiddleware =
  (ctx: SandboxContext): MiddlewareHandler<SandboxEnv> =>
  async (c, next) => {
    const claimed = requestGuestId(c)
    const guestId = claimed !== null && issuedGuest(ctx, claimed) ? claimed : issueGuest(ctx)
    answerAsGuest(c, guestId)
    const header = c.req.header("authorization") ?? ""
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    let userId: number | null = null
    let badToken = false
    let hash: string | null = null
    if (match?.[1]) {
      const candidate = tokenHash(match[1])
      const row = ctx.db
        .prepare("SELECT user_id FROM tokens WHERE hash = ? AND expires_at > ?")
        .get(candidate, ctx.now()) as { user_id: number } | undefined
      if (row) {
        userId = row.user_id
        hash = candidate
      } else badToken = true
    }
    c.set("viewer", { userId, guestId, badToken, tokenHash: hash })
    await next()
  }

/** The signed-in customer's id, or a 401 like the real API's `Unauthenticated.`. */
export const requireUser = (c: Context<SandboxEnv>): number => {
  const viewer: Viewer = c.get("viewer")
  if (viewer.userId === null) throw new HttpError(401, "Unauthenticated.")
  return viewer.userId
}
