import type { MiddlewareHandler } from "hono"
import type { SandboxContext, SandboxEnv } from "../context"

/**
 * Fault injection for browser and adapter tests: a rule matches requests by path prefix (and
 * optionally method) and adds latency, answers with a status, sends malformed JSON, drops the
 * connection before the handler runs, or loses the response after it ran (the server saved, the
 * client never hears). Rules exist only when the sandbox was started with `faults: true`; otherwise
 * the admin endpoint is a 404 and this middleware is never installed.
 */
export interface FaultRule {
  readonly route: string
  readonly method: string | null
  readonly latencyMs: number
  readonly status: number | null
  readonly malformed: boolean
  readonly drop: boolean
  /** Runs the handler (its writes are committed), waits latencyMs, then destroys the socket instead of answering. */
  readonly lostResponse: boolean
  /**
   * Applies only to requests whose URL or body contains this text (a cart's uuid), so journeys
   * running side by side each take only their own faults; null applies to every request.
   */
  readonly contains: string | null
  /** How many more requests it applies to; null is unlimited. */
  remaining: number | null
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Faults applied so far per sandbox, so a test reports what it really injected, not what it asked for. */
const injectedBy = new WeakMap<SandboxContext, number>()

/** How many requests a fault rule has applied to since this sandbox started. */
export const faultsInjected = (ctx: SandboxContext): number => injectedBy.get(ctx) ?? 0

export const faultMiddleware =
  (ctx: SandboxContext): MiddlewareHandler<SandboxEnv> =>
  async (c, next) => {
    const path = c.req.path
    if (path.startsWith("/sandbox/admin/") || c.req.method === "OPTIONS") return next()
    const candidates = ctx.faultRules.filter(
      (r) => path.startsWith(r.route) && (r.method === null || r.method === c.req.method.toUpperCase()),
    )
    if (candidates.length === 0) return next()
    const url = c.req.url
    // The body is read from a clone, so the route still reads the original.
    const body = candidates.some((r) => r.contains !== null && !url.includes(r.contains))
      ? await c.req.raw
          .clone()
          .text()
          .catch(() => "")
      : ""
    const rule = candidates.find((r) => r.contains === null || url.includes(r.contains) || body.includes(r.contains))
    if (!rule) return next()
    if (rule.remaining !== null) {
      rule.remaining -= 1
      if (rule.remaining <= 0) ctx.faultRules.splice(ctx.faultRules.indexOf(rule), 1)
    }
    injectedBy.set(ctx, faultsInjected(ctx) + 1)
    if (rule.lostResponse) {
      // Saved at once; the answer then takes latencyMs and never arrives (a reload meanwhile finds it saved).
      await next()
      if (rule.latencyMs > 0) await sleep(rule.latencyMs)
      c.env.incoming.socket.destroy()
      return new Response(null, { status: 499 })
    }
    if (rule.latencyMs > 0) await sleep(rule.latencyMs)
    if (rule.drop) {
      c.env.incoming.socket.destroy()
      return new Response(null, { status: 499 })
    }
    if (rule.malformed)
      return c.body('{"data": [ {"id": 1, "name": ', (rule.status ?? 200) as 200, {
        "content-type": "application/json",
      })
    if (rule.status !== null) return c.json({ message: `Injected fault: HTTP ${rule.status}` }, rule.status as 500)
    return next()
  }
