import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, expect, it } from "vitest"
import { addFault, clearFaults } from "../support/faults"
import { launchBrowser } from "./browser"
import { openCheckoutWithCart, setPageHidden, waitForOrderPage } from "./checkout-setup"
import { type Stack, startStack } from "./harness"

/**
 * The order page (SPEC §2): polling every 10 s that pauses while the page is hidden and fetches once
 * when it shows again, a reconnecting hint (never a blank page) while the order cannot be fetched,
 * and the redirect to ?restaurantId= 1 s after an order link without it.
 */
let browser: Browser
let stack: Stack
beforeAll(async () => {
  stack = await startStack({ statusStepMs: 600_000 })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await stack?.close()
})

const placeCashOrder = async (page: Page): Promise<number> => {
  await openCheckoutWithCart(page, stack, { type: 3 })
  await page.getByLabel("Numer telefonu").fill("600100200")
  await page.locator('[data-payment="cash_method"] input').check()
  await page.getByTestId("place-order").click()
  const id = await waitForOrderPage(page)
  await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
  return id
}

it("polls every 10 s, not while hidden, once when shown again; failures show a reconnecting hint", {
  timeout: 120_000,
}, async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const id = await placeCashOrder(page)
  const polls: number[] = []
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === `/customer/orders/${id}`) polls.push(Date.now())
  })
  await expect.poll(() => polls.length, { timeout: 15_000, interval: 500 }).toBeGreaterThanOrEqual(1)

  await setPageHidden(page, true)
  const hiddenAt = polls.length
  await page.waitForTimeout(11_000)
  expect(polls.length).toBe(hiddenAt)
  await setPageHidden(page, false)
  await expect.poll(() => polls.length, { timeout: 3_000, interval: 100 }).toBe(hiddenAt + 1)
  // …and polling goes on every 10 s from there.
  await expect.poll(() => polls.length, { timeout: 14_000, interval: 250 }).toBe(hiddenAt + 2)
  const gap = (polls[hiddenAt + 1] ?? 0) - (polls[hiddenAt] ?? 0)
  expect(gap).toBeGreaterThanOrEqual(9_500)
  expect(gap).toBeLessThan(13_000)

  // The connection fails: the last order stays on screen with the hint; it goes once a poll succeeds.
  await addFault(stack.sandboxUrl, { route: `/customer/orders/${id}`, method: "GET", status: 503 })
  await setPageHidden(page, true)
  await setPageHidden(page, false)
  await page.getByTestId("order-reconnecting").waitFor({ timeout: 30_000 })
  expect(await page.getByTestId("order-status").isVisible()).toBe(true)
  await clearFaults(stack.sandboxUrl)
  await setPageHidden(page, true)
  await setPageHidden(page, false)
  await page.getByTestId("order-reconnecting").waitFor({ state: "detached", timeout: 30_000 })
  await page.close()
})

it("an order link without restaurantId redirects after 1 s to the one with it", async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  const id = await placeCashOrder(page)
  const started = Date.now()
  await page.goto(`${stack.widgetUrl}/widget/order/${id}`)
  await page.waitForURL(`${stack.widgetUrl}/widget/order/${id}?restaurantId=1`, { timeout: 20_000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
  await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
  await page.close()
})
