import type { Browser } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { launchBrowser } from "./browser"
import { serveDist } from "./static-server"

let browser: Browser
let server: Awaited<ReturnType<typeof serveDist>>

beforeAll(async () => {
  server = await serveDist()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

it("serves the built widget page in chromium", async () => {
  const page = await browser.newPage()
  await page.goto(`${server.url}/widget?restaurantId=1`)
  await expect.poll(() => page.locator("#root").textContent()).toContain("widget")
})
