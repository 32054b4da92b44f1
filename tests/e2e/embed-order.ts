import type { Frame, Locator } from "playwright-core"
import { expect } from "vitest"

/**
 * In the widget's frame: the Pizza tab, then Margherita's customisation modal; returns the modal once it
 * shows. No wait for embed.js's band first: the widget asks for it as it mounts and has it before its
 * first card (tests/e2e/embed-frame-at-mount.e2e.ts), so the modal opens in the band and stays there.
 */
export const openMargheritaInFrame = async (frame: Frame): Promise<Locator> => {
  await frame.getByRole("button", { name: "Pizza", exact: true }).click()
  await frame.getByRole("button", { name: "Dodaj: Margherita", exact: true }).first().click()
  const dialog = frame.locator('[role="dialog"][data-modal="product"]')
  await dialog.waitFor()
  return dialog
}

/** A dough radio ('Rodzaj ciasta') of the product modal in the widget's frame, by its label. */
export const doughInFrame = (frame: Frame, dialog: Locator, label: string | RegExp): Locator =>
  dialog.locator("fieldset", { has: frame.locator("legend", { hasText: "Rodzaj ciasta" }) }).getByLabel(label)

/**
 * In the address form an add opened in the widget's frame: types 'marszalkowska', takes the first
 * suggestion and adds it; waits for the cart bar, with no message shown.
 */
export const addMarszalkowskaInFrame = async (frame: Frame, address: Locator): Promise<void> => {
  await address.getByRole("combobox").fill("marszalkowska")
  await frame.getByRole("option").first().waitFor()
  await address.getByRole("combobox").press("ArrowDown")
  await address.getByRole("combobox").press("Enter")
  await address.getByRole("button", { name: "Dodaj adres" }).click()
  await frame.getByTestId("cart-total").waitFor({ timeout: 30_000 })
  expect(await frame.locator('[role="dialog"][data-modal="message"]').count()).toBe(0)
}

/** From the cart bar in the widget's frame to the cart page, once its first line shows. */
export const openCartInFrame = async (frame: Frame): Promise<void> => {
  await frame.getByTestId("cart-total").click()
  await frame.getByRole("heading", { name: "Koszyk", level: 1 }).waitFor()
  await frame.locator("li[data-line]").first().waitFor()
}

/**
 * The steps of a guest's pickup order paid in cash, clicked inside the embedded widget's frame (on
 * the restaurant's page): menu → Pizza → Margherita's modal (thin dough) → add → cart → checkout (cash)
 * → order page.
 * `at` runs after each screen or dialog is shown (a check of that screen: overflow, axe, console).
 * Not a test itself (vitest runs *.e2e.ts only).
 */
export const orderInFrame = async (frame: Frame, at: (step: string) => Promise<void>): Promise<void> => {
  await frame.locator("nav[aria-label] ul li").first().waitFor({ timeout: 20_000 })
  await at("menu")
  const pickup = frame.locator("main header fieldset button").nth(1)
  await pickup.click()
  await frame.waitForFunction(
    () => document.querySelectorAll("main header fieldset button")[1]?.getAttribute("aria-pressed") === "true",
  )
  const dialog = await openMargheritaInFrame(frame)
  // The dough is a mandatory group.
  await doughInFrame(frame, dialog, /^Cienkie/).check()
  await at("product modal")
  await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
  await dialog.waitFor({ state: "detached" })
  await frame.getByTestId("cart-total").waitFor()
  await at("menu with the cart bar")
  await frame.getByRole("link", { name: /Zobacz koszyk/ }).click()
  await frame.getByTestId("cart-page-total").waitFor({ timeout: 20_000 })
  await frame.locator("li[data-line]").first().waitFor()
  await at("cart")
  await frame.getByRole("link", { name: "Potwierdź", exact: true }).click()
  await frame.getByTestId("place-order").waitFor({ timeout: 20_000 })
  await frame.getByLabel("Numer telefonu").fill("600100200")
  await frame.locator('[data-payment="cash_method"] input').check()
  await at("checkout")
  await frame.getByTestId("place-order").click()
  await frame.getByTestId("order-status").waitFor({ timeout: 30_000 })
  await at("order")
}
