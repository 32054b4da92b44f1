import type { Page } from "playwright-core"
import { expect, it } from "vitest"
import { setUpJourney } from "../support/browser/journey-setup"
import { addFault, clearFaults } from "../support/faults"
import { openCheckoutWithCart, setPageHidden, waitForOrderPage } from "./checkout-setup"
import { orderFetchTimes, recordOrderFetches } from "./order-fetches"

/**
 * The order page (SPEC §2): polling every 10 s that pauses while the page is hidden and fetches once
 * when it shows again, a reconnecting hint (never a blank page) while the order cannot be fetched,
 * and the redirect to ?restaurantId= 1 s after an order link without it.
 */
const journey = setUpJourney({ statusStepMs: 600_000 })

const placeCashOrder = async (page: Page): Promise<number> => {
  await openCheckoutWithCart(page, journey.stack, { type: 3 })
  await page.getByLabel("Numer telefonu").fill("600100200")
  await page.locator('[data-payment="cash_method"] input').check()
  await page.getByTestId("place-order").click()
  const id = await waitForOrderPage(page)
  await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
  return id
}

it("polls every 10 s, not while hidden, once when shown again; failures show a reconnecting hint", {
  timeout: 90_000,
}, async () => {
  const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
  // Playwright's clock: the page's timers run in real time, and the test moves them on with runFor
  // (each timer fires at its own time) instead of waiting the real 10 s intervals.
  await page.clock.install()
  await page.addInitScript(recordOrderFetches)
  const id = await placeCashOrder(page)
  const path = `/customer/orders/${id}`
  let answered = 0
  page.on("requestfinished", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === path) answered++
  })
  const polls = () => orderFetchTimes(page, id)
  /** Moves the page clock on by `step` until `done` holds (each step fires the timers due in it). */
  const runUntil = (done: () => Promise<boolean>, step: number) =>
    expect.poll(
      async () => {
        if (await done()) return true
        await page.clock.runFor(step)
        return false
      },
      { timeout: 20_000, interval: 50 },
    )
  // The order page fetches the order as it opens: the status may already be on screen from the
  // checkout's answer before that first fetch is sent (the page first takes its Timers service).
  await expect.poll(async () => (await polls()).length, { timeout: 5_000, interval: 50 }).toBeGreaterThanOrEqual(1)

  await setPageHidden(page, true)
  const hiddenAt = (await polls()).length
  // Two and a half intervals hidden: no fetch.
  await page.clock.runFor(25_000)
  expect((await polls()).length).toBe(hiddenAt)
  await setPageHidden(page, false)
  await expect.poll(async () => (await polls()).length, { timeout: 5_000, interval: 100 }).toBe(hiddenAt + 1)
  // …and polling goes on every 10 s from there, once its answer is in.
  await expect.poll(() => answered, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(1)
  // The answer is on the wire; the page still reads, decodes and stores it before it schedules the next
  // poll. Let that happen in real time (the clock runs) before jumping 9 s ahead, or the jump lands first.
  await page.waitForTimeout(500)
  await page.clock.runFor(9_000)
  expect((await polls()).length).toBe(hiddenAt + 1)
  await runUntil(async () => (await polls()).length > hiddenAt + 1, 250).toBe(true)
  const times = await polls()
  expect(times.length).toBe(hiddenAt + 2)
  const gap = (times[hiddenAt + 1] ?? 0) - (times[hiddenAt] ?? 0)
  expect(gap).toBeGreaterThanOrEqual(9_500)
  expect(gap).toBeLessThan(13_000)

  // The connection fails: the last order stays on screen with the hint; it goes once a poll succeeds.
  await addFault(journey.stack.sandboxUrl, { route: path, method: "GET", status: 503 })
  await setPageHidden(page, true)
  await setPageHidden(page, false)
  const hint = page.getByTestId("order-reconnecting")
  await runUntil(async () => (await hint.count()) === 1, 1_000).toBe(true)
  expect(await page.getByTestId("order-status").isVisible()).toBe(true)
  await clearFaults(journey.stack.sandboxUrl)
  await setPageHidden(page, true)
  await setPageHidden(page, false)
  await runUntil(async () => (await hint.count()) === 0, 1_000).toBe(true)
  await page.close()
})

it("an order link without restaurantId redirects after 1 s to the one with it", async () => {
  const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
  const id = await placeCashOrder(page)
  const started = Date.now()
  await page.goto(`${journey.stack.widgetUrl}/widget/order/${id}`)
  await page.waitForURL(`${journey.stack.widgetUrl}/widget/order/${id}?restaurantId=1`, { timeout: 20_000 })
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
  await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
  await page.close()
})
