import { Schema } from "effect"
import type { Page } from "playwright-core"
import { afterAll, expect, it } from "vitest"
import { Wire } from "../../domain"
import { DESKTOP, MOBILE, modal, serverCart } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { focusedName, keyboardSession } from "../support/browser/keyboard"
import { apiToken, sandboxCall } from "./account-journey"

/**
 * Issue 16, keyboard alone (continued from keyboard-journeys.e2e.ts): a combo with changed choices,
 * a half-and-half pizza, registration with the code the sandbox sent, a settings change, a promo
 * code on the cart page (and Escape closing its modal), and 'Zamów ponownie' of Anna's past order.
 * After the first page load only page.keyboard acts; the test reads the focus and the page, and each
 * journey ends on what the server holds.
 */

const { open, press, type, tabTo, activate, arrowTo, done, mouseClicks, record } = keyboardSession("keyboard-more")

// Demo mode: the registration reads the code sent from the sandbox's demo page (/sandbox/otp).
const journey = setUpJourney({ sandbox: { demo: true } })
afterAll(record)

/** expect.poll with room for a loaded machine (its default gives up after 1 s). */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 })

const menuUrl = () => `${journey.stack.widgetUrl}/widget?restaurantId=1`

/** The menu of restaurant 1, with `storage` written before the widget starts (a signed-in customer, a cart). */
const openWith = async (url: string, size: typeof MOBILE, storage: Record<string, string> = {}): Promise<Page> => {
  const page = await open(journey.browser, "about:blank", size)
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("seeded")) return
    sessionStorage.setItem("seeded", "1")
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, storage)
  await page.goto(url)
  return page
}

/** The menu at `size` for a customer whose token (logged in through the API) the page has stored, once the header shows 'Menu'. */
const signedInMenu = async (
  email: string,
  password: string,
  size: typeof MOBILE,
): Promise<{ page: Page; token: string }> => {
  const token = await apiToken(journey.stack.sandboxUrl, email, password)
  const page = await openWith(menuUrl(), size, { access_token: token })
  await page.getByRole("button", { name: "Menu", exact: true }).waitFor()
  return { page, token }
}

/** The text of the focused select's chosen option (a select's name is its label, not its value). */
const focusedOption = (page: Page): Promise<string> =>
  page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.selectedOptions?.[0]?.text ?? "")

/** Pickup, with the keys: the header's 'Odbiór osobisty'. */
const pickupByKeys = async (page: Page): Promise<void> => {
  await activate(page, /^Odbiór osobisty/)
  await poll(() => page.locator("main header fieldset button").nth(1).getAttribute("aria-pressed")).toBe("true")
}

it("a combo: changes the pizza and the drink, adds it; the server cart holds the chosen options", async () => {
  const page = await openWith(menuUrl(), DESKTOP)
  await page.locator("main h2").first().waitFor()
  await pickupByKeys(page)
  await activate(page, /^Dodaj: Zestaw dla dwojga$/)
  const combo = modal(page, "combo")
  await combo.waitFor()
  // The first group's options are cards (toggle buttons): Enter chooses.
  await activate(page, /^Quattro Formaggi/)
  await poll(() => combo.getByRole("button", { name: /^Quattro Formaggi/ }).getAttribute("aria-pressed")).toBe("true")
  await activate(page, /^Zmień Napój$/)
  // 'Zmień' moves the focus to the group's chosen card.
  await poll(() => combo.locator("h3").first().textContent()).toBe("Napój")
  await activate(page, /^Fanta/)
  await poll(() => combo.textContent()).toContain("Fanta")
  await activate(page, /Dodaj do zamowienia/)
  await combo.waitFor({ state: "detached" })
  const { cart } = await serverCart(page, journey.stack.sandboxUrl)
  expect(cart.combo_items.map((c) => [c.value.combo_id, c.value.groups.map((g) => g.option?.id)])).toEqual([
    [901, [9204, 9208, 9210]],
  ])
  expect(mouseClicks()).toBe(0)
  await done(page)
})

