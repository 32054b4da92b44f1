import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import {
  DESKTOP,
  MOBILE,
  modal,
  openCategory,
  openMenu,
  openPickupMenu,
  openPickupProduct,
  openProduct,
  option,
  shoot,
  waitFor,
} from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { addFault, clearFaultsAfterEach } from "../support/faults"

/** Issue 10 items 6–9: add feedback, costs up front, the address step without dead ends, guided choices. */

const journey = setUpJourney()
clearFaultsAfterEach(journey)

const addButton = (dialog: ReturnType<typeof modal>) => dialog.getByTestId("add-to-order")
const bar = (page: Page) => page.getByTestId("cart-total")

/** Delivery with no saved address: a Margherita with thin dough, whose add opens the address form. */
const pizzaWaitingForAddress = async (page: Page) => {
  await openCategory(page, "Pizza")
  const product = await openProduct(page, "Margherita")
  await option(product, "Rodzaj ciasta", "Cienkie").check()
  await addButton(product).click()
  const address = modal(page, "address")
  await address.waitFor()
  return { product, address }
}

describe("add feedback", () => {
  it("the add button shows progress while the add is in flight, then 'Dodano' is announced and the bar appears", async () => {
    const page = await openPickupMenu(journey, MOBILE)
    await addFault(journey.stack.sandboxUrl, { route: "/customer/cart/add-item", latencyMs: 600, times: 1 })
    await openCategory(page, "Pizza")
    const dialog = await openProduct(page, "Margherita")
    await option(dialog, "Rodzaj ciasta", "Cienkie").check()
    await addButton(dialog).click()
    // In flight: the modal is still there and its button says so.
    await waitFor(async () => (await addButton(dialog).getAttribute("aria-busy")) === "true")
    expect(await addButton(dialog).textContent()).toContain("Dodawanie…")
    expect(await dialog.isVisible()).toBe(true)
    // Answered: the modal closes, the polite status says 'Dodano' and the bar shows the cart.
    await dialog.waitFor({ state: "detached" })
    await waitFor(async () => (await page.getByTestId("add-confirmation").textContent()) === "Dodano")
    expect(await page.getByTestId("add-confirmation").getAttribute("aria-live")).toBe("polite")
    expect(await page.getByTestId("cart-bar-added").isVisible()).toBe(true)
    expect(await bar(page).isVisible()).toBe(true)
    // ~1.5 s later the confirmation is gone and 'Zobacz koszyk' / 'View Cart' is back.
    await waitFor(async () => (await page.getByTestId("add-confirmation").textContent()) === "", 4_000)
    await page.close()
  })

  it("a failed add keeps the modal open with its choices under the error dialog", async () => {
    const page = await openPickupMenu(journey, DESKTOP)
    await addFault(journey.stack.sandboxUrl, { route: "/customer/cart/add-item", malformed: true })
    await openCategory(page, "Pizza")
    const dialog = await openProduct(page, "Margherita")
    await option(dialog, "Rodzaj ciasta", "Grube").check()
    await addButton(dialog).click()
    const message = modal(page, "message")
    await message.waitFor()
    await message.getByRole("button").first().click()
    await message.waitFor({ state: "detached" })
    expect(await dialog.isVisible()).toBe(true)
    expect(await option(dialog, "Rodzaj ciasta", "Grube").isChecked()).toBe(true)
    expect(await addButton(dialog).getAttribute("aria-busy")).toBeNull()
    await page.close()
  })
})

