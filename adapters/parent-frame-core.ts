import { Navigation, Widget } from "../domain"
import { isSmallMessage } from "./message-origin"
import type { Cancel } from "./timers"

/**
 * The widget's side of embed.js in plain code (issue 24): where its messages go, which messages from
 * the page it believes, and when a height goes out. The mount starts the height reports and the band
 * with it before the first card (ui/app/frame-watch.ts), with neither Effect nor the kit; the
 * ParentFrame service (adapters/parent-frame.ts) is this same core as Effects (`ParentFrame.layerFrom`),
 * as the Storage service is the plain store's (adapters/store.ts).
 */

/**
 * What the widget tells embed.js (README, Embedding): its content height, a request for the visible
 * band, and an Escape nothing inside the widget handled (button mode closes its dialog on it).
 */
export type ToParent =
  | { readonly type: "setHeight"; readonly height: number }
  | { readonly type: "getViewport" }
  | { readonly type: "escape" }
  | { readonly type: "showTop" }
  | { readonly type: "reveal"; readonly top: number; readonly bottom: number }
  | { readonly type: "widgetEvent"; readonly name: Widget.MilestoneName; readonly detail: Widget.Milestone["detail"] }

/** A message that reached this window: its data, sender origin, and whether the sender is window.parent. */
export interface FrameMessage {
  readonly data: unknown
  readonly origin: string
  readonly fromParent: boolean
}

/** The browser surface the frame core needs; tests pass a fake. */
export interface FrameEnvironment {
  readonly framed: boolean
  readonly ancestorOrigins: ReadonlyArray<string> | undefined
  readonly referrer: string
  readonly postToParent: (message: ToParent, targetOrigin: string) => void
  readonly observeSize: (element: Element, onHeight: (height: number) => void) => Cancel
  /** Listens to window "message" events; returns the function that stops listening. */
  readonly listen: (onMessage: (message: FrameMessage) => void) => Cancel
  /** Navigates the top-level window (payment providers refuse to be framed); absent in test environments. */
  readonly navigateTop?: (url: string) => void
  /**
   * The embedding page's address as embed.js passed it (`&host=` of the widget's first URL), not yet
   * trusted: `embeddingPage` checks it against the parent's origin. Absent unframed or in tests.
   */
  readonly hostPage?: string | null
  /** Scrolls the widget's own window to its top (unframed, and the button-mode dialog's iframe). */
  readonly scrollToTop?: () => void
}

/**
 * The part of the widget's iframe the customer can see, in the iframe's CSS pixels: `top` is how far
 * down the iframe the visible part starts, `height` how tall it is. The widget keeps modals, the
 * category strip and the cart bar inside it, since `position: fixed` in an iframe as tall as its
 * content means the whole iframe.
 */
export interface ViewportBand {
  readonly top: number
  readonly height: number
}

/** The largest band coordinate believed (px); embed.js clamps the iframe to 50 000 px anyway. */
const BAND_LIMIT = 100_000

/**
 * Reads embed.js's `{type: "viewport", top, height}`: both finite numbers, rounded and clamped to
 * 0..100 000; anything else is not a band (undefined). Origin and sender are checked by the caller.
 */
export const viewportBand = (data: unknown): ViewportBand | undefined => {
  if (typeof data !== "object" || data === null) return undefined
  const { type, top, height } = data as { type?: unknown; top?: unknown; height?: unknown }
  if (type !== "viewport" || typeof top !== "number" || typeof height !== "number") return undefined
  if (!Number.isFinite(top) || !Number.isFinite(height)) return undefined
  const clamp = (n: number) => Math.min(BAND_LIMIT, Math.max(0, Math.round(n)))
  return { top: clamp(top), height: clamp(height) }
}

/**
 * The embedding page's origin, which every message to the parent is addressed to: the first
 * ancestor origin when the browser exposes them (Chromium, Safari), else the origin of the referrer
 * (the page that loaded the iframe). Undefined when neither is known — the widget then posts nothing
 * rather than broadcasting to "*".
 */
export const parentOrigin = (
  ancestorOrigins: ReadonlyArray<string> | undefined,
  referrer: string,
): string | undefined => {
  const first = ancestorOrigins?.[0]
  if (first && first !== "null") return first
  try {
    const origin = new URL(referrer).origin
    return origin === "null" ? undefined : origin
  } catch {
    return undefined
  }
}

/** The longest embedding-page address believed (a longer one is not a page a customer returns to). */
const HOST_PAGE_LIMIT = 2048

/**
 * The page a payment returns to (README 'Returning from a payment'): embed.js's `&host=` when it is
 * an http(s) address on EXACTLY the parent's origin and the parent is the top window (one ancestor;
 * the provider's page opens in the top window, so a page framed deeper could not be returned to).
 * A hostile page can only name itself: another origin, credentials in the URL, an oversized or
 * unparsable value, or an unknown parent give undefined, and the payment then returns to the widget's
 * own order page as unframed. The fragment is dropped (the return writes its own).
 */
