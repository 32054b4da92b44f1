import { describe, expect, it } from "vitest"
import { isTrustedMessage, PAYU_ORIGINS } from "../../adapters/message-origin"

const frame = { name: "challenge frame" }
const other = { name: "another window" }

describe("isTrustedMessage (3-D Secure origin whitelist)", () => {
  it("accepts PayU's production and sandbox origins from the challenge frame", () => {
    expect(isTrustedMessage({ origin: "https://secure.payu.com", source: frame }, PAYU_ORIGINS, frame)).toBe(true)
    expect(isTrustedMessage({ origin: "https://secure.snd.payu.com", source: frame }, PAYU_ORIGINS, frame)).toBe(true)
  })

  it.each([
    ["lookalike suffix", "https://secure.payu.com.evil.com"],
    ["lookalike prefix", "https://evilsecure.payu.com"],
    ["other subdomain", "https://evil.secure.payu.com"],
    ["wrong scheme", "http://secure.payu.com"],
    ["wrong port", "https://secure.payu.com:8443"],
    ["trailing slash (not an origin)", "https://secure.payu.com/"],
    ["upper case (origins are serialised lower case)", "https://SECURE.PAYU.COM"],
    ["opaque origin", "null"],
    ["empty", ""],
  ])("rejects %s: %s", (_name, origin) => {
    expect(isTrustedMessage({ origin, source: frame }, PAYU_ORIGINS, frame)).toBe(false)
  })

  it("rejects the right origin from the wrong window", () => {
    expect(isTrustedMessage({ origin: "https://secure.payu.com", source: other }, PAYU_ORIGINS, frame)).toBe(false)
    expect(isTrustedMessage({ origin: "https://secure.payu.com", source: null }, PAYU_ORIGINS, frame)).toBe(false)
  })

  it("rejects everything while the frame's window is unknown", () => {
    expect(isTrustedMessage({ origin: "https://secure.payu.com", source: null }, PAYU_ORIGINS, null)).toBe(false)
    expect(isTrustedMessage({ origin: "https://secure.payu.com", source: undefined }, PAYU_ORIGINS, undefined)).toBe(
      false,
    )
  })

  it("a 'null' origin is never trusted, even if someone whitelisted it", () => {
    expect(isTrustedMessage({ origin: "null", source: frame }, ["null"], frame)).toBe(false)
  })

  it("the sandbox whitelist is exactly the sandbox origin", () => {
    const sandbox = ["http://127.0.0.1:8787"]
    expect(isTrustedMessage({ origin: "http://127.0.0.1:8787", source: frame }, sandbox, frame)).toBe(true)
    expect(isTrustedMessage({ origin: "http://127.0.0.1:8788", source: frame }, sandbox, frame)).toBe(false)
    expect(isTrustedMessage({ origin: "http://localhost:8787", source: frame }, sandbox, frame)).toBe(false)
  })
})
