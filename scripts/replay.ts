/**
 * Replays a saved event log and prints the resulting state.
 *
 *   npm run replay -- <log.json>           the final state, as one pretty-printed JSON document
 *   npm run replay -- --steps <log.json>   one JSON line per event: {"index","tag","state"}
 *
 * A log is an array of events or `{ "events": [...] }` (fixtures/sessions/*.json, and the file the
 * widget's 'Report a problem' downloads: version, restaurant, route, viewport… beside its events).
 * When the state becomes invalid (domain/widget/validity.ts) the first such event is named on
 * stderr — 'state invalid after event N (Tag): problems' — the state is still printed, and the
 * exit code is 3. A log that
 * cannot be read, is not JSON, or has an event that does not decode prints ONE line naming the
 * first bad event (index, tag, path, reason) to stderr and exits 1 — never a stack trace.
 * Wrong usage exits 2.
 *
 * npm itself prints a '> ordering-widget@… replay' banner on stdout before the script runs; to pipe
 * the JSON into another tool use `npm run -s replay -- <log.json>` (or `npx tsx scripts/replay.ts`).
 */
import { readFileSync } from "node:fs"
import { Result } from "effect"
import { parseLog } from "../domain/replay/decode-log"
import { firstInvalidStep } from "../domain/replay/first-invalid"
import { replay, replaySteps } from "../domain/replay/replay"

const usage = "usage: npm run replay -- [--steps] <log.json>"

/** Prints the one error line and gives back the exit code. */
const fail = (line: string, code: number): number => {
  process.stderr.write(`replay: ${line}\n`)
  return code
}

/** Runs the CLI and returns its exit code. */
const main = (argv: ReadonlyArray<string>): number => {
  const steps = argv.includes("--steps")
  const unknownFlag = argv.find((a) => a.startsWith("--") && a !== "--steps")
  const files = argv.filter((a) => !a.startsWith("--"))
  if (unknownFlag !== undefined) return fail(`unknown option ${unknownFlag}; ${usage}`, 2)
  const file = files[0]
  if (file === undefined || files.length > 1) return fail(usage, 2)

  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch (e) {
    const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : String(e)
    return fail(`${file}: cannot read the file (${code})`, 1)
  }

  const decoded = parseLog(text)
  if (Result.isFailure(decoded)) return fail(`${file}: ${decoded.failure.message}`, 1)
  const events = decoded.success

  if (steps) {
    const out: Array<string> = []
    for (const step of replaySteps(events)) out.push(JSON.stringify(step))
    process.stdout.write(out.length === 0 ? "" : `${out.join("\n")}\n`)
  } else {
    process.stdout.write(`${JSON.stringify(replay(events), null, 2)}\n`)
  }
  const invalid = firstInvalidStep(events)
  if (invalid !== null) {
    return fail(
      `${file}: state invalid after event ${invalid.index} (${invalid.tag}): ${invalid.problems.join("; ")}`,
      3,
    )
  }
  return 0
}

try {
  // exitCode rather than exit(): the process ends once stdout has flushed a large state.
  process.exitCode = main(process.argv.slice(2))
} catch (e) {
  // Reducers and the decoder never throw; this is the last guard so a user never sees a stack trace.
  process.exitCode = fail(`unexpected failure: ${e instanceof Error ? e.message : String(e)}`, 1)
}
