import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { PHONE_AND_DESKTOP } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { WIDGET_IFRAME, widgetFrameOf } from "./embedded-checkout"

/**
 * The widget's side of embed.js (the height reports and the visible band) starts at mount, not with
 * the kit (ui/model/kit.ts: Effect and the services, fetched after the first card). Before, a product
 * modal opened right after the first card sat in the iframe's first 600 px until the kit came and the
 * band with it, then moved under the customer's finger. Here the kit's file is held back for the whole
 * check, on the demo restaurant's page (another origin than the widget's): the band comes and the iframe
 * takes the content's height, all without the kit.
 */
const journey = setUpJourney()

/** The kit's file (vite.config.ts `kit` group). */
const KIT_FILE = /\/assets\/kit-[\w-]+\.js$/
/** A card of the menu grid with its add button (ui/kit/after-first-card.ts). */
const CARD = "main section > ul > li button"

/** Holds the kit's file back until `release()`; `delivered()` says whether it went out. */
const holdKitBack = async (page: Page) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested = 0
  let delivered = false
  await page.route(KIT_FILE, async (route) => {
    requested++
    await released
    delivered = true
    await route.continue().catch(() => {})
  })
  return { release, requested: () => requested, delivered: () => delivered }
}

/** In the widget's frame: when the first card and the band (--widget-band-height) came into the document. */
const recordFirstCard = (page: Page) =>
  page.addInitScript((card) => {
    if (!location.pathname.startsWith("/widget")) return
    const seen: { cardAt?: number; bandAt?: number } = {}
    ;(window as unknown as { __frameStart: typeof seen }).__frameStart = seen
    // Run before the document has its root element: the whole document is watched.
    const band = () => document.documentElement?.style.getPropertyValue("--widget-band-height") ?? ""
    new MutationObserver(() => {
      if (seen.bandAt === undefined && band() !== "") seen.bandAt = performance.now()
      if (seen.cardAt === undefined && document.querySelector(card)) seen.cardAt = performance.now()
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["style"] })
  }, CARD)

describe("the widget's side of embed.js starts at mount, with the kit held back", () => {
  it.each(PHONE_AND_DESKTOP)(
    "at %s: the band comes and the iframe takes the content's height, all before the kit",
    async (_label, size) => {
      const page = await journey.browser.newPage({ viewport: size })
      const kit = await holdKitBack(page)
      await recordFirstCard(page)
      await page.goto(journey.stack.hostUrl)
      const frame = await widgetFrameOf(page)
      await frame.locator(CARD).first().waitFor({ timeout: 20_000 })
      await frame.waitForFunction(
        () => (window as unknown as { __frameStart: { cardAt?: number } }).__frameStart.cardAt,
      )
      // The band comes without the kit: at mount, a round trip to embed.js (it came 17-160 ms before the
      // first card when measured; waited for here rather than raced, so a loaded machine cannot fail it).
      await expect
        .poll(
          () =>
            frame.evaluate(
              () => (window as unknown as { __frameStart: { bandAt?: number } }).__frameStart.bandAt !== undefined,
            ),
          { timeout: 5_000 },
        )
        .toBe(true)
      expect(
        await frame.evaluate(() => document.documentElement.style.getPropertyValue("--widget-band-height")),
      ).toMatch(/^\d+px$/)
      // The iframe grows to the content (setHeight, 500 ms after it settles) while the kit is still held.
      await expect
        .poll(
          async () => {
            const iframe = await page.evaluate(
              (sel) => Math.round(document.querySelector(sel)?.getBoundingClientRect().height ?? 0),
              WIDGET_IFRAME,
            )
            const content = await frame.evaluate(() =>
              Math.max(200, Math.ceil(document.querySelector(".widget-root")?.getBoundingClientRect().height ?? 0)),
            )
            return Math.abs(iframe - content)
          },
          { timeout: 10_000 },
        )
        .toBeLessThanOrEqual(1)
      expect(
        await page.evaluate((sel) => document.querySelector<HTMLElement>(sel)?.style.height, WIDGET_IFRAME),
      ).not.toBe("600px")
      // The hold was real: the kit's file was asked for (after the first card) and is still held back.
      await expect.poll(kit.requested, { timeout: 10_000 }).toBeGreaterThan(0)
      expect(kit.delivered()).toBe(false)
      kit.release()
      await page.close()
    },
  )
})
