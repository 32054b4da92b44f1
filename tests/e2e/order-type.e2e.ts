import { Schema } from "effect"
import { expect, it } from "vitest"
import { Address, Cart, Money, Wire } from "../../domain"
import { addFirstPizzaThin, serverCart } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { fixtureRestaurant } from "../support/fixtures"

/** SPEC §4 order type: switching to pickup shows the badge's discount in the re-priced cart. */

const journey = setUpJourney()

const restaurant = fixtureRestaurant(1)

it("switching a delivery cart to pickup re-prices it and stores the order type", async () => {
  const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
  const badge = Address.takeawayDiscountBadge(restaurant.widget_takeaway_discount)
  expect(badge).toBe("-10%")
  const pickup = page.getByRole("button", { name: /^(Pickup|Odbiór osobisty)/ })
  await pickup.waitFor()
  expect(await pickup.textContent()).toContain(badge ?? "")

  // A saved guest address (the address form itself is covered by address.e2e.ts).
  // Saved from the page, so the sandbox binds the guest address to this browser's session cookie.
  const savedBody = await page.evaluate(async (base) => {
    const r = await fetch(`${base}/customer/addresses?restaurant_id=1&widget=true`, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        string: "ul. Marszałkowska 84, Warszawa",
        latitude: "52.2266",
        longitude: "21.0120",
        is_active: 1,
      }),
    })
    return r.json()
  }, journey.stack.sandboxUrl)
  const address = Schema.decodeUnknownSync(Wire.AddressSavedResponse)(savedBody).data.address
  await page.evaluate((a) => localStorage.setItem("addresses", JSON.stringify([a])), address)
  await page.reload()
  const total = await addFirstPizzaThin(page)

  const cartOf = async () => (await serverCart(page, journey.stack.sandboxUrl)).cart
  const delivery = await cartOf()
  expect(delivery.prices.discount).toBe(0)
  expect(await total.textContent()).toBe(
    Money.formatPrice(Cart.cartTotal({ ...delivery.prices, point_amount: delivery.point_amount }), "pl"),
  )

  await pickup.click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem("orderType"))).toBe("pickup")
  await expect.poll(async () => (await cartOf()).type).toBe(3)
  const picked = await cartOf()
  expect(picked.prices.discount).toBe(Math.round((picked.prices.sub_total * restaurant.widget_takeaway_discount) / 100))
  await expect
    .poll(() => total.textContent())
    .toBe(Money.formatPrice(Cart.cartTotal({ ...picked.prices, point_amount: picked.point_amount }), "pl"))
  await page.screenshot({ path: "tests/e2e/screenshots/order-type-pickup-390.png" })
  await page.close()
})