it("half-and-half: 32 cm Margherita, the second half Pepperoni, each with its dough; the server cart has both halves", async () => {
  const page = await openWith(menuUrl(), MOBILE)
  await page.locator("main h2").first().waitFor()
  await pickupByKeys(page)
  await activate(page, /^Pizza$/)
  await activate(page, /^Dodaj: Margherita$/)
  const product = modal(page, "product")
  await product.waitFor()
  // The size radios are one Tab stop; the arrows move and choose.
  await tabTo(page, /^\d+ cm/)
  await arrowTo(page, /^32 cm/)
  await tabTo(page, /^Pół na pół$/)
  await press(page, "Space")
  await product.getByRole("tab", { name: /Pierwsza połowa/ }).waitFor()
  await tabTo(page, /^Cienkie/)
  await arrowTo(page, /^Grube/)
  await poll(() => product.getByLabel(/^Grube/).isChecked()).toBe(true)

  // Back up to the tabs (a tab list is one stop): the right arrow opens the second half.
  await tabTo(page, /^Pierwsza połowa/)
  await press(page, "ArrowRight")
  expect(await focusedName(page)).toMatch(/^Druga połowa/)
  await tabTo(page, /^Wybierz drugą połówkę$/)
  for (let i = 0; i < 30 && !/^Pepperoni 32 cm$/.test(await focusedOption(page)); i++) await press(page, "ArrowDown")
  expect(await focusedOption(page)).toBe("Pepperoni 32 cm")
  await poll(() => product.getByRole("tab", { name: /Druga połowa/ }).textContent()).toContain("Pepperoni")
  await tabTo(page, /^Cienkie/)
  await press(page, "Space")
  await poll(() => product.getByLabel(/^Cienkie/).isChecked()).toBe(true)
  await activate(page, /Dodaj do zamowienia/)
  await product.waitFor({ state: "detached" })
  const { cart } = await serverCart(page, journey.stack.sandboxUrl)
  expect(cart.items.map((l) => [l.value.product_id, l.value.special?.data.product_id])).toEqual([[1002, 1020]])
  expect(mouseClicks()).toBe(0)
  await done(page)
})

/** The code the sandbox 'sent' to a phone, read from its demo page of codes (GET /sandbox/otp). */
const sentCode = async (phoneDigits: string): Promise<string> => {
  const html = await (await fetch(`${journey.stack.sandboxUrl}/sandbox/otp`)).text()
  const code = new RegExp(`<code>(\\d+)</code> — phone:${phoneDigits}`).exec(html)?.[1]
  if (!code) throw new Error(`no code sent to ${phoneDigits}: ${html}`)
  return code
}

it("registers: details, then the code the sandbox sent; the new customer is signed in and exists on the server", async () => {
  const page = await openWith(menuUrl(), MOBILE)
  await page.locator("main h2").first().waitFor()
  await activate(page, /^Zarejestruj się$/)
  const dialog = modal(page, "auth-register")
  await dialog.waitFor()
  await tabTo(page, /^Imię i nazwisko/)
  await type(page, "Ola Klawiatura")
  await tabTo(page, /^E-mail/)
  await type(page, "ola.klawiatura@example.com")
  await tabTo(page, /^Hasło/)
  await type(page, "sekret123")
  await tabTo(page, /^Powtórz hasło/)
  await type(page, "sekret123")
  await tabTo(page, /^Numer telefonu$/)
  await type(page, "600700222")
  await activate(page, /^Dalej$/)
  await dialog.locator('form[data-step="code"]').waitFor()
  // The code step takes the focus (the form whose button had it is gone).
  await poll(() => focusedName(page)).toBe("Kod weryfikacyjny")
  await type(page, await sentCode("600700222"))
  await press(page, "Enter")
  await dialog.waitFor({ state: "detached" })
  // 'Zarejestruj się' is gone once signed in: the focus lands on the account menu that replaced it.
  await poll(() => focusedName(page)).toBe("Menu")
  const token = await page.evaluate(() => localStorage.getItem("access_token"))
  expect(token).toBeTruthy()
  const profile = await sandboxCall(journey.stack.sandboxUrl, "/profile/show", { token: token ?? "" })
  expect([profile.json.data.data.name, profile.json.data.data.email]).toEqual([
    "Ola Klawiatura",
    "ola.klawiatura@example.com",
  ])
  expect(mouseClicks()).toBe(0)
  await done(page)
})

