export * from "./events"
export * from "./evolve"
