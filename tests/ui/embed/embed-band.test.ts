// @vitest-environment happy-dom
// @vitest-environment-options {"happyDOM": {"settings": {"disableIframePageLoading": true, "handleDisabledFileLoadingAsSuccess": true}}}
import { beforeAll, describe, expect, it } from "vitest"

/**
 * embed.js's own arithmetic, run in happy-dom with the layout stubbed: the band it posts (the part of
 * the iframe on screen, without a host bar fixed over the top edge, in iframe pixels, to the widget's
 * origin only, only when it changed) and the height clamp. The browser journeys
 * (tests/e2e/embed-*.e2e.ts) check the same against real layout.
 */
const ORIGIN = "https://widget.example"
let iframe: HTMLIFrameElement
let header: HTMLElement
const posted: Array<{ message: unknown; origin: string }> = []
let rect = { top: 0, height: 3000 }
let headerBottom = 0

const frameRect = () =>
  ({
    top: rect.top,
    bottom: rect.top + rect.height,
    left: 0,
    right: 400,
    width: 400,
    height: rect.height,
    x: 0,
    y: rect.top,
  }) as DOMRect

/** Runs one scroll and lets embed.js's animation frame run; returns the last band posted. */
const scrollTo = async (top: number) => {
  rect = { ...rect, top }
  window.dispatchEvent(new Event("scroll"))
  await new Promise((r) => setTimeout(r, 40))
  return posted.at(-1)?.message
}

const fromWidget = (data: unknown, origin = ORIGIN, source: unknown = iframe.contentWindow) => {
  const event = new MessageEvent("message", { data, origin })
  Object.defineProperty(event, "source", { value: source })
  window.dispatchEvent(event)
}

beforeAll(async () => {
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true })
  Object.defineProperty(window, "innerWidth", { value: 400, configurable: true })
  Object.defineProperty(window, "visualViewport", { value: undefined, configurable: true })
  header = document.createElement("header")
  header.style.position = "fixed"
  header.getBoundingClientRect = () => ({ top: 0, bottom: headerBottom }) as DOMRect
  document.body.append(header)
  const script = document.createElement("script")
  script.type = "text/plain" // found by embed.js, not run or fetched by happy-dom
  script.src = `${ORIGIN}/embed.js`
  script.dataset.restaurantId = "7"
  document.body.append(script)
  document.elementFromPoint = (_x: number, y: number) => (y < headerBottom ? header : iframe)
  // @ts-expect-error embed.ts is a classic script with no exports (it must stay one), not a module
  await import("../../../ui/embed")
  const found = document.querySelector("iframe")
  if (!found) throw new Error("embed.js inserted no iframe")
  iframe = found
  iframe.getBoundingClientRect = frameRect
  // The widget's window (happy-dom loads no cross-origin page): records what embed.js posts to it.
  const widgetWindow = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) }
  Object.defineProperty(iframe, "contentWindow", { value: widgetWindow, configurable: true })
})

