import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import { createApp } from "./app"
import { loadCatalogue } from "./catalogue/catalogue"
import type { SandboxContext } from "./context"
import { openDatabase } from "./store/database"
import { refreshCatalogue, seedIfEmpty } from "./store/seed"

export interface SandboxOptions {
  /** 0 picks a free port; default 8787. */
  readonly port?: number
  /** Where the SQLite store lives; default ".sandbox-data". Tests pass a fresh temp dir. */
  readonly dataDir?: string
  /** Where payment pages return to; default http://127.0.0.1:5173. */
  readonly widgetOrigin?: string
  /** Order status clock step; the default shows every status within ~2 minutes. */
  readonly statusStepMs?: number
  readonly now?: () => number
  /** Enables POST/DELETE /sandbox/admin/faults. Off by default. */
  readonly faults?: boolean
  /**
   * Demo mode: the one-time code 123456 is accepted and GET /sandbox/otp lists the codes sent. Off by
   * default; `npm start` turns it on (and says so), tests that need it opt in.
   */
  readonly demo?: boolean
  readonly quiet?: boolean
  /** Where the console lines go instead of console.log (a test reads the one-time codes printed). */
  readonly log?: (message: string) => void
}

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:54321, no trailing slash: the API base URL. */
  readonly url: string
  readonly port: number
  close(): Promise<void>
}

/** Default order status step: delivery passes 1→5 in four steps, i.e. 100 s. */
export const DEFAULT_STATUS_STEP_MS = 25_000

/**
 * Starts the sandbox API (contract 1): opens or seeds the store under dataDir, listens on 127.0.0.1
 * only. close() stops accepting connections, ends open ones and closes the database, so a test can
 * start another sandbox on the same dataDir right after (persistence across restart).
 */
export const startSandbox = async (options: SandboxOptions = {}): Promise<RunningSandbox> => {
  const now = options.now ?? Date.now
  const log = options.log ?? (options.quiet ? () => {} : (message: string) => console.log(message))
  const db = openDatabase(options.dataDir ?? ".sandbox-data")
  if (seedIfEmpty(db, now())) log("[sandbox] seeded the store from fixtures/")
  else if (refreshCatalogue(db)) log("[sandbox] menus and translations refreshed from the changed fixtures/")
  const ctx: SandboxContext = {
    db,
    catalogue: loadCatalogue(db),
    origin: "",
    widgetOrigin: options.widgetOrigin ?? "http://127.0.0.1:5173",
    statusStepMs: options.statusStepMs ?? DEFAULT_STATUS_STEP_MS,
    now,
    faultsEnabled: options.faults ?? false,
    demo: options.demo ?? false,
    faultRules: [],
    log,
  }
  const app = await createApp(ctx)
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 8787, hostname: "127.0.0.1" }, () => resolve(s))
    s.once("error", reject)
  })
  // Idle connections stay open a minute, as production servers keep them (nginx: 75 s), rather than
  // Node's 5 s: a client that reuses a connection just as a 5 s timer closes it gets "other side
  // closed" on a busy machine (seen in the browser journeys' own reads under load).
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 60_000
    server.headersTimeout = 65_000
  }
  const { port } = server.address() as AddressInfo
  ctx.origin = `http://127.0.0.1:${port}`
  return {
    url: ctx.origin,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => {
          db.close()
          if (err) reject(err)
          else resolve()
        })
        if ("closeAllConnections" in server) server.closeAllConnections()
      }),
  }
}
