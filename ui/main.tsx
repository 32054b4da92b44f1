import { Layer } from "effect"
import { apiLayer } from "../adapters/api-live"
import { readWidgetConfig } from "../adapters/config"
import { ParentFrame } from "../adapters/parent-frame"
import { Storage } from "../adapters/storage"
import { Timers } from "../adapters/timers"
import { mountWidget } from "./app/mount"

/** The widget page: one widget mounted into #root, talking to the API named by the widget-api-base meta. */
const root = document.getElementById("root")
if (root) {
  const config = readWidgetConfig()
  const layer = Layer.mergeAll(
    apiLayer(config).pipe(Layer.provideMerge(Storage.layer)),
    ParentFrame.layer.pipe(Layer.provide(Timers.layer)),
  )
  mountWidget(root, { layer, mediaBase: config.apiBase })
}
