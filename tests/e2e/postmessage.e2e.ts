import type { Frame, Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"
import { setUpJourney } from "../support/browser/journey-setup"
import { recordFigures } from "../support/figures"
import { setUpHostPage } from "../support/host-server"
import { fillCardFields, openCheckoutWithCart, waitForOrderPage } from "./checkout-setup"

/**
 * Issue 16, postMessage locked down, in Chromium: forged messages reach embed.js on the demo
 * restaurant page (setHeight, escape, showTop, widgetEvent, getViewport), the widget (viewport), the
 * card-fields listener and the 3-D Secure listener from every sender that is not the one expected —
 * another origin, a lookalike host on the widget's own port, the wrong port, a 'null' origin
 * (sandboxed and data: frames), the right origin in the wrong window, the page itself — and from
 * the right window with non-JSON or oversized payloads. None changes anything; a genuine message
 * still does (the controls). And across a whole order, nothing the widget posts targets '*'.
 */

let forged = 0
let accepted = 0
const sent: Record<string, number> = {}
const posts = { seen: 0, wildcard: 0 }

const journey = setUpJourney()
/** Another origin (its own port): blank pages the forging frames are made of. */
const attacker = setUpHostPage(() => "<!doctype html><title>forger</title><p>forger</p>")
afterAll(async () => {
  recordFigures("postmessage", {
    "forged messages": forged,
    "sender and payload kinds": Object.keys(sent).length,
    accepted,
    "widget posts seen": posts.seen,
    "posts to '*'": posts.wildcard,
  })
})

const lookalike = (url: string) => url.replace("127.0.0.1", "localhost")

interface ForgerSpec {
  readonly name: string
  readonly src?: string
  readonly srcdoc?: string
  readonly sandbox?: string
}

/**
 * The senders that must never be listened to, as frames to add to a page: `rightOrigin` is the one
 * origin the listener accepts, `path` a light document on it (not a whole widget).
 */
const forgersFor = (rightOrigin: string, path: string): ReadonlyArray<ForgerSpec> => [
  { name: "wrong port", src: `${attacker.url}/` },
  { name: "another host and port", src: `${lookalike(attacker.url)}/` },
  { name: "lookalike host, same port", src: `${lookalike(rightOrigin)}${path}` },
  { name: "sandboxed frame ('null')", srcdoc: "<p>sandboxed</p>", sandbox: "allow-scripts" },
  { name: "data: URL ('null')", src: "data:text/html,<p>data</p>" },
  { name: "right origin, wrong window", src: `${rightOrigin}${path}` },
]

/** Adds a frame to the document of `where` and returns it once loaded. */
const addFrame = async (where: Page | Frame, id: string, spec: ForgerSpec): Promise<Frame> => {
  await where.evaluate(
    ({ id, spec }) =>
      new Promise<void>((resolve) => {
        const f = document.createElement("iframe")
        f.id = id
        f.title = id
        f.style.cssText = "position:absolute;left:-20px;top:0;width:10px;height:10px;border:0"
        if (spec.sandbox !== undefined) f.setAttribute("sandbox", spec.sandbox)
        if (spec.srcdoc !== undefined) f.srcdoc = spec.srcdoc
        if (spec.src !== undefined) f.src = spec.src
        f.onload = () => resolve()
        document.body.append(f)
      }),
    { id, spec },
  )
  const frame = await (await where.$(`#${id}`))?.contentFrame()
  if (!frame) throw new Error(`no frame ${id}`)
  // The forger really is the sender it stands for (a frame that failed to load would prove nothing).
  const expected = spec.src?.startsWith("http") ? new URL(spec.src).origin : "null"
  expect(await frame.evaluate(() => self.origin), spec.name).toBe(expected)
  return frame
}

/**
 * Posts each message from `from` to its parent (or to the parent's frame number `frameIndex`) with
 * target '*', as a forger would; `kinds` adds non-JSON payloads made in the page (string, Blob, Date,
 * a cycle) and an oversized copy of each message.
 */
const post = async (
  from: Frame | Page,
  label: string,
  messages: ReadonlyArray<unknown>,
  options: {
    frameIndex?: number
    self?: boolean
    targetOrigin?: string
    hostile?: boolean
    onlyMalformed?: boolean
  } = {},
): Promise<void> => {
  const count = await from.evaluate(
    ({ messages, frameIndex, self, targetOrigin, hostile, onlyMalformed }) => {
      const to = self ? window : frameIndex === undefined ? window.parent : window.parent.frames[frameIndex]
      if (!to) throw new Error(`no frame ${frameIndex}`)
      const all: unknown[] = onlyMalformed ? [] : [...messages]
      if (hostile || onlyMalformed) {
        for (const m of messages) {
          all.push(JSON.stringify(m))
          all.push({ ...(m as object), padding: "x".repeat(40_000) })
        }
        const cycle: Record<string, unknown> = { type: "setHeight", height: 4321 }
        cycle.self = cycle
        all.push(cycle, new Blob(["setHeight"]), new Date(), [messages[0]], null, 4321)
      }
      for (const m of all) to.postMessage(m, targetOrigin ?? "*")
      return all.length
    },
    { messages: messages as unknown[], ...options },
  )
  forged += count
  sent[label] = (sent[label] ?? 0) + count
}

const widgetFrameOf = async (page: Page): Promise<Frame> => {
  const frame = await (await page.waitForSelector('iframe[src*="/widget?restaurantId="]')).contentFrame()
  if (!frame) throw new Error("no widget frame")
  await frame.locator("main h2").first().waitFor({ timeout: 20_000 })
  return frame
}

/** Records every height the widget's iframe takes and every ordering-widget event the page hears. */
const watchHost = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { heights: string[]; heard: string[] }
    w.heights = []
    w.heard = []
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[src*="/widget?restaurantId="]')
    if (iframe)
      new MutationObserver(() => w.heights.push(iframe.style.height)).observe(iframe, {
        attributes: true,
        attributeFilter: ["style"],
      })
    for (const name of ["item-added", "cart-viewed", "checkout-started", "order-placed", "forged"])
      window.addEventListener(`ordering-widget:${name}`, () => w.heard.push(name))
  })