it("settings: a signed-in customer changes the name and saves; the server has it", async () => {
  const { page, token } = await signedInMenu("piotr@example.com", "haslo456", DESKTOP)
  await activate(page, /^Menu$/)
  await modal(page, "account-panel").waitFor()
  await activate(page, /^Ustawienia/)
  await page.getByRole("heading", { name: "Ustawienia" }).waitFor()
  // A new screen takes the focus on its heading (the account menu's entry is gone).
  await poll(() => focusedName(page)).toBe("Ustawienia")
  await poll(() => page.getByLabel("Imię i nazwisko").inputValue()).not.toBe("")
  await tabTo(page, /^Imię i nazwisko/)
  await press(page, "Control+A")
  await type(page, "Piotr Klawiszowy")
  await activate(page, /^Zapisz zmiany$/)
  await page.locator("[role=tabpanel] [data-result]", { hasText: "Zaktualizowano pomyślnie" }).waitFor()
  const profile = await sandboxCall(journey.stack.sandboxUrl, "/profile/show", { token })
  expect(profile.json.data.data.name).toBe("Piotr Klawiszowy")
  expect(mouseClicks()).toBe(0)
  await done(page)
})

it("promo code on the cart page: Escape closes the modal, BELLA10 typed and submitted; the server cart has it", async () => {
  const uuid = (
    await sandboxCall(journey.stack.sandboxUrl, "/customer/cart/for-guest?restaurant_id=1&type=3", { method: "POST" })
  ).json.data.uuid as string
  await sandboxCall(journey.stack.sandboxUrl, "/customer/cart/add-item?widget=true", {
    method: "POST",
    body: {
      restaurant_id: 1,
      item: { product_id: 1082, addons: [], quantity: 1, exclude_ingredients: [] },
      ignore_unique_product: 1,
      type: 3,
      cart_uuid: uuid,
    },
  })
  const page = await openWith(`${journey.stack.widgetUrl}/widget/cart?restaurantId=1`, MOBILE, {
    cart_uuid: uuid,
    orderType: "pickup",
  })
  await page.getByTestId("cart-page-total").waitFor()
  await activate(page, /^Wpisz kod promocyjny$/)
  const promo = modal(page, "promo")
  await promo.waitFor()
  await press(page, "Escape")
  await promo.waitFor({ state: "detached" })
  // Focus is back on the control that opened it, so Enter opens it again.
  expect(await focusedName(page)).toBe("Wpisz kod promocyjny")
  await press(page, "Enter")
  await promo.waitFor()
  // The field has the focus when the modal opens.
  expect(await focusedName(page)).toBe("Kod promocyjny")
  await type(page, "BELLA10")
  await press(page, "Enter")
  await promo.waitFor({ state: "detached" })
  await page.getByText("Kod BELLA10 zastosowany").waitFor()
  const { cart } = await serverCart(page, journey.stack.sandboxUrl)
  expect(cart.promo_code).toBe("BELLA10")
  expect(cart.prices.discount).toBeGreaterThan(0)
  expect(mouseClicks()).toBe(0)
  await done(page)
})

it("order again: Anna's past order from My Orders into the cart, on the cart page", async () => {
  const { page, token } = await signedInMenu("anna@example.com", "haslo123", MOBILE)
  await pickupByKeys(page)
  await activate(page, /^Menu$/)
  await modal(page, "account-panel").waitFor()
  await activate(page, /^Zamówienia/)
  const orders = modal(page, "orders-panel")
  await orders.locator("button[data-reorder-id]").first().waitFor()
  await activate(page, /^Zamów ponownie:/)
  const dialog = modal(page, "reorder")
  await dialog.getByTestId("reorder-will-add").waitFor()
  await activate(page, /^Dodaj do koszyka$/)
  await page.waitForURL(/\/widget\/cart/)
  await poll(() => page.locator("li[data-line]").count()).toBe(4)
  await poll(() => focusedName(page)).toBe("Koszyk")
  // Anna's cart is read with her token (a customer's cart is not a guest's).
  const uuid = await page.evaluate(() => localStorage.getItem("cart_uuid"))
  const answer = await sandboxCall(
    journey.stack.sandboxUrl,
    `/customer/cart?restaurant_id=1&cart_uuid=${uuid}&widget=true`,
    {
      token,
    },
  )
  const cart = Schema.decodeUnknownSync(Wire.CartResponse)(answer.json).data
  // The past order today (fixtures/orders.json): Pizza Tartufo left the menu, the rest comes back.
  expect(
    cart.items.map((l) => [l.value.product_id, l.value.quantity, l.value.special?.data.product_id ?? null]),
  ).toEqual([
    [1002, 2, null],
    [1002, 1, 1008],
    [1082, 1, null],
  ])
  expect(cart.combo_items.map((c) => [c.value.combo_id, c.value.groups.map((g) => g.option?.id)])).toEqual([
    [901, [9202, 9206, 9210]],
  ])
  expect(mouseClicks()).toBe(0)
  await done(page)
})
