import { Schema } from "effect"
import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { Cart, Money, Wire } from "../../domain"
import { choosePickup, modal, openMenu, waitFor } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { addFault, clearFaults } from "../support/faults"
import {
  apiToken,
  axeAtBothSizes,
  loginAndWait,
  openOrdersPanel,
  sandboxCall,
  saveNearAddress,
} from "./account-journey"

/**
 * 'Zamów ponownie' (issue 15) on Anna's seeded past order (fixtures/orders.json): from My Orders and
 * from the order detail page, the dialog lists what will be added, the line no longer on the menu
 * and the changed price (16,90 zł → 18,90 zł); Cancel sends nothing; Confirm adds the lines through
 * the normal cart calls and lands on the cart page, whose lines and total are the server's cart. A
 * failed add shows its SPEC §8 message and says which lines went in. axe finds nothing at 390 and
 * 1280 px.
 */

let seededId = 0

const journey = setUpJourney()
beforeAll(async () => {
  const token = await apiToken(journey.stack.sandboxUrl, "anna@example.com", "haslo123")
  seededId = (await sandboxCall(journey.stack.sandboxUrl, "/customer/orders?page=1", { token })).json.data[0]
    .id as number
  // A saved address near the restaurant, so the order-page journey adds on delivery with no form.
  await saveNearAddress(journey.stack.sandboxUrl, token)
})

/** Cart calls the page makes (creating a cart, adding lines), by path. */
const cartCalls = (page: Page): string[] => {
  const calls: string[] = []
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname
    if (r.method() === "POST" && path.startsWith("/customer/cart/")) calls.push(path)
  })
  return calls
}

const dialogOf = (page: Page) => modal(page, "reorder")

/** The review lists the seeded order as today's menu maps it. */
const expectReview = async (page: Page): Promise<void> => {
  const dialog = dialogOf(page)
  await dialog.getByTestId("reorder-will-add").waitFor()
  expect(await dialog.getByRole("heading", { level: 2 }).first().textContent()).toBe("Zamów ponownie")
  const willAdd = await dialog.getByTestId("reorder-will-add").locator("li").allTextContents()
  expect(willAdd).toEqual([
    "2× Margherita (32 cm)82,80 zł",
    "1× Margherita / Diavola (32 cm)33,40 zł",
    "1× Zestaw dla dwojga68,49 zł",
  ])
  const changed = await dialog.getByTestId("reorder-price-changed").textContent()
  expect(changed).toBe("Cena zmieniła się1× Tiramisu16,90 zł→ 18,90 zł")
  const unavailable = await dialog.getByTestId("reorder-unavailable").textContent()
  expect(unavailable).toBe("Niedostępne1× Pizza Tartufo (32 cm)Nie ma już w menu")
}

/** Anna's cart as the sandbox holds it (her token: a customer's cart is not a guest's), and the total for it. */
const serverCart = async (page: Page) => {
  const [uuid, token] = await page.evaluate(() => [
    localStorage.getItem("cart_uuid"),
    localStorage.getItem("access_token"),
  ])
  if (!uuid || !token) throw new Error("no cart_uuid or access_token stored")
  const answer = await sandboxCall(
    journey.stack.sandboxUrl,
    `/customer/cart?restaurant_id=1&cart_uuid=${uuid}&widget=true`,
    {
      token,
    },
  )
  const cart = Schema.decodeUnknownSync(Wire.CartResponse)(answer.json).data
  const total = Cart.cartTotal({
    sub_total: cart.prices.sub_total,
    delivery: cart.prices.delivery,
    discount: cart.prices.discount,
    point_amount: cart.point_amount,
  })
  return { cart, totalText: Money.formatPrice(total, "pl") }
}

