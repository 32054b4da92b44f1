export * from "./copy"
export * from "./translate"