export const embeddingPage = (
  hostPage: string | null | undefined,
  parent: string | undefined,
  ancestorOrigins: ReadonlyArray<string> | undefined,
): string | undefined => {
  if (!hostPage || hostPage.length > HOST_PAGE_LIMIT || parent === undefined) return undefined
  if (ancestorOrigins !== undefined && ancestorOrigins.length !== 1) return undefined
  try {
    const url = new URL(hostPage)
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined
    if (url.username !== "" || url.password !== "" || url.origin !== parent) return undefined
    return `${url.origin}${url.pathname}${url.search}`
  } catch {
    return undefined
  }
}

/**
 * The payment provider's address with the page to come back to as `returnTo` (the sandbox's PayU
 * stand-in sends the customer there with `#ordering-widget=order:<restaurant>:<order>`). A URL that
 * does not parse is left as it is.
 */
export const withReturnTo = (providerUrl: string, page: string): string => {
  try {
    const url = new URL(providerUrl)
    url.searchParams.set("returnTo", page)
    return url.href
  } catch {
    return providerUrl
  }
}

/** Runs `run` after `ms` on the window's timer (the mount's core; the kit's Timers service schedules alike). */
const scheduleByTimeout = (ms: number, run: () => void): Cancel => {
  const id = setTimeout(run, ms)
  return () => clearTimeout(id)
}

/**
 * The widget's side of embed.js for one mount. Every message goes to the parent's exact origin
 * (`targetOrigin`), never to "*": unframed, or with that origin unknown, nothing is posted or listened to.
 */
export interface ParentFrameCore {
  /** The origin messages go to (undefined: not framed, or unknown). */
  readonly targetOrigin: string | undefined
  /**
   * Reports a content height (SPEC §1: `{type: "setHeight", height}` 500 ms after the content
   * changes). Debounced: a burst of reports sends one message with the last height; an unchanged
   * height is not re-sent; one that takes the widget out of the last band also asks for its top.
   */
  readonly setHeight: (height: number) => void
  /** Watches an element's height (ResizeObserver, and DOM changes where rendering is paused) and reports it; returns what stops it. */
  readonly watch: (element: Element) => Cancel
  /**
   * Calls `onBand` with each visible band embed.js sends — only from the parent window at the
   * parent's origin — after asking for the current one; returns the function that stops listening.
   * Never called when not framed: the band is then the window itself.
   */
  readonly viewport: (onBand: (band: ViewportBand) => void) => Cancel
  /** Tells the page an Escape was not handled inside the widget (button mode closes its dialog). */
  readonly escape: () => void
  /**
   * Leaves for `url` in the top-level window, breaking out of the iframe: a payment provider's page
   * refuses to be framed (SPEC §4 'redirect to the payment provider'). Unframed, the page itself goes.
   * Embedded on a page `embeddingPage` trusts, the URL carries `returnTo=<that page>`, so the
   * customer comes back to the restaurant's page, not to the bare widget.
   */
  readonly navigateTop: (url: string) => void
  /**
   * Brings the widget's top into view after a move to another screen (Navigation.bringsTopIntoView):
   * the widget's own window scrolls to 0 (unframed, and in button mode, where the iframe scrolls
   * itself; inline the iframe is as tall as its content, so this moves nothing) and, embedded,
   * embed.js scrolls the host page up to the iframe's top when it is above the screen. Also sent by
   * itself after a reported height that takes the widget out of the visible band
   * (Navigation.shrinkLeavesBand). Never called on load, so the host page is not moved by itself.
   */
  readonly showTop: () => void
  /**
   * Asks embed.js (inline) to scroll the host page so the area from `top` to `bottom` (px from the
   * widget's top: a focused control with the widget's sticky bars' heights around it,
   * ui/app/focus-reveal.ts) lies inside the visible band — WCAG 2.4.11 when the host page, not the
   * widget, scrolls. Non-finite areas are dropped.
   */
  readonly reveal: (area: { readonly top: number; readonly bottom: number }) => void
  /**
   * Tells the embedding page a milestone happened (item added, cart viewed, checkout started, order
   * placed: `{type: "widgetEvent", name, detail}`); embed.js re-emits it as `ordering-widget:<name>`
   * for the restaurant's analytics.
   */
  readonly report: (milestone: Widget.Milestone) => void
}

