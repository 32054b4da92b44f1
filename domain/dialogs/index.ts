export * from "./events"
export * from "./evolve"
export * from "./failures"
export * from "./message"
