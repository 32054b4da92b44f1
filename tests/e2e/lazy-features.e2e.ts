import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { setUpJourney } from "../support/browser/journey-setup"

/**
 * The later features (ui/features.ts's "later" lines: cart page, checkout, order page, account,
 * addresses, 'Order again') are a chunk of their own, loaded after the first card (issue 17). When it
 * cannot be fetched, the customer reads a clear message and a retry fetches it anew: never a blank page.
 */

const journey = setUpJourney()

const FEATURES = /\/assets\/features-[^/]+\.js$/

/** Drops the features chunk while `drop.on`; counts the requests for it. */
const dropFeatures = async (page: Page) => {
  const drop = { on: true, requests: 0 }
  await page.route(FEATURES, (route) => {
    drop.requests += 1
    return drop.on ? route.abort("connectionreset") : route.continue()
  })
  return drop
}

// (tests/e2e/budgets.e2e.ts asserts it is not among the files requested before the first card.)
it("is fetched once the menu is on screen and idle, before any click", async () => {
  const page = await journey.browser.newPage()
  let requests = 0
  page.on("request", (request) => {
    if (FEATURES.test(new URL(request.url()).pathname)) requests += 1
  })
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
  await page.locator("main section > ul > li button").first().waitFor()
  await expect.poll(() => requests, { timeout: 15_000 }).toBe(1)
  await page.close()
})

it("a dropped features chunk on the cart page shows a message with a retry that loads the page", async () => {
  const page = await journey.browser.newPage()
  const drop = await dropFeatures(page)
  await page.goto(`${journey.stack.widgetUrl}/widget/cart?restaurantId=1`)
  const alert = page.locator("main[role], main").locator("[role='alert']")
  await alert.waitFor()
  expect(await page.locator("#cart-title").count()).toBe(0)
  drop.on = false
  await alert.getByRole("button").click()
  await page.locator("#cart-title").waitFor()
  expect(drop.requests).toBeGreaterThanOrEqual(2)
  await page.close()
})

it("a command of the menu whose chunk is dropped says so, and the next click works", async () => {
  const page = await journey.browser.newPage()
  const drop = await dropFeatures(page)
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
  await page.locator("main section > ul > li button").first().waitFor()
  // The header's address button runs an address command: the features chunk is not in.
  const addressButton = page
    .locator("header button")
    .filter({ hasText: /adres|address/i })
    .first()
  await addressButton.click()
  const message = page.getByRole("dialog")
  await expect.poll(() => message.textContent(), { timeout: 15_000 }).toMatch(/./)
  const text = (await message.textContent()) ?? ""
  expect(text).not.toBe("")
  await message.getByRole("button").last().click()
  await expect.poll(() => page.getByRole("dialog").count()).toBe(0)
  drop.on = false
  await addressButton.click()
  await expect.poll(() => page.getByRole("dialog").count(), { timeout: 15_000 }).toBe(1)
  expect(await page.getByRole("dialog").textContent()).not.toBe(text)
  await page.close()
})
