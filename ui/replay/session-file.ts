import { Result } from "effect"
import { Replay, type Widget } from "../../domain"

/** What the page shows about a report besides its events (all optional: a bare event array is a session too). */
export interface SessionInfo {
  readonly name: string
  readonly version: string | null
  readonly createdAt: string | null
  readonly language: string | null
  readonly viewport: { readonly width: number; readonly height: number } | null
  readonly description: string | null
}

export interface LoadedSession {
  readonly info: SessionInfo
  readonly events: ReadonlyArray<Widget.WidgetEvent>
  /** The state after each event: `steps[i]` is the state after events[0..i]. */
  readonly steps: ReadonlyArray<Widget.WidgetState>
}

const text = (record: Record<string, unknown>, key: string): string | null =>
  typeof record[key] === "string" ? (record[key] as string) : null

/** A plausible screen size: the report's viewport, else null (the page then uses a phone's 390×844). */
const viewportOf = (value: unknown): SessionInfo["viewport"] => {
  if (typeof value !== "object" || value === null) return null
  const { width, height } = value as Record<string, unknown>
  const ok = (n: unknown): n is number => typeof n === "number" && Number.isFinite(n) && n >= 200 && n <= 4000
  return ok(width) && ok(height) ? { width: Math.round(width), height: Math.round(height) } : null
}

/**
 * Reads a 'Report a problem' file (or a bare event log) the way `npm run replay` does
 * (Replay.parseLog: the first bad event is named), then folds it once into the state after every
 * event, so moving the step slider never replays the log again.
 */
export const loadSession = (name: string, content: string): Result.Result<LoadedSession, string> => {
  const parsed = Replay.parseLog(content)
  if (Result.isFailure(parsed)) return Result.fail(parsed.failure.message)
  const events = parsed.success
  if (events.length === 0) return Result.fail("log: no events")
  const json = JSON.parse(content) as unknown
  const meta =
    typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {}
  const info: SessionInfo = {
    name,
    version: text(meta, "version"),
    createdAt: text(meta, "createdAt"),
    language: text(meta, "language"),
    viewport: viewportOf(meta.viewport),
    description: text(meta, "description"),
  }
  return Result.succeed({ info, events, steps: Replay.replaySteps(events).map((s) => s.state) })
}
