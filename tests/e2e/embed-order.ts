import type { Frame } from "playwright-core"

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
  await frame.getByRole("button", { name: "Pizza", exact: true }).click()
  await frame.getByRole("button", { name: "Dodaj: Margherita", exact: true }).first().click()
  const dialog = frame.locator('[role="dialog"][data-modal="product"]')
  await dialog.waitFor()
  // The dough is a mandatory group.
  await dialog
    .locator("fieldset", { has: frame.locator("legend", { hasText: "Rodzaj ciasta" }) })
    .getByLabel(/^Cienkie/)
    .check()
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
