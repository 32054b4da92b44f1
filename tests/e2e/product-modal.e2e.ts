import { describe, expect, it } from "vitest"
import { Money, Product } from "../../domain"
import { axeViolations } from "../support/browser/axe"
import {
  cartBarTotal,
  DESKTOP,
  modal,
  openPickupProduct,
  option,
  productOf,
  serverCart,
  shoot,
} from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"

/** Product customisation journeys (SPEC §2): size, mandatory add-on, exclusion, validation, price in the cart bar. */

const journey = setUpJourney()

describe("product customisation modal", () => {
  it("a guest picks a 42 cm Margherita with thick dough, garlic edge and no basil and sees its price in the cart bar", async () => {
    const { page, dialog } = await openPickupProduct(journey, "Pizza", "Margherita")
    await dialog.getByText("42 cm", { exact: true }).click()
    await option(dialog, "Rodzaj ciasta", "Grube").check()
    await option(dialog, "Sosy do brzegów", "Czosnkowy").check()
    await option(dialog, "Usuń składniki", "Świeża bazylia").check()
    await dialog.getByRole("button", { name: "Zwiększ ilość" }).click()

    // The live total on the button is the domain's line price for exactly this choice.
    const product = productOf(1003)
    const groups = Product.addonGroups(product)
    const addonIds = Product.selectedAddonIds(groups, { "g:Rodzaj ciasta": [6002], "g:Sosy do brzegów": [6005] })
    const expectedLine = Money.formatPrice(Product.linePrice({ product, addonIds, quantity: 2 }), "pl")
    await expect
      .poll(() => dialog.locator("button", { hasText: "Dodaj do zamowienia" }).textContent())
      .toContain(expectedLine)
    await shoot(page, "product-modal")
    expect(await axeViolations(page)).toEqual([])

    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    await modal(page, "product").waitFor({ state: "detached" })
    const { cart, totalText } = await serverCart(page, journey.stack.sandboxUrl)
    expect(Money.formatPrice(cart.prices.sub_total, "pl")).toBe(expectedLine)
    const line = cart.items[0]?.value
    expect(line?.product_id).toBe(1003)
    expect(line?.exclude_ingredients.map((i) => (typeof i === "number" ? i : i.id))).toEqual([5003])
    await expect.poll(() => cartBarTotal(page)).toBe(totalText)
    await page.close()
  })

  it("shows the joined mandatory-group message and adds nothing until the dough is chosen", async () => {
    const { page, dialog } = await openPickupProduct(journey, "Pizza", "Diavola", DESKTOP)
    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    const alert = dialog.locator("[role=alert]")
    await expect.poll(() => alert.textContent()).toBe("Wybierz co najmniej jedną opcję z Rodzaj ciasta")
    await shoot(page, "product-modal-validation")
    expect(await axeViolations(page)).toEqual([])
    expect(await page.getByTestId("cart-total").count()).toBe(0)
    // Radio behaviour in the browser: choosing, then clicking the chosen one again clears it.
    const thin = option(dialog, "Rodzaj ciasta", "Cienkie")
    await thin.click()
    expect(await thin.isChecked()).toBe(true)
    expect(await alert.textContent()).toBe("")
    await thin.click()
    expect(await thin.isChecked()).toBe(false)
    // Escape closes after the fade and focus returns to the card's add button.
    await page.keyboard.press("Escape")
    await modal(page, "product").waitFor({ state: "detached" })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Diavola")
    await page.close()
  })
})
