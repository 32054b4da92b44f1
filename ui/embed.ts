/**
 * embed.js — what a restaurant pastes into its page:
 *   <script src="https://<widget host>/embed.js" data-restaurant-id="1" async></script>
 * Inline mode (default): inserts the widget's iframe right after its own script tag and sizes it from
 * the widget's `{type: "setHeight", height}` messages, clamped to 200..50000 px (non-finite or
 * negative heights are ignored). Because the iframe is as tall as its content, `position: fixed`
 * inside it means the whole iframe, not the customer's screen; so embed.js tells the widget which
 * band of the iframe is on screen — `{type: "viewport", top, height}` in iframe pixels, the host's
 * viewport minus host bars fixed or sticky over its top/bottom edge — on load, scroll and resize
 * (one message per animation frame at most, only when it changed) and at once on the widget's
 * `{type: "getViewport"}`, which it sends as it mounts. The widget places its modals, sticky strip and cart bar inside it. On the
 * widget's `{type: "reveal", top, bottom}` (a control focused by Tab with the widget's sticky bars
 * around it, px from the iframe's top) the page scrolls by the least that brings it on screen (WCAG 2.4.11).
 *
 * The band is posted only once the widget has spoken from its frame (its first message proves the
 * iframe has navigated to the widget's origin): a post to the iframe's initial about:blank, e.g. on a
 * scroll while it loads, would fail and log a console error on the restaurant's page.
 *
 * Overlay mode (`data-mode="button"`, or `data-button="none"`): the widget opens in a dialog — on a
 * screen of 768 px or more a centred panel (≤ 560 px wide, the window's height less 24 px margins)
 * over the page dimmed, on a phone the whole screen; the rest of the page is `inert` meanwhile and
 * its scroll locked. The iframe is made on the first open only. It opens from the floating 'Zamów
 * online' / 'Order online' link (data-lang or the page's lang; colour from data-color; hidden by
 * `data-button="none"`; its href is the full-page widget, the fallback where framing fails), from
 * any element with `data-ordering-widget-open` (click, Enter or Space; a non-empty value is the tab
 * to start on), and from script: `OrderingWidget.open({ start })` / `OrderingWidget.close()` (the
 * first overlay embed of the page owns that global and the attribute). Focus moves to the close
 * button, and back to what opened it on close; Escape (also pressed inside the widget:
 * `{type: "escape"}`) or a click on the dimmed page closes.
 *
 * Optional attributes `data-lang` (pl/en), `data-start` (a category name or 'combos'), `data-color`
 * (the widget's primary colour), `data-background` ('transparent') and `data-footer` ('minimal') go
 * to the widget as `&lang=`, `&start=`, `&color=`, `&background=`, `&footer=`, and this page's
 * address (without its fragment) as `&host=`: the widget sends a payment's return there when its
 * origin is exactly the parent's.
 *
 * Returning from a payment: the provider sends the customer back to this page with
 * `#ordering-widget=order:<restaurant>:<order>`. An embed of that restaurant then removes the
 * fragment from the address bar (history.replaceState, so a reload or a shared link does not repeat
 * it) and opens its widget on `/widget/order/<order>` with `&from=payment` (the widget then reports
 * order-placed once): inline scrolled into view, in button mode with the dialog open. Ids are digits
 * only; a forged value opens at most an order page that answers with its own access error. Host events: the widget's `{type: "widgetEvent", name, detail}`
 * milestones (item-added, cart-viewed, checkout-started, order-placed; ids, quantities and totals
 * only) are re-emitted as non-bubbling CustomEvents `ordering-widget:<name>` with that detail, on the
 * script element and on window, in both modes.
 *
 * Built as a standalone classic script (dist/embed.js, see vite.config.ts): it must not import or
 * export anything, and must stay tiny (≤ 3 KB gzipped). Security: a message is accepted only from the
 * widget's own origin AND from this iframe's window, and the band goes only to that window at that
 * origin, so neither another frame nor another embed on the same page can drive it.
 */
