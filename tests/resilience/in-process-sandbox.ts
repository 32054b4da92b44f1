import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createApp } from "../../sandbox/app"
import { loadCatalogue } from "../../sandbox/catalogue/catalogue"
import type { SandboxContext } from "../../sandbox/context"
import { openDatabase } from "../../sandbox/store/database"
import { seedIfEmpty } from "../../sandbox/store/seed"

/** The origin the in-process sandbox answers as (never resolved: requests go straight to the app). */
export const SANDBOX_ORIGIN = "http://sandbox.test"

/**
 * The sandbox's Hono app in this process, without a socket: `fetch` hands a Request straight to
 * `app.fetch`, so the resilience suites run thousands of calls in seconds and can decide, with
 * fast-check's scheduler, in which order concurrent calls reach the server and their answers come
 * back. Same store, routes and rules as `npm run sandbox`; `db` lets a test count orders.
 */
export const inProcessSandbox = async (
  options: {
    readonly statusStepMs?: number /** demo mode: the code 123456, /sandbox/otp */
    readonly demo?: boolean
  } = {},
) => {
  const dataDir = mkdtempSync(join(tmpdir(), "sandbox-resilience-"))
  const db = openDatabase(dataDir)
  seedIfEmpty(db, Date.now())
  const ctx: SandboxContext = {
    db,
    catalogue: loadCatalogue(db),
    origin: SANDBOX_ORIGIN,
    widgetOrigin: "http://127.0.0.1:5173",
    statusStepMs: options.statusStepMs ?? 60_000,
    now: Date.now,
    faultsEnabled: false,
    demo: options.demo ?? false,
    faultRules: [],
    log: () => {},
  }
  const app = await createApp(ctx)
  const fetch: typeof globalThis.fetch = async (input, init) => app.fetch(new Request(input, init))
  return {
    app,
    ctx,
    db,
    fetch,
    /** Orders stored in the sandbox (every state, 3-D Secure waits and cancellations included). */
    /** A guest id the sandbox issued (it accepts no other), read from an answer's X-Guest-Token. */
    newGuest: async (): Promise<string> =>
      (await fetch(`${SANDBOX_ORIGIN}/customer/addresses`)).headers.get("x-guest-token") ?? "",
    orderCount: (): number => (db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n,
    stop: () => {
      db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
export type InProcessSandbox = Awaited<ReturnType<typeof inProcessSandbox>>
