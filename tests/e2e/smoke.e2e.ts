import type { Browser } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { launchBrowser } from "./browser"
import { type Stack, startStack } from "./harness"

let browser: Browser
let stack: Stack

beforeAll(async () => {
  stack = await startStack()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await stack?.close()
})

it("serves the built widget and renders the real menu of restaurant 1", async () => {
  const page = await browser.newPage()
  await page.goto(`${stack.widgetUrl}/widget?restaurantId=1`)
  await expect.poll(() => page.locator("h1").first().textContent()).toBe("Pizzeria Bella Napoli")
  await expect.poll(() => page.locator("main li h3").count()).toBeGreaterThan(0)
  await page.close()
})
