export * from "./decide"
export * from "./events"
export * from "./evolve"
export * from "./points"
