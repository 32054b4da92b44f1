import { describe, expect, it } from "vitest"
import { Money, Product } from "../../domain"
import { axeViolations } from "../support/browser/axe"
import {
  cartBarTotal,
  modal,
  openPickupProduct,
  option,
  productOf,
  serverCart,
  shoot,
} from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"

/** Half-and-half (SPEC §2, §9): each half costs half of its total and every add-on half its price. */

const journey = setUpJourney()

/** A pickup menu with the Margherita of `size` open and 'Pół na pół' switched on. */
const halfAndHalfMargherita = async (size: string) => {
  const { page, dialog } = await openPickupProduct(journey, "Pizza", "Margherita")
  await dialog.getByText(size, { exact: true }).click()
  await dialog.getByRole("switch").check()
  return { page, dialog }
}

describe("half-and-half", () => {
  it("prices a 32 cm Margherita / Pepperoni with add-ons on both halves as the domain does, in the modal and the cart", async () => {
    const { page, dialog } = await halfAndHalfMargherita("32 cm")

    // First half: the chosen Margherita 32 cm; add-on prices are shown halved.
    const first = productOf(1002)
    const thick = first.addons.flatMap((a) => a.ingredients).find((i) => i.id === 6002)
    if (!thick) throw new Error("fixture changed: no thick dough")
    const thickOption = option(dialog, "Rodzaj ciasta", "Grube")
    expect(await thickOption.locator("xpath=..").textContent()).toContain(
      Money.formatAddonPrice(Money.half(Product.addonPrice(thick)), "Darmowy", "pl"),
    )
    await thickOption.check()
    await option(dialog, "Wybierz składniki", "Pieczarki").check()

    // Second half: picked from the same category, with its own add-ons.
    await dialog.getByRole("tab", { name: /Druga połowa/ }).click()
    await dialog.locator("select").selectOption({ label: "Pepperoni 32 cm" })
    await option(dialog, "Rodzaj ciasta", "Cienkie").check()
    await option(dialog, "Wybierz składniki", "Oliwki").check()
    expect(await dialog.getByRole("tab", { name: /Druga połowa/ }).textContent()).toContain("Pepperoni")
    // Issue 27: the second half offers no ingredient removal (the API's second half carries only
    // product_id and add-ons), and the switch states the price rule in one line.
    expect(await dialog.getByRole("group", { name: "Usuń składniki" }).count()).toBe(0)
    expect(await dialog.getByRole("switch").getAttribute("aria-describedby")).not.toBeNull()
    expect(await dialog.getByText("Każda połowa kosztuje połowę ceny swojej pizzy", { exact: false }).count()).toBe(1)
    await dialog.getByRole("tab", { name: /Pierwsza połowa/ }).click()
    expect(await dialog.getByRole("group", { name: "Usuń składniki" }).count()).toBe(1)
    await dialog.getByRole("tab", { name: /Druga połowa/ }).click()

    const second = productOf(1020)
    const ids = (product: typeof first, chosen: Record<string, ReadonlyArray<number>>) =>
      Product.selectedAddonIds(Product.addonGroups(product), chosen)
    const pick = (product: typeof first, group: string, name: string) => {
      const g = Product.addonGroups(product).find((x) => x.name === group || (group === "extra" && x.additional))
      const o = g?.options.find((x) => x.name === name)
      if (!g || !o) throw new Error(`no ${name} in ${group}`)
      return { [g.key]: [o.id] }
    }
    const firstIds = ids(first, { ...pick(first, "Rodzaj ciasta", "Grube"), ...pick(first, "extra", "Pieczarki") })
    const secondIds = ids(second, { ...pick(second, "Rodzaj ciasta", "Cienkie"), ...pick(second, "extra", "Oliwki") })
    const expected = Money.formatPrice(
      Product.linePrice({
        product: first,
        addonIds: firstIds,
        quantity: 1,
        secondHalf: { product: second, addonIds: secondIds },
      }),
      "pl",
    )
    await expect
      .poll(() => dialog.locator("button", { hasText: "Dodaj do zamowienia" }).textContent())
      .toContain(expected)
    await shoot(page, "half-and-half")
    expect(await axeViolations(page)).toEqual([])

    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    await modal(page, "product").waitFor({ state: "detached" })
    const { cart, totalText } = await serverCart(page, journey.stack.sandboxUrl)
    expect(Money.formatPrice(cart.prices.sub_total, "pl")).toBe(expected)
    await expect.poll(() => cartBarTotal(page)).toBe(totalText)
    await page.close()
  })

  it("resets the second half's add-ons when another second half is picked, offers only 42 cm halves, and asks for the dough once", async () => {
    const { page, dialog } = await halfAndHalfMargherita("42 cm")
    await dialog.getByRole("tab", { name: /Druga połowa/ }).click()
    const offered = await dialog.locator("select option:not([value=''])").allTextContents()
    expect(offered.length).toBeGreaterThan(1)
    for (const name of offered) expect(name).toMatch(/ 42 cm$/)
    await dialog.locator("select").selectOption({ label: "Diavola 42 cm" })
    await option(dialog, "Rodzaj ciasta", "Grube").check()
    await dialog.locator("select").selectOption({ label: "Capricciosa 42 cm" })
    expect(await option(dialog, "Rodzaj ciasta", "Grube").isChecked()).toBe(false)
    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    await expect
      .poll(() => dialog.locator("[role=alert]").textContent())
      .toBe("Wybierz co najmniej jedną opcję z Rodzaj ciasta")
    await page.close()
  })

  it("(regression) does not send a whole pizza while 'Pół na pół' is on and no second half is chosen", async () => {
    const { page, dialog } = await halfAndHalfMargherita("32 cm")
    await option(dialog, "Rodzaj ciasta", "Cienkie").check()
    const addRequests: string[] = []
    page.on("request", (r) => {
      if (r.url().includes("/cart/add-item") || r.url().includes("/cart/for-guest")) addRequests.push(r.url())
    })
    await dialog.locator("button", { hasText: "Dodaj do zamowienia" }).click()
    await expect.poll(() => dialog.locator("[role=alert]").textContent()).toBe("Wybierz drugą połowę")
    expect(addRequests).toEqual([])
    expect(await dialog.isVisible()).toBe(true)
    await page.close()
  })
})
