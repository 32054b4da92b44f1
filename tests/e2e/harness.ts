import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser } from "playwright-core"
import { serveHostPage } from "../../sandbox/host/host-page"
import { serveDistSite } from "../../sandbox/host/static-site"
import type { SandboxOptions } from "../../sandbox/server"
import { distRoot } from "../support/browser/journey"
import { freshSandbox } from "../support/sandbox"
import { launchBrowser } from "./browser"

export interface Stack {
  /** Origin of the served dist/, e.g. http://127.0.0.1:5xxxx (the widget is at /widget?restaurantId=1). */
  readonly widgetUrl: string
  /** The demo restaurant page origin (embeds the widget with embed.js). */
  readonly hostUrl: string
  readonly sandboxUrl: string
  close(): Promise<void>
}

export interface StackOptions {
  /** Order status clock step; fast by default so a test sees statuses move. */
  readonly statusStepMs?: number
  readonly now?: () => number
  /** The built widget to serve: WIDGET_DIST when set (a build of one's own), else dist/. */
  readonly distRoot?: string
  readonly restaurantId?: number
  /** Prepares the sandbox's data folder before it starts (e.g. tests/support/widget-styles.ts plantWidgetStyles). */
  readonly seed?: (dataDir: string) => void
  /** Extra sandbox options (faults are on by default here; demo mode, the code 123456, only when asked). */
  readonly sandbox?: Omit<SandboxOptions, "port" | "dataDir" | "widgetOrigin">
}

/**
 * Contract 5: a fresh sandbox (temp data folder, free port, faults enabled, fast status clock), the
 * built widget (dist/, which `npm test` builds first) served on a free port with its widget-api-base
 * meta pointing at that sandbox, and the demo restaurant page on another free port. close() stops all
 * three and deletes the data folder.
 */
export const startStack = async (options: StackOptions = {}): Promise<Stack> => {
  let apiBase = ""
  const dist = await serveDistSite({ root: options.distRoot ?? distRoot() ?? "dist", port: 0, apiBase: () => apiBase })
  const dataDir = options.seed ? mkdtempSync(join(tmpdir(), "sandbox-test-")) : undefined
  if (dataDir) options.seed?.(dataDir)
  const sandbox = await freshSandbox({
    ...(dataDir ? { dataDir } : {}),
    faults: true,
    statusStepMs: options.statusStepMs ?? 1_000,
    ...options.sandbox,
    ...(options.now ? { now: options.now } : {}),
    widgetOrigin: dist.url,
  })
  apiBase = sandbox.url
  const host = await serveHostPage({
    port: 0,
    widgetOrigin: dist.url,
    sandboxUrl: sandbox.url,
    restaurantId: options.restaurantId ?? 1,
    demo: options.sandbox?.demo ?? false,
  })
  return {
    widgetUrl: dist.url,
    hostUrl: host.url,
    sandboxUrl: sandbox.url,
    close: async () => {
      await Promise.all([host.close(), dist.close(), sandbox.stop()])
    },
  }
}

/** A journey file's stack and browser, started in its beforeAll: `({ stack, browser } = await openJourney())`. */
export const openJourney = async (options: StackOptions = {}): Promise<{ stack: Stack; browser: Browser }> => {
  const stack = await startStack(options)
  return { stack, browser: await launchBrowser() }
}

/** Closes what openJourney started, in its afterAll (either may be missing when the start failed). */
export const closeJourney = async (stack: Stack | undefined, browser: Browser | undefined): Promise<void> => {
  await browser?.close()
  await stack?.close()
}
