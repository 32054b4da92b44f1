import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { setUpJourney } from "../support/browser/journey-setup"
import { checkoutKeys, checkoutOnNewPage, fillCardFields, waitForOrderPage } from "./checkout-setup"

/**
 * The checkout's payments and rules in Chromium against the sandbox: PayU's redirect and return, a
 * new card through the hosted fields with a 3-D Secure challenge passed and cancelled, a saved card,
 * the driver's terminal on pickup, invoice validation and order for later. Exactly one order from a
 * double click, a dropped connection or a reload while submitting: resilience-orders.e2e.ts.
 */
const journey = setUpJourney()

const phone = (page: Page) => page.getByLabel("Numer telefonu")
const pay = (page: Page, choice: string) => page.locator(`[data-payment="${choice}"] input`).check()

describe("checkout payments", () => {
  it("pickup with PayU leaves for the provider's page in the top window and comes back to the order page", async () => {
    const page = await checkoutOnNewPage(journey, { type: 3 })
    expect(await page.locator('[data-payment="payu"] input').isChecked()).toBe(true)
    await phone(page).fill("600100200")
    await page.getByTestId("place-order").click()
    await page.waitForURL(/\/sandbox\/payu\/\d+\?key=[0-9a-f]{32}$/, { timeout: 30_000 })
    expect(await page.evaluate(() => localStorage.getItem("cart_uuid"))).toBeNull()
    await page.getByRole("button", { name: "Zapłać", exact: true }).click()
    const orderId = await waitForOrderPage(page)
    expect(orderId).toBeGreaterThan(0)
    await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
    // The redirect answer carried only the id; the order page stores the order it fetched.
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem("orders") ?? "[]").map((o: { id: number }) => o.id)),
      )
      .toContain(orderId)
    await page.close()
  })

  it("a new card with a 3-D Secure challenge: cancelled keeps the form, passed places the order", {
    timeout: 120_000,
  }, async () => {
    const page = await checkoutOnNewPage(journey, { type: 3 })
    await phone(page).fill("600100200")
    await page.getByLabel("Uwagi").fill("Bez cebuli")
    await pay(page, "new_card")
    await page.getByTestId("place-order").click()
    const card = { number: "4000 0000 0000 3220", date: "12/39", cvv: "123" }
    await fillCardFields(page, card)
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: "/tmp/w12/card-modal-1280.png" })
    expect(await axeViolations(page)).toEqual([])
    await page.getByTestId("pay-with-card").click()
    const challenge = page.frameLocator('iframe[title="3-D Secure"]')
    await challenge.getByRole("button", { name: "Anuluj" }).click()
    await page.locator('iframe[title="3-D Secure"]').waitFor({ state: "detached" })
    // The form is as it was and usable again.
    expect(await phone(page).inputValue()).toBe("600100200")
    expect(await page.getByLabel("Uwagi").inputValue()).toBe("Bez cebuli")
    expect(await page.getByTestId("place-order").isEnabled()).toBe(true)
    expect(page.url()).toContain("/widget/checkout")

    // Again, with a fresh single-use token, and the challenge passed.
    await page.getByTestId("place-order").click()
    await fillCardFields(page, card)
    await page.getByTestId("pay-with-card").click()
    await challenge.getByRole("button", { name: "Potwierdź" }).click()
    const orderId = await waitForOrderPage(page)
    expect(orderId).toBeGreaterThan(0)
    await page.close()
  })

  it("a signed-in customer pays with a saved card, the default one preselected, the phone from the profile", async () => {
    const page = await checkoutOnNewPage(journey, { type: 3, signedIn: true, savedCard: "4444333322221111" })
    await expect.poll(() => phone(page).inputValue()).toMatch(/^\d{9,}$/)
    await page.locator('[data-payment="saved_card"] input').waitFor({ timeout: 20_000 })
    await pay(page, "saved_card")
    const saved = page.getByLabel("Zapisana karta", { exact: true })
    expect(await saved.locator("option:checked").textContent()).toContain("Visa •••• 1111")
    await page.getByTestId("place-order").click()
    expect(await waitForOrderPage(page)).toBeGreaterThan(0)
    await page.close()
  })

  it("the driver's card terminal is not offered for pickup, with the reason", async () => {
    const page = await checkoutOnNewPage(journey, { type: 3 })
    const driver = page.locator('[data-payment="driver_credit_card"]')
    expect(await driver.locator("input").isDisabled()).toBe(true)
    expect(await driver.textContent()).toContain("Płatność kartą u kierowcy jest dostępna tylko przy dostawie")
    expect(await page.getByTestId("checkout-address").textContent()).toBeTruthy()
    await page.close()
  })
})

