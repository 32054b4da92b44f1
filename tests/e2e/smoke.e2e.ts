import { expect, it } from "vitest"
import { setUpJourney } from "../support/browser/journey-setup"

const journey = setUpJourney()

it("serves the built widget and renders the real menu of restaurant 1", async () => {
  const page = await journey.browser.newPage()
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
  await expect.poll(() => page.locator("h1").first().textContent()).toBe("Pizzeria Bella Napoli")
  await expect.poll(() => page.locator("main li h3").count()).toBeGreaterThan(0)
  await page.close()
})

it("paints the menu skeleton before the main chunk arrives, in the page's language, then the real menu replaces it", async () => {
  // Polish unless embed.js's data-lang says English (issue 28: a Polish page announced 'Loading…').
  for (const [query, status] of [
    ["", "Ładowanie…"],
    ["&lang=en", "Loading…"],
  ] as const) {
    const page = await journey.browser.newPage()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1${query}`)
    await expect.poll(() => page.locator("main[aria-busy='true'] [role='status']").textContent()).toBe(status)
    expect(await page.locator("main li h3").count()).toBe(0)
    release()
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("Pizzeria Bella Napoli")
    await page.close()
  }
})

it("says the menu could not load, with a working retry, when the main chunk is dropped", async () => {
  const page = await journey.browser.newPage()
  let drop = true
  await page.route(/\/assets\/start-[^/]+\.js$/, (route) => (drop ? route.abort("connectionreset") : route.continue()))
  // In the skeleton's language only (issue 27): Polish by default, English with the embed's lang=en.
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
  await expect.poll(() => page.locator("h1").first().textContent()).toBe("Nie udało się wczytać menu")
  expect(await page.locator("main").textContent()).not.toContain("Try again")
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1&lang=en`)
  await expect.poll(() => page.locator("h1").first().textContent()).toBe("Could not load the menu")
  expect(await page.locator("main").textContent()).not.toContain("Spróbuj")
  drop = false
  await page.getByRole("button", { name: "Try again", exact: true }).click()
  await expect.poll(() => page.locator("h1").first().textContent()).toBe("Pizzeria Bella Napoli")
  await page.close()
})
