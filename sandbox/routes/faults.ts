import { Schema } from "effect"
import type { Hono } from "hono"
import type { SandboxContext, SandboxEnv } from "../context"
import { faultsInjected } from "../http/faults"
import { decodeBody } from "../http/validate"

/**
 * The fault admin (only registered when the sandbox runs with `faults: true`; otherwise these paths
 * are the ordinary JSON 404). POST adds a rule, DELETE clears them all (or one journey's), GET counts the rules waiting and
 * the faults injected so far. Rules apply in the order added.
 */
const FaultBody = Schema.Struct({
  route: Schema.String.check(Schema.isPattern(/^\//)),
  method: Schema.optionalKey(Schema.String.check(Schema.isPattern(/^(get|post|put|delete)$/i))),
  latencyMs: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 60_000 }))),
  status: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 400, maximum: 599 }))),
  malformed: Schema.optionalKey(Schema.Boolean),
  drop: Schema.optionalKey(Schema.Boolean),
  lostResponse: Schema.optionalKey(Schema.Boolean),
  contains: Schema.optionalKey(Schema.NonEmptyString),
  times: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThan(0))),
})

export const registerFaultRoutes = (app: Hono<SandboxEnv>, ctx: SandboxContext): void => {
  app.post("/sandbox/admin/faults", async (c) => {
    const body = await decodeBody(c, FaultBody)
    ctx.faultRules.push({
      route: body.route,
      method: body.method?.toUpperCase() ?? null,
      latencyMs: body.latencyMs ?? 0,
      status: body.status ?? null,
      malformed: body.malformed ?? false,
      drop: body.drop ?? false,
      lostResponse: body.lostResponse ?? false,
      contains: body.contains ?? null,
      remaining: body.times ?? null,
    })
    return c.json({ data: { rules: ctx.faultRules.length } })
  })
  app.get("/sandbox/admin/faults", (c) =>
    c.json({ data: { rules: ctx.faultRules.length, injected: faultsInjected(ctx) } }),
  )
  app.delete("/sandbox/admin/faults", (c) => {
    // ?contains= removes only that journey's rules (see FaultRule.contains); without it, all of them.
    const contains = c.req.query("contains") ?? null
    const kept = contains === null ? [] : ctx.faultRules.filter((r) => r.contains !== contains)
    ctx.faultRules.splice(0, ctx.faultRules.length, ...kept)
    return c.json({ data: { rules: kept.length } })
  })
}
