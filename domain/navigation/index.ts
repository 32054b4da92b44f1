export * from "./events"
export * from "./evolve"
export * from "./in-view"
export * from "./queries"
