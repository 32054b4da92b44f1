import type { HttpBindings } from "@hono/node-server"
import type { Catalogue } from "./catalogue/catalogue"
import type { FaultRule } from "./http/faults"
import type { Db } from "./store/database"

/** Who is calling: a signed-in customer (bearer token) or a guest known by the sandbox's guest cookie. */
export interface Viewer {
  readonly userId: number | null
  readonly guestId: string
  /** The Authorization header held a token that is unknown or expired. */
  readonly badToken: boolean
  /** The stored hash of this request's valid bearer token (null for guests): the session itself. */
  readonly tokenHash: string | null
}

/** Hono's typed environment for every sandbox route. */
export interface SandboxEnv {
  Bindings: HttpBindings
  Variables: { viewer: Viewer }
}

/**
 * Everything a route needs, built once per sandbox start. `origin` is filled in when the server is
 * listening (port 0 picks a free port), before the first request can arrive.
 */
export interface SandboxContext {
  readonly db: Db
  readonly catalogue: Catalogue
  origin: string
  readonly widgetOrigin: string
  readonly statusStepMs: number
  readonly now: () => number
  readonly faultsEnabled: boolean
  /**
   * Demo mode (`npm start`, or a test that opts in): the one-time code 123456 is accepted and
   * /sandbox/otp lists the codes sent. Off otherwise: a sandbox checked as a real backend accepts
   * only the codes it sent.
   */
  readonly demo: boolean
  readonly faultRules: FaultRule[]
  readonly log: (message: string) => void
}
