/** The adapters' public surface: the UI imports services, errors and layers from here only. */
export * from "./api"
export * from "./config"
export * from "./storage"
