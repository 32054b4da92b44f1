import type { Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { HOST_PAGE_PATHS } from "../../sandbox/host/host-page"
import { axeViolations } from "../support/browser/axe"
import { MOBILE, PHONE_AND_DESKTOP, SHOTS } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"

/**
 * embed.js's button mode on the demo page's /przycisk (another origin than the widget): a floating
 * 'Zamów online' link opens the widget in an accessible dialog (full screen on a phone, a centred
 * panel on a laptop) — iframe made on the first
 * open only, focus moved in and kept in, Escape (on the page or inside the widget) closes, focus back
 * on the button, the page's scroll locked meanwhile; the link itself is the full-page fallback.
 */
const journey = setUpJourney()

const BUTTON = 'a[aria-haspopup="dialog"]'
const DIALOG = 'div[role="dialog"][aria-modal="true"]'

/** What has focus on the host page: 'button', 'close', 'iframe', 'dialog' (elsewhere inside it) or 'outside'. */
const focusOnHost = (page: Page) =>
  page.evaluate(
    ({ button, dialog }) => {
      const active = document.activeElement
      if (active === document.querySelector(button)) return "button"
      const box = document.querySelector(dialog)
      if (!box || !active || !box.contains(active)) return "outside"
      if (active instanceof HTMLIFrameElement) return "iframe"
      if (active.getAttribute("aria-label") === "Zamknij") return "close"
      return "dialog"
    },
    { button: BUTTON, dialog: DIALOG },
  )

const dialogShown = (page: Page) =>
  page.evaluate((sel) => {
    const box = document.querySelector<HTMLElement>(sel)
    return box !== null && !box.hidden && box.getBoundingClientRect().height > 0
  }, DIALOG)

const widgetFrame = async (page: Page): Promise<Frame> => {
  const frame = await (await page.waitForSelector(`${DIALOG} iframe`)).contentFrame()
  if (!frame) throw new Error("no widget frame")
  await frame.locator("main h2").first().waitFor()
  return frame
}

describe.each(PHONE_AND_DESKTOP)("button mode at %s", (label, size) => {
  it("opens the widget in a dialog, keeps focus in it, closes on Escape and gives focus back", async () => {
    const page = await journey.browser.newPage({ viewport: size })
    await page.goto(`${journey.stack.hostUrl}${HOST_PAGE_PATHS.button}`)
    const button = page.locator(BUTTON)
    await button.waitFor()
    expect((await button.textContent())?.trim()).toBe("Zamów online")
    // The link is the full-page fallback, and no iframe exists before the first open.
    // (with the data-color the widget takes as its primary colour)
    expect(await button.getAttribute("href")).toBe(`${journey.stack.widgetUrl}/widget?restaurantId=1&color=%23c8102e`)
    expect(await page.locator("iframe").count()).toBe(0)
    const box = await button.boundingBox()
    expect(box && box.y + box.height <= size.height && box.x + box.width <= size.width).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    await page.evaluate(() => window.scrollTo(0, 400))
    await button.click()
    expect(await dialogShown(page)).toBe(true)
    expect(await focusOnHost(page)).toBe("close")
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden")
    const dialog = page.locator(DIALOG)
    expect(await page.getByRole("dialog", { name: "Zamów online" }).count()).toBe(1)
    const frame = await widgetFrame(page)
    const rect = await dialog.boundingBox()
    // A phone gets the whole screen; a laptop a centred panel over the dimmed page (embed-overlay.e2e.ts).
    if (size === MOBILE) expect(rect).toMatchObject({ x: 0, y: 0, width: size.width, height: size.height })
    else expect(rect).toMatchObject({ x: (size.width - 560) / 2, y: 24, width: 560, height: size.height - 48 })
    await page.screenshot({ path: `${SHOTS}/embed-button-open-${label.replace("×", "x")}.png` })

    // Focus stays inside: Tab from the close button goes into the widget, Shift+Tab wraps to the
    // widget, and Tab past the widget's last control wraps to the close button.
    await page.keyboard.press("Tab")
    expect(await focusOnHost(page)).toBe("iframe")
    await page.locator(DIALOG).getByRole("button", { name: "Zamknij" }).focus()
    await page.keyboard.press("Shift+Tab")
    expect(await focusOnHost(page)).toBe("iframe")
    await frame.evaluate(() => {
      const all = [...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")]
      all[all.length - 1]?.focus()
    })
    await page.keyboard.press("Tab")
    expect(await focusOnHost(page)).toBe("close")
    expect(await axeViolations(page)).toEqual([])

    // Escape on the page closes; focus returns to the button, the page scrolls again where it was.
    await page.keyboard.press("Escape")
    expect(await dialogShown(page)).toBe(false)
    expect(await focusOnHost(page)).toBe("button")
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden")
    expect(await page.evaluate(() => window.scrollY)).toBe(400)

    // Reopened: the same iframe (the widget keeps its state); Escape pressed inside the widget closes too.
    await button.click()
    expect(await page.locator("iframe").count()).toBe(1)
    await frame.locator("main header fieldset button").first().focus()
    await page.keyboard.press("Escape")
    await expect.poll(() => dialogShown(page)).toBe(false)
    expect(await focusOnHost(page)).toBe("button")

    // The page's own link marked data-ordering-widget-open (docs/embedding.md's third snippet) opens
    // the same dialog instead of leaving for the full-page widget, and gets the focus back.
    const opener = page.locator("a[data-ordering-widget-open]")
    expect(await opener.getAttribute("href")).toBe(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
    await opener.click()
    expect(await dialogShown(page)).toBe(true)
    expect(page.url()).toContain(journey.stack.hostUrl)
    await page.keyboard.press("Escape")
    await expect.poll(() => dialogShown(page)).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-ordering-widget-open"))).toBe(true)
    await page.close()
  })
})

describe("the no-script fallback", () => {
  it("links to the full-page widget", async () => {
    const html = await (await fetch(`${journey.stack.hostUrl}${HOST_PAGE_PATHS.button}`)).text()
    expect(html).toContain(
      `<noscript><a href="${journey.stack.widgetUrl}/widget?restaurantId=1">Zamów online</a></noscript>`,
    )
    expect(html).toContain('data-mode="button"')
  })
})
