import { mkdirSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"

/** One line of bench/results.json: runs can be compared over time by name. */
export interface Result {
  readonly name: string
  readonly value: number
  readonly unit: string
  /** The limit, or null for a figure shown for information (the floor, a ratio's parts). */
  readonly budget: number | null
  /** Whether the value is within the budget ("≤" unless `higherIsBetter`); null without a budget. */
  readonly pass: boolean | null
  /** What the table shows in the Measured column (medians with their range). */
  readonly shown: string
}

export const result = (
  name: string,
  value: number,
  unit: string,
  budget: number | null,
  shown: string,
  higherIsBetter = false,
): Result => ({
  name,
  value: Math.round(value * 100) / 100,
  unit,
  budget,
  pass: budget === null ? null : higherIsBetter ? value >= budget : value <= budget,
  shown,
})

/** The table the bench prints (and README 'Performance' shows). */
export const printTable = (results: ReadonlyArray<Result>): string => {
  const head = ["What", "Budget", "Measured", "Result"]
  const cells = results.map((r) => [
    r.name,
    r.budget === null ? "—" : `${r.unit === "ev/s" ? "≥" : "≤"} ${r.budget.toLocaleString("en")} ${r.unit}`,
    r.shown,
    r.pass === null ? "info" : r.pass ? "ok" : "OVER",
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)))
  const line = (c: ReadonlyArray<string>) => `| ${c.map((x, i) => x.padEnd(widths[i] ?? 0)).join(" | ")} |`
  return [line(head), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...cells.map(line)].join("\n")
}

/** Writes bench/results.json: when, the load, and every result. */
export const writeResults = (path: string, results: ReadonlyArray<Result>, meta: Record<string, unknown>): void => {
  mkdirSync(dirname(path), { recursive: true })
  const lines = results.map(({ name, value, unit, budget, pass }) => ({ name, value, unit, budget, pass }))
  writeFileSync(path, `${JSON.stringify({ ...meta, results: lines }, null, 2)}\n`)
}
