import type { BrowserContextOptions, Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../support/browser/axe"
import { PHONE_AND_DESKTOP, SHOTS, type Size } from "../support/browser/journey"
import { setUpJourney } from "../support/browser/journey-setup"
import { setUpHostPage } from "../support/host-server"
import { DARK_WIDGET_COLOURS, plantWidgetStyles } from "../support/widget-styles"
import { orderInFrame } from "./embed-order"

/**
 * Issue 28, points 3 and 5, on a dark restaurant page of its own origin: the restaurant's widget
 * colours are dark (tests/support/widget-styles.ts), and
 * - `data-background="transparent"` lets the page show through the widget's page background while
 *   cards keep their colour;
 * - on those colours axe finds nothing on any screen of a whole order, at phone and laptop sizes;
 * - `data-footer="minimal"` keeps only the legal links, with little room;
 * - at 320 px nothing overflows sideways: menu, product, combo, sign-in and address modals, cart,
 *   checkout, order page.
 */

const HOST_BACKGROUND = "rgb(32, 48, 63)"

/** The restaurant's dark page; the embed tag takes the attributes of the query. */
const hostHtml = (widgetUrl: string, query: URLSearchParams): string => {
  const attrs = ["background", "footer", "mode"]
    .map((key) => (query.get(key) ? ` data-${key}="${query.get(key)}"` : ""))
    .join("")
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Trattoria Notte</title></head>
<body style="margin:0;padding:0 6px;background:${HOST_BACKGROUND};color:#fff;font:16px system-ui">
<h1 style="font-size:22px">Trattoria Notte</h1>
<script src="${widgetUrl}/embed.js" data-restaurant-id="1"${attrs} async></script>
<p>ul. Nocna 1, Warszawa</p></body></html>`
}

const journey = setUpJourney({ seed: (dir) => plantWidgetStyles(dir, 1, DARK_WIDGET_COLOURS) })
const host = setUpHostPage((url) => hostHtml(journey.stack.widgetUrl, url.searchParams))

const context = (size: Size): BrowserContextOptions =>
  size.width < 768 ? { viewport: size, isMobile: true, hasTouch: true } : { viewport: size }

const embedded = async (size: Size, query: string): Promise<{ page: Page; frame: Frame }> => {
  const page = await journey.browser.newPage(context(size))
  await page.goto(`${host.url}/?${query}`)
  const frame = await (await page.waitForSelector("iframe")).contentFrame()
  if (!frame) throw new Error("no widget frame")
  await frame.locator("main section li h3").first().waitFor({ timeout: 20_000 })
  return { page, frame }
}

/** Computed backgrounds in the widget: its page (html, body, layout) and a menu card. */
const backgrounds = (frame: Frame) =>
  frame.evaluate(() => {
    const bg = (el: Element | null) => (el ? getComputedStyle(el).backgroundColor : "missing")
    return {
      html: bg(document.documentElement),
      body: bg(document.body),
      layout: bg(document.querySelector("#root > div")),
      card: bg(document.querySelector("main section li")),
    }
  })

/** The footer: its links' names as shown and its height. */
const footer = (frame: Frame) =>
  frame.evaluate(() => {
    const box = document.querySelector("footer")
    const shown = [...(box?.querySelectorAll<HTMLElement>("a, button") ?? [])].filter((el) => el.offsetParent !== null)
    return {
      items: shown.map((el) => el.textContent?.trim() ?? ""),
      height: Math.round(box?.getBoundingClientRect().height ?? 0),
    }
  })

const sizes = PHONE_AND_DESKTOP

describe.each(sizes)("on a dark page at %s", (label, size) => {
  const shot = label.replace("×", "x")

  it("data-background=transparent shows the page through the widget; cards keep their colour; the footer can be minimal", async () => {
    const { page, frame } = await embedded(size, "background=transparent&footer=minimal")
    expect(await backgrounds(frame)).toEqual({
      html: "rgba(0, 0, 0, 0)",
      body: "rgba(0, 0, 0, 0)",
      layout: "rgba(0, 0, 0, 0)",
      card: "rgb(36, 36, 36)",
    })
    // Minimal: the legal links — the accessibility statement (issue 30) among them — no 'Zgłoś problem',
    // and little room around them.
    const minimal = await footer(frame)
    expect(minimal.items).toEqual(["Jak usunąć konto", "Polityka prywatności", "Kontakt", "Deklaracja dostępności"])
    expect(minimal.height).toBeLessThanOrEqual(size.width < 768 ? 120 : 70)
    await page.screenshot({ path: `${SHOTS}/embed-transparent-${shot}.png`, fullPage: false })
    await page.close()

    // Without the attributes: the restaurant's own background and the full footer.
    const plain = await embedded(size, "")
    expect(await backgrounds(plain.frame)).toMatchObject({ body: "rgb(22, 22, 22)", card: "rgb(36, 36, 36)" })
    const full = await footer(plain.frame)
    expect(full.items).toContain("Zgłoś problem")
    expect(full.height).toBeGreaterThan(minimal.height)
    await plain.page.close()
  })

  it("axe finds nothing on the restaurant's dark colours through a whole order", { timeout: 120_000 }, async () => {
    const { page, frame } = await embedded(size, "")
    const found: string[] = []
    await orderInFrame(frame, async (step) => {
      for (const v of await axeViolations(frame)) found.push(`${step}: ${v}`)
      if (step === "menu" || step === "cart") await page.screenshot({ path: `${SHOTS}/embed-dark-${step}-${shot}.png` })
    })
    expect(found).toEqual([])
    await page.close()
  })
})

/**
 * What reaches past the document's width (the document itself, or an element not inside a box that
 * clips or scrolls sideways, like the category strip), in px, with the first such element: '' and 0
 * when nothing overflows sideways.
 */
const overflow = (target: Page | Frame) =>
  target.evaluate(() => {
    const doc = document.documentElement
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== "visible") return true
      return false
    }
    let by = doc.scrollWidth - doc.clientWidth
    let what = by > 0 ? "document" : ""
    for (const el of document.querySelectorAll("body *")) {
      const r = el.getBoundingClientRect()
      const past = Math.ceil(r.right - doc.clientWidth)
      if (r.width > 0 && past > by && !insideScroller(el)) {
        by = past
        what = `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.trim().slice(0, 30)}"`
      }
    }
    return by > 0 ? `+${by} px ${what}` : ""
  })

