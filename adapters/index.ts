/**
 * The adapters' public surface: the UI imports services, errors and layers from here only. A widget
 * mount builds one ManagedRuntime from `sandboxLayer(config)`, `liveLayer(config)` or
 * `testLayer(...)` and disposes it on unmount.
 */
export * from "./adapter-error"
export * from "./api"
export { type ApiOptions, apiLayer, makeApi, warmApi } from "./api-live"
export { RETRY_POLICY, retryDelayMs } from "./api-retry"
export * from "./cards"
export { cardsLiveLayer, type LiveCardsOptions } from "./cards-live"
export * from "./config"
export * from "./connectivity"
export * from "./idempotency-key"
export * from "./layers"
export * from "./maps"
/** maps-live is imported lazily by liveLayer (Google loader + clusterer stay out of the first bundle). */
export type { GoogleMapsLibraries, LiveMapsOptions } from "./maps-live"
export * from "./menu-answers"
export * from "./message-origin"
export * from "./parent-frame"
export * from "./parent-frame-core"
export * from "./storage"
export * from "./storage-menu-cache"
export * from "./store"
export * from "./three-ds"
export * from "./timers"
