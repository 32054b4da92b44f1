import type { Root } from "react-dom/client"
import { liveLayer, readWidgetConfig, sandboxLayer } from "../../adapters"
import { mountWidget } from "./mount"

/**
 * The widget's main chunk: the Effect runtime, adapters, model and menu. ui/main.tsx loads it right
 * after the first paint, so the skeleton shows without waiting for (or parsing) any of this.
 */
export const start = (container: HTMLElement, root: Root): void => {
  const config = readWidgetConfig()
  const layer = config.mode === "live" ? liveLayer(config) : sandboxLayer(config)
  mountWidget(container, { layer, mediaBase: config.apiBase, root })
}
