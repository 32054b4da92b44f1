import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchBrowser } from "./browser"
import { type Stack, startStack } from "./harness"

/**
 * Budgets of ARCHITECTURE.md: initial JS ≤ 110 KB gzipped (the entry script of dist/index.html plus
 * everything it preloads; the main chunk with Effect, adapters and the model loads after the first
 * paint), embed.js ≤ 3 KB gzipped, and DOM ≤ 1500 nodes at any menu size.
 */

const KB = 1024
const DIST = "dist"
const gzipped = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length

/** The scripts a browser fetches before the first paint: the module entry and its modulepreloads. */
const initialScripts = (): string[] => {
  const html = readFileSync(join(DIST, "index.html"), "utf8")
  const entries = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1] ?? "")
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "")
  return [...entries, ...preloads]
}

describe("size budgets", () => {
  it("the initial JS is at most 110 KB gzipped", () => {
    const scripts = initialScripts()
    expect(scripts.length).toBeGreaterThan(0)
    const total = scripts.reduce((sum, src) => sum + gzipped(join(DIST, src)), 0)
    console.log(`initial JS: ${(total / KB).toFixed(1)} KB gzipped in ${scripts.length} file(s)`)
    expect(total).toBeLessThanOrEqual(110 * KB)
  })

  it("dist/embed.js exists and is at most 3 KB gzipped", () => {
    const path = join(DIST, "embed.js")
    expect(existsSync(path)).toBe(true)
    expect(gzipped(path)).toBeLessThanOrEqual(3 * KB)
  })
})

describe("DOM budget on restaurant 3 (1000+ products)", () => {
  let browser: Browser
  let stack: Stack
  beforeAll(async () => {
    stack = await startStack({ restaurantId: 3 })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await stack?.close()
  })
  const nodes = (page: Page) => page.evaluate(() => document.getElementsByTagName("*").length)

  it("stays at or under 1500 nodes before and after Show More", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${stack.widgetUrl}/widget?restaurantId=3`)
    const firstCategory = page.locator("nav[aria-label] li:nth-child(2) button")
    await firstCategory.click()
    await page.locator("main section > ul > li h3").first().waitFor()
    const cards = () => page.locator("main section > ul > li").count()
    expect(await cards()).toBe(12)
    const before = await nodes(page)
    await page.getByRole("button", { name: /Show More|Pokaż więcej/ }).click()
    await expect.poll(cards).toBeGreaterThan(12)
    const after = await nodes(page)
    console.log(`restaurant 3 DOM: ${before} nodes before Show More, ${after} after (${await cards()} cards)`)
    expect(before).toBeLessThanOrEqual(1500)
    expect(after).toBeLessThanOrEqual(1500)
    await page.close()
  })
})
