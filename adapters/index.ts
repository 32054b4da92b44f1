/** The adapters' public surface: the UI imports services, errors and layers from here only. */
export * from "./api"
export { type ApiOptions, apiLayer } from "./api-live"
export * from "./config"
export * from "./parent-frame"
export * from "./storage"
export * from "./timers"
