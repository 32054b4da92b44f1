import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { widgetContentSecurityPolicy } from "../../sandbox/host/csp"
import { serveDistSite } from "../../sandbox/host/static-site"

/** A small dist/ as vite builds it: the page, the unhashed embed.js and service worker, hashed assets. */
const INDEX = `<!doctype html><html><head>
<meta name="widget-api-base" content="http://127.0.0.1:8787" />
<meta name="widget-mode" content="sandbox" />
<script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`

let root: string
let site: Awaited<ReturnType<typeof serveDistSite>>
const API = "http://127.0.0.1:9999"

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-site-"))
  mkdirSync(join(root, "assets"))
  writeFileSync(join(root, "index.html"), INDEX)
  writeFileSync(join(root, "embed.js"), ";(() => {})()\n")
  writeFileSync(join(root, "widget-cache-worker.js"), "self.addEventListener('fetch', () => {})\n")
  writeFileSync(join(root, "assets", "index-AbC123.js"), "console.log('app')\n".repeat(50))
  writeFileSync(join(root, "assets", "index-AbC123.css"), "body{margin:0}\n")
  site = await serveDistSite({ root, apiBase: API })
})

afterAll(async () => {
  await site.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers })

describe("the static server of dist/", () => {
  it("caches hashed assets for a year, immutable, and revalidates the page, embed.js and the service worker", async () => {
    for (const path of ["/assets/index-AbC123.js", "/assets/index-AbC123.css"]) {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    }
    for (const path of [
      "/widget?restaurantId=1",
      "/widget/order/7?restaurantId=1",
      "/index.html",
      "/embed.js",
      "/widget-cache-worker.js",
    ]) {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get("cache-control")).toBe("no-cache")
      expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/)
      expect(res.headers.get("last-modified")).not.toBeNull()
    }
    // A service worker must come as JavaScript, from the root (its scope then covers /widget).
    expect((await get("/widget-cache-worker.js")).headers.get("content-type")).toBe("text/javascript; charset=utf-8")
  })

  it("answers 304 to a matching If-None-Match or a later If-Modified-Since, and 200 to a stale one", async () => {
    for (const path of ["/widget?restaurantId=1", "/embed.js", "/assets/index-AbC123.js"]) {
      const first = await get(path, { "accept-encoding": "gzip" })
      const etag = first.headers.get("etag") ?? ""
      const again = await get(path, { "accept-encoding": "gzip", "if-none-match": etag })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe("")
      expect(again.headers.get("etag")).toBe(etag)
      expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"))
      const since = await get(path, { "if-modified-since": first.headers.get("last-modified") ?? "" })
      expect(since.status).toBe(304)
      const stale = await get(path, { "if-none-match": '"something-else"' })
      expect(stale.status).toBe(200)
      expect((await stale.text()).length).toBeGreaterThan(0)
    }
  })

  it("gives the gzipped and the plain variant different validators, each revalidating itself", async () => {
    const zipped = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip" })
    const plain = await get("/assets/index-AbC123.js", { "accept-encoding": "identity" })
    expect(zipped.headers.get("content-encoding")).toBe("gzip")
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(zipped.headers.get("etag")).not.toBe(plain.headers.get("etag"))
    expect(zipped.headers.get("vary")).toBe("accept-encoding")
  })

  it("serves the widget page with its Content-Security-Policy for the API it is pointed at, nosniff and the referrer policy", async () => {
    const res = await get("/widget/cart?restaurantId=1")
    const csp = res.headers.get("content-security-policy")
    expect(csp).toBe(widgetContentSecurityPolicy({ apiBase: API, mode: "sandbox" }))
    expect(csp).toContain("default-src 'self'; script-src 'self';")
    expect(csp).toContain("object-src 'none'; base-uri 'none'")
    expect(csp).toContain(`connect-src 'self' ${API}`)
    expect(csp).toContain(`frame-src ${API}`)
    expect(csp).not.toContain("unsafe")
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    expect(await res.text()).toContain(`content="${API}"`)
  })

  it("sends nosniff and the referrer policy with scripts, styles and 404s; CSP only with pages", async () => {
    for (const path of ["/embed.js", "/assets/index-AbC123.css", "/assets/missing-Zz9.js"]) {
      const res = await get(path)
      expect(res.headers.get("x-content-type-options")).toBe("nosniff")
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
      expect(res.headers.get("content-security-policy")).toBeNull()
    }
    expect((await get("/assets/missing-Zz9.js")).status).toBe(404)
  })
})

describe("the widget page's policy", () => {
  it("adds the live providers' origins only to a live build, and styles-only 'unsafe-inline' for Google Maps", () => {
    const sandbox = widgetContentSecurityPolicy({ apiBase: "https://api.example.com", mode: "sandbox" })
    const live = widgetContentSecurityPolicy({ apiBase: "https://api.example.com", mode: "live" })
    expect(sandbox).not.toContain("payu")
    expect(live).toContain(
      "script-src 'self' https://secure.payu.com https://secure.snd.payu.com https://js.stripe.com",
    )
    expect(live).toContain("style-src 'self' 'unsafe-inline'")
    expect(live.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe")
    expect(live).toContain("frame-ancestors https:")
    expect(live).not.toContain("http://127.0.0.1")
  })

  it("adds nothing for an API base that is not an absolute http(s) URL", () => {
    const csp = widgetContentSecurityPolicy({ apiBase: "%VITE_API_BASE%", mode: "sandbox" })
    expect(csp).toContain("connect-src 'self';")
    expect(csp).toContain("frame-src 'none'")
  })
})
