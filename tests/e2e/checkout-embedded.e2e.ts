import type { Frame, Page } from "playwright-core"
import { expect, it } from "vitest"
import type { Size } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { checkoutOnNewPage } from "./checkout-setup"

/**
 * Checkout inside the restaurant's page (embed.js iframe, another origin): PayU refuses to be framed,
 * so the redirect leaves in the top window (ParentFrame.navigateTop) and PayU's return lands on the
 * widget's order page.
 */
const journey = setUpJourney()

/**
 * A page of `size` on the demo restaurant's page whose widget frame is on the checkout of a stored
 * pickup cart (made on the widget's origin, whose storage the iframe shares), with the phone typed.
 */
const embeddedCheckoutWithPhone = async (size: Size): Promise<{ page: Page; frame: Frame }> => {
  const page = await checkoutOnNewPage(journey, { type: 3 }, size)
  await page.goto(journey.stack.hostUrl)
  const frame = await (await page.waitForSelector("iframe", { timeout: 20_000 })).contentFrame()
  if (!frame) throw new Error("no widget frame")
  await frame.goto(`${journey.stack.widgetUrl}/widget/checkout?restaurantId=1`)
  await frame.getByTestId("place-order").waitFor({ timeout: 20_000 })
  await frame.getByLabel("Numer telefonu").fill("600100200")
  return { page, frame }
}

it("an embedded checkout paying with PayU breaks out of the iframe and returns to the order page", {
  timeout: 90_000,
}, async () => {
  const { page, frame } = await embeddedCheckoutWithPhone({ width: 1280, height: 800 })
  await frame.getByTestId("place-order").click()
  await page.waitForURL(/\/sandbox\/payu\/\d+\?key=/, { timeout: 30_000 })
  await page.getByRole("button", { name: "Zapłać", exact: true }).click()
  await page.waitForURL(/\/widget\/order\/\d+\?restaurantId=1$/, { timeout: 30_000 })
  await page.getByTestId("order-status").waitFor({ timeout: 20_000 })
  expect(new URL(page.url()).origin).toBe(journey.stack.widgetUrl)
  await page.close()
})

it("the 3-D Secure frame fills the screen the customer sees, not the whole (content-tall) iframe", {
  timeout: 90_000,
}, async () => {
  const { page, frame } = await embeddedCheckoutWithPhone({ width: 390, height: 700 })
  await frame.locator('[data-payment="new_card"] input').check()
  await frame.getByTestId("place-order").click()
  const fieldsFrame = await (
    await frame.waitForSelector('[data-testid="card-fields"] iframe', { timeout: 20_000 })
  ).contentFrame()
  if (!fieldsFrame) throw new Error("no card fields")
  await fieldsFrame.waitForSelector("#number")
  await fieldsFrame.type("#number", "4000 0000 0000 3220")
  await fieldsFrame.type("#date", "12/39")
  await fieldsFrame.fill("#cvv", "123")
  await frame.getByTestId("pay-with-card").click()
  const overlay = frame.locator('[role="dialog"][aria-label="3-D Secure"]')
  await overlay.waitFor({ timeout: 20_000 })
  // The iframe grows to the checkout's height (setHeight, 500 ms after the content changes).
  await expect
    .poll(() => page.evaluate(() => document.querySelector("iframe")?.getBoundingClientRect().height ?? 0), {
      timeout: 10_000,
    })
    .toBeGreaterThan(700)
  // The part of the iframe on screen and not under the demo page's sticky header (Playwright's typing
  // into the card fields may scroll the page so the iframe's top is under it), and how far the
  // overlay's height is from it. The band follows a height change a frame later (embed.js posts it
  // from requestAnimationFrame, the widget sets it as CSS), so it is awaited, not read at once.
  const measure = async () => {
    const frameBox = await page.evaluate(() => {
      const r = document.querySelector("iframe")?.getBoundingClientRect()
      const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0
      return { top: Math.max(r?.top ?? 0, header), bottom: (r?.top ?? 0) + (r?.height ?? 0), height: r?.height ?? 0 }
    })
    const visible = Math.min(700, frameBox.bottom) - Math.max(0, frameBox.top)
    const box = await overlay.boundingBox()
    return { frameBox, box, off: Math.abs((box?.height ?? 0) - visible) }
  }
  // In page coordinates: exactly the band the customer sees, not the content-tall iframe.
  await expect.poll(async () => (await measure()).off, { timeout: 5_000 }).toBeLessThanOrEqual(2)
  const { frameBox, box } = await measure()
  expect(frameBox.height).toBeGreaterThan(700)
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(Math.max(0, frameBox.top) - 1)
  await frame.frameLocator('iframe[title="3-D Secure"]').getByRole("button", { name: "Potwierdź" }).click()
  await frame.waitForURL(/\/widget\/order\/\d+\?restaurantId=1$/, { timeout: 30_000 })
  await page.close()
})
