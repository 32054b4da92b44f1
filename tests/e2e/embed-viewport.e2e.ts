import type { Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { DESKTOP, MOBILE, PHONE_AND_DESKTOP, SHOTS, type Size } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { openDemoPage } from "./embedded-checkout"

/**
 * The widget embedded inline on the demo restaurant page (another origin), as a customer uses it on a
 * phone and a laptop: embed.js reports the visible band of the iframe, and the widget keeps its
 * modals, category strip and cart bar inside it — never at the top or bottom of the 3000 px iframe,
 * never under the page's sticky header — and never scrolls the restaurant's page by itself.
 */
const journey = setUpJourney()

const IFRAME = 'iframe[src*="/widget?restaurantId="]'

interface Box {
  readonly top: number
  readonly bottom: number
  readonly left: number
  readonly right: number
}

/** Where the iframe's top-left corner is in the host's viewport. */
const iframeOffset = (page: Page) =>
  page.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect()
    return { top: r?.top ?? 0, left: r?.left ?? 0 }
  }, IFRAME)

/** The box of the first element matching `selector` inside the widget, in the host's viewport coordinates. */
const onScreen = async (page: Page, frame: Frame, selector: string): Promise<Box | null> => {
  const inner = await frame.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect()
    return r && r.height > 0 ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null
  }, selector)
  if (!inner) return null
  const at = await iframeOffset(page)
  return {
    top: inner.top + at.top,
    bottom: inner.bottom + at.top,
    left: inner.left + at.left,
    right: inner.right + at.left,
  }
}

/** The bottom of the host page's sticky header: anything above it is hidden from the customer. */
const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector("header.top")?.getBoundingClientRect().bottom ?? 0)

const hostScrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** Loads the host page and waits until the widget's menu is in and the iframe took its height. */
const openHost = async (size: Size): Promise<{ page: Page; frame: Frame }> => {
  const { page, frame } = await openDemoPage(journey, size)
  await frame.locator("main h2").first().waitFor()
  await expect
    .poll(() => page.evaluate((sel) => document.querySelector<HTMLElement>(sel)?.style.height, IFRAME), {
      timeout: 10_000,
    })
    .not.toBe("600px")
  return { page, frame }
}

/**
 * Scrolls the host page so the iframe's top is `depth` px above the screen (the customer scrolled into
 * the menu), or as deep as the iframe still fills the screen.
 */
const scrollHostInto = async (page: Page, frame: Frame, depth: number, size: Size) => {
  const moved = await page.evaluate(
    ({ sel, d, h }) => {
      const r = document.querySelector(sel)?.getBoundingClientRect()
      if (!r) return 0
      const by = Math.min(d, r.height - h)
      window.scrollBy(0, r.top + by)
      return by
    },
    { sel: IFRAME, d: depth, h: size.height },
  )
  expect(moved).toBeGreaterThan(400)
  // The band arrives a frame later (rAF + postMessage); the strip sticking to the new band shows it.
  await expect
    .poll(async () => (await onScreen(page, frame, "nav[aria-label] ul"))?.top ?? -1, { timeout: 5_000 })
    .toBeGreaterThanOrEqual(await headerBottom(page))
}

const inside = (box: Box | null, top: number, size: Size): boolean =>
  box !== null && box.top >= top - 1 && box.bottom <= size.height + 1 && box.left >= -1 && box.right <= size.width + 1

/** Clicks, with the mouse at host coordinates, the first 'Dodaj: …' card button the customer can see. */
const clickVisibleAdd = async (page: Page, frame: Frame, size: Size) => {
  const at = await iframeOffset(page)
  const top = await headerBottom(page)
  const target = await frame.evaluate(
    ({ offset, minTop, height }) => {
      for (const button of document.querySelectorAll<HTMLButtonElement>("main section li button")) {
        if (!button.textContent?.startsWith("Dodaj: ")) continue
        const r = button.getBoundingClientRect()
        const y = r.top + r.height / 2 + offset.top
        if (y > minTop + 80 && y < height - 120) return { x: r.left + r.width / 2 + offset.left, y }
      }
      return null
    },
    { offset: at, minTop: top, height: size.height },
  )
  if (!target) throw new Error("no product card visible on the screen")
  await page.mouse.click(target.x, target.y)
}