;(() => {
  const MARK = "data-widget-embedded"
  const pick = (): HTMLScriptElement | null => {
    const current = document.currentScript
    if (current instanceof HTMLScriptElement && !current.hasAttribute(MARK)) return current
    // Fallback (script injected by a tag manager, or run after load): the first unprocessed embed tag.
    return document.querySelector<HTMLScriptElement>(`script[data-restaurant-id][src*="embed.js"]:not([${MARK}])`)
  }
  const script = pick()
  if (!script) return
  script.setAttribute(MARK, "")
  let origin: string
  try {
    origin = new URL(script.src, location.href).origin
  } catch {
    return
  }
  const data = script.dataset
  const query = (key: string, value: string | undefined) => (value ? `&${key}=${encodeURIComponent(value)}` : "")
  const restaurant = data.restaurantId ?? ""
  const back = /^#ordering-widget=order:(\d{1,9}):(\d{1,12})$/.exec(location.hash)
  const returned = back?.[1] === restaurant.trim() ? back[2] : undefined
  if (returned) history.replaceState(history.state, "", location.pathname + location.search)
  // The full-page widget (the floating link's href, where framing fails), and the iframe's address with this page as &host=.
  const page = (start = data.start) =>
    `${origin}/widget${returned ? `/order/${returned}` : ""}?restaurantId=${encodeURIComponent(restaurant)}${query("lang", data.lang)}${query("start", start)}${query("color", data.color)}${query("background", data.background)}${query("footer", data.footer)}`
  const url = (start?: string) =>
    `${page(start)}${returned ? "&from=payment" : ""}${query("host", /^https?:$/.test(location.protocol) ? location.origin + location.pathname + location.search : "")}`
  const polish = (data.lang ?? document.documentElement.lang ?? "pl").toLowerCase().startsWith("pl")
  const label = data.title ?? (polish ? "Zamów online" : "Order online")
  const doc = document.documentElement
  const make = (start?: string): HTMLIFrameElement => {
    const frame = document.createElement("iframe")
    frame.src = url(start)
    frame.title = label
    frame.setAttribute("allow", "geolocation; payment")
    frame.style.cssText = "width:100%;border:0;display:block;height:600px"
    return frame
  }
  // Every real message is far under 16 KB as JSON; a bigger one (or one JSON cannot write) is not the widget's.
  const small = (data: unknown): boolean => {
    try {
      return JSON.stringify(data).length <= 16384
    } catch {
      return false
    }
  }
  const fromFrame = (
    event: MessageEvent,
    frame: HTMLIFrameElement | undefined,
  ): { type?: unknown; height?: unknown; name?: unknown; detail?: unknown; top?: unknown; bottom?: unknown } | null =>
    frame &&
    event.origin === origin &&
    event.source === frame.contentWindow &&
    typeof event.data === "object" &&
    event.data &&
    small(event.data)
      ? event.data
      : null
  // A milestone from this widget's frame, re-emitted for the page's analytics on the script and on window.
  const emit = (message: ReturnType<typeof fromFrame>) => {
    const name = message?.type === "widgetEvent" ? message.name : null
    if (typeof name !== "string" || !/^(item-added|cart-viewed|checkout-started|order-placed)$/.test(name)) return
    for (const target of [script, window])
      target.dispatchEvent(new CustomEvent(`ordering-widget:${name}`, { detail: message?.detail }))
  }

  if (data.mode !== "button" && data.button !== "none") {
    const iframe = make()
    iframe.style.overflow = "hidden"
    iframe.setAttribute("scrolling", "no")
    script.after(iframe)
    if (returned) iframe.scrollIntoView()
    let sent = ""
    let queued = 0
    // Set by the frame's first genuine message: before it, the iframe may still hold its initial about:blank.
    let ready = false
    // The bottom (edge "top") or top (edge "bottom") of a host element fixed or sticky over that edge of the screen at x.
    const cover = (x: number, y: number, edge: "top" | "bottom"): number | null => {
      for (let el = document.elementFromPoint(x, y); el && el !== document.body && el !== doc; el = el.parentElement) {
        if (el === iframe) return null
        if (/fixed|sticky/.test(getComputedStyle(el).position))
          return el.getBoundingClientRect()[edge === "top" ? "bottom" : "top"]
      }
      return null
    }
    // The iframe's rect and the part of the screen it may use: the viewport less host bars over its edges.
    const visible = (): [DOMRect, number, number] => {
      const r = iframe.getBoundingClientRect()
      const vv = window.visualViewport
      const vTop = vv ? vv.offsetTop : 0
      const vBottom = vTop + (vv ? vv.height : innerHeight)
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1)
      return [
        r,
        Math.max(vTop, cover(x, vTop + 1, "top") ?? 0),
        Math.min(vBottom, cover(x, vBottom - 1, "bottom") ?? vBottom),
      ]
    }
    const send = () => {
      queued = 0
      if (!ready) return
      const [r, vTop, vBottom] = visible()
      const top = Math.max(vTop, r.top)
      const bottom = Math.min(vBottom, r.bottom)
      const band = `${Math.round(top - r.top)},${Math.round(Math.max(0, bottom - top))}`
      if (band === sent) return
      sent = band
      const [bandTop, bandHeight] = band.split(",").map(Number)
      iframe.contentWindow?.postMessage({ type: "viewport", top: bandTop, height: bandHeight }, origin)
    }
    const schedule = () => {
      if (!queued) queued = requestAnimationFrame(send)
    }
    const resend = () => {
      sent = ""
      schedule()
    }
    const passive = { passive: true, capture: true }
    addEventListener("scroll", schedule, passive)
    addEventListener("resize", schedule, passive)
    window.visualViewport?.addEventListener("resize", schedule, passive)
    window.visualViewport?.addEventListener("scroll", schedule, passive)
    iframe.addEventListener("load", resend)
    addEventListener("message", (event: MessageEvent) => {
      const message = fromFrame(event, iframe)
      if (!message) return
      ready = true
      emit(message)
      // At once, not at the next frame: the widget asks as it mounts, and its first card (and a modal
      // opened on it) must find the band there.
      if (message.type === "getViewport") {
        sent = ""
        send()
      }
      if (message.type === "showTop") {
        // The customer moved to another screen: show the iframe's top if it is above the screen (under a fixed header).
        const r = iframe.getBoundingClientRect()
        const covered = cover(Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1), 1, "top") ?? 0
        if (r.top < covered) scrollBy({ top: r.top - covered })
      }
      if (message.type === "reveal" && typeof message.top === "number" && typeof message.bottom === "number") {
        // A control focused by Tab, with the widget's sticky bars around it: scroll it into the screen, top first.
        const [r, vTop, vBottom] = visible()
        const below = Math.max(0, r.top + message.bottom - vBottom)
        const by = Math.min(below, r.top + message.top - vTop)
        if (by && Math.abs(by) < innerHeight) scrollBy({ top: by })
      }
      const height = message.type === "setHeight" ? message.height : null
      if (typeof height !== "number" || !Number.isFinite(height) || height < 0) return
      iframe.style.height = `${Math.min(50000, Math.max(200, Math.ceil(height)))}px`
      schedule()
    })
    return
  }

  // Overlay mode.
  const color = data.color ?? "#b3261e"
  const button = document.createElement("a")
  button.href = page()
  button.textContent = label
  button.setAttribute("aria-haspopup", "dialog")
  button.style.cssText = `position:fixed;right:16px;bottom:16px;z-index:2147483646;padding:14px 22px;border-radius:999px;background:${color};color:#fff;font:700 16px/1.2 system-ui,sans-serif;text-decoration:none;box-shadow:0 6px 20px rgba(0,0,0,.25)`
  // The dimmed page behind the dialog; a click on it (not on the dialog) closes.
  const shade = document.createElement("div")
  shade.hidden = true
  shade.style.cssText = "position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.55);justify-content:center"
  const dialog = document.createElement("div")
  dialog.setAttribute("role", "dialog")
  dialog.setAttribute("aria-modal", "true")
  const title = document.createElement("span")
  title.id = `order-online-${Math.random().toString(36).slice(2)}`
  title.textContent = label
  dialog.setAttribute("aria-labelledby", title.id)
  dialog.style.cssText = "display:flex;flex-direction:column;width:100%;background:#fff;overflow:hidden"
  const bar = document.createElement("div")
  bar.style.cssText = `display:flex;justify-content:space-between;align-items:center;background:${color};color:#fff;font:700 17px/1.2 system-ui,sans-serif;padding:4px 4px 4px 16px`
  const close = document.createElement("button")
  close.type = "button"
  close.textContent = "×"
  close.setAttribute("aria-label", polish ? "Zamknij" : "Close")
  close.style.cssText =
    "width:44px;height:44px;border:0;border-radius:22px;background:#fff;color:#111;font-size:28px;line-height:1;cursor:pointer"
  // Focus sentinels: Tab past either end of the dialog wraps to the other end instead of leaving it.
  const sentinel = (): HTMLSpanElement => {
    const span = document.createElement("span")
    span.tabIndex = 0
    return span
  }
  const head = sentinel()
  const tail = sentinel()
  bar.append(title, close)
  dialog.append(head, bar, tail)
  shade.append(dialog)
  let frame: HTMLIFrameElement | undefined
  let shown: string | undefined
  let overflow = ""
  let opener: Element | null = null
  // The host elements made inert while open (those that were not already).
  let stilled: Element[] = []
  // A centred panel with margins from 768 px (SPEC's narrow-screen threshold), the whole screen below.
  const size = () => {
    const wide = innerWidth >= 768
    shade.style.padding = wide ? "24px" : "0"
    dialog.style.maxWidth = wide ? "560px" : ""
    dialog.style.borderRadius = wide ? "16px" : ""
  }
  // Opens on `start` (a tab name or 'combos'; undefined: where it was, at first data-start), reloading the widget only for a new one.
  const open = (event?: Event | null, start?: string, from?: Element | null) => {
    event?.preventDefault()
    start ??= frame ? shown : data.start
    if (!frame) {
      frame = make(start)
      frame.style.cssText = "flex:1;width:100%;border:0;display:block"
      tail.before(frame)
    } else if (start !== shown) frame.src = url(start)
    shown = start
    if (!shade.hidden) return
    opener = from ?? document.activeElement
    overflow = doc.style.overflow
    doc.style.overflow = "hidden"
    stilled = [...document.body.children].filter((el) => el !== shade && !(el as HTMLElement).inert)
    for (const el of stilled) (el as HTMLElement).inert = true
    size()
    shade.hidden = false
    shade.style.display = "flex"
    close.focus()
  }
  const shut = () => {
    if (shade.hidden) return
    shade.hidden = true
    shade.style.display = ""
    doc.style.overflow = overflow
    for (const el of stilled) (el as HTMLElement).inert = false
    ;((opener as HTMLElement | null)?.isConnected ? (opener as HTMLElement) : button).focus()
  }
  button.addEventListener("click", (event) => open(event, undefined, button))
  close.addEventListener("click", shut)
  shade.addEventListener("click", (event) => event.target === shade && shut())
  head.addEventListener("focus", () => (frame ?? close).focus())
  tail.addEventListener("focus", () => close.focus())
  addEventListener("resize", size)
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") shut()
  })
  addEventListener("message", (event: MessageEvent) => {
    const message = fromFrame(event, frame)
    emit(message)
    if (message?.type === "escape") shut()
  })
  // The page's own controls and script: the first overlay embed of the page answers them.
  const host = window as unknown as { OrderingWidget?: unknown }
  if (!host.OrderingWidget) {
    host.OrderingWidget = {
      open: (options?: { start?: string }) => open(null, options?.start),
      close: shut,
    }
    const trigger = (event: Event) => {
      const el = event.target instanceof Element ? event.target.closest("[data-ordering-widget-open]") : null
      if (el) open(event, el.getAttribute("data-ordering-widget-open") || undefined, el)
    }
    document.addEventListener("click", trigger)
    document.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") trigger(event)
    })
  }
  // A landmark around the floating link, so no page content sits outside landmarks (axe: region).
  const aside = document.createElement("aside")
  aside.setAttribute("aria-label", label)
  aside.append(button)
  const place = () => {
    if (data.button !== "none") document.body.append(aside)
    document.body.append(shade)
    if (returned) open()
  }
  if (document.body) place()
  else addEventListener("DOMContentLoaded", place)
})()
