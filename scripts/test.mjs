// `npm test`: typecheck, lint, unit/property/replay tests, build, browser journeys.
// Prints one closing line `N passed, N failed` counted from the runners' own JSON reports;
// a step with no test report (typecheck, lint, build) counts as one check.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { ensureChromium } from "./chromium.mjs"

const results = ".test-results"
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

let passed = 0
let failed = 0

const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(" ")}`)
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env })
  return r.status === 0
}

const check = (label, cmd, args) => {
  if (run(label, cmd, args)) passed++
  else {
    failed++
    console.log(`✗ ${label} failed`)
  }
}

const suite = (label, config) => {
  const out = `${results}/${label}.json`
  const ok = run(label, "npx", [
    "vitest",
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ])
  if (!existsSync(out)) {
    failed++
    console.log(`✗ ${label}: the runner wrote no report`)
    return
  }
  const report = JSON.parse(readFileSync(out, "utf8"))
  passed += report.numPassedTests
  failed += report.numFailedTests
  // A file that fails to load has no tests counted: count it, so it cannot pass silently.
  const broken = report.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length
  failed += broken
  if (report.numTotalTests === 0) {
    failed++
    console.log(`✗ ${label}: no tests ran`)
  }
  if (!ok && report.numFailedTests === 0 && broken === 0) {
    failed++
    console.log(`✗ ${label}: runner exited non-zero`)
  }
}

/** The figures the resilience suites measured (tests/support/figures.ts), one line per suite. */
function printFigures() {
  const dir = `${results}/figures`
  if (!existsSync(dir)) return
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
  if (files.length === 0) return
  console.log("\nReliability and security figures (measured by this run):")
  for (const f of files) {
    const { suite, figures } = JSON.parse(readFileSync(`${dir}/${f}`, "utf8"))
    const line = Object.entries(figures)
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ")
    console.log(`  ${suite}: ${line}`)
  }
}

check("typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"])
check("lint", "node", ["scripts/biome.mjs", "check", "."])
suite("unit", "vitest.config.ts")
check("build", "npx", ["vite", "build", "--logLevel", "warn"])
if (ensureChromium()) suite("e2e", "vitest.e2e.config.ts")
else failed++

printFigures()
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
