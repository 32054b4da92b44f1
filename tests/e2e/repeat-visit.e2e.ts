import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, request, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { serveHostPage } from "../../sandbox/host/host-page"
import { serveDistSite } from "../../sandbox/host/static-site"
import { distRoot } from "../support/browser/journey"
import { freshSandbox } from "../support/sandbox"
import { launchBrowser } from "./browser"

/**
 * Repeat visits (issue 17 point 5; ui/app/page-cache-worker.ts): the second visit takes the widget's
 * page and hashed files from its service worker and shows the stored menu at once, even when the
 * widget's origin does not answer; the API is never answered from the worker; a new deploy shows on
 * the visit after the next, and the page kept meanwhile still has every file it names; where the
 * browser refuses the worker or storage, visits work as before.
 *
 * The widget's origin here is a proxy in front of a copy of the build, so a test can hold its
 * answers (a network that does not answer) or deploy a new build under it.
 */

const CARD = "main section > ul > li button"
const HELD = { pages: false, everything: false }

let browser: Browser
let site: string
let proxy: Server
let widgetUrl: string
let sandboxUrl: string
let hostUrl: string
let closeAll: () => Promise<void>

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), "repeat-visit-"))
  cpSync(distRoot() ?? "dist", site, { recursive: true })
  let apiBase = ""
  const dist = await serveDistSite({ root: site, port: 0, apiBase: () => apiBase })
  proxy = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/"
    // A held answer never comes (the connection stays open until the test ends).
    if (HELD.everything || (HELD.pages && /^\/widget(\/|$)/.test(path))) return
    const upstream = request(`${dist.url}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on("error", () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done))
  widgetUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  const sandbox = await freshSandbox({ faults: true, widgetOrigin: widgetUrl })
  apiBase = sandbox.url
  sandboxUrl = sandbox.url
  const host = await serveHostPage({ port: 0, widgetOrigin: widgetUrl, sandboxUrl, restaurantId: 1 })
  hostUrl = host.url
  browser = await launchBrowser()
  closeAll = async () => {
    await browser?.close()
    proxy.closeAllConnections()
    await new Promise((done) => proxy.close(done))
    await Promise.all([dist.close(), sandbox.stop(), host.close()])
    rmSync(site, { recursive: true, force: true })
  }
})
afterAll(() => closeAll?.())

const menuUrl = () => `${widgetUrl}/widget?restaurantId=1`

/** A visit in `context`: the page once its first card is on screen. */
const visit = async (context: BrowserContext): Promise<Page> => {
  const page = await context.newPage()
  await page.goto(menuUrl(), { waitUntil: "commit" })
  await page.locator(CARD).first().waitFor({ timeout: 20_000 })
  return page
}

/** Waits until the worker is active and the menu is stored: what a later visit starts from. */
const settled = async (page: Page) => {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return registration?.active?.state === "activated" && (localStorage.getItem("menu_cache") ?? "") !== ""
        }),
      { timeout: 20_000 },
    )
    .toBe(true)
}

/** Every URL the worker keeps, as paths of the widget's origin (anything else would be a failure). */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })

it("shows the stored menu from the worker's page and files while the widget's origin does not answer, and the API still revalidates it", async () => {
  const context = await browser.newContext()
  try {
    const first = await visit(context)
    await settled(first)
    await first.close()

    HELD.everything = true
    const second = await context.newPage()
    const api: Array<{ url: string; fromWorker: boolean; status: number }> = []
    second.on("response", (response) => {
      if (response.url().startsWith(sandboxUrl))
        api.push({ url: response.url(), fromWorker: response.fromServiceWorker(), status: response.status() })
    })
    const navigation = await second.goto(menuUrl(), { waitUntil: "commit" })
    expect(navigation?.fromServiceWorker()).toBe(true)
    await second.locator(CARD).first().waitFor({ timeout: 10_000 })
    expect(await second.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // The six menu calls went to the API itself (the stored menu is replaced by their answers).
    await expect.poll(() => api.filter((a) => a.status === 200).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(6)
    expect(api.filter((a) => a.fromWorker)).toEqual([])
    const kept = await keptUrls(second)
    expect(kept.length).toBeGreaterThan(1)
    for (const url of kept) expect(url).toMatch(new RegExp(`^${widgetUrl}/(widget|assets/[^/?]+)$`))
    await second.close()
  } finally {
    HELD.everything = false
    await context.close()
  }
})

it("a new deploy shows on the visit after the next; the page served meanwhile has every file it names", async () => {
  const context = await browser.newContext()
  const indexPath = join(site, "index.html")
  const before = readFileSync(indexPath, "utf8")
  // The menu prefetch script: a file only the page names (no chunk imports it), as a deploy changes it.
  const entry = /src="\/assets\/(menu-prefetch-[^"]+\.js)"/.exec(before)?.[1]
  if (!entry) throw new Error("no menu prefetch script in index.html")
  try {
    const first = await visit(context)
    await settled(first)
    await first.close()

    // The deploy: the script under a new name, marking the page; the old file is gone from the server.
    writeFileSync(
      join(site, "assets", "menu-prefetch-Deploy02.js"),
      `${readFileSync(join(site, "assets", entry), "utf8")}\ndocument.documentElement.dataset.build = "2"\n`,
    )
    rmSync(join(site, "assets", entry))
    writeFileSync(indexPath, before.replace(`/assets/${entry}`, "/assets/menu-prefetch-Deploy02.js"))

    // The next visit: the kept (old) page, whose script only the worker still has.
    const second = await visit(context)
    expect(await second.evaluate(() => document.documentElement.dataset.build ?? "1")).toBe("1")
    await expect
      .poll(() => second.evaluate(async () => (await (await caches.match("/widget"))?.text())?.includes("Deploy02")), {
        timeout: 20_000,
      })
      .toBe(true)
    await second.close()

    // The visit after: the new build.
    const third = await visit(context)
    expect(await third.evaluate(() => document.documentElement.dataset.build)).toBe("2")
    // Once a visit ran the new page, the files only the old one named are dropped.
    await expect
      .poll(async () => (await keptUrls(third)).filter((url) => url.endsWith(`/assets/${entry}`)), { timeout: 10_000 })
      .toEqual([])
    await third.close()
  } finally {
    await context.close()
    writeFileSync(indexPath, before)
    for (const file of readdirSync(join(site, "assets")))
      if (file.includes("Deploy02")) rmSync(join(site, "assets", file))
    cpSync(join(distRoot() ?? "dist", "assets", entry), join(site, "assets", entry))
  }
})

it("steps aside when the origin serves a page that is not a build (the dev server where npm start ran)", async () => {
  const context = await browser.newContext()
  const indexPath = join(site, "index.html")
  const before = readFileSync(indexPath, "utf8")
  try {
    const first = await visit(context)
    await settled(first)
    await first.close()
    writeFileSync(
      indexPath,
      before.replace(/<script[^>]*src="\/assets\/[^"]+"[^>]*><\/script>|<link[^>]*href="\/assets\/[^"]+"[^>]*>/g, ""),
    )
    // This visit is still the kept build; the worker finds the new page is none, drops its caches
    // and unregisters (it goes once no page uses it).
    const second = await visit(context)
    await expect.poll(() => second.evaluate(async () => (await caches.keys()).length), { timeout: 10_000 }).toBe(0)
    await second.close()
    const third = await context.newPage()
    const navigation = await third.goto(menuUrl())
    expect(navigation?.fromServiceWorker()).toBe(false)
    expect(await third.locator(CARD).count()).toBe(0)
    await third.close()
  } finally {
    writeFileSync(indexPath, before)
    await context.close()
  }
})

it("serves the page from the worker inside the restaurant's page too (a cross-origin iframe)", async () => {
  const context = await browser.newContext()
  try {
    const widgetFrame = async (page: Page) => {
      await page.goto(hostUrl)
      const element = await page.waitForSelector(`iframe[src^="${widgetUrl}"]`)
      const frame = await element.contentFrame()
      if (!frame) throw new Error("no widget frame")
      await frame.locator(CARD).first().waitFor({ timeout: 20_000 })
      return frame
    }
    const first = await context.newPage()
    const frame = await widgetFrame(first)
    await expect
      .poll(() => frame.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
        timeout: 20_000,
      })
      .toBe("activated")
    await first.close()
    const second = await context.newPage()
    const again = await widgetFrame(second)
    expect(await again.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await second.close()
  } finally {
    await context.close()
  }
})

it("works as before where the browser refuses the worker or blocks storage", async () => {
  for (const options of [{ serviceWorkers: "block" as const }, {}]) {
    const context = await browser.newContext(options)
    if (options.serviceWorkers === undefined)
      await context.addInitScript(() => {
        Object.defineProperty(window, "localStorage", {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError")
          },
        })
      })
    try {
      const first = await visit(context)
      await first.waitForTimeout(1_500)
      await first.close()
      const second = await visit(context)
      expect(await second.locator("main h2").first().textContent()).not.toBe("")
      if (options.serviceWorkers === "block")
        expect(await second.evaluate(() => navigator.serviceWorker.controller)).toBe(null)
      await second.close()
    } finally {
      await context.close()
    }
  }
})
