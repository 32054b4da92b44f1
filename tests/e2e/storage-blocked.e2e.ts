import { Schema } from "effect"
import { expect, it } from "vitest"
import { Cart, Money, Wire } from "../../domain"
import { cartBarTotal, choosePickup, modal, openCategory, openProduct } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"

/**
 * Blocked storage (a third-party iframe with storage disabled, private mode): the widget keeps the
 * session in memory, tells the customer once, and ordering still works.
 */

const journey = setUpJourney()

it("says storage is blocked, and still builds a cart from memory", async () => {
  const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
    })
  })
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
  await page.locator("main h2").first().waitFor()
  await choosePickup(page)
  await expect
    .poll(() => page.locator("main [role='status']").first().textContent())
    .toBe(
      "Twoja przeglądarka blokuje zapisywanie danych dla tej strony, więc koszyk zostanie zachowany tylko do jej zamknięcia.",
    )

  await openCategory(page, "Napoje")
  const dialog = await openProduct(page, "Coca-Cola")
  const added = page.waitForResponse((r) => r.url().includes("/customer/cart/add-item") && r.status() === 200)
  await dialog.getByRole("button", { name: /Dodaj do zamowienia/ }).click()
  const cart = Schema.decodeUnknownSync(Wire.CartResponse)(await (await added).json()).data
  await modal(page, "product").waitFor({ state: "detached" })
  expect(cart.items.map((line) => line.value.product_id)).toEqual([1087])
  const total = Cart.cartTotal({
    sub_total: cart.prices.sub_total,
    delivery: cart.prices.delivery,
    discount: cart.prices.discount,
    point_amount: cart.point_amount,
  })
  expect(await cartBarTotal(page)).toBe(Money.formatPrice(total, "pl"))
  await page.close()
})
