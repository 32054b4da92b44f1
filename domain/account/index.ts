export * from "./countries"
export * from "./events"
export * from "./evolve"
export * from "./phone"
