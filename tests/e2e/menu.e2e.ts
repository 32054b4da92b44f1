import { mkdirSync } from "node:fs"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { Cart, Catalogue, Money, Product } from "../../domain"
import { axeViolations } from "../support/browser/axe"
import { addFirstPizzaThin, serverCart } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { fixtureProducts } from "../support/fixtures"

/** Menu journeys (SPEC §2 Menu): default tabs, Show More, the cart bar total, missing restaurantId, axe. */

const SIZES = [
  [390, 844],
  [1280, 800],
] as const
const SHOTS = "tests/e2e/screenshots"

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true })
})
const journey = setUpJourney()

const openMenu = async (restaurant: number, width = 390, height = 844): Promise<Page> => {
  const page = await journey.browser.newPage({ viewport: { width, height } })
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=${restaurant}`)
  await page.locator("main h2").first().waitFor()
  return page
}

const productNames = (page: Page) => page.locator("main section > ul > li h3").allTextContents()

describe("menu", () => {
  it("restaurant 1 opens on Combos; restaurant 2 (no combos) opens its starting_screen category", async () => {
    const r1 = await openMenu(1)
    await expect.poll(() => r1.locator("main h2").first().textContent()).toBe("Zestawy")
    expect(await r1.locator('nav button[aria-current="true"]').textContent()).toBe("Zestawy")
    await r1.close()
    const r2 = await openMenu(2)
    await expect.poll(() => r2.locator("main h2").first().textContent()).toBe("Zupy")
    await r2.getByRole("button", { name: "Zestawy", exact: true }).click()
    await expect
      .poll(() => r2.getByText("No combos available").or(r2.getByText("Brak dostępnych zestawów")).count())
      .toBe(1)
    await r2.close()
  })

  it("shows 12 pizzas with their 'from' prices, then all 15 after Show More", async () => {
    for (const [width, height] of SIZES) {
      const page = await openMenu(1, width, height)
      await page.getByRole("button", { name: "Pizza", exact: true }).click()
      await expect.poll(() => productNames(page).then((n) => n.length)).toBe(12)
      const pizzas = Catalogue.sortProducts(
        fixtureProducts(1).filter((p) => p.category_id === 100 && p.variable_name === "24 cm"),
      )
      const first = pizzas[0]
      if (!first) throw new Error("fixture has no pizza")
      const card = page.locator("main section > ul > li").first()
      expect(await card.locator("h3").textContent()).toBe(first.name)
      expect(await card.textContent()).toContain(Money.formatPrice(Product.productCardPrice(first).from, "pl"))
      await page.screenshot({ path: `${SHOTS}/menu-pizza-${width}.png` })
      const showMore = page.getByRole("button", { name: /Show More|Pokaż więcej/ })
      await showMore.click()
      await expect.poll(() => productNames(page).then((n) => n.length)).toBe(15)
      expect(await showMore.count()).toBe(0)
      await page.close()
    }
  })

  it("the cart bar shows the domain's cart total after adding a pizza (pickup)", async () => {
    const page = await openMenu(1)
    await page.getByRole("button", { name: /^(Pickup|Odbiór osobisty)/ }).click()
    const bar = await addFirstPizzaThin(page)
    const { cart } = await serverCart(page, journey.stack.sandboxUrl)
    const margherita = fixtureProducts(1).find((p) => p.id === 1001)
    if (!margherita) throw new Error("no Margherita")
    expect(cart.prices.sub_total).toBe(Product.linePrice({ product: margherita, addonIds: [6001], quantity: 1 }))
    expect(await bar.textContent()).toBe(
      Money.formatPrice(Cart.cartTotal({ ...cart.prices, point_amount: cart.point_amount }), "pl"),
    )
    expect(await page.locator("main section > ul > li").first().textContent()).toContain("1")
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      await page.screenshot({ path: `${SHOTS}/menu-cart-bar-${width}.png` })
    }
    await page.close()
  })

  it("a missing or unknown restaurantId shows a clear message, not a blank page", async () => {
    const page = await journey.browser.newPage()
    // In one language (issue 27): embed.js's lang, else Polish.
    await page.goto(`${journey.stack.widgetUrl}/widget`)
    await expect.poll(() => page.locator("h1").textContent()).toBe("Nie wskazano restauracji")
    expect(await page.locator("body").textContent()).not.toContain("Restaurant")
    await page.goto(`${journey.stack.widgetUrl}/widget?lang=en`)
    await expect.poll(() => page.locator("h1").textContent()).toBe("Restaurant not specified")
    expect(await page.locator("body").textContent()).not.toContain("Brak")
    await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=999&lang=en`)
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("Restaurant not found")
    await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=999`)
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("Nie znaleziono restauracji")
    await page.close()
  })

  it("the placeholder routes keep restaurantId and link back to the menu", async () => {
    const page = await openMenu(1)
    await page.goto(`${journey.stack.widgetUrl}/widget/settings?restaurantId=1`)
    const back = page.getByRole("link", { name: /Back to menu|Powrót/ })
    await back.waitFor()
    expect(await back.getAttribute("href")).toBe("/widget/?restaurantId=1")
    await back.click()
    await page.locator("main h2").first().waitFor()
    expect(new URL(page.url()).search).toBe("?restaurantId=1")
    await page.close()
  })

  it("has no axe violations on the menu at 390 and 1280", async () => {
    for (const [width, height] of SIZES) {
      const page = await openMenu(1, width, height)
      await page.getByRole("button", { name: "Pizza", exact: true }).click()
      await page.locator("main section > ul > li").first().waitFor()
      expect(await axeViolations(page)).toEqual([])
      await page.screenshot({ path: `${SHOTS}/menu-${width}.png`, fullPage: true })
      await page.close()
    }
  })
})
