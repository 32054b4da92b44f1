export * from "./contrast"
export * from "./events"
export * from "./evolve"
