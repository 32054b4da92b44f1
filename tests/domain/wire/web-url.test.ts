import { describe, expect, it } from "vitest"
import { decideCheckoutAnswer } from "../../../domain/checkout"
import { webUrl } from "../../../domain/wire"
import type { CheckoutResponse } from "../../../domain/wire/responses"

/** Given an address the server sent, when the widget would load or follow it, then only http(s) survives. */

const SCRIPT_URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "blob:http://evil/1",
  "file:///etc/passwd",
]

describe("webUrl", () => {
  it("keeps absolute http(s) URLs", () => {
    expect(webUrl("https://secure.payu.com/pay?id=1")).toBe("https://secure.payu.com/pay?id=1")
    expect(webUrl("http://127.0.0.1:8787/sandbox/3ds/7")).toBe("http://127.0.0.1:8787/sandbox/3ds/7")
  })
  it("resolves a path against the base, and nothing without one", () => {
    expect(webUrl("/media/r1/pizza.svg", "http://api.test/")).toBe("http://api.test/media/r1/pizza.svg")
    expect(webUrl("/media/r1/pizza.svg")).toBeNull()
  })
  it("drops script, data and other schemes, with or without a base, and blanks and junk", () => {
    for (const url of SCRIPT_URLS) {
      expect(webUrl(url), url).toBeNull()
      expect(webUrl(url, "http://api.test/"), url).toBeNull()
    }
    for (const junk of [null, undefined, "", "   ", "http://", "::::"]) expect(webUrl(junk)).toBeNull()
  })
})

describe("checkout answers with a script URL", () => {
  const answer = (data: Partial<NonNullable<CheckoutResponse["data"]>>): CheckoutResponse =>
    ({
      success: true,
      message: "",
      data: { order: null, orderId: null, redirectUri: null, payu: null, threeDsUrl: null, ...data },
    }) as CheckoutResponse
  it("a javascript: 3-D Secure page is never framed: the order id alone leads to the order page", () => {
    for (const url of SCRIPT_URLS)
      expect(decideCheckoutAnswer(answer({ orderId: 7, threeDsUrl: url }), 9, "x")).toMatchObject({
        _tag: "Navigate",
        orderId: 7,
      })
  })
  it("a javascript: redirect is never followed: without an order id it is the inline error", () => {
    for (const url of SCRIPT_URLS)
      expect(decideCheckoutAnswer(answer({ redirectUri: url }), 9, "fallback").events[0]).toMatchObject({
        _tag: "CheckoutFailed",
        message: "fallback",
      })
  })
})
