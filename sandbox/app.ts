import { Hono } from "hono"
import { bodyLimit } from "hono/body-limit"
import { compress } from "hono/compress"
import { cors } from "hono/cors"
import { viewerMiddleware } from "./auth/viewer"
import type { SandboxContext, SandboxEnv } from "./context"
import { HttpError } from "./http/errors"
import { faultMiddleware } from "./http/faults"
import { securityMiddleware } from "./http/security-headers"
import { registerAddressRoutes } from "./routes/addresses"
import { registerAuthRoutes } from "./routes/auth"
import { registerCartRoutes } from "./routes/cart"
import { registerCatalogueRoutes } from "./routes/catalogue"
import { registerCheckoutRoutes } from "./routes/checkout"
import { registerFaultRoutes } from "./routes/faults"
import { registerMapsRoutes } from "./routes/maps"
import { registerOrderRoutes } from "./routes/orders"
import { registerPaymentRoutes } from "./routes/payments"
import { registerProfileRoutes } from "./routes/profile"

/** Loopback origins only, any port, compared by exact pattern (never a substring test). */
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/

/**
 * The sandbox's HTTP surface: CORS for loopback origins with credentials, fault injection when asked,
 * the caller's identity, then the routes of SPEC §7 at the root. Unknown routes are JSON 404s and any
 * error a handler throws becomes `{message, errors?}`: a bad input is never a 500.
 */
export const createApp = async (ctx: SandboxContext): Promise<Hono<SandboxEnv>> => {
  const app = new Hono<SandboxEnv>()
  app.use(
    "*",
    cors({
      origin: (origin) => (LOOPBACK_ORIGIN.test(origin) ? origin : null),
      credentials: true,
      allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "Accept", "X-Guest-Token"],
      exposeHeaders: ["X-Guest-Token", "Retry-After"],
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      maxAge: 600,
    }),
  )
  // nosniff and Referrer-Policy on every answer; a write whose body is not JSON is a 415 (no CSRF by form post).
  app.use("*", securityMiddleware())
  if (ctx.faultsEnabled) app.use("*", faultMiddleware(ctx))
  // Restaurant 3's product list is ~0.9 MB of JSON; gzip makes it ~10× smaller on the wire.
  app.use("*", compress())
  // The unread rest of an oversized body would poison a kept-alive connection: close it after the 413.
  app.use(
    "*",
    bodyLimit({
      maxSize: 256 * 1024,
      onError: (c) => c.json({ message: "Request body too large" }, 413, { connection: "close" }),
    }),
  )
  app.use("*", viewerMiddleware(ctx))
  registerCatalogueRoutes(app, ctx)
  registerCartRoutes(app, ctx)
  registerAddressRoutes(app, ctx)
  registerMapsRoutes(app, ctx)
  registerAuthRoutes(app, ctx)
  registerProfileRoutes(app, ctx)
  registerCheckoutRoutes(app, ctx)
  registerOrderRoutes(app, ctx)
  await registerPaymentRoutes(app, ctx)
  if (ctx.faultsEnabled) registerFaultRoutes(app, ctx)
  app.notFound((c) => c.json({ message: `Route ${c.req.method} ${c.req.path} not found` }, 404))
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.body, err.status, err.headers)
    ctx.log(`[sandbox] unexpected error on ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`)
    return c.json({ message: "Internal sandbox error" }, 500)
  })
  return app
}
