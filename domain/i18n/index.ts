export * from "./copy"
export * from "./plural"
export * from "./translate"
