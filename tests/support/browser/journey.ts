import { mkdirSync } from "node:fs"
import { Schema } from "effect"
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core"
import { Cart, Money, Wire } from "../../../domain"
import { fixtureProducts } from "../fixtures"
import type { Journey } from "./journey-setup"

/**
 * Shared steps of the modal journeys (tests/e2e/{product-modal,half-and-half,combo,address,a11y}.e2e.ts).
 * This file is not a test itself: vitest picks up only *.test.ts(x) and *.e2e.ts.
 */

export const SHOTS = "tests/e2e/screenshots"
export interface Size {
  readonly width: number
  readonly height: number
}
export const MOBILE: Size = { width: 390, height: 844 }
export const DESKTOP: Size = { width: 1280, height: 800 }
/** A phone and a laptop, each with its label: `describe.each(PHONE_AND_DESKTOP)("… at %s", (label, size) => …)`. */
export const PHONE_AND_DESKTOP: ReadonlyArray<readonly [string, Size]> = [
  ["390×844", MOBILE],
  ["1280×800", DESKTOP],
]

/** The dist the journeys serve: `npm test` builds dist/ first; WIDGET_DIST points elsewhere for a local run. */
export const distRoot = (): string | undefined => process.env.WIDGET_DIST

export const productOf = (id: number, restaurant = 1): Wire.Product => {
  const p = fixtureProducts(restaurant).find((x) => x.id === id)
  if (!p) throw new Error(`fixture product ${id} not found`)
  return p
}

/** Opens the menu of restaurant 1 (the pizzeria) at a size, in a fresh context, waiting for the first section heading. */
export const openMenu = async (
  browser: Browser,
  widgetUrl: string,
  size: Size = MOBILE,
  context: BrowserContextOptions = {},
): Promise<Page> => {
  const page = await browser.newPage({ ...context, viewport: size })
  await page.goto(`${widgetUrl}/widget?restaurantId=1`)
  await page.locator("main h2").first().waitFor()
  return page
}

/** A journey's menu (openMenu) switched to pickup, so that an add needs no address. */
export const openPickupMenu = async (journey: Journey, size: Size = MOBILE): Promise<Page> => {
  const page = await openMenu(journey.browser, journey.stack.widgetUrl, size)
  await choosePickup(page)
  return page
}

/** A journey's pickup menu (openPickupMenu) with a product's customisation modal opened from its category. */
export const openPickupProduct = async (
  journey: Journey,
  category: string,
  product: string,
  size: Size = MOBILE,
): Promise<{ page: Page; dialog: Locator }> => {
  const page = await openPickupMenu(journey, size)
  await openCategory(page, category)
  return { page, dialog: await openProduct(page, product) }
}

/** The open modal dialog with this data-modal name (product, combo, address, message). */
export const modal = (page: Page, name: string): Locator => page.locator(`[role="dialog"][data-modal="${name}"]`)

/** Switches to pickup and waits until the pickup button is pressed. */
export const choosePickup = async (page: Page): Promise<void> => {
  const pickup = page.locator("main header fieldset button").nth(1)
  await pickup.click()
  await waitFor(async () => (await pickup.getAttribute("aria-pressed")) === "true")
}

export const openCategory = async (page: Page, name: string): Promise<void> => {
  await page.getByRole("button", { name, exact: true }).click()
}

/** Opens the customisation modal from a product card's add button ('Dodaj: <name>' in Polish). */
export const openProduct = async (page: Page, name: string): Promise<Locator> => {
  await page
    .getByRole("button", { name: `Dodaj: ${name}`, exact: true })
    .first()
    .click()
  const dialog = modal(page, "product")
  await dialog.waitFor()
  return dialog
}

/**
 * Pizza → Margherita's modal → thin dough → 'Dodaj do zamowienia'; returns the modal, which then closes
 * on the added line, or waits for the address form when delivery has no address yet.
 */
export const addThinMargherita = async (page: Page): Promise<Locator> => {
  await openCategory(page, "Pizza")
  const product = await openProduct(page, "Margherita")
  await option(product, "Rodzaj ciasta", "Cienkie").check()
  await product.locator("button", { hasText: "Dodaj do zamowienia" }).click()
  return product
}

/**
 * The Pizza tab's first card (Margherita) in either language: its modal, thin dough, then the modal's
 * add button; returns once the cart bar shows.
 */
export const addFirstPizzaThin = async (page: Page): Promise<Locator> => {
  await page.getByRole("button", { name: "Pizza", exact: true }).click()
  await page.locator("main section > ul > li").first().getByRole("button").click()
  const dialog = page.getByRole("dialog")
  await dialog.waitFor()
  await dialog.getByRole("radio", { name: /Cienkie/ }).check()
  await dialog
    .getByRole("button", { name: /Dodaj|Add/ })
    .last()
    .click()
  const bar = page.getByTestId("cart-total")
  await bar.waitFor()
  return bar
}

/** A radio or checkbox of the modal by its visible option name (the label also holds the price). */
export const option = (dialog: Locator, group: string, name: string): Locator =>
  dialog.locator("fieldset", { has: dialog.page().locator("legend", { hasText: group }) }).getByLabel(name)

export const waitFor = async (check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> => {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting")
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The cart bar's total text, once the bar shows. */
export const cartBarTotal = async (page: Page): Promise<string> => {
  const total = page.getByTestId("cart-total")
  await total.waitFor()
  return (await total.textContent()) ?? ""
}

/**
 * The cart as the sandbox holds it (GET /customer/cart, decoded with the domain schema) and the total
 * the bar must show for it (domain cartTotal). Reads cart_uuid from the widget's storage.
 */
export const serverCart = async (page: Page, sandboxUrl: string) => {
  // cart_uuid is a raw (not JSON) storage key, as SPEC §3 names it. The cart may still be on its way
  // (an address saved first, then the cart created with it): wait for it rather than race it.
  const stored = await page
    .waitForFunction(() => localStorage.getItem("cart_uuid"), undefined, { timeout: 10_000 })
    .catch(() => null)
  const uuid = (await stored?.jsonValue()) ?? null
  if (!uuid) throw new Error("no cart_uuid stored")
  const response = await fetch(`${sandboxUrl}/customer/cart?restaurant_id=1&cart_uuid=${uuid}&widget=true`)
  const cart = Schema.decodeUnknownSync(Wire.CartResponse)(await response.json()).data
  const total: Money.Grosze = Cart.cartTotal({
    sub_total: cart.prices.sub_total,
    delivery: cart.prices.delivery,
    discount: cart.prices.discount,
    point_amount: cart.point_amount,
  })
  return { cart, totalText: Money.formatPrice(total, "pl") }
}

/** Screenshots at 390×844 and 1280×800 (the page is resized and put back to the size it had). */
export const shoot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true })
  const before = page.viewportSize()
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size)
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}x${size.height}.png` })
  }
  if (before) await page.setViewportSize(before)
}
