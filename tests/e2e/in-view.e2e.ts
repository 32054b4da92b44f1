import type { Browser, Frame, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, type Size } from "../support/browser/journey"
import { openCheckoutWithCart } from "./checkout-setup"
import { closeJourney, openJourney, type Stack } from "./harness"

/**
 * In view after every move (issue 27, point 1): embedded inline on the restaurant's page (another
 * origin), the checkout is far taller than the order page; after Place order the widget brings the
 * order page's top into the band the customer sees — under the page's sticky header, above the
 * screen's bottom — and it stays there once the iframe has shrunk. Phone (touch) and laptop, Polish
 * and English; and in button mode, whose iframe scrolls itself.
 */
let browser: Browser
let stack: Stack

beforeAll(async () => {
  ;({ stack, browser } = await openJourney())
})
afterAll(() => closeJourney(stack, browser))

const IFRAME = 'iframe[src*="/widget?restaurantId="]'
const phone = (size: Size) => size.width < 500

/** A guest's delivery cart on the widget's origin, then the restaurant's page with the checkout open in its widget. */
const embeddedCheckout = async (size: Size, lang: "pl" | "en", mode: "inline" | "button") => {
  const page = await browser.newPage({ viewport: size, ...(phone(size) ? { hasTouch: true, isMobile: true } : {}) })
  await openCheckoutWithCart(page, stack, { type: 1, withAddress: true })
  await page.goto(`${stack.hostUrl}${mode === "button" ? "/przycisk" : "/"}`)
  // A restaurant's page goes on below its widget (gallery, map, reviews): a shrinking widget does not
  // pull the page up with it, the customer would be left looking at what follows.
  await page.evaluate(() => {
    const more = document.createElement("section")
    more.setAttribute("aria-label", "Galeria")
    more.style.height = "2400px"
    document.querySelector("#kontakt")?.before(more)
  })
  if (mode === "button")
    await page.getByRole("complementary", { name: "Zamów online" }).getByRole("link", { name: "Zamów online" }).click()
  const frame = await (await page.waitForSelector(IFRAME, { timeout: 20_000 })).contentFrame()
  if (!frame) throw new Error("no widget frame")
  await frame.goto(`${stack.widgetUrl}/widget/checkout?restaurantId=1&lang=${lang}`)
  await frame.getByTestId("place-order").waitFor({ timeout: 20_000 })
  return { page, frame }
}

/** Where the order page's heading is on the customer's screen, and the band it must be in. */
const headingOnScreen = async (page: Page, frame: Frame, size: Size) => {
  const box = await frame.locator("main h1").boundingBox()
  // The host page's sticky header (inline) or the dialog's bar (button mode) covers the screen's top.
  const covered = await page.evaluate(() => {
    const bar = document.querySelector("header.top") ?? document.querySelector("[role='dialog'] > div")
    return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0
  })
  const top = Math.round(box?.y ?? Number.NaN)
  const bottom = Math.round((box?.y ?? Number.NaN) + (box?.height ?? 0))
  return { top, inBand: top >= covered - 1 && bottom <= size.height + 1 }
}

/** Waits until embed.js has sized the iframe to the widget's content (setHeight, 500 ms after it settles). */
const iframeFitsContent = async (page: Page, frame: Frame) => {
  const sizes = async () => ({
    iframe: await page.evaluate(
      (sel) => Math.round(document.querySelector(sel)?.getBoundingClientRect().height ?? 0),
      IFRAME,
    ),
    content: await frame.evaluate(() =>
      Math.max(200, Math.ceil(document.querySelector(".widget-root")?.getBoundingClientRect().height ?? 0)),
    ),
  })
  await expect
    .poll(
      async () => {
        const { iframe, content } = await sizes()
        return Math.abs(iframe - content) <= 1
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return (await sizes()).iframe
}
const placeOrderAndLook = async (
  page: Page,
  frame: Frame,
  size: Size,
  lang: "pl" | "en",
  mode: "inline" | "button",
  shot: string,
) => {
  await frame.getByLabel(lang === "pl" ? "Numer telefonu" : "Phone number").fill("600100200")
  await frame.locator('[data-payment="cash_method"] input').check()
  const placeOrder = frame.getByTestId("place-order")
  if (phone(size)) await placeOrder.tap()
  else await placeOrder.click()
  await frame.waitForURL(/\/widget\/order\/\d+/, { timeout: 30_000 })
  await frame.getByTestId("order-status").waitFor({ timeout: 20_000 })
  // The iframe shrinks to the order page 500 ms after the content settles; the heading is in the band then.
  await frame.locator("main h1").waitFor()
  if (mode === "inline") await iframeFitsContent(page, frame)
  await expect.poll(() => headingOnScreen(page, frame, size), { timeout: 5_000 }).toMatchObject({ inBand: true })
  await page.screenshot({ path: `/tmp/wt27/${shot}.png` })
  expect(await axeViolations(frame)).toEqual([])
}

describe("after Place order the order page's heading is on the customer's screen", () => {
  for (const size of [MOBILE, DESKTOP])
    for (const lang of ["pl", "en"] as const)
      it(`inline on the restaurant's page, ${size.width}×${size.height}, ${lang}`, { timeout: 90_000 }, async () => {
        const { page, frame } = await embeddedCheckout(size, lang, "inline")
        expect(await iframeFitsContent(page, frame)).toBeGreaterThan(size.height)
        // The customer has reached the end of the checkout (on a laptop its summary with Place order
        // is sticky in the band), far down the content-tall iframe.
        await page.evaluate((sel) => {
          const r = document.querySelector(sel)?.getBoundingClientRect()
          if (r) window.scrollBy({ top: r.bottom - window.innerHeight })
        }, IFRAME)
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(size.height / 2)
        await placeOrderAndLook(page, frame, size, lang, "inline", `in-view-inline-${size.width}-${lang}`)
        await page.close()
      })

  it("in button mode on a phone, the dialog's widget scrolls itself back to the top", { timeout: 90_000 }, async () => {
    const { page, frame } = await embeddedCheckout(MOBILE, "pl", "button")
    await frame.getByTestId("place-order").scrollIntoViewIfNeeded()
    expect(await frame.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await placeOrderAndLook(page, frame, MOBILE, "pl", "button", "in-view-button-390-pl")
    expect(await frame.evaluate(() => window.scrollY)).toBe(0)
    await page.close()
  })
})
