export * from "./decode-log"
export * from "./redact"
export * from "./replay"
