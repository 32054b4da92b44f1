export * from "./decode-log"
export * from "./replay"
