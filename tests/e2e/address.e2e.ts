import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import {
  addThinMargherita,
  cartBarTotal,
  DESKTOP,
  modal,
  openMenu,
  serverCart,
  shoot,
  waitFor,
} from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { addFault, clearFaultsAfterEach } from "../support/faults"

/**
 * Delivery with no address (SPEC §4): the address form comes first, then the cart is created with it
 * and the waiting item lands. Also the address list, edit mode, save gating (SPEC §5), current
 * location with 'No results found', and 'Failed to create cart' in the message modal.
 */

const journey = setUpJourney()
clearFaultsAfterEach(journey)

/** Delivery is the default: adding a pizza with no saved address opens the address form. */
const addPizzaOnDelivery = async (page: Page) => {
  await addThinMargherita(page)
  const address = modal(page, "address")
  await address.waitFor()
  return address
}

/** The menu at 1280×800 in a browser whose current location (allowed to the page) is this position. */
const desktopMenuAt = (latitude: number, longitude: number) =>
  openMenu(journey.browser, journey.stack.widgetUrl, DESKTOP, {
    geolocation: { latitude, longitude },
    permissions: ["geolocation"],
  })

const chooseSuggestion = async (page: Page, typed: string, pick: string) => {
  const field = modal(page, "address").getByRole("combobox")
  await field.fill(typed)
  const listbox = page.getByRole("listbox")
  await listbox.getByRole("option", { name: pick }).waitFor()
  await listbox.getByRole("option", { name: pick }).click()
  await waitFor(async () => (await field.inputValue()) === pick)
}

describe("address modals", () => {
  it("delivery with no address: the form first (gazetteer autocomplete), then the item lands in a cart with that address", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl)
    const address = await addPizzaOnDelivery(page)
    expect(await address.getByRole("heading").textContent()).toBe("Dodaj nowy adres")
    expect(await address.getByRole("button", { name: "Usuń" }).count()).toBe(0)
    await address.getByRole("combobox").fill("marszalkowska")
    await page.getByRole("option").first().waitFor()
    expect(await page.getByRole("option").allTextContents()).toEqual([
      "Marszałkowska 10, 00-590, Warszawa, Polska",
      "Marszałkowska 84/92, 00-514, Warszawa, Polska",
    ])
    await shoot(page, "address-form")
    expect(await axeViolations(page)).toEqual([])
    await address.getByRole("combobox").press("ArrowDown")
    await address.getByRole("combobox").press("Enter")
    await address.getByLabel("Mieszkanie, piętro, budynek").fill("m. 12")
    await address.getByRole("button", { name: "Dodaj adres" }).click()
    await address.waitFor({ state: "detached" })

    const { cart, totalText } = await serverCart(page, journey.stack.sandboxUrl)
    expect(cart.address_id).not.toBeNull()
    expect(cart.items.map((l) => l.value.product_id)).toEqual([1001])
    await expect.poll(() => cartBarTotal(page)).toBe(totalText)

    // The header now names the address; the list marks it active, the pencil edits it.
    await page.getByRole("button", { name: /Marszałkowska 10/ }).click()
    const list = modal(page, "address")
    await list.waitFor()
    expect(await list.getByRole("heading").textContent()).toBe("Wybierz adres")
    expect(await list.locator("[aria-current='true']").textContent()).toContain("Marszałkowska 10")
    expect(await list.locator("[aria-current='true']").textContent()).toContain("m. 12")
    await shoot(page, "address-list")
    expect(await axeViolations(page)).toEqual([])
    await list.getByRole("button", { name: /^Edytuj: Marszałkowska 10/ }).click()
    expect(await list.getByRole("combobox").inputValue()).toBe("Marszałkowska 10, 00-590, Warszawa, Polska")
    expect(await list.getByRole("button", { name: "Zapisz adres" }).count()).toBe(1)
    expect(await list.getByRole("button", { name: "Usuń" }).count()).toBe(1)
    await shoot(page, "address-edit")
    await list.getByRole("button", { name: "Wróć" }).click()
    await list.getByRole("button", { name: "Dodaj nowy adres" }).waitFor()
    await page.close()
  })

  it("saves nothing while the address has no coordinates, and says why (issue 27)", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl, DESKTOP)
    const address = await addPizzaOnDelivery(page)
    await address.getByRole("combobox").fill("Ulica, której nie ma 1")
    await address.getByRole("button", { name: "Dodaj adres" }).click()
    await page.waitForTimeout(400)
    expect(await address.isVisible()).toBe(true)
    expect(await address.getByTestId("address-save-refusal").textContent()).toBe(
      "Wpisz adres i wybierz go z podpowiedzi (albo użyj swojej bieżącej lokalizacji).",
    )
    expect(await modal(page, "message").count()).toBe(0)
    expect(await page.getByTestId("cart-total").count()).toBe(0)
    await page.close()
  })

  it("'Use my current location' reverse-geocodes the position, and far away shows 'No results found'", async () => {
    const near = await desktopMenuAt(52.2319, 21.0191)
    const address = await addPizzaOnDelivery(near)
    await address.getByRole("button", { name: "Użyj mojej bieżącej lokalizacji" }).click()
    await expect.poll(() => address.getByRole("combobox").inputValue()).toBe("Nowy Świat 21, 00-029, Warszawa, Polska")
    await near.close()

    const far = await desktopMenuAt(50.06, 19.94)
    const farAddress = await addPizzaOnDelivery(far)
    await farAddress.getByRole("button", { name: "Użyj mojej bieżącej lokalizacji" }).click()
    // Issue 27: the form's message, never the address text.
    await expect.poll(() => farAddress.getByTestId("location-error").textContent()).toBe("Nie znaleziono wyników")
    expect(await farAddress.getByRole("combobox").inputValue()).toBe("")
    await farAddress.getByRole("button", { name: "Dodaj adres" }).click()
    await far.waitForTimeout(300)
    expect(await farAddress.isVisible()).toBe(true)
    await far.close()
  })

  it("shows 'Failed to create cart' in the message modal when the guest cart cannot be created", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl)
    await addPizzaOnDelivery(page)
    await chooseSuggestion(page, "nowy swiat", "Nowy Świat 21, 00-029, Warszawa, Polska")
    await addFault(journey.stack.sandboxUrl, { route: "/customer/cart/for-guest", malformed: true })
    await modal(page, "address").getByRole("button", { name: "Dodaj adres" }).click()
    const message = modal(page, "message")
    await message.waitFor()
    expect(await message.getByRole("heading").textContent()).toBe("Błąd")
    expect(await message.textContent()).toContain("Nie udało się utworzyć koszyka")
    await shoot(page, "message-modal")
    expect(await axeViolations(page)).toEqual([])
    await message.getByRole("button", { name: "Zamknij" }).last().click()
    await message.waitFor({ state: "detached" })
    await page.close()
  })
})