describe("the address step without dead ends, and Delivery ↔ Pickup", () => {
  it("'Wróć' in the address step returns to the product with its choices; after an address the bar never hides on a switch", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl, MOBILE)
    const { product, address } = await pizzaWaitingForAddress(page)
    await address.getByRole("button", { name: "Wróć" }).click()
    await address.waitFor({ state: "detached" })
    expect(await product.isVisible()).toBe(true)
    expect(await option(product, "Rodzaj ciasta", "Cienkie").isChecked()).toBe(true)

    // Again, this time with an address: the add goes on and the product modal closes.
    await addButton(product).click()
    await address.waitFor()
    const field = address.getByRole("combobox")
    await field.fill("marszalkowska")
    await page.getByRole("option").first().waitFor()
    await field.press("ArrowDown")
    await field.press("Enter")
    await address.getByRole("button", { name: "Dodaj adres" }).click()
    await product.waitFor({ state: "detached" })
    await bar(page).waitFor()
    // The bar says what its total includes, and the header shows the costs up front.
    expect(await page.getByTestId("cart-total-includes").textContent()).toMatch(/^w tym dostawa \d+[.,]\d\d zł$/)
    expect(await page.getByTestId("delivery-terms").textContent()).toContain("Darmowa dostawa od")
    await shoot(page, "menu-feel-delivery-header")
    expect(await axeViolations(page)).toEqual([])

    // A slow reload on the switch: the bar stays up the whole time.
    await addFault(journey.stack.sandboxUrl, { route: "/customer/cart", method: "GET", latencyMs: 700, times: 2 })
    let hidden = 0
    const pickup = page.locator("main header fieldset button").nth(1)
    await pickup.click()
    const until = Date.now() + 2_000
    while (Date.now() < until) {
      if (!(await bar(page).isVisible())) hidden += 1
      await page.waitForTimeout(25)
    }
    expect(await pickup.getAttribute("aria-pressed")).toBe("true")
    expect(hidden).toBe(0)
    // Pickup: the restaurant's address instead of the delivery-address button, and no delivery terms.
    expect(await page.getByTestId("pickup-address").textContent()).toContain("Marszałkowska 84/92")
    expect(await page.getByTestId("delivery-terms").count()).toBe(0)
    await shoot(page, "menu-feel-pickup-header")
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it("denied geolocation says so in the form", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl, DESKTOP)
    const { address } = await pizzaWaitingForAddress(page)
    await address.getByRole("button", { name: /current location|bieżącej lokalizacji|lokalizac/i }).click()
    const error = address.getByTestId("location-error")
    await error.waitFor()
    expect(await error.textContent()).toMatch(/zablokowany|Nie udało się ustalić/)
    await page.close()
  })
})

describe("guided choices", () => {
  it("a refused add marks the first group needing a choice, scrolls to it and focuses it", async () => {
    const { page, dialog } = await openPickupProduct(journey, "Pizza", "Margherita", MOBILE)
    await addButton(dialog).click()
    const invalid = dialog.locator('fieldset[aria-invalid="true"]').first()
    await invalid.waitFor()
    expect(await invalid.locator("legend").textContent()).toContain("Rodzaj ciasta")
    expect(await invalid.textContent()).toContain("Wybierz co najmniej jedną opcję z Rodzaj ciasta")
    await waitFor(async () => invalid.evaluate((el) => el.contains(document.activeElement)))
    const box = await invalid.boundingBox()
    expect(box && box.y >= 0 && box.y < MOBILE.height).toBe(true)
    await shoot(page, "menu-feel-refused-add")
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it("on the phone the combo modal walks group by group", async () => {
    const page = await openPickupMenu(journey, MOBILE)
    await page.getByRole("button", { name: "Dodaj: Zestaw dla dwojga", exact: true }).click()
    const dialog = modal(page, "combo")
    await dialog.waitFor()
    expect(await dialog.locator("h3").first().textContent()).toBe("Pizza")
    await dialog.getByRole("button", { name: /Quattro Formaggi/ }).click()
    await waitFor(async () => (await dialog.locator("h3").first().textContent()) === "Napój")
    // Every step is reachable above the options, none hidden under the footer.
    const steps = dialog.getByRole("list", { name: "Kroki zestawu" })
    expect(await steps.isVisible()).toBe(true)
    expect(await steps.getByRole("button").count()).toBe(3)
    await shoot(page, "menu-feel-combo-walk")
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })
})
