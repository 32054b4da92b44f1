import { describe, expect, it } from "vitest"
import { Combo, Money } from "../../domain"
import { axeViolations } from "../support/browser/axe"
import { cartBarTotal, DESKTOP, modal, openPickupMenu, serverCart, shoot } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { fixtureCombos } from "../support/fixtures"

/** The combo modal journey (SPEC §2): options left, groups with 'Zmień' right, running total, add. */

const journey = setUpJourney()

describe("combo modal", () => {
  it("changes the pizza and the drink of 'Zestaw dla dwojga', shows the domain's total and lands in the cart", async () => {
    const page = await openPickupMenu(journey, DESKTOP)
    await page.getByRole("button", { name: "Dodaj: Zestaw dla dwojga", exact: true }).click()
    const dialog = modal(page, "combo")
    await dialog.waitFor()
    const combo = fixtureCombos(1).find((c) => c.id === 901)
    if (!combo) throw new Error("fixture combo 901 missing")

    // Defaults first: the running total is the domain's price of the default choice.
    const defaults = new Map([
      [9101, 9201],
      [9102, 9206],
      [9103, 9210],
    ])
    await expect
      .poll(() => dialog.locator("button", { hasText: "Dodaj do zamowienia" }).textContent())
      .toContain(Money.formatPrice(Combo.comboPrice(combo, defaults, 1), "pl"))

    // Issue 27 (prices that add up): the card's 'od 59,99 zł' and the opening 62,49 zł differ by the drink
    // group's surcharge, shown on the group ('+2,50 zł').
    expect(await page.locator("main").textContent()).toContain(
      `od ${Money.formatPrice(Combo.comboBasePrice(combo), "pl")}`,
    )
    const drinkGroup = combo.groups.find((g) => g.id === 9102)
    if (!drinkGroup) throw new Error("fixture combo 901 has no drink group")
    expect(Combo.comboPrice(combo, defaults, 1) - Combo.comboBasePrice(combo)).toBe(drinkGroup.extra)
    expect(await dialog.locator("[data-group-id='9102']").textContent()).toContain("Napój +2,50 zł")

    await dialog.getByRole("button", { name: /Quattro Formaggi/ }).click()
    await dialog.getByRole("button", { name: "Zmień Napój" }).click()
    expect(await dialog.locator("h3").first().textContent()).toBe("Napój")
    // Option cards show the option's own extra_price (SPEC §2); Fanta has none but still adds the group's
    // surcharge, so it is not 'Darmowy' (issue 27): the group says what every drink adds.
    expect(await dialog.getByText("Każdy wybór tutaj dolicza +2,50 zł").count()).toBe(1)
    expect(await dialog.getByRole("button", { name: /Fanta/ }).textContent()).toBe("Fanta0.5 l")
    expect(await dialog.locator("button[aria-pressed]").allTextContents()).not.toContainEqual(
      expect.stringContaining("Darmowy"),
    )
    expect(await dialog.getByRole("button", { name: /Lemoniada domowa/ }).textContent()).toBe(
      "Lemoniada domowa0.5 l+3,50 zł",
    )
    await dialog.getByRole("button", { name: /Fanta/ }).click()
    const chosen = new Map([
      [9101, 9204],
      [9102, 9208],
      [9103, 9210],
    ])
    const expected = Money.formatPrice(Combo.comboPrice(combo, chosen, 1), "pl")
    await expect
      .poll(() => dialog.locator("button", { hasText: "Dodaj do zamowienia" }).textContent())
      .toContain(expected)
    expect(await dialog.textContent()).toContain("Quattro Formaggi · 32 cm")
    await shoot(page, "combo-modal")
    expect(await axeViolations(page)).toEqual([])

    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    await dialog.waitFor({ state: "detached" })
    const { cart, totalText } = await serverCart(page, journey.stack.sandboxUrl)
    expect(cart.combo_items).toHaveLength(1)
    expect(Money.formatPrice(cart.prices.sub_total, "pl")).toBe(expected)
    await expect.poll(() => cartBarTotal(page)).toBe(totalText)
    await page.close()
  })

  it("'Słodki duet' has no default options: adding it empty shows the combo validation and sends nothing, one choice is enough", async () => {
    const page = await openPickupMenu(journey, DESKTOP)
    const combo = fixtureCombos(1).find((c) => c.id === 905)
    if (!combo) throw new Error("fixture combo 905 missing")
    const comboCalls: string[] = []
    page.on("request", (r) => {
      if (r.url().includes("/customer/cart/add-combo-item")) comboCalls.push(r.url())
    })
    await page.getByRole("button", { name: "Dodaj: Słodki duet", exact: true }).click()
    const dialog = modal(page, "combo")
    await dialog.waitFor()
    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("Uzupełnij wybór w zestawie")
    expect(comboCalls).toEqual([])
    await shoot(page, "combo-modal-validation")
    expect(await axeViolations(page)).toEqual([])

    await dialog.getByRole("button", { name: /Fondant czekoladowy/ }).click()
    const expected = Money.formatPrice(Combo.comboPrice(combo, new Map([[9120, 9252]]), 1), "pl")
    await expect
      .poll(() => dialog.locator("button", { hasText: "Dodaj do zamowienia" }).textContent())
      .toContain(expected)
    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    await dialog.waitFor({ state: "detached" })
    expect(comboCalls).toHaveLength(1)
    const { cart } = await serverCart(page, journey.stack.sandboxUrl)
    expect(Money.formatPrice(cart.prices.sub_total, "pl")).toBe(expected)
    await page.close()
  })
})
