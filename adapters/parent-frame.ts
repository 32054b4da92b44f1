import { Context, Effect, Layer, Option } from "effect"
import { Navigation, Widget } from "../domain"
import { isSmallMessage } from "./message-origin"
import { type Cancel, Timers } from "./timers"

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

/** The browser surface ParentFrame needs; tests pass a fake. */
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
 * 0..100 000; anything else is not a band. Origin and sender are checked by the caller.
 */
export const viewportBand = (data: unknown): Option.Option<ViewportBand> => {
  if (typeof data !== "object" || data === null) return Option.none()
  const { type, top, height } = data as { type?: unknown; top?: unknown; height?: unknown }
  if (type !== "viewport" || typeof top !== "number" || typeof height !== "number") return Option.none()
  if (!Number.isFinite(top) || !Number.isFinite(height)) return Option.none()
  const clamp = (n: number) => Math.min(BAND_LIMIT, Math.max(0, Math.round(n)))
  return Option.some({ top: clamp(top), height: clamp(height) })
}

/**
 * The embedding page's origin, which every message to the parent is addressed to: the first
 * ancestor origin when the browser exposes them (Chromium, Safari), else the origin of the referrer
 * (the page that loaded the iframe). None when neither is known — the widget then posts nothing
 * rather than broadcasting to "*".
 */
export const parentOrigin = (
  ancestorOrigins: ReadonlyArray<string> | undefined,
  referrer: string,
): Option.Option<string> => {
  const first = ancestorOrigins?.[0]
  if (first && first !== "null") return Option.some(first)
  try {
    const origin = new URL(referrer).origin
    return origin === "null" ? Option.none() : Option.some(origin)
  } catch {
    return Option.none()
  }
}

/** The longest embedding-page address believed (a longer one is not a page a customer returns to). */
const HOST_PAGE_LIMIT = 2048

/**
 * The page a payment returns to (README 'Returning from a payment'): embed.js's `&host=` when it is
 * an http(s) address on EXACTLY the parent's origin and the parent is the top window (one ancestor;
 * the provider's page opens in the top window, so a page framed deeper could not be returned to).
 * A hostile page can only name itself: another origin, credentials in the URL, an oversized or
 * unparsable value, or an unknown parent give none, and the payment then returns to the widget's
 * own order page as unframed. The fragment is dropped (the return writes its own).
 */