/** The cart page shows the server's cart: its lines with their prices, and its total. */
const expectCartPageIsServerCart = async (page: Page): Promise<void> => {
  await waitFor(async () => new URL(page.url()).pathname === "/widget/cart")
  const { cart, totalText } = await serverCart(page)
  const total = page.getByTestId("cart-page-total")
  await waitFor(async () => (await total.textContent()) === totalText)
  const lines = page.locator("li[data-line]")
  const expected = [...cart.items.map((e) => e.value.price), ...cart.combo_items.map((e) => e.value.price)]
  await waitFor(async () => (await lines.count()) === expected.length)
  const shown = (await lines.allTextContents()).join(" ")
  for (const price of expected) expect(shown).toContain(Money.formatPrice(price, "pl"))
}

describe("Zamów ponownie", () => {
  it("from My Orders: the review, Cancel sends nothing, Confirm fills the cart and shows it", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl)
    const calls = cartCalls(page)
    await loginAndWait(page, "anna@example.com", "haslo123")
    await choosePickup(page)
    const panel = await openOrdersPanel(page)
    const offer = panel.locator(`button[data-reorder-id="${seededId}"]`)
    await offer.click()
    await expectReview(page)
    expect(await axeAtBothSizes(page)).toEqual([])

    await dialogOf(page).getByRole("button", { name: "Anuluj" }).click()
    await dialogOf(page).waitFor({ state: "detached" })
    expect(calls).toEqual([])

    await offer.click()
    await dialogOf(page).getByRole("button", { name: "Dodaj do koszyka" }).click()
    await expectCartPageIsServerCart(page)
    expect(calls.filter((p) => p.endsWith("/add-item")).length).toBe(3)
    expect(calls.filter((p) => p.endsWith("/add-combo-item")).length).toBe(1)
    const { cart } = await serverCart(page)
    expect(cart.type).toBe(3)
    expect(cart.items.map((e) => e.value.price)).toEqual([8280, 3340, 1890].map(Money.grosze))
    expect(cart.combo_items.map((e) => e.value.price)).toEqual([Money.grosze(6849)])
    await page.close()
  })

  it("from the order page: Confirm on delivery to the saved address; a failed add says what went in", async () => {
    const page = await openMenu(journey.browser, journey.stack.widgetUrl)
    await loginAndWait(page, "anna@example.com", "haslo123")
    await page.goto(`${journey.stack.widgetUrl}/widget/order/${seededId}?restaurantId=1`)
    const detail = page.getByTestId("order-detail")
    await detail.waitFor()
    await detail.getByRole("button", { name: "Zamów ponownie" }).click()
    await expectReview(page)
    expect(await axeAtBothSizes(page)).toEqual([])
    await dialogOf(page).getByRole("button", { name: "Dodaj do koszyka" }).click()
    await expectCartPageIsServerCart(page)
    const { cart } = await serverCart(page)
    expect([cart.type, cart.address_id !== null]).toEqual([1, true])

    // Again, with the combo's add refused by the server.
    await page.goBack()
    await detail.getByRole("button", { name: "Zamów ponownie" }).click()
    await addFault(journey.stack.sandboxUrl, {
      route: "/customer/cart/add-combo-item",
      method: "POST",
      status: 422,
      times: 1,
    })
    await dialogOf(page).getByRole("button", { name: "Dodaj do koszyka" }).click()
    const message = modal(page, "message")
    await message.waitFor()
    expect(await message.textContent()).toContain("Injected fault: HTTP 422")
    await message.getByRole("button", { name: "Zamknij" }).last().click()
    await message.waitFor({ state: "detached" })
    expect(await dialogOf(page).getByTestId("reorder-added").textContent()).toBe(
      "Dodano do koszyka: 2× Margherita (32 cm), 1× Margherita / Diavola (32 cm)",
    )
    expect(await dialogOf(page).getByTestId("reorder-not-added").textContent()).toBe(
      "Nie dodano: 1× Zestaw dla dwojga, 1× Tiramisu",
    )
    expect(await axeAtBothSizes(page)).toEqual([])
    await dialogOf(page).getByRole("button", { name: "Zobacz koszyk" }).click()
    await expectCartPageIsServerCart(page)
    await clearFaults(journey.stack.sandboxUrl)
    await page.close()
  })
})
