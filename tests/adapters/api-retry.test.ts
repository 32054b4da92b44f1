import { describe, expect, it } from "vitest"
import { parseRetryAfter, RETRY_POLICY, retryDelayMs } from "../../adapters/api-retry"

describe("retryDelayMs (exponential backoff with full jitter)", () => {
  it("draws uniformly below a ceiling that doubles per attempt up to the cap", () => {
    const top = () => 0.999999
    expect([0, 1, 2, 3, 4, 5].map((a) => retryDelayMs(a, top))).toEqual([299, 599, 1199, 2399, 4799, 4999])
    expect([0, 1, 2].map((a) => retryDelayMs(a, () => 0))).toEqual([0, 0, 0])
    expect(retryDelayMs(2, () => 0.25)).toBe(300)
  })

  it("keeps every draw inside [0, ceiling] even for a misbehaving random source", () => {
    expect(retryDelayMs(1, () => 7)).toBe(600)
    expect(retryDelayMs(1, () => -3)).toBe(0)
  })

  it("lets the server's Retry-After win, and refuses to wait longer than the widget should hang", () => {
    expect(retryDelayMs(0, () => 0.5, 2_000)).toBe(2_000)
    expect(retryDelayMs(0, () => 0.5, RETRY_POLICY.maxRetryAfterMs)).toBe(RETRY_POLICY.maxRetryAfterMs)
    expect(retryDelayMs(0, () => 0.5, RETRY_POLICY.maxRetryAfterMs + 1)).toBeUndefined()
  })
})

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-22T12:00:00Z")
  it("reads delay-seconds and HTTP dates", () => {
    expect(parseRetryAfter("3", now)).toBe(3_000)
    expect(parseRetryAfter("Sun, 22 Nov 2026 12:00:05 GMT", now)).toBe(5_000)
    expect(parseRetryAfter("Sun, 22 Nov 2026 11:00:00 GMT", now)).toBe(0)
  })
  it("ignores a missing or unreadable header", () => {
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter("soon", now)).toBeUndefined()
    expect(parseRetryAfter("-1", now)).toBeUndefined()
  })
})
