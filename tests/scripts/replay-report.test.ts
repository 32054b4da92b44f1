import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Result } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { parseLog } from "../../domain/replay/decode-log"
import { redactLog } from "../../domain/replay/redact"
import { replay } from "../../domain/replay/replay"

/** `npm run replay` on the file 'Report a problem' downloads: metadata beside redacted events. */

const root = fileURLToPath(new URL("../../", import.meta.url))
const dir = mkdtempSync(join(tmpdir(), "replay-report-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const run = (file: string): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/replay.ts", file],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1
        resolve({ code, stdout, stderr })
      },
    )
  })

const sessionEvents = () => {
  const decoded = parseLog(readFileSync(join(root, "fixtures/sessions/checkout-3ds.json"), "utf8"))
  if (Result.isFailure(decoded)) throw new Error(decoded.failure.message)
  return decoded.success
}

describe("npm run replay -- <problem report>", { timeout: 60_000 }, () => {
  it("replays the report's redacted events to the same state as in the browser and reports no invalid step", async () => {
    const events = redactLog(sessionEvents())
    const report = {
      version: "0.1.0",
      restaurantId: 1,
      route: { name: "checkout", orderId: null },
      viewport: { width: 390, height: 844 },
      language: "pl",
      createdAt: "2026-11-23T15:00:00.000Z",
      description: "The points did not apply",
      events,
    }
    const file = join(dir, "report.json")
    writeFileSync(file, JSON.stringify(report, null, 2))
    const result = await run(file)
    expect(result.stderr.split("\n").filter((l) => l !== "" && !l.startsWith("npm warn"))).toEqual([])
    expect(result.code).toBe(0)
    const state = JSON.parse(result.stdout)
    expect(state).toEqual(replay(events))
    // The redacted session is signed in under a placeholder token, not the recorded one.
    expect(state.session.token).toMatch(/^redacted-token-\d+$/)
  })
})
