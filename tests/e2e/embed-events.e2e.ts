import type { Frame, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { setUpJourney } from "../support/browser/journey-setup"
import { setUpHostPage } from "../support/host-server"

/**
 * embed.js's host events and optional attributes on a restaurant page served from its own origin
 * (a port of its own, so neither the widget's nor the demo page's origin): the widget's milestones
 * arrive as non-bubbling `ordering-widget:<name>` CustomEvents on window and on the script element,
 * forged widgetEvent messages from the page itself or from another frame are ignored, and data-lang /
 * data-start set the widget's language and first tab.
 */

const NAMES = ["item-added", "cart-viewed", "checkout-started", "order-placed"]

/**
 * The restaurant's page: listeners recording every ordering-widget event on window, on the script
 * element and on document (which must hear nothing: the events do not bubble), the embed tag with
 * the attributes of the query (lang, start, mode), and an unrelated iframe of the widget's origin.
 */
const hostHtml = (widgetUrl: string, query: URLSearchParams): string => {
  const attrs = ["lang", "start", "mode"]
    .filter((key) => query.has(key))
    .map((key) => ` data-${key}="${(query.get(key) ?? "").replaceAll('"', "&quot;")}"`)
    .join("")
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Trattoria test page</title></head>
<body><main><h1>Trattoria</h1>
<script>
  window.heard = []
  const names = ${JSON.stringify(NAMES)}
  for (const name of names) {
    window.addEventListener("ordering-widget:" + name, (e) => heard.push({ on: "window", name, detail: e.detail, bubbles: e.bubbles }))
    document.addEventListener("ordering-widget:" + name, (e) => heard.push({ on: "document", name, detail: e.detail }))
  }
</script>
<script src="${widgetUrl}/embed.js" data-restaurant-id="1"${attrs} async></script>
<script>
  for (const name of names)
    document.querySelector('script[src$="/embed.js"]').addEventListener("ordering-widget:" + name, (e) => heard.push({ on: "script", name, detail: e.detail }))
</script>
<iframe id="other" title="Other frame" src="${widgetUrl}/embed.js" style="width:10px;height:10px"></iframe>
</main></body></html>`
}

const journey = setUpJourney()
const host = setUpHostPage((url) => hostHtml(journey.stack.widgetUrl, url.searchParams))

interface Heard {
  readonly on: "window" | "script" | "document"
  readonly name: string
  readonly detail: unknown
  readonly bubbles?: boolean
}

const heard = (page: Page): Promise<Heard[]> => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard)

const widgetFrame = async (page: Page): Promise<Frame> => {
  const frame = await (await page.waitForSelector('iframe[src*="/widget?restaurantId="]')).contentFrame()
  if (!frame) throw new Error("no widget frame")
  await frame.locator("main h2").first().waitFor({ timeout: 20_000 })
  return frame
}

const openHost = async (query: string): Promise<{ page: Page; frame: Frame }> => {
  const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(`${host.url}/${query}`)
  return { page, frame: await widgetFrame(page) }
}

/** The events of one name heard on window and on the script, waited for. */
const arrived = async (page: Page, name: string): Promise<Heard[]> => {
  await expect.poll(async () => (await heard(page)).filter((h) => h.name === name).length, { timeout: 15_000 }).toBe(2)
  return (await heard(page)).filter((h) => h.name === name)
}

const addLemonade = async (frame: Frame) => {
  await frame.locator("main header fieldset button").nth(1).click() // Pickup: the add needs no address
  await frame.getByRole("button", { name: "Napoje", exact: true }).click()
  await frame.getByRole("button", { name: "Dodaj: Lemoniada domowa", exact: true }).first().click()
  const dialog = frame.locator('[role="dialog"][data-modal="product"]')
  await dialog.waitFor()
  await dialog.getByRole("button", { name: /Dodaj do zam/ }).click()
  await dialog.waitFor({ state: "detached", timeout: 15_000 })
}

describe("embed.js host events", () => {
  it("re-emits item-added, cart-viewed, checkout-started and order-placed on window and on its script, not bubbling, with no personal data, and ignores forged messages", async () => {
    const { page, frame } = await openHost("")
    await addLemonade(frame)
    const added = await arrived(page, "item-added")
    expect(added.map((h) => h.on).sort()).toEqual(["script", "window"])
    for (const h of added) expect(h.detail).toEqual({ kind: "product", id: 1096, quantity: 1 })
    expect(added.find((h) => h.on === "window")?.bubbles).toBe(false)

    await frame.locator('a[href*="/widget/cart"]').first().click()
    const viewed = await arrived(page, "cart-viewed")
    // The cart's total in złoty, as the cart page shows it ('11,61 zł': the lemonade plus the server's fees).
    const total = (viewed[0]?.detail as { total?: number } | undefined)?.total ?? -1
    for (const h of viewed) expect(h.detail).toEqual({ total, currency: "PLN" })
    expect(total).toBeGreaterThanOrEqual(10.49)
    await expect.poll(() => frame.locator("main").textContent()).toContain(`${total.toFixed(2).replace(".", ",")} zł`)

    // Forged: from the host page itself, and from another frame of the widget's own origin.
    const forged = { type: "widgetEvent", name: "order-placed", detail: { orderId: 1, total: 1, currency: "PLN" } }
    await page.evaluate((message) => window.postMessage(message, "*"), forged)
    const other = page.frames().find((f) => f.url().endsWith("/embed.js") && f !== page.mainFrame())
    if (!other) throw new Error("no other frame")
    await other.evaluate((message) => window.parent.postMessage(message, "*"), forged)
    await page.waitForTimeout(500)
    const all = await heard(page)
    expect(all.filter((h) => h.name === "order-placed")).toEqual([])
    expect(all.filter((h) => h.on === "document")).toEqual([])
    expect(all.map((h) => `${h.on}:${h.name}`).sort()).toEqual([
      "script:cart-viewed",
      "script:item-added",
      "window:cart-viewed",
      "window:item-added",
    ])

    // Checkout with personal data planted in the form: the events carry ids and totals, never those.
    await frame.locator('a[href*="/widget/checkout"]').first().click()
    const started = await arrived(page, "checkout-started")
    for (const h of started) expect(h.detail).toEqual({ total, currency: "PLN" })
    await frame.getByTestId("place-order").waitFor({ timeout: 20_000 })
    const planted = { phone: "600987654", notes: "Sekretny domofon 4711" }
    await frame.getByLabel(/Phone number|Numer telefonu/).fill(planted.phone)
    await frame.locator('[data-payment="cash_method"] input').check()
    await frame.getByLabel(/Notes|Uwagi/).fill(planted.notes)
    await frame.getByTestId("place-order").click()
    const placed = await arrived(page, "order-placed")
    await frame.waitForURL(/\/widget\/order\/\d+/, { timeout: 20_000 })
    const orderId = Number(/\/order\/(\d+)/.exec(frame.url())?.[1])
    for (const h of placed) expect(h.detail).toEqual({ orderId, total, currency: "PLN" })
    const json = JSON.stringify(await heard(page))
    for (const value of [...Object.values(planted), "Sekretny", "4711", "987654"]) expect(json).not.toContain(value)
    await page.close()
  }, 120_000)

  it("re-emits the widget's milestones in button mode too", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${host.url}/?mode=button`)
    await page.getByRole("link", { name: "Order online" }).click()
    const frame = await widgetFrame(page)
    await addLemonade(frame)
    const added = await arrived(page, "item-added")
    for (const h of added) expect(h.detail).toEqual({ kind: "product", id: 1096, quantity: 1 })
    await page.close()
  }, 90_000)
})

