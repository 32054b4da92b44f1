/**
 * `npm run bench`: the performance budgets of issue 17, measured for real in Chromium (the measuring
 * files live in scripts/bench/, named after what they measure; README 'Performance' explains the table).
 *
 *   npm run bench                              builds dist/, then measures everything
 *   WIDGET_DIST=/tmp/d tsx scripts/bench.ts    measures an already built dist elsewhere (no build)
 *   BENCH_RUNS=5 (default)                     cold visits per page, restaurant and profile
 *   BENCH_SKIP_NAVIGATION / _INTERACTIONS / _JOURNEYS / _MEMORY=1   leaves a part out
 *
 * Prints a table (medians with min–max, the widget / floor ratios), writes bench/results.json and
 * exits 1 when a budget is over.
 */
import { main } from "./bench/run"

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 2
  },
)
