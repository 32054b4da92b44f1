/**
 * embed.js — what a restaurant pastes into its page:
 *   <script src="https://<widget host>/embed.js" data-restaurant-id="1" async></script>
 * It inserts the widget's iframe right after its own script tag and sizes the iframe from the
 * widget's `{type: "setHeight", height}` messages.
 *
 * Built as a standalone classic script (dist/embed.js, see vite.config.ts): it must not import or
 * export anything, and must stay tiny (≤ 3 KB gzipped). Security: a height is accepted only from the
 * widget's own origin AND from this iframe's window, so neither another frame nor another embed on
 * the same page can resize it.
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
  const restaurantId = script.dataset.restaurantId ?? ""
  const iframe = document.createElement("iframe")
  iframe.src = `${origin}/widget?restaurantId=${encodeURIComponent(restaurantId)}`
  iframe.title = script.dataset.title ?? "Zamów online"
  iframe.setAttribute("allow", "geolocation; payment")
  iframe.style.cssText = "width:100%;border:0;display:block;height:600px;overflow:hidden"
  iframe.setAttribute("scrolling", "no")
  script.after(iframe)
  window.addEventListener("message", (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return
    const data: unknown = event.data
    if (typeof data !== "object" || data === null) return
    const { type, height } = data as { type?: unknown; height?: unknown }
    if (type !== "setHeight" || typeof height !== "number" || !Number.isFinite(height) || height < 0) return
    iframe.style.height = `${Math.ceil(height)}px`
  })
})()
