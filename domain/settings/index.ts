export * from "./contrast"
export * from "./events"
export * from "./evolve"
export * from "./switches"