const hostRecord = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { heights: string[]; heard: string[] }
    return { heights: w.heights, heard: w.heard }
  })

/** The messages embed.js acts on, with values no genuine message carries. */
const EMBED_MESSAGES = [
  { type: "setHeight", height: 4321 },
  { type: "showTop" },
  { type: "escape" },
  { type: "getViewport" },
  { type: "widgetEvent", name: "order-placed", detail: { orderId: 999_999, total: 1, currency: "PLN" } },
  { type: "widgetEvent", name: "forged", detail: {} },
]
const VIEWPORT = { type: "viewport", top: 777, height: 33 }

const bandOf = (frame: Frame) =>
  frame.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("[style]"))
      .map(
        (e) => `${e.style.getPropertyValue("--widget-band-top")}/${e.style.getPropertyValue("--widget-band-height")}`,
      )
      .filter((v) => v !== "/"),
  )

describe("postMessage lockdown in the browser", () => {
  it("embed.js (inline) and the widget's band take nothing from unlisted senders or malformed payloads", {
    timeout: 120_000,
  }, async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${journey.stack.hostUrl}/`)
    const widget = await widgetFrameOf(page)
    // Let the height and the band settle, then scroll so the iframe's top is above the screen.
    await page.waitForTimeout(1_200)
    await watchHost(page)
    await page.evaluate(() => {
      const iframe = document.querySelector('iframe[src*="/widget?restaurantId="]') as HTMLIFrameElement
      window.scrollTo({ top: iframe.getBoundingClientRect().top + window.scrollY + 400 })
    })
    const scrollBefore = await page.evaluate(() => window.scrollY)
    const widgetIndex = await page.evaluate(() =>
      Array.from({ length: window.frames.length }, (_, i) => window.frames[i]).indexOf(
        (document.querySelector('iframe[src*="/widget?restaurantId="]') as HTMLIFrameElement).contentWindow ?? window,
      ),
    )
    expect(widgetIndex).toBeGreaterThanOrEqual(0)

    let n = 0
    for (const spec of forgersFor(journey.stack.widgetUrl, "/embed.js")) {
      const forger = await addFrame(page, `forger-${n++}`, spec)
      await post(forger, `to embed.js: ${spec.name}`, EMBED_MESSAGES, { hostile: true })
    }
    // The host's own origin in a window that is not the widget's parent, to the widget.
    for (const spec of forgersFor(journey.stack.hostUrl, "/no-such-page")) {
      const forger = await addFrame(page, `forger-${n++}`, spec)
      await post(forger, `to the widget: ${spec.name}`, [VIEWPORT], { frameIndex: widgetIndex })
    }
    // The page itself (not the widget's frame) to embed.js.
    await post(page, "to embed.js: the page itself", EMBED_MESSAGES, { self: true, hostile: true })
    // The genuine senders with non-JSON and oversized payloads: the widget to embed.js, the page to the widget.
    await post(widget, "to embed.js: the widget, malformed", [{ type: "setHeight", height: 4321 }], {
      targetOrigin: journey.stack.hostUrl,
      onlyMalformed: true,
    })
    await post(page, "to the widget: the page, malformed", [VIEWPORT], {
      frameIndex: widgetIndex,
      self: false,
      targetOrigin: journey.stack.widgetUrl,
      onlyMalformed: true,
    })
    await page.waitForTimeout(800)

    const record = await hostRecord(page)
    const wrongHeights = record.heights.filter((h) => h === "4321px")
    const wrongBand = (await bandOf(widget)).filter((b) => b.includes("777px") || b.includes("33px"))
    accepted += wrongHeights.length + record.heard.length + wrongBand.length
    expect(wrongHeights).toEqual([])
    expect(record.heard).toEqual([])
    expect(wrongBand).toEqual([])
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore)

    // Control: the genuine widget's well-formed setHeight is obeyed, so the checks above can see one.
    await widget.evaluate(
      (origin) => window.parent.postMessage({ type: "setHeight", height: 4321 }, origin),
      journey.stack.hostUrl,
    )
    await expect.poll(async () => (await hostRecord(page)).heights).toContain("4321px")
    await page.close()
  })

  it("the button-mode dialog is not closed by a forged escape", async () => {
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${journey.stack.hostUrl}/przycisk`)
    await page.locator("a[aria-haspopup=dialog]").click()
    const widget = await widgetFrameOf(page)
    const open = () => page.locator('[role="dialog"]').first().isVisible()
    expect(await open()).toBe(true)
    let n = 0
    for (const spec of forgersFor(journey.stack.widgetUrl, "/embed.js")) {
      const forger = await addFrame(page, `forger-${n++}`, spec)
      await post(forger, `escape: ${spec.name}`, [{ type: "escape" }], { hostile: true })
    }
    await post(page, "escape: the page itself", [{ type: "escape" }], { self: true, hostile: true })
    await page.waitForTimeout(500)
    const stillOpen = await open()
    if (!stillOpen) accepted += 1
    expect(stillOpen).toBe(true)
    // Control: the widget's own escape closes it.
    await widget.evaluate((origin) => window.parent.postMessage({ type: "escape" }, origin), journey.stack.hostUrl)
    await expect.poll(open).toBe(false)
    await page.close()
  })

  it("the card-fields and 3-D Secure listeners take nothing but their own frame's message", {
    timeout: 120_000,
  }, async () => {
    // The widget's CSP lets it frame only the API origin; the forging frames are planted past it
    // (bypassCSP), which makes this stricter than any real page can be.
    const page = await journey.browser.newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true })
    const checkouts: string[] = []
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/customer/cart/checkout")) checkouts.push(r.url())
    })
    await openCheckoutWithCart(page, journey.stack, { type: 3 })
    await page.getByLabel("Numer telefonu").fill("600100200")
    await page.locator('[data-payment="new_card"] input').check()
    await page.getByTestId("place-order").click()
    const fields = await fillCardFields(page, { number: "4000 0000 0000 3220", date: "12/39", cvv: "123" })
    const fieldsHeight = () =>
      page.evaluate(() => document.querySelector<HTMLIFrameElement>('[data-testid="card-fields"] iframe')?.style.height)
    const cardMessages = [
      { source: "sandbox-card-fields", type: "resize", height: 4321 },
      {
        source: "sandbox-card-fields",
        type: "tokenized",
        id: "1",
        token: "tok_forged",
        brand: "visa",
        last_four: "6666",
      },
    ]
    const fieldsUrl = `${journey.stack.sandboxUrl}/sandbox/card-fields?parent=${encodeURIComponent(journey.stack.widgetUrl)}&lang=pl`
    let n = 0
    for (const spec of [
      ...forgersFor(journey.stack.sandboxUrl, "/no-such-page"),
      { name: "the sandbox's card fields, another frame", src: fieldsUrl },
    ]) {
      const forger = await addFrame(page, `card-forger-${n++}`, spec)
      await post(forger, `to card fields: ${spec.name}`, cardMessages, { hostile: true })
    }
    await post(page, "to card fields: the widget itself", cardMessages, { self: true, hostile: true })
    await post(fields, "to card fields: its frame, malformed", [cardMessages[0]], {
      targetOrigin: journey.stack.widgetUrl,
      onlyMalformed: true,
    })
    await page.waitForTimeout(500)
    const height = await fieldsHeight()
    if (height === "4321px") accepted += 1
    expect(height).not.toBe("4321px")
    // Control: the genuine frame's well-formed resize is obeyed.
    await fields.evaluate(
      (origin) => window.parent.postMessage({ source: "sandbox-card-fields", type: "resize", height: 321 }, origin),
      journey.stack.widgetUrl,
    )
    await expect.poll(fieldsHeight).toBe("321px")
    expect(checkouts).toHaveLength(0)

    // 3-D Secure: the challenge is open; forged outcomes change nothing.
    await page.getByTestId("pay-with-card").click()
    const challengeElement = await page.waitForSelector('iframe[title="3-D Secure"]')
    const challenge = await challengeElement.contentFrame()
    if (!challenge) throw new Error("no challenge frame")
    await challenge.getByRole("button", { name: "Potwierdź" }).waitFor()
    expect(checkouts).toHaveLength(1)
    const outcomes = ["AUTHENTICATION_SUCCESSFUL", "AUTHENTICATION_CANCELED", "AUTHENTICATION_CANCELLED"]
    for (const spec of [
      ...forgersFor(journey.stack.sandboxUrl, "/no-such-page"),
      { name: "the sandbox's card fields frame", src: fieldsUrl },
    ]) {
      const forger = await addFrame(page, `challenge-forger-${n++}`, spec)
      await post(forger, `to 3-D Secure: ${spec.name}`, outcomes, { hostile: true })
    }
    await post(page, "to 3-D Secure: the widget itself", outcomes, { self: true, hostile: true })
    await post(challenge, "to 3-D Secure: its frame, malformed", [`${outcomes[0]} `, { outcome: outcomes[0] }], {
      targetOrigin: journey.stack.widgetUrl,
      hostile: true,
    })
    await page.waitForTimeout(800)
    const overlayOpen = (await page.locator('iframe[title="3-D Secure"]').count()) === 1
    if (!overlayOpen || checkouts.length !== 1) accepted += 1
    expect(overlayOpen).toBe(true)
    expect(checkouts).toHaveLength(1)
    expect(page.url()).toContain("/widget/checkout")
    // Control: the challenge's own Potwierdź passes and the order is placed.
    await challenge.getByRole("button", { name: "Potwierdź" }).click()
    await waitForOrderPage(page)
    expect(checkouts).toHaveLength(2)
    await page.close()
  })

  it("across a whole embedded order, the widget never posts to '*'", { timeout: 120_000 }, async () => {
    // A host page on the widget's own origin: the widget's posts to its parent then go through the
    // parent's own (wrapped) postMessage, so the target of every one of them is seen.
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.addInitScript(() => {
      const w = window as unknown as { targets: string[] }
      w.targets = []
      const original = window.postMessage.bind(window)
      window.postMessage = ((
        message: unknown,
        target?: string | WindowPostMessageOptions,
        transfer?: Transferable[],
      ) => {
        w.targets.push(typeof target === "string" ? target : (target?.targetOrigin ?? "/"))
        return transfer ? original(message, target as string, transfer) : original(message, target as string)
      }) as typeof window.postMessage
    })
    await page.route(`${journey.stack.widgetUrl}/host-test`, (route) =>
      route.fulfill({
        contentType: "text/html; charset=utf-8",
        body: `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Host</title></head><body><main><h1>Host</h1><script src="${journey.stack.widgetUrl}/embed.js" data-restaurant-id="1" async></script></main></body></html>`,
      }),
    )
    await page.goto(`${journey.stack.widgetUrl}/host-test`)
    const frame = await widgetFrameOf(page)
    await frame.locator("main header fieldset button").nth(1).click()
    await frame.getByRole("button", { name: "Napoje", exact: true }).click()
    await frame
      .getByRole("button", { name: /^Dodaj: Lemoniada/ })
      .first()
      .click()
    const dialog = frame.locator('[role="dialog"][data-modal="product"]')
    await dialog.getByRole("button", { name: /Dodaj do zam/ }).click()
    await dialog.waitFor({ state: "detached", timeout: 15_000 })
    await frame.locator('a[href*="/widget/cart"]').first().click()
    await frame.locator('a[href*="/widget/checkout"]').first().click()
    await frame.getByTestId("place-order").waitFor({ timeout: 20_000 })
    await frame.getByLabel("Numer telefonu").fill("600100200")
    await frame.locator('[data-payment="cash_method"] input').check()
    await frame.getByTestId("place-order").click()
    await frame.waitForURL(/\/widget\/order\/\d+/, { timeout: 20_000 })
    await page.waitForTimeout(800)
    const parentTargets = await page.evaluate(() => (window as unknown as { targets: string[] }).targets)
    const ownTargets = await frame.evaluate(() => (window as unknown as { targets: string[] }).targets)
    const all = [...parentTargets, ...ownTargets]
    posts.seen = all.length
    posts.wildcard = all.filter((t) => t === "*").length
    expect(parentTargets.length).toBeGreaterThan(5)
    expect(all.filter((t) => t === "*")).toEqual([])
    expect(new Set(parentTargets)).toEqual(new Set([journey.stack.widgetUrl]))
    await page.close()
  })
})
