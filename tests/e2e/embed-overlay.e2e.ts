import type { BrowserContextOptions, Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, PHONE_AND_DESKTOP, SHOTS, type Size } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { setUpHostPage } from "../support/host-server"

/**
 * Issue 28, points 1 and 2, on a restaurant page of its own origin at phone (touch) and laptop sizes:
 * the restaurant's own controls open the ordering overlay — any element with
 * `data-ordering-widget-open` (click or tap, Enter, Space; a value names the tab to start on) and
 * `OrderingWidget.open({ start })` / `.close()` from script — with or without the floating link
 * (`data-button="none"` hides it); focus goes back to what opened it. On a laptop the overlay is a
 * centred panel at most 560 px wide, the window's height less its margins, over the page dimmed and
 * inert (a click on the dimmed page closes it); on a phone it fills the screen. The host's
 * data-color becomes the widget's primary colour.
 */

const COLOR = "#1565c0"

/** The restaurant's page: its own 'Zamów teraz' button, a 'Makarony' link and a div acting as a button, and the embed tag. */
const hostHtml = (widgetUrl: string, query: URLSearchParams): string => {
  const button = query.get("button")
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Trattoria Roma</title></head>
<body style="margin:0;font:16px system-ui">
<header style="display:flex;gap:12px;padding:16px;flex-wrap:wrap"><h1 style="margin:0;font-size:22px">Trattoria Roma</h1>
<button type="button" id="own" data-ordering-widget-open>Zamów teraz</button>
<a href="#menu" id="pasta" data-ordering-widget-open="Makarony">Makarony</a>
<div id="div" role="button" tabindex="0" data-ordering-widget-open>Menu</div></header>
<main id="menu" style="min-height:2400px;padding:16px"><p id="behind">Od 1998 roku gotujemy po rzymsku.</p>
<button type="button" id="inner" onclick="this.dataset.clicked='yes'">Rezerwacja</button></main>
<script src="${widgetUrl}/embed.js" data-restaurant-id="1" data-mode="button" data-color="${COLOR}"${button ? ` data-button="${button}"` : ""} async></script>
</body></html>`
}

const journey = setUpJourney()
const host = setUpHostPage((url) => hostHtml(journey.stack.widgetUrl, url.searchParams))

const DIALOG = 'div[role="dialog"][aria-modal="true"]'

const context = (size: Size): BrowserContextOptions =>
  size === MOBILE ? { viewport: size, isMobile: true, hasTouch: true } : { viewport: size }

const openPage = async (size: Size, query = "button=none"): Promise<Page> => {
  const page = await journey.browser.newPage(context(size))
  await page.goto(`${host.url}/?${query}`)
  await page.waitForFunction(() => "OrderingWidget" in window)
  return page
}

/** The overlay's panel on screen (null while closed). */
const panel = (page: Page) =>
  page.evaluate((sel) => {
    const box = document.querySelector<HTMLElement>(sel)
    const r = box?.getBoundingClientRect()
    return r && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null
  }, DIALOG)

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName)

const widgetFrame = async (page: Page): Promise<Frame> => {
  const frame = await (await page.waitForSelector(`${DIALOG} iframe`)).contentFrame()
  if (!frame) throw new Error("no widget frame")
  await frame.locator("nav[aria-label] ul li").first().waitFor()
  return frame
}

/** The tab the widget's menu shows (aria-current in the category strip). */
const currentTab = (frame: Frame) =>
  frame.evaluate(
    () => document.querySelector('nav[aria-label] button[aria-current="true"]')?.firstChild?.textContent?.trim() ?? "",
  )

/** Whether the page behind the overlay is inert: its header and main, and a click on its button does nothing. */
const behindInert = (page: Page) =>
  page.evaluate(() => ({
    header: (document.querySelector("header") as HTMLElement).inert,
    main: (document.querySelector("main") as HTMLElement).inert,
  }))

describe.each(PHONE_AND_DESKTOP)("the ordering overlay at %s", (label, size) => {
  const shot = label.replace("×", "x")

  it("opens from the restaurant's own button without the floating link, fits the screen, and gives focus back", async () => {
    const page = await openPage(size)
    // data-button="none": no floating link, and nothing framed before the first open.
    expect(await page.locator('a[aria-haspopup="dialog"]').count()).toBe(0)
    expect(await page.locator("iframe").count()).toBe(0)
    expect(await panel(page)).toBeNull()

    if (size === MOBILE) await page.tap("#own")
    else await page.click("#own")
    const frame = await widgetFrame(page)
    const box = await panel(page)
    if (!box) throw new Error("the overlay did not open")
    if (size === MOBILE) {
      expect(box).toEqual({ x: 0, y: 0, width: size.width, height: size.height })
    } else {
      // A centred panel, at most 560 px wide, the window's height less its margins.
      expect(box.width).toBeLessThanOrEqual(560)
      expect(box.width).toBeGreaterThanOrEqual(480)
      expect(Math.abs(box.x + box.width / 2 - size.width / 2)).toBeLessThanOrEqual(1)
      expect(box.y).toBeGreaterThanOrEqual(16)
      expect(box.y + box.height).toBeLessThanOrEqual(size.height - 16)
      expect(box.height).toBeGreaterThanOrEqual(size.height - 64)
      // The page around it is dimmed.
      const dim = await page.evaluate(() => {
        const el = document.elementFromPoint(20, 400)
        return el ? getComputedStyle(el).backgroundColor : ""
      })
      expect(dim).toMatch(/^rgba\(0, 0, 0, 0\.\d+\)$/)
    }
    // Focus is in the overlay, the page behind is inert and does not scroll.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Zamknij")
    expect(await behindInert(page)).toEqual({ header: true, main: true })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden")
    // The host's data-color is the widget's primary colour (the restaurant's main_button_color is c8102e).
    expect(
      await frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-primary")),
    ).toBe(COLOR)
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/embed-overlay-${shot}.png` })

    // Escape closes; focus is back on the restaurant's button and the page is live again.
    await page.keyboard.press("Escape")
    await expect.poll(() => panel(page)).toBeNull()
    expect(await activeId(page)).toBe("own")
    expect(await behindInert(page)).toEqual({ header: false, main: false })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden")
    await page.click("#inner")
    expect(await page.getAttribute("#inner", "data-clicked")).toBe("yes")
    await page.close()
  })

  it("opens with Enter and Space on any marked element, and from script on the tab asked for", async () => {
    const page = await openPage(size)
    // Enter on a div that acts as a button.
    await page.focus("#div")
    await page.keyboard.press("Enter")
    const frame = await widgetFrame(page)
    expect(await panel(page)).not.toBeNull()
    await page.keyboard.press("Escape")
    await expect.poll(() => panel(page)).toBeNull()
    expect(await activeId(page)).toBe("div")
    // Space on the restaurant's button (the page does not scroll).
    await page.focus("#own")
    await page.keyboard.press(" ")
    await expect.poll(() => panel(page)).not.toBeNull()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.keyboard.press("Escape")
    await expect.poll(() => panel(page)).toBeNull()
    expect(await activeId(page)).toBe("own")

    // A marked link with a value opens that tab (the widget reloads on it).
    if (size === MOBILE) await page.tap("#pasta")
    else await page.click("#pasta")
    await expect.poll(() => panel(page)).not.toBeNull()
    const pasta = await widgetFrame(page)
    await expect.poll(() => currentTab(pasta)).toBe("Makarony")
    expect(new URL(page.url()).hash).toBe("") // the link's own navigation was prevented
    await page.keyboard.press("Escape")
    await expect.poll(() => panel(page)).toBeNull()
    expect(await activeId(page)).toBe("pasta")

    // From script: open on Combos, close, open where it was.
    await page.evaluate(() =>
      (window as unknown as { OrderingWidget: { open: (o?: object) => void } }).OrderingWidget.open({
        start: "combos",
      }),
    )
    await expect.poll(() => panel(page)).not.toBeNull()
    const combos = await widgetFrame(page)
    await expect.poll(() => currentTab(combos)).toBe("Zestawy")
    await page.evaluate(() => (window as unknown as { OrderingWidget: { close: () => void } }).OrderingWidget.close())
    await expect.poll(() => panel(page)).toBeNull()
    await page.evaluate(() => (window as unknown as { OrderingWidget: { open: () => void } }).OrderingWidget.open())
    await expect.poll(() => panel(page)).not.toBeNull()
    expect(await currentTab(await widgetFrame(page))).toBe("Zestawy")
    expect(frame).toBeDefined()
    await page.close()
  })

  it("works beside the floating link too, and a click on the dimmed page closes it", async () => {
    const page = await openPage(size, "")
    const link = page.locator('a[aria-haspopup="dialog"]')
    await link.waitFor()
    await link.click()
    await widgetFrame(page)
    await page.keyboard.press("Escape")
    await expect.poll(() => panel(page)).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).toBe("dialog")
    // The restaurant's own button opens the same overlay (one iframe), and the floating link is inert behind it.
    await page.click("#own")
    await expect.poll(() => panel(page)).not.toBeNull()
    expect(await page.locator("iframe").count()).toBe(1)
    expect(await page.evaluate(() => (document.querySelector("aside") as HTMLElement).inert)).toBe(true)
    if (size === DESKTOP) {
      await page.mouse.click(20, 400)
      await expect.poll(() => panel(page)).toBeNull()
      expect(await activeId(page)).toBe("own")
    }
    await page.close()
  })
})
