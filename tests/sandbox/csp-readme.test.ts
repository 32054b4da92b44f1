import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { widgetContentSecurityPolicy } from "../../sandbox/host/csp"

/**
 * Issue 16 item 7: README's 'Deploying the widget' documents the policy the static server sends
 * (tests/sandbox/static-site.test.ts checks the served header against the same function).
 */
const deploying = (): string => {
  const readme = readFileSync("README.md", "utf8")
  const start = readme.indexOf("### Deploying the widget")
  expect(start).toBeGreaterThan(0)
  const end = readme.indexOf("\n## ", start)
  return readme.slice(start, end === -1 ? undefined : end)
}

/** The ```text blocks that hold a policy (they start with default-src). */
const policies = (markdown: string): string[] =>
  [...markdown.matchAll(/```text\n([\s\S]*?)\n```/g)].map((m) => m[1] ?? "").filter((b) => b.startsWith("default-src"))

describe("README's widget Content-Security-Policy", () => {
  it("the live and the sandbox lines equal the served policy for an API at https://api.example.com", () => {
    const [live, sandbox] = policies(deploying())
    const apiBase = "https://api.example.com"
    expect(live).toBe(widgetContentSecurityPolicy({ apiBase, mode: "live" }))
    expect(sandbox).toBe(widgetContentSecurityPolicy({ apiBase, mode: "sandbox" }))
  })

  it("the table of directives names every directive of the live policy", () => {
    const section = deploying()
    const directives = widgetContentSecurityPolicy({ apiBase: "https://api.example.com", mode: "live" })
      .split("; ")
      .map((d) => d.split(" ")[0] ?? "")
      .filter((d) => d !== "default-src")
    for (const directive of directives) expect(section).toContain(`\`${directive}\``)
  })
})
