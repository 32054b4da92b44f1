import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { distRoot } from "../support/browser/journey"

/**
 * Issue 29: a production build serves no source maps — `npm test` builds dist/ first (the same
 * `vite build` as `npm start`), and this reads what it wrote: no .map file anywhere, and no
 * `sourceMappingURL` comment in a script or style sheet pointing at one.
 */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

describe("the production build", () => {
  it("has no source maps and no reference to one", () => {
    const files = filesUnder(distRoot() ?? "dist")
    expect(files.some((f) => f.endsWith(".js"))).toBe(true)
    expect(files.filter((f) => f.endsWith(".map"))).toEqual([])
    const referring = files
      .filter((f) => /\.(js|css|html)$/.test(f))
      .filter((f) => readFileSync(f, "utf8").includes("sourceMappingURL="))
    expect(referring).toEqual([])
  })
})
