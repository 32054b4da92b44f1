// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest"
import {
  apiOrigin,
  DEFAULT_API_BASE,
  normaliseApiBase,
  readApiBase,
  readStripeKey,
  readWidgetConfig,
  readWidgetMode,
} from "../../adapters/config"

const meta = (name: string, content: string) => {
  const m = document.createElement("meta")
  m.name = name
  m.content = content
  document.head.append(m)
}

afterEach(() => {
  document.head.innerHTML = ""
})

describe("widget configuration (contract 3)", () => {
  it("reads the API base from the widget-api-base meta, without a trailing slash", () => {
    meta("widget-api-base", "http://127.0.0.1:54321/")
    expect(readApiBase(document)).toBe("http://127.0.0.1:54321")
    expect(apiOrigin(readWidgetConfig(document, "http://127.0.0.1:5173"))).toBe("http://127.0.0.1:54321")
  })

  it("falls back to the sandbox default for a missing meta or an unreplaced placeholder", () => {
    expect(readApiBase(document)).toBe(DEFAULT_API_BASE)
    meta("widget-api-base", "%VITE_API_BASE%")
    expect(readApiBase(document)).toBe(DEFAULT_API_BASE)
  })

  it("accepts only absolute http(s) URLs", () => {
    expect(normaliseApiBase("https://api.example.com/v1/")).toBe("https://api.example.com/v1")
    expect(normaliseApiBase("javascript:alert(1)")).toBeUndefined()
    expect(normaliseApiBase("/relative")).toBeUndefined()
  })

  it("never takes the API from the query string", () => {
    meta("widget-api-base", "http://127.0.0.1:8787")
    history.replaceState(null, "", "/widget?restaurantId=1&api=http://evil.test")
    expect(readWidgetConfig(document, "http://127.0.0.1:5173").apiBase).toBe("http://127.0.0.1:8787")
  })

  it("reads a Stripe publishable key, refusing anything that is not one", () => {
    expect(readStripeKey(document)).toBeUndefined()
    meta("widget-stripe-key", "sk_live_secret")
    expect(readStripeKey(document)).toBeUndefined()
    document.head.innerHTML = ""
    meta("widget-stripe-key", "pk_test_abc123")
    expect(readStripeKey(document)).toBe("pk_test_abc123")
  })
})

describe("readWidgetMode", () => {
  const docWith = (content: string | null) => ({
    querySelector: (selector: string) =>
      selector === 'meta[name="widget-mode"]' && content !== null
        ? ({ getAttribute: (name: string) => (name === "content" ? content : null) } as unknown as Element)
        : null,
  })
  it("selects the live layers only for an exact 'live'", () => {
    expect(readWidgetMode(docWith("live"))).toBe("live")
    expect(readWidgetMode(docWith(" live "))).toBe("live")
  })
  it("stays on the sandbox for a missing meta, an unreplaced placeholder or anything else", () => {
    expect(readWidgetMode(docWith(null))).toBe("sandbox")
    expect(readWidgetMode(docWith("%VITE_WIDGET_MODE%"))).toBe("sandbox")
    expect(readWidgetMode(docWith("LIVE"))).toBe("sandbox")
    expect(readWidgetMode(undefined)).toBe("sandbox")
  })
})
