import type { Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { setUpJourney } from "../support/browser/journey-setup"

/**
 * Finding one's way through the menu (issue 10, item 10): on a laptop, embedded on the restaurant's
 * page, the category strip shows that it hides tabs (a fade and an arrow at that end); the mouse
 * wheel over it does not hijack the page (issue 28): a vertical wheel scrolls the restaurant's page,
 * a horizontal wheel, shift+wheel or the arrows scroll the strip; on a 360 px phone the header is
 * compact and 'Odbiór osobisty' fits its tab on one line.
 */
const journey = setUpJourney()

const IFRAME = 'iframe[src*="/widget?restaurantId="]'

const stripState = (frame: Frame) =>
  frame.evaluate(() => {
    const nav = document.querySelector("nav[aria-label]")
    const list = nav?.querySelector("ul")
    const arrows = [...(nav?.querySelectorAll<HTMLButtonElement>("button[aria-hidden]") ?? [])]
    const shown = (b: HTMLButtonElement | undefined) => (b ? b.getBoundingClientRect().width > 0 : false)
    return {
      scrollLeft: Math.round(list?.scrollLeft ?? -1),
      // The strip marks its hidden ends on the element around the tabs' row (the search field shares the row).
      before: nav?.closest("[data-before]") != null,
      after: nav?.closest("[data-after]") != null,
      arrowBefore: shown(arrows[0]),
      arrowAfter: shown(arrows[1]),
      mask: list ? getComputedStyle(list).maskImage : "",
    }
  })

describe("the category strip on a laptop, embedded", () => {
  it("shows the hidden end with a fade and an arrow; a vertical wheel scrolls the page, a horizontal one, shift+wheel and the arrows the strip", async () => {
    const page: Page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(journey.stack.hostUrl)
    const frame = await (await page.waitForSelector(IFRAME)).contentFrame()
    if (!frame) throw new Error("no widget frame")
    await frame.locator("nav[aria-label] ul li").first().waitFor()
    await page.evaluate((sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect()
      if (r) window.scrollBy(0, r.top - 80)
    }, IFRAME)
    await expect.poll(() => stripState(frame)).toMatchObject({ scrollLeft: 0, before: false, after: true })
    const start = await stripState(frame)
    expect(start.arrowAfter).toBe(true)
    expect(start.arrowBefore).toBe(false)
    expect(start.mask).toContain("gradient")

    // (Playwright gives a frame element's box in the page's viewport coordinates.)
    const strip = await frame.locator("nav[aria-label] ul").first().boundingBox()
    if (!strip) throw new Error("no strip")
    await page.mouse.move(strip.x + strip.width / 2, strip.y + strip.height / 2)
    // A vertical wheel over the strip scrolls the restaurant's page; the strip stays where it is.
    const scrollY = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY)
    expect((await stripState(frame)).scrollLeft).toBe(0)
    await page.mouse.wheel(0, -200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY)

    // A horizontal wheel scrolls the strip, not the page.
    const box = await frame.locator("nav[aria-label] ul").first().boundingBox()
    if (!box) throw new Error("no strip")
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(200, 0)
    await expect.poll(async () => (await stripState(frame)).scrollLeft).toBeGreaterThan(0)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
    await expect.poll(() => stripState(frame)).toMatchObject({ before: true, arrowBefore: true })

    // Shift+wheel scrolls the strip too.
    const afterHorizontal = (await stripState(frame)).scrollLeft
    await page.keyboard.down("Shift")
    await page.mouse.wheel(0, 200)
    await page.keyboard.up("Shift")
    await expect.poll(async () => (await stripState(frame)).scrollLeft).toBeGreaterThan(afterHorizontal)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)

    // The arrows page the strip both ways; at the end the arrow and fade go.
    const arrows = frame.locator("nav[aria-label] button[aria-hidden]")
    for (let i = 0; i < 10 && (await stripState(frame)).after; i++) {
      await arrows.last().click()
      await page.waitForTimeout(400)
    }
    await expect.poll(() => stripState(frame)).toMatchObject({ after: false, arrowAfter: false, before: true })
    const end = (await stripState(frame)).scrollLeft
    await arrows.first().click()
    await expect.poll(async () => (await stripState(frame)).scrollLeft).toBeLessThan(end)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
    await page.close()
  })
})

describe("the menu header on a 360 px phone", () => {
  it("keeps 'Odbiór osobisty' on one line in its tab and starts the first card high", async () => {
    const page = await journey.browser.newPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    })
    await page.goto(`${journey.stack.widgetUrl}/widget?restaurantId=1`)
    await page.locator("main section li h3").first().waitFor()
    const pickup = await page.evaluate(() => {
      const button = document.querySelectorAll<HTMLButtonElement>("main header fieldset button")[1]
      const fieldset = button?.closest("fieldset")
      const r = button?.getBoundingClientRect()
      const f = fieldset?.getBoundingClientRect()
      return {
        text: button?.textContent ?? "",
        overflow: button ? button.scrollWidth - button.clientWidth : -1,
        height: Math.round(r?.height ?? 0),
        inside: r && f ? r.right <= f.right + 0.5 && r.left >= f.left - 0.5 : false,
        lineHeight: button ? Number.parseFloat(getComputedStyle(button).lineHeight) : 0,
        textHeight: (() => {
          const range = document.createRange()
          if (button) range.selectNodeContents(button)
          return Math.round(range.getClientRects()[0]?.height ?? 0)
        })(),
      }
    })
    expect(pickup.text).toContain("Odbiór osobisty")
    expect(pickup.overflow).toBe(0)
    expect(pickup.inside).toBe(true)
    expect(pickup.height).toBe(44) // one line: the 44 px touch target, not two lines of text
    const firstCard = await page.evaluate(() => document.querySelector("main section li")?.getBoundingClientRect().top)
    // Name, account buttons, order type, address, delivery terms and the strip above it: the first
    // card's top within the first 400 px (393 px when this was written).
    expect(firstCard).toBeLessThanOrEqual(400)
    await page.close()
  })
})
