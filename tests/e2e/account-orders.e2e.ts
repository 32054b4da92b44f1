import { beforeAll, describe, expect, it } from "vitest"
import { modal, openMenu, waitFor } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { apiToken, axeAtBothSizes, loginAndWait, openOrdersPanel, placeOrder } from "./account-journey"

/**
 * My Orders (SPEC §2): a customer with 11 orders (10 placed here, and the past order Anna is seeded
 * with, fixtures/orders.json) sees pages of 10; Previous and Next move only within
 * 1..last_page (no call outside it), each entry links to /widget/order/{id}?restaurantId=1 and opens
 * the order page in the widget. A customer without orders sees 'No Orders Yet'. axe finds nothing.
 */

const placed: number[] = []

const journey = setUpJourney({ statusStepMs: 3_600_000 })
beforeAll(async () => {
  // A slow status clock: the orders stay 'waiting', so every entry shows its ETA.
  const token = await apiToken(journey.stack.sandboxUrl, "anna@example.com", "haslo123")
  for (let i = 0; i < 10; i++) placed.push(await placeOrder(journey.stack.sandboxUrl, token))
})

describe("My Orders", () => {
  it("pages within 1..last_page, and each entry links to its order page", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl)
    const pages: string[] = []
    page.on("request", (r) => {
      const url = new URL(r.url())
      if (url.pathname === "/customer/orders") pages.push(url.searchParams.get("page") ?? "")
    })
    await loginAndWait(page, "anna@example.com", "haslo123")
    const panel = await openOrdersPanel(page)
    const entries = panel.locator("a[data-order-id]")
    await waitFor(async () => (await entries.count()) === 10)
    expect(await axeAtBothSizes(page)).toEqual([])

    const newest = [...placed].reverse()
    expect(await entries.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      newest.slice(0, 10).map((id) => `/widget/order/${id}?restaurantId=1`),
    )
    const first = (await entries.first().textContent()) ?? ""
    expect(first).toContain("Pizzeria Bella Napoli")
    expect(first).toMatch(/\d+[.,]\d{2} zł/)
    expect(first).toMatch(/\d+ min/)

    const previous = panel.getByRole("button", { name: "Poprzednia" })
    const next = panel.getByRole("button", { name: "Następna" })
    expect(await previous.isDisabled()).toBe(true)
    expect(await panel.getByText("1 / 2").count()).toBe(1)
    await next.click()
    await waitFor(async () => (await entries.count()) === 1)
    // The seeded past order is the oldest, so it is alone on the last page.
    const seeded = Number(await entries.first().getAttribute("data-order-id"))
    expect(placed).not.toContain(seeded)
    expect(await entries.first().getAttribute("href")).toBe(`/widget/order/${seeded}?restaurantId=1`)
    expect(await next.isDisabled()).toBe(true)
    expect(await panel.getByText("2 / 2").count()).toBe(1)
    await previous.click()
    await waitFor(async () => (await entries.count()) === 10)
    expect(pages).toEqual(["1", "2", "1"])

    await entries.first().click()
    await panel.waitFor({ state: "detached" })
    await waitFor(async () => new URL(page.url()).pathname === `/widget/order/${newest[0]}`)
    expect(new URL(page.url()).searchParams.get("restaurantId")).toBe("1")
    await page.close()
  })

  it("a customer without orders sees the empty state", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl)
    await loginAndWait(page, "piotr@example.com", "haslo456")
    const panel = await openOrdersPanel(page)
    await panel.getByText("Nie masz jeszcze zamówień").waitFor()
    expect(await panel.locator("a[data-order-id]").count()).toBe(0)
    expect(await panel.getByRole("button", { name: "Następna" }).count()).toBe(0)
    expect(await axeAtBothSizes(page)).toEqual([])
    await page.keyboard.press("Escape")
    await panel.waitFor({ state: "detached" })

    // Addresses is one of the spec's empty placeholder panels; Back returns to the account menu.
    await page.getByRole("button", { name: "Menu", exact: true }).click()
    await modal(page, "account-panel")
      .getByRole("button", { name: /Adresy/ })
      .click()
    const placeholder = modal(page, "placeholder-panel")
    await placeholder.waitFor()
    expect(await placeholder.getByRole("heading").textContent()).toBe("Adresy")
    expect(await axeAtBothSizes(page)).toEqual([])
    await placeholder.getByRole("button", { name: /Wstecz/ }).click()
    await modal(page, "account-panel").waitFor()
    await page.close()
  })
})
