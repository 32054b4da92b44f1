import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Result } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { parseLog } from "../../domain/replay/decode-log"
import { replay } from "../../domain/replay/replay"

const root = fileURLToPath(new URL("../../", import.meta.url))
const session = join(root, "fixtures/sessions/combo.json")
const dir = mkdtempSync(join(tmpdir(), "replay-cli-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Run {
  readonly code: number
  readonly stdout: string
  /** stderr without npm's own configuration warnings, which are not the CLI's output. */
  readonly stderr: ReadonlyArray<string>
}

const spawn = (command: string, args: ReadonlyArray<string>): Promise<Run> =>
  new Promise((resolve) => {
    execFile(command, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1
      const lines = stderr.split("\n").filter((l) => l !== "" && !l.startsWith("npm warn"))
      resolve({ code, stdout, stderr: lines })
    })
  })

/**
 * The script as `npm run replay` runs it (tsx), started through node directly: npx's own start-up
 * costs about a second per call, and these calls share 2 cores with the rest of the suite.
 */
const run = (...args: ReadonlyArray<string>): Promise<Run> =>
  spawn(process.execPath, ["--import", "tsx", "scripts/replay.ts", ...args])

/** The documented command itself, `npm run replay -- <args>`; npm adds its '> …' banner to stdout. */
const runViaNpm = (...args: ReadonlyArray<string>): Promise<Run> => spawn("npm", ["run", "replay", "--", ...args])

/** stdout without npm's banner ('> ordering-widget@… replay' and '> tsx scripts/replay.ts …'). */
const withoutNpmBanner = (stdout: string): string =>
  stdout
    .split("\n")
    .filter((l) => !l.startsWith("> "))
    .join("\n")
    .trim()

const writeLog = (name: string, content: string): string => {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

const expected = () => {
  const decoded = parseLog(readFileSync(session, "utf8"))
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
  return decoded.success
}

describe.concurrent("npm run replay -- <log.json>", { timeout: 60_000 }, () => {
  it("prints the final state as JSON and exits 0 (run exactly as documented, through npm)", async () => {
    const result = await runViaNpm(session)
    expect(result.stderr).toEqual([])
    expect(result.code).toBe(0)
    expect(JSON.parse(withoutNpmBanner(result.stdout))).toEqual(replay(expected()))
  })

  it("prints nothing but the state itself: stdout is one JSON document", async () => {
    const result = await run(session)
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toEqual(replay(expected()))
  })

  it("--steps prints one JSON document per event with its index and tag", async () => {
    const events = expected()
    const result = await run("--steps", session)
    expect(result.code).toBe(0)
    const lines = result.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l))
    expect(lines).toHaveLength(events.length)
    expect(lines.map((l) => [l.index, l.tag])).toEqual(events.map((e, i) => [i, e._tag]))
    expect(lines.at(-1).state).toEqual(replay(events))
    expect(lines[0].state).toEqual(replay(events.slice(0, 1)))
  })

  it("an event that does not decode: one line naming index, tag, path and reason; exit 1", async () => {
    const log = JSON.parse(readFileSync(session, "utf8"))
    const index = log.events.findIndex((e: { _tag: string }) => e._tag === "CartStored")
    log.events[index].cart.prices.sub_total = "20.48"
    const path = writeLog("bad-event.json", JSON.stringify(log))
    const result = await run(path)
    expect(result.code).toBe(1)
    expect(result.stdout).toBe("")
    expect(result.stderr).toHaveLength(1)
    expect(result.stderr[0]).toMatch(
      new RegExp(
        `^replay: ${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: event ${index} \\(CartStored\\) at cart\\.prices\\.sub_total: Expected`,
      ),
    )
  })

  it("an unknown tag names the event", async () => {
    const path = writeLog(
      "unknown-tag.json",
      JSON.stringify([
        { _tag: "WidgetOpened", at: 1, restaurantId: 1, route: "menu", orderId: null },
        { _tag: "PizzaEaten", at: 2 },
      ]),
    )
    const result = await run("--steps", path)
    expect(result.code).toBe(1)
    expect(result.stderr).toEqual([`replay: ${path}: event 1 (PizzaEaten) at _tag: unknown event tag "PizzaEaten"`])
  })

  it("bad JSON: one line, exit 1, no stack trace", async () => {
    const path = writeLog("bad.json", '[{"_tag": "WidgetOpened",')
    const result = await run(path)
    expect(result.code).toBe(1)
    expect(result.stderr).toHaveLength(1)
    expect(result.stderr[0]).toMatch(/^replay: .*bad\.json: log: not valid JSON \(/)
  })

  it("an unreadable file: one line, exit 1", async () => {
    const result = await run(join(dir, "missing.json"))
    expect(result.code).toBe(1)
    expect(result.stderr).toEqual([`replay: ${join(dir, "missing.json")}: cannot read the file (ENOENT)`])
  })

  it("as `npm run replay -- <bad log>`: the one error line, a non-zero exit, no stack trace", async () => {
    const log = JSON.parse(readFileSync(session, "utf8"))
    log.events[3] = { _tag: "CartStored", at: 1, cart: { uuid: 7 } }
    const path = writeLog("bad-via-npm.json", JSON.stringify(log))
    const result = await runViaNpm("--steps", path)
    expect(result.code).not.toBe(0)
    expect(withoutNpmBanner(result.stdout)).toBe("")
    expect(result.stderr).toHaveLength(1)
    expect(result.stderr[0]).toMatch(/^replay: .*bad-via-npm\.json: event 3 \(CartStored\) at cart\./)
    expect(result.stderr.join("\n")).not.toMatch(/\n\s+at |Error:/)
  })

  it("wrong usage prints the usage and exits 2", async () => {
    const result = await run()
    expect(result.code).toBe(2)
    expect(result.stderr).toEqual(["replay: usage: npm run replay -- [--steps] <log.json>"])
  })
})