describe("embed.js attributes", () => {
  it("data-lang=en shows the widget in English over the restaurant's Polish setting", async () => {
    const { page, frame } = await openHost("?lang=en")
    // &host=: the page a payment returns to (README 'Returning from a payment').
    expect(await page.locator('iframe[src*="/widget?restaurantId="]').getAttribute("src")).toBe(
      `${journey.stack.widgetUrl}/widget?restaurantId=1&lang=en&host=${encodeURIComponent(`${host.url}/?lang=en`)}`,
    )
    await expect.poll(() => frame.getByRole("button", { name: "Delivery", exact: true }).count()).toBe(1)
    expect(await frame.getByRole("button", { name: "Dostawa", exact: true }).count()).toBe(0)
    await page.close()
  }, 60_000)

  it("data-start opens that category instead of the Combos tab", async () => {
    const { page, frame } = await openHost("?start=Makarony")
    await expect
      .poll(() => frame.locator('[aria-current="true"]').first().textContent(), { timeout: 15_000 })
      .toBe("Makarony")
    const plain = await openHost("")
    await expect
      .poll(() => plain.frame.locator('[aria-current="true"]').first().textContent(), { timeout: 15_000 })
      .not.toBe("Makarony")
    await plain.page.close()
    await page.close()
  }, 60_000)
})