const SCROLLERS = `(() => {
  const dialog = document.querySelector('[role="dialog"][data-modal="product"]')
  const overlay = dialog?.parentElement
  if (!overlay) return -1
  let sum = overlay.scrollTop
  for (const el of overlay.querySelectorAll("*")) sum += el.scrollTop
  return sum
})()`

describe.each(PHONE_AND_DESKTOP)("embedded inline at %s", (label, size) => {
  it("leaves the host page where it is 3 s after load", async () => {
    const { page, frame } = await openDemoPage(journey, size)
    await frame.locator("main h2").first().waitFor()
    const before = await hostScrollY(page)
    await page.waitForTimeout(3_000)
    expect(await hostScrollY(page)).toBe(before)
    expect(before).toBe(0)
    await page.close()
  })

  it("keeps the category strip, the product modal and the cart bar on the screen while the host page is scrolled", async () => {
    const { page, frame } = await openHost(size)
    await frame.locator("main header fieldset button").nth(1).click() // Pickup: an add needs no address
    await frame.getByRole("button", { name: "Pizza", exact: true }).click()
    await frame.locator("main section h3").first().waitFor()
    await expect
      .poll(() => page.evaluate((sel) => document.querySelector(sel)?.getBoundingClientRect().height ?? 0, IFRAME), {
        timeout: 10_000,
      })
      .toBeGreaterThan(size.height + 400)
    await scrollHostInto(page, frame, 1400, size)
    const top = await headerBottom(page)

    // The strip sticks under the host's header, whatever the host scroll.
    const strip = await onScreen(page, frame, "nav[aria-label] ul")
    expect(inside(strip, top, size)).toBe(true)
    const scrolledTo = (await hostScrollY(page)) - 250
    await page.mouse.move(size.width / 2, size.height / 2)
    await page.mouse.wheel(0, -250)
    await expect.poll(() => hostScrollY(page)).toBe(scrolledTo)
    await expect.poll(async () => inside(await onScreen(page, frame, "nav[aria-label] ul"), top, size)).toBe(true)

    // A product opened there shows its title and add button on the screen.
    const scrollBefore = await hostScrollY(page)
    await clickVisibleAdd(page, frame, size)
    const dialog = frame.locator('[role="dialog"][data-modal="product"]')
    await dialog.waitFor()
    await page.waitForTimeout(250) // the 150 ms rise
    const title = await onScreen(page, frame, '[role="dialog"][data-modal="product"] h2')
    const add = await frame.evaluate(() => {
      const button = [...document.querySelectorAll('[role="dialog"][data-modal="product"] button')].find((b) =>
        b.textContent?.includes("Dodaj do zamowienia"),
      )
      button?.setAttribute("data-test-add", "")
      return button !== undefined
    })
    expect(add).toBe(true)
    const addBox = await onScreen(page, frame, "[data-test-add]")
    expect(inside(title, top, size), `title at ${JSON.stringify(title)} under header ${top}`).toBe(true)
    expect(inside(addBox, top, size), `add button at ${JSON.stringify(addBox)}`).toBe(true)
    expect(await hostScrollY(page)).toBe(scrollBefore)
    await page.screenshot({ path: `${SHOTS}/embed-product-modal-${label.replace("×", "x")}.png` })

    // The wheel over the modal scrolls the modal, not the restaurant's page.
    const panel = await onScreen(page, frame, '[role="dialog"][data-modal="product"]')
    if (!panel) throw new Error("no panel")
    await page.mouse.move((panel.left + panel.right) / 2, (Math.max(panel.top, top) + panel.bottom) / 2)
    const scrolledBefore = Number(await frame.evaluate(SCROLLERS))
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400)
    await page.waitForTimeout(300)
    expect(Number(await frame.evaluate(SCROLLERS))).toBeGreaterThan(scrolledBefore)
    expect(await hostScrollY(page)).toBe(scrollBefore)

    // After an add the cart bar is on the screen. (The dough is a required choice; picked without
    // Playwright's scroll-into-view, which would move the host page itself.)
    await frame.evaluate(() => {
      const dough = [...document.querySelectorAll<HTMLLabelElement>('[data-modal="product"] label')].find((l) =>
        l.textContent?.includes("Cienkie"),
      )
      dough?.click()
    })
    const addNow = await onScreen(page, frame, "[data-test-add]")
    if (!addNow) throw new Error("no add button")
    await page.mouse.click((addNow.left + addNow.right) / 2, (addNow.top + addNow.bottom) / 2)
    await frame.getByTestId("cart-total").waitFor()
    await dialog.waitFor({ state: "detached" })
    await expect
      .poll(async () => inside(await onScreen(page, frame, '[data-testid="cart-total"]'), top, size))
      .toBe(true)
    const bar = await onScreen(page, frame, '[data-testid="cart-total"]')
    expect(bar?.bottom).toBeGreaterThan(size.height - 120)
    await page.screenshot({ path: `${SHOTS}/embed-cart-bar-${label.replace("×", "x")}.png` })

    // Scrolling the host page further keeps the bar on the screen.
    await page.mouse.wheel(0, 500)
    await page.waitForTimeout(300)
    await expect
      .poll(async () => inside(await onScreen(page, frame, '[data-testid="cart-total"]'), top, size))
      .toBe(true)
    expect(await axeViolations(page)).toEqual([])

    // 'View Cart' from deep in the menu: the host page scrolls up so the cart's top shows under its header.
    const viewCart = await onScreen(page, frame, 'a[href*="/widget/cart"]')
    if (!viewCart) throw new Error("no View Cart link")
    await page.mouse.click((viewCart.left + viewCart.right) / 2, (viewCart.top + viewCart.bottom) / 2)
    await frame.locator("main h1").first().waitFor()
    await expect.poll(async () => Math.abs((await iframeOffset(page)).top - top), { timeout: 5_000 }).toBeLessThan(2)
    expect(inside(await onScreen(page, frame, "main h1"), top, size)).toBe(true)
    await page.close()
  })
})

