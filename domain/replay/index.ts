export * from "./decode-log"
export * from "./first-invalid"
export * from "./redact"
export * from "./replay"
