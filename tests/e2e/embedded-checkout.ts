import type { Browser, Frame, Locator, Page } from "playwright-core"
import { expect } from "vitest"
import type { Size } from "../support/browser/journey"
import type { Journey } from "../support/browser/journey-setup"
import { type CartSetup, openCheckoutWithCart } from "./checkout-setup"
import type { Stack } from "./harness"

/**
 * The checkout as a customer meets it on a restaurant's page (issue 27's journeys): the widget embedded
 * by embed.js on the host page's origin, inline or in button mode, on a touch phone or a laptop, in
 * Polish or English. Not a test itself (vitest picks up only *.e2e.ts).
 */

export const WIDGET_IFRAME = 'iframe[src*="/widget?restaurantId="]'
export const isPhone = (size: Size): boolean => size.width < 500

/** The widget's frame in a restaurant's page, once embed.js has added its iframe. */
export const widgetFrameOf = async (page: Page): Promise<Frame> => {
  const frame = await (await page.waitForSelector(WIDGET_IFRAME)).contentFrame()
  if (!frame) throw new Error("no widget frame")
  return frame
}

/** A new page of `size` on the demo restaurant's page (the widget inline), with the widget's frame. */
export const openDemoPage = async (journey: Journey, size: Size): Promise<{ page: Page; frame: Frame }> => {
  const page = await journey.browser.newPage({ viewport: size })
  await page.goto(journey.stack.hostUrl)
  return { page, frame: await widgetFrameOf(page) }
}

/** A stored cart on the widget's origin, then the restaurant's page with the checkout open in its widget. */
export const openEmbeddedCheckout = async (
  browser: Browser,
  stack: Stack,
  options: {
    readonly size: Size
    readonly lang: "pl" | "en"
    readonly mode: "inline" | "button"
    readonly cart?: CartSetup
    /** Runs on the new page before anything loads (e.g. installs Playwright's clock). */
    readonly beforeOpen?: (page: Page) => Promise<void>
  },
): Promise<{ page: Page; frame: Frame }> => {
  const { size, lang, mode } = options
  const page = await browser.newPage({ viewport: size, ...(isPhone(size) ? { hasTouch: true, isMobile: true } : {}) })
  await options.beforeOpen?.(page)
  await openCheckoutWithCart(page, stack, options.cart ?? { type: 1, withAddress: true })
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
  const frame = await (await page.waitForSelector(WIDGET_IFRAME, { timeout: 20_000 })).contentFrame()
  if (!frame) throw new Error("no widget frame")
  await frame.goto(`${stack.widgetUrl}/widget/checkout?restaurantId=1&lang=${lang}`)
  await frame.getByTestId("place-order").waitFor({ timeout: 20_000 })
  return { page, frame }
}

/** Whether an element of the widget is inside the band the customer sees: below the host's sticky header (or the dialog's bar), above the screen's bottom. */
export const inVisibleBand = async (page: Page, element: Locator, size: Size) => {
  const box = await element.boundingBox()
  const covered = await page.evaluate(() => {
    const bar = document.querySelector("header.top") ?? document.querySelector("[role='dialog'] > div")
    return bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0
  })
  const top = Math.round(box?.y ?? Number.NaN)
  const bottom = Math.round((box?.y ?? Number.NaN) + (box?.height ?? 0))
  return { top, inBand: top >= covered - 1 && bottom <= size.height + 1 }
}

/** Waits until embed.js has sized the iframe to the widget's content (setHeight, 500 ms after it settles); its height. */
export const iframeFitsContent = async (page: Page, frame: Frame): Promise<number> => {
  const sizes = async () => ({
    iframe: await page.evaluate(
      (sel) => Math.round(document.querySelector(sel)?.getBoundingClientRect().height ?? 0),
      WIDGET_IFRAME,
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

/** Scrolls the host page as the customer's thumb does, to the end of the content-tall widget. */
export const scrollHostToWidgetEnd = (page: Page): Promise<void> =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect()
    if (r) window.scrollBy({ top: r.bottom - window.innerHeight })
  }, WIDGET_IFRAME)

/** A tap on a phone, a click on a laptop. */
export const press = (element: Locator, size: Size): Promise<void> => (isPhone(size) ? element.tap() : element.click())