describe("embed.js", () => {
  it("inserts the widget iframe for the restaurant after its script tag", () => {
    // `&host=`: this page's address, where a payment returns to (README 'Returning from a payment').
    expect(iframe.src).toBe(`${ORIGIN}/widget?restaurantId=7&host=${encodeURIComponent(location.href)}`)
    expect(iframe.previousElementSibling?.tagName).toBe("SCRIPT")
  })

  it("posts nothing to the iframe until the widget has spoken from it (before, it may still hold about:blank)", async () => {
    // A post to the initial about:blank at the widget's origin fails with a console error on the host page.
    expect(await scrollTo(300)).toBeUndefined()
    expect(posted).toEqual([])
    fromWidget({ type: "getViewport" })
    await new Promise((r) => setTimeout(r, 40))
    expect(posted.at(-1)?.message).toEqual({ type: "viewport", top: 0, height: 500 })
  })

  it("posts the visible band in iframe pixels to the widget's origin, once per change", async () => {
    expect(await scrollTo(300)).toEqual({ type: "viewport", top: 0, height: 500 })
    expect(await scrollTo(-1200)).toEqual({ type: "viewport", top: 1200, height: 800 })
    const count = posted.length
    await scrollTo(-1200)
    expect(posted.length).toBe(count)
    expect(await scrollTo(-2500)).toEqual({ type: "viewport", top: 2500, height: 500 })
    expect(await scrollTo(900)).toEqual({ type: "viewport", top: 0, height: 0 })
    expect(new Set(posted.map((p) => p.origin))).toEqual(new Set([ORIGIN]))
  })

  it("leaves out a host bar fixed over the top of the screen", async () => {
    headerBottom = 68
    expect(await scrollTo(-1000)).toEqual({ type: "viewport", top: 1068, height: 732 })
    expect(await scrollTo(100)).toEqual({ type: "viewport", top: 0, height: 700 })
    headerBottom = 0
  })

  it("answers the widget's getViewport at once, not at the next animation frame (the widget asks as it mounts)", async () => {
    await scrollTo(-700)
    const count = posted.length
    fromWidget({ type: "getViewport" })
    expect(posted.length).toBe(count + 1)
    expect(posted.at(-1)?.message).toEqual({ type: "viewport", top: 700, height: 800 })
  })

  it("answers the widget's getViewport with the current band, even unchanged", async () => {
    await scrollTo(-500)
    const count = posted.length
    fromWidget({ type: "getViewport" })
    await new Promise((r) => setTimeout(r, 40))
    expect(posted.length).toBe(count + 1)
    expect(posted.at(-1)?.message).toEqual({ type: "viewport", top: 500, height: 800 })
  })

  it("clamps setHeight to 200..50000 px and ignores non-finite, negative, forged or other-frame heights", () => {
    fromWidget({ type: "setHeight", height: 1234.2 })
    expect(iframe.style.height).toBe("1235px")
    fromWidget({ type: "setHeight", height: 1e9 })
    expect(iframe.style.height).toBe("50000px")
    fromWidget({ type: "setHeight", height: 12 })
    expect(iframe.style.height).toBe("200px")
    for (const height of [Number.NaN, Number.POSITIVE_INFINITY, -5, "900"]) fromWidget({ type: "setHeight", height })
    fromWidget({ type: "setHeight", height: 900 }, "https://forged.example")
    fromWidget({ type: "setHeight", height: 900 }, ORIGIN, window)
    expect(iframe.style.height).toBe("200px")
  })

  it("(issue 30, WCAG 2.4.11) on the widget's reveal, scrolls the page by the least that brings the area on screen, top first", async () => {
    const scrolls: number[] = []
    window.scrollBy = ((options: ScrollToOptions) => scrolls.push(options.top ?? 0)) as typeof window.scrollBy
    await scrollTo(-1000)
    // A control at 1700..1744 px of the widget with the 64 px cart bar and 8 px below it: 16 px under the screen.
    fromWidget({ type: "reveal", top: 1692, bottom: 1816 })
    expect(scrolls).toEqual([16])
    // Already on screen: nothing; above the screen (or under a host header): up to its top.
    fromWidget({ type: "reveal", top: 1200, bottom: 1300 })
    headerBottom = 68
    fromWidget({ type: "reveal", top: 1030, bottom: 1100 })
    expect(scrolls).toEqual([16, -38])
    headerBottom = 0
    // Taller than the screen: its top wins.
    fromWidget({ type: "reveal", top: 1100, bottom: 2500 })
    expect(scrolls).toEqual([16, -38, 100])
    // Forged, from another frame, or not numbers: ignored.
    fromWidget({ type: "reveal", top: 1692, bottom: 1900 }, "https://forged.example")
    fromWidget({ type: "reveal", top: 1692, bottom: 1900 }, ORIGIN, window)
    fromWidget({ type: "reveal", top: "1692", bottom: "1900" })
    expect(scrolls).toEqual([16, -38, 100])
  })
})
