import { whenIdle } from "../kit/when-idle"

/**
 * Registers the widget's service worker (ui/app/page-cache-worker.ts, built as
 * /widget-cache-worker.js) once the page has loaded and is idle, so it never competes with the first
 * card. Only the built widget page calls it (ui/main.tsx, production builds; not the dev server, the
 * replay page or component tests). Where the browser refuses (blocked storage or cookies, a
 * sandboxed frame, no service workers) nothing changes: every visit goes to the network as before.
 */
export const PAGE_CACHE_WORKER_URL = "/widget-cache-worker.js"

export const registerPageCacheWorker = (nav: Pick<Navigator, "serviceWorker"> = navigator): void => {
  try {
    const container = nav.serviceWorker as ServiceWorkerContainer | undefined
    if (!container) return
    void container.register(PAGE_CACHE_WORKER_URL).catch(() => {})
  } catch {
    // The browser refuses service workers here: visits simply go to the network.
  }
}

/** registerPageCacheWorker after the page's load event, in an idle moment. */
export const registerPageCacheWorkerWhenIdle = (): void => {
  const register = () => whenIdle(() => void registerPageCacheWorker(), { timeoutMs: 5_000, fallbackMs: 1_000 })
  if (document.readyState === "complete") register()
  else window.addEventListener("load", register, { once: true })
}
