import { afterAll, expect, it } from "vitest"
import { DESKTOP, MOBILE, modal, serverCart } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { focusedName, keyboardSession } from "../support/browser/keyboard"
import { waitForOrderPage } from "./checkout-setup"

/**
 * Issue 16, keyboard alone: each journey is completed with page.keyboard only after the first
 * page load — no click, no fill, no focus() from the test. The test only reads where the focus is
 * (to know how many Tabs a control is away) and what the page shows.
 */

const { open, press, type, tabTo, activate, arrowTo, done, mouseClicks, record } = keyboardSession("keyboard-journeys")

const journey = setUpJourney()
afterAll(record)

it("menu → product modal → add → cart → checkout with cash → order page, keyboard only", {
  timeout: 120_000,
}, async () => {
  const page = await open(journey.browser, `${journey.stack.widgetUrl}/widget?restaurantId=1`, DESKTOP)
  await page.locator("main h2").first().waitFor()

  await activate(page, /^Odbiór osobisty/)
  await expect.poll(() => page.locator("main header fieldset button").nth(1).getAttribute("aria-pressed")).toBe("true")

  // The menu opens on Combos (restaurant 1 has combos): the Pizza tab first.
  await activate(page, /^Pizza$/)
  await activate(page, /^Dodaj: Margherita$/)
  const product = modal(page, "product")
  await product.waitFor()
  // A radio group is one Tab stop (on its chosen option); the arrows move and choose.
  await tabTo(page, /^Cienkie/)
  await arrowTo(page, /^Grube/)
  expect(await product.getByLabel(/^Grube/).isChecked()).toBe(true)
  await activate(page, /Dodaj do zamowienia/)
  await product.waitFor({ state: "detached" })
  await page.getByTestId("cart-total").waitFor()

  await tabTo(page, /koszyk/i)
  await press(page, "Enter")
  await page.waitForURL(/\/widget\/cart/)
  await page.getByTestId("cart-page-total").waitFor()
  const { cart } = await serverCart(page, journey.stack.sandboxUrl)
  expect(cart.items.map((l) => [l.value.product_id, l.value.quantity])).toEqual([[1001, 1]])

  await activate(page, /^Potwierdź$/)
  await page.waitForURL(/\/widget\/checkout/)
  await page.getByTestId("place-order").waitFor()
  await tabTo(page, /Numer telefonu/)
  await type(page, "600100200")
  await tabTo(page, /Płatność online|Karta|Gotówka/)
  await arrowTo(page, /Gotówka/)
  expect(await page.locator('[data-payment="cash_method"] input').isChecked()).toBe(true)
  await activate(page, /^Złóż zamówienie/)
  const orderId = await waitForOrderPage(page)
  expect(orderId).toBeGreaterThan(0)
  await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
  expect(mouseClicks()).toBe(0)
  await done(page)
})

it("signs in with the keyboard only", async () => {
  const page = await open(journey.browser, `${journey.stack.widgetUrl}/widget?restaurantId=1`, MOBILE)
  await page.locator("main h2").first().waitFor()
  await activate(page, /^Zaloguj się$/)
  const dialog = page.locator('[role="dialog"]').last()
  await dialog.getByLabel("E-mail").waitFor()
  await tabTo(page, /^E-mail/)
  await type(page, "anna@example.com")
  await tabTo(page, /^Hasło/)
  await type(page, "haslo123")
  await press(page, "Enter")
  await page.getByRole("button", { name: "Menu", exact: true }).waitFor()
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeTruthy()
  // 'Zaloguj się' is gone once signed in: the focus lands on the account menu that replaced it.
  await expect.poll(() => focusedName(page)).toBe("Menu")
  expect(mouseClicks()).toBe(0)
  await done(page)
})

it("adds a delivery address through the address form with the keyboard only", async () => {
  const page = await open(journey.browser, `${journey.stack.widgetUrl}/widget?restaurantId=1`, MOBILE)
  await page.locator("main h2").first().waitFor()
  await activate(page, /^Wybierz adres/)
  const address = modal(page, "address")
  await address.waitFor()
  await activate(page, /^Dodaj nowy adres/)
  await address.getByRole("combobox").waitFor()
  // The form moves the focus into the address field itself (an effect, run once the field is painted).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role")), { timeout: 5_000, interval: 50 })
    .toBe("combobox")
  await type(page, "nowy swiat")
  await page.getByRole("option").first().waitFor()
  await press(page, "ArrowDown")
  await press(page, "Enter")
  await activate(page, /^Dodaj adres$/)
  await address.waitFor({ state: "detached" })
  await expect.poll(() => page.locator("main header").textContent()).toContain("Nowy Świat")
  expect(mouseClicks()).toBe(0)
  await done(page)
})
