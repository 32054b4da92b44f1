import { readWidgetConfig } from "../adapters/config"
import { sandboxLayer } from "../adapters/layers"
import { mountWidget } from "./app/mount"

/** The widget page: one widget mounted into #root, talking to the API named by the widget-api-base meta. */
const root = document.getElementById("root")
if (root) {
  const config = readWidgetConfig()
  mountWidget(root, { layer: sandboxLayer(config), mediaBase: config.apiBase })
}
