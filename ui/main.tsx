import { createRoot } from "react-dom/client"
import { FirstPaint, LoadFailed } from "./app/first-paint"
import "./app/tokens.css"

/**
 * The widget page's entry: paint the menu skeleton at once with React alone, then load the main chunk
 * (ui/app/start.ts). Keeping Effect, the adapters and the model out of this chunk keeps the initial
 * JS inside its budget (ARCHITECTURE.md: ≤ 110 KB gzipped) on slow phones.
 */
const container = document.getElementById("root")
if (container) {
  container.classList.add("widget-root")
  const root = createRoot(container)
  root.render(<FirstPaint />)
  const load = () =>
    import("./app/start")
      .then(({ start }) => start(container, root))
      .catch(() => root.render(<LoadFailed onRetry={() => window.location.reload()} />))
  void load()
  // The modals a first click on the menu opens (a few KB) download while the main chunk evaluates and
  // boots, when the network is otherwise idle; fetched any later, the first click waited for them.
  // Not in the initial JS: dynamic imports, not modulepreloads. A failure here is retried on open.
  void import("./product-modal/product-modal").catch(() => {})
  void import("./combo-modal/combo-modal").catch(() => {})
}
