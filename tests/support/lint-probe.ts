import { spawnSync } from "node:child_process"
import { rmSync, writeFileSync } from "node:fs"
import { afterEach } from "vitest"

/** One finding of Biome's JSON reporter. */
export interface Diagnostic {
  readonly category: string
  readonly severity: string
  readonly message: string
}

/**
 * The lint tests' probe: `lintAt(path, source)` writes `source` at `path` (so that folder's biome.json
 * override applies), lints it with the project's Biome and returns its exit code and diagnostics.
 * Every probe is deleted after each test (registered here with afterEach), so a concurrent typecheck
 * or lint never trips on it for long.
 */
export const lintProbes = (): {
  readonly lintAt: (path: string, source: string) => { status: number | null; diagnostics: Diagnostic[] }
} => {
  const probes: string[] = []
  afterEach(() => {
    for (const path of probes.splice(0)) rmSync(path, { force: true })
  })
  return {
    lintAt: (path, source) => {
      probes.push(path)
      writeFileSync(path, source)
      const r = spawnSync("node", ["scripts/biome.mjs", "lint", "--reporter=json", path], { encoding: "utf8" })
      const report = JSON.parse(r.stdout) as { diagnostics: Diagnostic[] }
      return { status: r.status, diagnostics: report.diagnostics }
    },
  }
}
