import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import {
  DESKTOP,
  modal,
  openCategory,
  openMenu,
  openPickupMenu,
  openPickupProduct,
  openProduct,
  option,
  PHONE_AND_DESKTOP,
} from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { addFault, clearFaultsAfterEach } from "../support/faults"

/** axe-core finds nothing with each ordering modal open, at 390×844 and 1280×800; the keyboard path works. */

const journey = setUpJourney()
clearFaultsAfterEach(journey)

const activeInside = (page: Page, name: string) =>
  page.evaluate((n) => document.querySelector(`[data-modal="${n}"]`)?.contains(document.activeElement) ?? false, name)

describe.each(PHONE_AND_DESKTOP)("accessibility at %s", (_label, size) => {
  it("product modal with half-and-half tabs and the second-half picker", async () => {
    const { page, dialog } = await openPickupProduct(journey, "Pizza", "Margherita", size)
    expect(await activeInside(page, "product")).toBe(true)
    await dialog.getByText("32 cm", { exact: true }).click()
    await dialog.getByRole("switch").check()
    await dialog.getByRole("tab", { name: /Druga połowa/ }).click()
    await dialog.locator("select").selectOption({ label: "Pepperoni 32 cm" })
    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    await dialog.locator("[role=alert]").filter({ hasText: "Wybierz" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it("combo modal", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl, size)
    await page.getByRole("button", { name: "Dodaj: Lunch włoski", exact: true }).click()
    await modal(page, "combo").waitFor()
    expect(await activeInside(page, "combo")).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it("address list and address form with suggestions open", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl, size)
    await page.locator("main header button", { hasText: "Wybierz adres" }).click()
    const address = modal(page, "address")
    await address.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await address.getByRole("button", { name: "Dodaj nowy adres" }).click()
    await address.getByRole("combobox").fill("plac")
    await page.getByRole("option").first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })

  it("message modal ('Failed to add to cart')", async () => {
    const page = await openPickupMenu(journey, size)
    await openCategory(page, "Napoje")
    await addFault(journey.stack.sandboxUrl, { route: "/customer/cart/add-item", malformed: true })
    const dialog = await openProduct(page, "Sok pomarańczowy")
    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    const message = modal(page, "message")
    await message.waitFor()
    expect(await message.textContent()).toContain("Nie udało się dodać do koszyka")
    expect(await activeInside(page, "message")).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.close()
  })
})

describe("keyboard", () => {
  it("opens the product modal with Enter, wraps Tab inside it, closes on Escape and returns focus to the card", async () => {
    const page = await openPickupMenu(journey, DESKTOP)
    await openCategory(page, "Pizza")
    const opener = page.getByRole("button", { name: "Dodaj: Marinara", exact: true })
    await opener.focus()
    await page.keyboard.press("Enter")
    const dialog = modal(page, "product")
    await dialog.waitFor()
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement
        return el?.getAttribute("aria-label") ?? el?.textContent ?? ""
      })
    expect(await focusedName()).toBe("Zamknij")
    await page.keyboard.press("Shift+Tab")
    expect(await focusedName()).toContain("Dodaj do zamowienia")
    await page.keyboard.press("Tab")
    expect(await focusedName()).toBe("Zamknij")
    // Space on a radio chooses it (real form semantics).
    await option(dialog, "Rodzaj ciasta", "Grube").focus()
    await page.keyboard.press("Space")
    expect(await option(dialog, "Rodzaj ciasta", "Grube").isChecked()).toBe(true)
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.close()
  })
})
