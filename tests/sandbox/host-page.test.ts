import { describe, expect, it } from "vitest"
import { hostPageHtml } from "../../sandbox/host/host-page"

describe("the demo restaurant page", () => {
  it("links the sandbox's one-time codes page (no SMS here) in demo mode, in both embed modes", () => {
    for (const mode of ["inline", "button"] as const) {
      const html = hostPageHtml(
        { widgetOrigin: "http://127.0.0.1:5173", sandboxUrl: "http://127.0.0.1:8787", demo: true },
        mode,
      )
      expect(html).toContain('<a href="http://127.0.0.1:8787/sandbox/otp">Kody jednorazowe (sandbox)</a>')
    }
  })

  it("has no codes link when it does not know the sandbox", () => {
    expect(hostPageHtml({ widgetOrigin: "http://127.0.0.1:5173" })).not.toContain("/sandbox/otp")
  })

  it("has no codes link outside demo mode (the sandbox then has no such page)", () => {
    expect(hostPageHtml({ widgetOrigin: "http://127.0.0.1:5173", sandboxUrl: "http://127.0.0.1:8787" })).not.toContain(
      "/sandbox/otp",
    )
  })
})
