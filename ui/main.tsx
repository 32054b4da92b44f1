import { Settings } from "../domain"
import { paintFirst, paintLoadFailed } from "./app/first-paint"
import { registerPageCacheWorkerWhenIdle } from "./app/page-cache-registration"
import { applyEmbedLook } from "./app/theme"
import "./app/tokens.css"

/**
 * The widget page's entry: paint the menu skeleton at once with React alone, then load the main chunk
 * (ui/app/start.ts). Keeping Effect, the adapters and the model out of this chunk keeps the initial
 * JS inside its budget (ARCHITECTURE.md: ≤ 130 KB gzipped) on slow phones.
 */
const container = document.getElementById("root")
if (container) {
  container.classList.add("widget-root")
  const embed = Settings.embedChoicesOf(window.location.search)
  applyEmbedLook(document.documentElement, embed)
  const language = embed.language ?? "pl"
  const root = paintFirst(container, language)
  const load = () =>
    import("./app/start")
      .then(({ start }) => start(container, root))
      .catch(() => paintLoadFailed(root, () => window.location.reload(), language))
  // The modal chunks load once the first card is on screen (ui/app/modal-host.tsx), never beside
  // the main chunk and the menu's answers the first card waits for.
  void load()
  // Repeat visits take the page and its files from the widget's service worker (built pages only).
  if (import.meta.env.PROD) registerPageCacheWorkerWhenIdle()
}