/** The core over `env`, its height debounce on `schedule` (a manual clock in tests). */
export const makeParentFrameCore = (
  env: FrameEnvironment,
  schedule: (ms: number, run: () => void) => Cancel,
): ParentFrameCore => {
  const targetOrigin = env.framed ? parentOrigin(env.ancestorOrigins, env.referrer) : undefined
  const returnPage = env.framed ? embeddingPage(env.hostPage, targetOrigin, env.ancestorOrigins) : undefined
  const post = (message: ToParent) => {
    if (targetOrigin !== undefined) env.postToParent(message, targetOrigin)
  }
  let pending: Cancel | undefined
  let lastSent: number | undefined
  /** The last band embed.js reported (inline mode only; button mode sends none). */
  let lastBand: ViewportBand | undefined
  const showTop = () => {
    env.scrollToTop?.()
    post({ type: "showTop" })
  }
  const setHeight = (height: number) => {
    if (targetOrigin === undefined || !Number.isFinite(height) || height < 0) return
    pending?.()
    pending = schedule(Widget.DELAYS.heightMs, () => {
      pending = undefined
      const rounded = Math.ceil(height)
      if (rounded === lastSent) return
      lastSent = rounded
      post({ type: "setHeight", height: rounded })
      // After the new height: embed.js has resized the iframe when it reads showTop.
      if (lastBand !== undefined && Navigation.shrinkLeavesBand(lastBand, rounded)) showTop()
    })
  }
  return {
    targetOrigin,
    setHeight,
    watch: (element) => {
      if (targetOrigin === undefined) return () => {}
      const stop = env.observeSize(element, setHeight)
      return () => {
        stop()
        pending?.()
        pending = undefined
      }
    },
    viewport: (onBand) => {
      if (targetOrigin === undefined) return () => {}
      const from = targetOrigin
      const stop = env.listen((message) => {
        // The sender's origin exactly (never a prefix or substring) and the parent window itself.
        if (!message.fromParent || message.origin !== from || !isSmallMessage(message.data)) return
        const band = viewportBand(message.data)
        if (band === undefined) return
        lastBand = band
        onBand(band)
      })
      post({ type: "getViewport" })
      return stop
    },
    escape: () => post({ type: "escape" }),
    navigateTop: (url) => env.navigateTop?.(returnPage !== undefined ? withReturnTo(url, returnPage) : url),
    showTop,
    reveal: (area) => {
      if (Number.isFinite(area.top) && Number.isFinite(area.bottom))
        post({ type: "reveal", top: Math.floor(area.top), bottom: Math.ceil(area.bottom) })
    },
    report: (milestone) => post({ type: "widgetEvent", name: milestone.name, detail: milestone.detail }),
  }
}

/** The real window: parent, ancestorOrigins / referrer, ResizeObserver, the `&host=` embed.js passed. */
export const browserFrameEnvironment = (): FrameEnvironment => {
  let framed = false
  try {
    framed = window.parent !== window
  } catch {
    framed = true
  }
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  return {
    framed,
    ancestorOrigins: ancestors ? Array.from(ancestors) : undefined,
    referrer: document.referrer,
    postToParent: (message, targetOrigin) => window.parent.postMessage(message, targetOrigin),
    // ResizeObserver alone is not enough: Chromium pauses rendering (and with it ResizeObserver) in a
    // cross-origin iframe that is off screen, which an embedded widget below the fold is at load; the
    // iframe then kept its 600 px until the page happened to scroll to it. DOM changes are still seen
    // (MutationObserver is not throttled) and measured at most every 100 ms.
    observeSize: (element, onHeight) => {
      const measure = () => onHeight(Math.ceil(element.getBoundingClientRect().height))
      let timer: ReturnType<typeof setTimeout> | undefined
      const soon = () => {
        timer ??= setTimeout(() => {
          timer = undefined
          measure()
        }, 100)
      }
      const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure)
      resize?.observe(element)
      const mutations = typeof MutationObserver === "undefined" ? null : new MutationObserver(soon)
      mutations?.observe(element, { childList: true, subtree: true, characterData: true, attributes: true })
      soon()
      return () => {
        resize?.disconnect()
        mutations?.disconnect()
        if (timer !== undefined) clearTimeout(timer)
      }
    },
    scrollToTop: () => window.scrollTo({ top: 0 }),
    hostPage: framed ? new URLSearchParams(location.search).get("host") : null,
    navigateTop: (url) => {
      try {
        // Allowed from the embedded widget while the place-order click's user activation lasts.
        ;(window.top ?? window).location.href = url
      } catch {
        // Blocked (no activation left, or a sandboxed frame): a new tab still reaches the provider.
        window.open(url, "_blank", "noopener")
      }
    },
    listen: (onMessage) => {
      const handler = (event: MessageEvent) =>
        onMessage({ data: event.data, origin: event.origin, fromParent: event.source === window.parent })
      window.addEventListener("message", handler)
      return () => window.removeEventListener("message", handler)
    },
  }
}

/** The core for this window, made by the mount (one per mount; the kit's ParentFrame wraps it). */
export const browserParentFrame = (): ParentFrameCore =>
  makeParentFrameCore(browserFrameEnvironment(), scheduleByTimeout)