export const embeddingPage = (
  hostPage: string | null | undefined,
  parent: Option.Option<string>,
  ancestorOrigins: ReadonlyArray<string> | undefined,
): Option.Option<string> => {
  if (!hostPage || hostPage.length > HOST_PAGE_LIMIT || Option.isNone(parent)) return Option.none()
  if (ancestorOrigins !== undefined && ancestorOrigins.length !== 1) return Option.none()
  try {
    const url = new URL(hostPage)
    if (url.protocol !== "https:" && url.protocol !== "http:") return Option.none()
    if (url.username !== "" || url.password !== "" || url.origin !== parent.value) return Option.none()
    return Option.some(`${url.origin}${url.pathname}${url.search}`)
  } catch {
    return Option.none()
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

/**
 * Tells the embedding page how tall the widget is (SPEC §1: `{type: "setHeight", height}` 500 ms
 * after the content changes). Debounced: a burst of changes sends one message with the last height;
 * an unchanged height is not re-sent. A no-op when the widget is not framed or the parent origin is
 * unknown.
 */
export class ParentFrame extends Context.Service<
  ParentFrame,
  {
    /** The origin messages go to (none: not framed or unknown). */
    readonly targetOrigin: Option.Option<string>
    /** Reports a height; the message goes out 500 ms after the last report. */
    readonly setHeight: (height: number) => Effect.Effect<void>
    /** Watches an element with ResizeObserver and reports its height; returns the function that stops watching. */
    readonly watch: (element: Element) => Effect.Effect<Cancel>
    /**
     * Calls `onBand` with each visible band embed.js sends — only from the parent window at the
     * parent's origin — after asking for the current one; returns the function that stops listening.
     * Never called when not framed: the band is then the window itself.
     */
    readonly viewport: (onBand: (band: ViewportBand) => void) => Effect.Effect<Cancel>
    /** Tells the page an Escape was not handled inside the widget (button mode closes its dialog). */
    readonly escape: Effect.Effect<void>
    /**
     * Leaves for `url` in the top-level window, breaking out of the iframe: a payment provider's page
     * refuses to be framed (SPEC §4 'redirect to the payment provider'). Unframed, the page itself goes.
     * Embedded on a page `embeddingPage` trusts, the URL carries `returnTo=<that page>`, so the
     * customer comes back to the restaurant's page, not to the bare widget.
     */
    readonly navigateTop: (url: string) => Effect.Effect<void>
    /**
     * Brings the widget's top into view after a move to another screen (Navigation.bringsTopIntoView):
     * the widget's own window scrolls to 0 (unframed, and in button mode, where the iframe scrolls
     * itself; inline the iframe is as tall as its content, so this moves nothing) and, embedded,
     * embed.js scrolls the host page up to the iframe's top when it is above the screen. Also sent by
     * itself after a reported height that takes the widget out of the visible band
     * (Navigation.shrinkLeavesBand). Never called on load, so the host page is not moved by itself.
     */
    readonly showTop: Effect.Effect<void>
    /**
     * Asks embed.js (inline) to scroll the host page so the area from `top` to `bottom` (px from the
     * widget's top: a focused control with the widget's sticky bars' heights around it,
     * ui/app/focus-reveal.ts) lies inside the visible band — WCAG 2.4.11 when the host page, not the
     * widget, scrolls. Sent only to the parent's exact origin; a no-op unframed or with the origin unknown.
     */
    readonly reveal: (area: { readonly top: number; readonly bottom: number }) => Effect.Effect<void>
    /**
     * Tells the embedding page a milestone happened (item added, cart viewed, checkout started, order
     * placed: `{type: "widgetEvent", name, detail}`), only to its exact origin; embed.js re-emits it as
     * `ordering-widget:<name>` for the restaurant's analytics. A no-op unframed or with the origin unknown.
     */
    readonly report: (milestone: Widget.Milestone) => Effect.Effect<void>
  }
>()("widget/ParentFrame") {
  /** The real window: parent, ancestorOrigins / referrer, ResizeObserver. */
  static readonly layer = Layer.effect(
    ParentFrame,
    Effect.gen(function* () {
      const timers = yield* Timers
      return makeParentFrame(browserFrameEnvironment(), timers)
    }),
  )
  /** Not framed: every call is a no-op (replay, tests of other services). */
  static readonly layerNone = Layer.succeed(
    ParentFrame,
    ParentFrame.of({
      targetOrigin: Option.none(),
      setHeight: () => Effect.void,
      watch: () => Effect.succeed(() => {}),
      viewport: () => Effect.succeed(() => {}),
      escape: Effect.void,
      navigateTop: () => Effect.void,
      showTop: Effect.void,
      reveal: () => Effect.void,
      report: () => Effect.void,
    }),
  )
}

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

export const makeParentFrame = (env: FrameEnvironment, timers: Timers["Service"]): ParentFrame["Service"] => {
  const targetOrigin = env.framed ? parentOrigin(env.ancestorOrigins, env.referrer) : Option.none<string>()
  const returnPage = env.framed ? embeddingPage(env.hostPage, targetOrigin, env.ancestorOrigins) : Option.none<string>()
  let pending: Cancel | undefined
  let lastSent: number | undefined
  /** The last band embed.js reported (inline mode only; button mode sends none). */
  let lastBand: ViewportBand | undefined
  const askForTop = () => {
    env.scrollToTop?.()
    if (Option.isSome(targetOrigin)) env.postToParent({ type: "showTop" }, targetOrigin.value)
  }
  const report = (height: number) => {
    if (Option.isNone(targetOrigin) || !Number.isFinite(height) || height < 0) return
    pending?.()
    pending = timers.schedule(Widget.DELAYS.heightMs, () => {
      pending = undefined
      const rounded = Math.ceil(height)
      if (rounded === lastSent) return
      lastSent = rounded
      env.postToParent({ type: "setHeight", height: rounded }, targetOrigin.value)
      // After the new height: embed.js has resized the iframe when it reads showTop.
      if (lastBand !== undefined && Navigation.shrinkLeavesBand(lastBand, rounded)) askForTop()
    })
  }
  return ParentFrame.of({
    targetOrigin,
    setHeight: (height) => Effect.sync(() => report(height)),
    watch: (element) =>
      Effect.sync(() => {
        if (Option.isNone(targetOrigin)) return () => {}
        const stop = env.observeSize(element, report)
        return () => {
          stop()
          pending?.()
          pending = undefined
        }
      }),
    viewport: (onBand) =>
      Effect.sync(() => {
        if (Option.isNone(targetOrigin)) return () => {}
        const from = targetOrigin.value
        const stop = env.listen((message) => {
          if (!message.fromParent || message.origin !== from || !isSmallMessage(message.data)) return
          const band = viewportBand(message.data)
          if (Option.isNone(band)) return
          lastBand = band.value
          onBand(band.value)
        })
        env.postToParent({ type: "getViewport" }, from)
        return stop
      }),
    escape: Effect.sync(() => {
      if (Option.isSome(targetOrigin)) env.postToParent({ type: "escape" }, targetOrigin.value)
    }),
    navigateTop: (url) =>
      Effect.sync(() => env.navigateTop?.(Option.isSome(returnPage) ? withReturnTo(url, returnPage.value) : url)),
    showTop: Effect.sync(askForTop),
    reveal: (area) =>
      Effect.sync(() => {
        if (Option.isSome(targetOrigin) && Number.isFinite(area.top) && Number.isFinite(area.bottom))
          env.postToParent(
            { type: "reveal", top: Math.floor(area.top), bottom: Math.ceil(area.bottom) },
            targetOrigin.value,
          )
      }),
    report: (milestone) =>
      Effect.sync(() => {
        if (Option.isSome(targetOrigin))
          env.postToParent({ type: "widgetEvent", name: milestone.name, detail: milestone.detail }, targetOrigin.value)
      }),
  })
}
