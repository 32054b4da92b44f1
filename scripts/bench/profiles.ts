import type { Browser, BrowserContext, Page } from "playwright-core"

/**
 * The throttling profiles the bench measures under. The main one is Lighthouse's DevTools-throttled
 * mobile profile (issue 17): 562.5 ms request latency (150 ms RTT × 3.75), 1.6 Mbps down, 750 Kbps
 * up, 4× CPU. The older 150 ms profile stays as a second column for comparison with earlier runs.
 */
export interface NetworkProfile {
  readonly name: string
  readonly latency: number
  readonly downloadThroughput: number
  readonly uploadThroughput: number
}

export const SLOW_PHONE: NetworkProfile = {
  name: "562.5 ms",
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

export const FAST_PHONE: NetworkProfile = {
  name: "150 ms",
  latency: 150,
  downloadThroughput: (1_638_400 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
}

export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 4)

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const

/** A page with the CPU slowdown applied through the DevTools protocol, and the network profile when given. */
export const throttledPage = async (
  browser: Browser,
  network: NetworkProfile | null,
  context?: BrowserContext,
): Promise<{ readonly context: BrowserContext; readonly page: Page }> => {
  const ctx = context ?? (await browser.newContext(PHONE))
  // tsx (esbuild keepNames) wraps named inner functions in __name(); functions the bench sends to the
  // page are serialised with those calls, so the page needs the (identity) helper too.
  await ctx.addInitScript({ content: "globalThis.__name ??= (fn) => fn" })
  const page = await ctx.newPage()
  await throttle(page, network)
  return { context: ctx, page }
}

/** Applies the CPU slowdown, and the network profile when given, to a page from now on. */
export const throttle = async (page: Page, network: NetworkProfile | null): Promise<void> => {
  const cdp = await page.context().newCDPSession(page)
  if (network) {
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...network })
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
}
