import { expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { setUpJourney } from "../support/browser/journey-setup"
import { checkoutOnNewPage, setPageHidden, waitForOrderPage } from "./checkout-setup"

/**
 * A guest's delivery paid in cash, from a stored cart opened straight at /widget/checkout to a
 * delivered order, on a sandbox clock the test moves (one status step per minute): every status view
 * of the order page, including status 4 which shows neither view.
 */
let clock = Date.now()
const STEP = 60_000

const journey = setUpJourney({ statusStepMs: STEP, now: () => clock })

it("guest delivery with cash: checkout, then every status to delivered", { timeout: 120_000 }, async () => {
  const page = await checkoutOnNewPage(journey, { type: 1, withAddress: true })
  expect(await page.getByTestId("checkout-address").textContent()).toContain("Nowy Świat 21")
  expect(await page.getByTestId("checkout-estimate").textContent()).toBe("45 min")
  await page.screenshot({ path: "/tmp/w12/checkout-390.png", fullPage: true })
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: "/tmp/w12/checkout-1280.png", fullPage: true })
  expect(await axeViolations(page)).toEqual([])

  // Phone is required; digits only are kept.
  await page.getByTestId("place-order").click()
  await page.getByText("Numer telefonu jest wymagany").first().waitFor()
  await page.getByLabel(/Phone number|Numer telefonu/).fill("+48 600-100-200")
  expect(await page.getByLabel(/Phone number|Numer telefonu/).inputValue()).toBe("48600100200")
  await page.locator('[data-payment="cash_method"] input').check()
  await page.getByLabel(/Notes|Uwagi/).fill("Domofon 12")
  await page.getByTestId("place-order").click()
  const orderId = await waitForOrderPage(page)
  expect(await page.evaluate(() => localStorage.getItem("cart_uuid"))).toBeNull()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("orders") ?? "[]") as Array<{ id: number }>)
  expect(stored.map((o) => o.id)).toContain(orderId)

  const status = page.getByTestId("order-status")
  await expect.poll(() => status.getAttribute("data-status"), { timeout: 20_000 }).toBe("1")
  expect(await page.getByTestId("order-preparing").isVisible()).toBe(true)
  await page.screenshot({ path: "/tmp/w12/order-preparing-390.png", fullPage: true })
  expect(await axeViolations(page)).toEqual([])

  // Each step: move the sandbox clock, then a hidden → visible switch fetches the order once.
  const seen: Array<[string | null, boolean, boolean]> = []
  for (let s = 2; s <= 5; s++) {
    clock += STEP
    await setPageHidden(page, true)
    await setPageHidden(page, false)
    await expect.poll(() => status.getAttribute("data-status"), { timeout: 20_000 }).toBe(String(s))
    seen.push([
      await status.textContent(),
      await page.getByTestId("order-preparing").isVisible(),
      await page.getByTestId("order-detail").isVisible(),
    ])
  }
  expect(seen).toEqual([
    // The order page's reading of SPEC §4 in the widget's Polish (English defaults: cooking, waiting
    // for driver, in delivery, finished); status 4 shows neither view.
    ["w przygotowaniu", true, false],
    ["czeka na kierowcę", true, false],
    ["w dostawie", false, false],
    ["zakończone", false, true],
  ])
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: "/tmp/w12/order-detail-1280.png", fullPage: true })
  expect(await axeViolations(page)).toEqual([])
  expect(await page.getByTestId("order-total").textContent()).toMatch(/zł$/)
  await page.close()
})
