import { afterEach, describe, expect, it, vi } from "vitest"
import { newIdempotencyKey } from "../../adapters/idempotency-key"

afterEach(() => vi.restoreAllMocks())

describe("the idempotency key maker", () => {
  it("makes version-4 UUIDs, a new one each time", () => {
    const keys = Array.from({ length: 200 }, () => newIdempotencyKey())
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it("works where crypto.randomUUID is missing (a page on plain http is not a secure context)", () => {
    const randomUUID = vi.spyOn(crypto, "randomUUID").mockImplementation(() => {
      throw new TypeError("crypto.randomUUID is not a function")
    })
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/)
    expect(randomUUID).not.toHaveBeenCalled()
  })
})
