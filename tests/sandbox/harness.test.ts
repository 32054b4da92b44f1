import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Stack, startStack } from "../e2e/harness"

/** A stand-in dist/ (the real one is built later in `npm test`), enough to check what the stack serves. */
const fakeDist = mkdtempSync(join(tmpdir(), "fake-dist-"))
mkdirSync(join(fakeDist, "assets"))
writeFileSync(
  join(fakeDist, "index.html"),
  '<!doctype html><html><head><meta name="widget-api-base" content="%VITE_API_BASE%" /></head><body><div id="root"></div></body></html>',
)
writeFileSync(join(fakeDist, "embed.js"), "/* embed */")
writeFileSync(join(fakeDist, "assets", "app-1.js"), "console.log(1)")

let stack: Stack
beforeAll(async () => {
  stack = await startStack({ distRoot: fakeDist })
})
afterAll(async () => {
  await stack.close()
  rmSync(fakeDist, { recursive: true, force: true })
})

describe("the e2e stack (contract 5)", () => {
  it("serves the widget for /widget routes with the api-base meta pointing at its own sandbox", async () => {
    for (const path of ["/widget?restaurantId=1", "/widget/cart?restaurantId=1", "/widget/order/12?restaurantId=1"]) {
      const html = await (await fetch(`${stack.widgetUrl}${path}`)).text()
      expect(html).toContain(`<meta name="widget-api-base" content="${stack.sandboxUrl}" />`)
    }
    expect(await (await fetch(`${stack.widgetUrl}/embed.js`)).text()).toBe("/* embed */")
    expect((await fetch(`${stack.widgetUrl}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${stack.widgetUrl}/..%2f..%2fetc/passwd`)).status).toBe(404)
  })

  it("gzips text assets for clients that take gzip (as any host or CDN would), and only for them", async () => {
    const zipped = await fetch(`${stack.widgetUrl}/assets/app-1.js`)
    expect(zipped.headers.get("content-encoding")).toBe("gzip")
    expect(zipped.headers.get("vary")).toBe("accept-encoding")
    expect(await zipped.text()).toBe("console.log(1)")
    const plain = await fetch(`${stack.widgetUrl}/assets/app-1.js`, { headers: { "accept-encoding": "identity" } })
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(await plain.text()).toBe("console.log(1)")
    const page = await fetch(`${stack.widgetUrl}/widget?restaurantId=1`, { headers: { "accept-encoding": "br, gzip" } })
    expect(page.headers.get("content-encoding")).toBe("gzip")
    expect(await page.text()).toContain(`content="${stack.sandboxUrl}"`)
  })

  it("serves the demo restaurant page embedding the widget from the widget origin", async () => {
    const html = await (await fetch(`${stack.hostUrl}/`)).text()
    expect(html).toContain("Pizzeria Bella Napoli")
    expect(html).toContain(`<script src="${stack.widgetUrl}/embed.js" data-restaurant-id="1" async></script>`)
    expect(new URL(stack.hostUrl).origin).not.toBe(new URL(stack.widgetUrl).origin)
  })

  it("runs a sandbox with faults enabled whose payment pages return to the served widget", async () => {
    const res = await fetch(`${stack.sandboxUrl}/sandbox/admin/faults`, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: "{}",
    })
    expect(res.status).toBe(200)
    const restaurant = await (await fetch(`${stack.sandboxUrl}/customer/restaurants/1`)).json()
    expect(restaurant.data.name).toBe("Pizzeria Bella Napoli")
  })
})
