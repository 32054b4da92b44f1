import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { setUpJourney } from "../support/browser/journey-setup"
import { openDemoPage } from "./embedded-checkout"

/**
 * embed.js on the demo restaurant page (contract 5's host origin): it inserts the widget iframe
 * right after its own script tag, and sizes it from the widget's setHeight messages — only those
 * from the widget's origin AND from that iframe's window, with a finite non-negative height.
 */
const journey = setUpJourney()

const iframeHeight = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLIFrameElement>('iframe[src*="/widget?restaurantId="]')?.style.height)

/** The host page's address as embed.js passes it: without its fragment. */
const hostPage = (page: Page): string => {
  const url = new URL(page.url())
  return url.origin + url.pathname + url.search
}

describe("embed.js on the restaurant's page", () => {
  it("inserts a titled, full-width, borderless widget iframe right after its script tag", async () => {
    const { page } = await openDemoPage(journey, { width: 1280, height: 900 })
    const placed = await page.evaluate(() => {
      const script = document.querySelector<HTMLScriptElement>('script[src$="/embed.js"]')
      const next = script?.nextElementSibling
      if (!(next instanceof HTMLIFrameElement)) return null
      const style = getComputedStyle(next)
      return {
        src: next.src,
        title: next.title,
        width: next.getBoundingClientRect().width,
        styleWidth: next.style.width,
        parentContentWidth: next.parentElement
          ? next.parentElement.clientWidth -
            Number.parseFloat(getComputedStyle(next.parentElement).paddingLeft) -
            Number.parseFloat(getComputedStyle(next.parentElement).paddingRight)
          : -1,
        border: style.borderTopWidth,
        allow: next.getAttribute("allow"),
      }
    })
    // embed.js names its page (&host=) so a payment can return there (README 'Returning from a payment').
    expect(placed).toMatchObject({
      src: `${journey.stack.widgetUrl}/widget?restaurantId=1&host=${encodeURIComponent(hostPage(page))}`,
      title: "Zamów online",
      border: "0px",
      allow: "geolocation; payment",
    })
    expect(placed?.styleWidth).toBe("100%")
    expect(placed?.width).toBeCloseTo(placed?.parentContentWidth ?? -1, 0)
    await page.close()
  })

  it("takes the widget's height from its setHeight messages", async () => {
    const { page, frame } = await openDemoPage(journey, { width: 390, height: 844 })
    await frame.waitForSelector("main")
    // The widget reports its content height 500 ms after it settles; the iframe follows it.
    await expect
      .poll(
        async () => {
          const reported = await frame.evaluate(() =>
            Math.ceil(document.getElementById("root")?.getBoundingClientRect().height ?? 0),
          )
          return Math.abs(Number.parseFloat((await iframeHeight(page)) ?? "0") - reported)
        },
        { timeout: 10_000 },
      )
      .toBeLessThanOrEqual(2)
    expect(await iframeHeight(page)).not.toBe("600px")
    await page.close()
  })

  it("ignores setHeight from the page itself, from another frame of the widget origin, and malformed heights", async () => {
    const { page, frame } = await openDemoPage(journey, { width: 1280, height: 900 })
    await frame.waitForSelector("main")
    await expect.poll(() => iframeHeight(page), { timeout: 10_000 }).not.toBe("600px")
    await page.waitForTimeout(700) // let the widget's own debounced reports settle
    const settled = await iframeHeight(page)

    // The host page itself (wrong origin).
    await page.evaluate(() => window.postMessage({ type: "setHeight", height: 5 }, "*"))
    // Another window of the widget's origin (right origin, wrong source).
    await page.evaluate((src) => {
      const other = document.createElement("iframe")
      other.id = "impostor"
      other.src = src
      document.body.append(other)
    }, `${journey.stack.widgetUrl}/embed.js`)
    const impostor = await (await page.waitForSelector("#impostor")).contentFrame()
    await impostor?.waitForLoadState()
    expect(new URL(impostor?.url() ?? "").origin).toBe(journey.stack.widgetUrl)
    await impostor?.evaluate(() => window.parent.postMessage({ type: "setHeight", height: 9 }, "*"))
    // The real widget frame, with malformed data.
    await frame.evaluate(() => {
      for (const data of [
        { type: "setHeight", height: -1 },
        { type: "setHeight", height: "50" },
        { type: "setHeight", height: Number.POSITIVE_INFINITY },
        { type: "resize", height: 40 },
        "setHeight",
      ]) {
        window.parent.postMessage(data, "*")
      }
    })
    await page.waitForTimeout(200)
    expect(await iframeHeight(page)).toBe(settled)

    // A well-formed message from the widget frame is applied.
    await frame.evaluate(() => window.parent.postMessage({ type: "setHeight", height: 1234.2 }, "*"))
    await expect.poll(() => iframeHeight(page)).toBe("1235px")
    await page.close()
  })
})