describe("checkout rules", () => {
  it("with no stored cart, /widget/checkout goes back to the menu", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${journey.stack.widgetUrl}/widget/checkout?restaurantId=1`)
    await page.waitForURL(`${journey.stack.widgetUrl}/widget/?restaurantId=1`, { timeout: 20_000 })
    await page.close()
  })

  it("a delivery without an address opens the address picker instead of sending", async () => {
    const page = await checkoutOnNewPage(journey, { type: 1 })
    const keys = checkoutKeys(page)
    expect(await page.getByTestId("address-missing").isVisible()).toBe(true)
    await phone(page).fill("600100200")
    await page.getByTestId("place-order").click()
    await page.getByRole("dialog").waitFor({ timeout: 10_000 })
    expect(keys).toEqual([])
    expect(page.url()).toContain("/widget/checkout")
    await page.close()
  })

  it("invoice validation shows every §5 message; NIP and phone keep digits only", async () => {
    const page = await checkoutOnNewPage(journey, { type: 3 })
    await page.getByLabel("Potrzebuję faktury").check()
    await page.getByTestId("place-order").click()
    for (const message of [
      "Numer telefonu jest wymagany",
      "Nazwa firmy jest wymagana",
      "NIP jest wymagany",
      "Ulica jest wymagana",
    ])
      await page.getByText(message, { exact: true }).first().waitFor()
    await page.getByLabel("NIP").fill("123-456-32-18")
    expect(await page.getByLabel("NIP").inputValue()).toBe("1234563218")
    await page.getByLabel("Nazwa firmy").fill("Pizzeria Testowa")
    await page.getByLabel("Ulica").fill("Hoża 1")
    await phone(page).fill("+48 600 100 200")
    await pay(page, "cash_method")
    await page.getByTestId("place-order").click()
    expect(await waitForOrderPage(page)).toBeGreaterThan(0)
    await page.close()
  })

  it("order for later offers the current hour to 23 and sends the chosen HH:MM", async () => {
    const page = await checkoutOnNewPage(journey, { type: 3 })
    await page.getByLabel("Zamów na później").check()
    const hours = await page.getByLabel("Godzina").locator("option").allTextContents()
    const hourNow = await page.evaluate(() => new Date().getHours())
    expect(hours).toEqual(Array.from({ length: 24 - hourNow }, (_, i) => String(hourNow + i).padStart(2, "0")))
    expect(await page.getByLabel("Minuta").locator("option").count()).toBe(60)
    const last = hours[hours.length - 1] ?? "23"
    await page.getByLabel("Godzina").selectOption(last)
    // 23:59 is offered until midnight, whatever the time of the run (past minutes are disabled).
    await page.getByLabel("Minuta").selectOption("59")
    await phone(page).fill("600100200")
    await pay(page, "cash_method")
    await page.getByTestId("place-order").click()
    const orderId = await waitForOrderPage(page)
    const order = await page.evaluate(
      async ({ base, id }) =>
        (await (await fetch(`${base}/customer/orders/${id}?widget=true`, { credentials: "include" })).json()) as {
          data: { order_for_later: number; order_time: string }
        },
      { base: journey.stack.sandboxUrl, id: orderId },
    )
    expect([order.data.order_for_later, order.data.order_time]).toEqual([1, `${last}:59`])
    await page.close()
  })
})