describe("the messages between embed.js and the widget", () => {
  const bandVars = (frame: Frame) =>
    frame.evaluate(() => {
      const style = document.documentElement.style
      return `${style.getPropertyValue("--widget-band-top")}/${style.getPropertyValue("--widget-band-height")}`
    })
  const iframeHeight = (page: Page) =>
    page.evaluate((sel) => document.querySelector<HTMLElement>(sel)?.style.height, IFRAME)

  it("the widget ignores a band from another origin or from another frame of its own origin", async () => {
    const { page, frame } = await openHost(MOBILE)
    await page.evaluate((sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect()
      if (r) window.scrollBy(0, r.top + 200)
    }, IFRAME)
    await expect.poll(() => bandVars(frame)).toMatch(/^2\d\dpx\/\d+px$/)
    const real = await bandVars(frame)
    for (const src of [`${journey.stack.sandboxUrl}/media/r1/logo.svg`, `${journey.stack.widgetUrl}/embed.js`]) {
      const impostor = await page.evaluate((url) => {
        const other = document.createElement("iframe")
        other.src = url
        other.className = "impostor"
        document.body.append(other)
        return document.querySelectorAll("iframe.impostor").length
      }, src)
      const element = await page.waitForSelector(`iframe.impostor:nth-of-type(${impostor})`)
      const other = await element.contentFrame()
      await other?.waitForLoadState()
      expect(new URL(other?.url() ?? "").origin).toBe(new URL(src).origin)
      await other?.evaluate(() => window.parent.frames[0]?.postMessage({ type: "viewport", top: 5, height: 5 }, "*"))
    }
    await page.waitForTimeout(300)
    expect(await bandVars(frame)).toBe(real)
    // The same message from the parent page itself is taken (so the impostors did reach the widget).
    await page.evaluate(
      (origin) => window.frames[0]?.postMessage({ type: "viewport", top: 7, height: 7 }, origin),
      journey.stack.widgetUrl,
    )
    await expect.poll(() => bandVars(frame)).toBe("7px/7px")
    await page.close()
  })

  it("embed.js clamps a huge height to 50000 px and a tiny one to 200 px, and ignores NaN and Infinity", async () => {
    const { page, frame } = await openHost(DESKTOP)
    const post = (height: number) =>
      frame.evaluate((h) => window.parent.postMessage({ type: "setHeight", height: h }, "*"), height)
    await post(1e9)
    await expect.poll(() => iframeHeight(page)).toBe("50000px")
    await post(Number.NaN)
    await post(Number.POSITIVE_INFINITY)
    await page.waitForTimeout(200)
    expect(await iframeHeight(page)).toBe("50000px")
    await post(10)
    await expect.poll(() => iframeHeight(page)).toBe("200px")
    await page.close()
  })
})
