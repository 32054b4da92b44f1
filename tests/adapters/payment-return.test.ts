import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeParentFrame } from "../../adapters/parent-frame"
import { embeddingPage, type FrameEnvironment, withReturnTo } from "../../adapters/parent-frame-core"
import { manualTimers } from "../../adapters/timers"

/**
 * README 'Returning from a payment', the widget's half: the embedding page embed.js names (`&host=`)
 * is trusted only on exactly the parent's origin, and then the payment provider's address carries it
 * as `returnTo`; anything else leaves the provider's address as the server sent it.
 */
const PARENT = "https://pizzeria.example"
const PAGE = "https://pizzeria.example/menu?lokal=centrum"

describe("embeddingPage", () => {
  it("takes an http(s) page of exactly the parent's origin, without its fragment", () => {
    expect(embeddingPage(`${PAGE}#zamow`, PARENT, ["https://pizzeria.example"])).toBe(PAGE)
    expect(embeddingPage(PAGE, PARENT, undefined)).toBe(PAGE)
    expect(embeddingPage("http://127.0.0.1:5174/", "http://127.0.0.1:5174", undefined)).toBe("http://127.0.0.1:5174/")
  })

  it("refuses another origin, lookalikes, other schemes or ports, credentials, junk and oversized values", () => {
    const refused = [
      "https://evil.example/menu",
      "https://pizzeria.example.evil.com/menu",
      "http://pizzeria.example/menu",
      "https://pizzeria.example:8443/menu",
      "https://user:pw@pizzeria.example/menu",
      "javascript:alert(1)",
      "not a url",
      "",
      `https://pizzeria.example/${"a".repeat(2100)}`,
    ]
    for (const page of refused) expect(embeddingPage(page, PARENT, ["https://pizzeria.example"])).toBeUndefined()
    expect(embeddingPage(null, PARENT, undefined)).toBeUndefined()
  })

  it("refuses when the parent is unknown or is not the top window (the provider's page replaces the top)", () => {
    expect(embeddingPage(PAGE, undefined, undefined)).toBeUndefined()
    expect(embeddingPage(PAGE, PARENT, ["https://pizzeria.example", "https://portal.example"])).toBeUndefined()
  })
})

describe("withReturnTo", () => {
  it("adds the page as returnTo, keeping the provider's own query", () => {
    const url = new URL(withReturnTo("https://pay.example/sandbox/payu/7?key=abc", PAGE))
    expect(url.searchParams.get("key")).toBe("abc")
    expect(url.searchParams.get("returnTo")).toBe(PAGE)
    expect(withReturnTo("not a url", PAGE)).toBe("not a url")
  })
})

describe("ParentFrame.navigateTop", () => {
  const leaveFor = (overrides: Partial<FrameEnvironment>) => {
    const went: string[] = []
    const env: FrameEnvironment = {
      framed: true,
      ancestorOrigins: ["https://pizzeria.example"],
      referrer: "",
      postToParent: () => {},
      observeSize: () => () => {},
      listen: () => () => {},
      navigateTop: (url) => went.push(url),
      ...overrides,
    }
    Effect.runSync(makeParentFrame(env, manualTimers().service).navigateTop("https://pay.example/payu/7?key=k"))
    return went
  }

  it("embedded on a trusted page: the provider's address carries returnTo", () => {
    const [url] = leaveFor({ hostPage: PAGE })
    expect(new URL(url ?? "").searchParams.get("returnTo")).toBe(PAGE)
  })

  it("a page naming another site, no page, or unframed: the provider's address as sent", () => {
    expect(leaveFor({ hostPage: "https://evil.example/" })).toEqual(["https://pay.example/payu/7?key=k"])
    expect(leaveFor({ hostPage: null })).toEqual(["https://pay.example/payu/7?key=k"])
    expect(leaveFor({ framed: false, ancestorOrigins: undefined, hostPage: PAGE })).toEqual([
      "https://pay.example/payu/7?key=k",
    ])
  })
})
