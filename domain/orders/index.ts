export * from "./events"
export * from "./evolve"
export * from "./queries"
export * from "./status"
