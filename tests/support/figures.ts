import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/**
 * Resilience figures ('faults injected: 512', 'carts lost: 0') that `npm test` prints after its
 * runs, so the guarantees of issue 16 are shown as numbers measured by the tests themselves rather
 * than claimed. Each suite writes its own file under `.test-results/figures/`; scripts/test.mjs
 * reads every file there and prints the lines, in file-name order.
 */
export const recordFigures = (suite: string, figures: Readonly<Record<string, number | string>>): void => {
  const dir = join(process.cwd(), ".test-results", "figures")
  mkdirSync(dir, { recursive: true })
  const safeName = suite.replace(/[^a-z0-9-]+/gi, "-").toLowerCase()
  writeFileSync(join(dir, `${safeName}.json`), JSON.stringify({ suite, figures }, null, 2))
}