describe("at 320 px", () => {
  const PHONE_320: Size = { width: 320, height: 640 }

  it("nothing overflows sideways on the menu, the modals, the cart, the checkout and the order page", {
    timeout: 120_000,
  }, async () => {
    const { page, frame } = await embedded(PHONE_320, "")
    const wide: string[] = []
    const check = async (step: string) => {
      const inWidget = await overflow(frame)
      const inPage = await overflow(page)
      if (inWidget || inPage) wide.push(`${step}: widget ${inWidget}, page ${inPage}`)
    }
    // The combo modal, opened from the Combos tab and closed again.
    await frame.getByRole("button", { name: "Dodaj: Zestaw dla dwojga", exact: true }).click()
    const combo = frame.locator('[role="dialog"][data-modal="combo"]')
    await combo.waitFor()
    await page.waitForTimeout(200)
    await check("combo modal")
    await page.screenshot({ path: `${SHOTS}/embed-320-combo.png` })
    await page.keyboard.press("Escape")
    await combo.waitFor({ state: "detached" })
    // The sign-in modal and the address form, opened from the header and closed again.
    for (const [button, name] of [
      ["Zaloguj się", "auth-login"],
      ["Wybierz adres", "address"],
    ] as const) {
      await frame.getByRole("button", { name: button, exact: true }).first().click()
      const dialog = frame.locator(`[role="dialog"][data-modal="${name}"]`)
      await dialog.waitFor()
      await page.waitForTimeout(200)
      await check(`${name} modal`)
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "detached" })
    }
    await orderInFrame(frame, async (step) => {
      await check(step)
      if (step === "menu" || step === "checkout") await page.screenshot({ path: `${SHOTS}/embed-320-${step}.png` })
    })
    expect(wide).toEqual([])
    await page.close()
  })

  it("the overlay fills a 320 px screen without sideways overflow", async () => {
    const page = await journey.browser.newPage(context(PHONE_320))
    await page.goto(`${host.url}/?mode=button`)
    await page.locator('a[aria-haspopup="dialog"]').click()
    const frame = await (await page.waitForSelector('div[role="dialog"] iframe')).contentFrame()
    if (!frame) throw new Error("no widget frame")
    await frame.locator("main section li h3").first().waitFor({ timeout: 20_000 })
    expect(await overflow(frame)).toBe("")
    expect(await overflow(page)).toBe("")
    await page.close()
  })
})
