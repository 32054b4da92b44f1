import { Result, Schema, SchemaIssue } from "effect"
import { EMPTY_AUTH_FIELDS } from "../dialogs/auth-fields"
import { eventSchemaByTag, type WidgetEvent } from "../widget/event"
import { initialState } from "../widget/initial-state"

/**
 * Why a saved log cannot be replayed: the first bad event's index and tag (null when the log itself
 * is malformed or the event has no tag), the path inside the event, and the reason. `message` is the
 * one line a CLI or a bug report prints.
 */
export interface LogDecodeError {
  readonly _tag: "LogDecodeError"
  readonly index: number | null
  readonly tag: string | null
  readonly path: string
  readonly reason: string
  readonly message: string
}

const logDecodeError = (index: number | null, tag: string | null, path: string, reason: string): LogDecodeError => {
  const where = index === null ? "log" : `event ${index}${tag === null ? "" : ` (${tag})`}`
  const at = path === "" ? "" : ` at ${path}`
  return { _tag: "LogDecodeError", index, tag, path, reason, message: `${where}${at}: ${reason}` }
}

/** A path as a reader writes it: `cart.items[0].value.price`. */
const formatPath = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path
    .map((segment) => (typeof segment === "object" ? segment.key : segment))
    .map((key, i) =>
      typeof key === "number"
        ? `[${key}]`
        : typeof key === "string" && /^[A-Za-z_$][\w$]*$/.test(key)
          ? `${i === 0 ? "" : "."}${key}`
          : `[${JSON.stringify(String(key))}]`,
    )
    .join("")

const firstIssue = SchemaIssue.makeFormatterStandardSchemaV1()

const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === "object" && u !== null && !Array.isArray(u)

/**
 * A Snapshot's state written before a field existed (issue 26 added the allergen panel, the points
 * field, the phone code step and the address and auth forms' fields; later the order page's polling
 * and the 'Order again' dialog, whole slices): each slice's missing keys take their initial value, a
 * missing slice its initial one, and an open auth modal's missing form its empty one, so an older report still
 * replays. Here, where reports are read, rather than as decoding defaults in the state's schema,
 * which would pull Effect's runtime into the first card's chunk (the schema is there).
 */
const withAddedStateFields = (event: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> => {
  const state = event.state
  if (event._tag !== "Snapshot" || !isRecord(state)) return event
  const filled: Record<string, unknown> = { ...state }
  for (const [slice, keys] of ADDED_FIELDS) {
    const value = state[slice]
    const initial: Readonly<Record<string, unknown>> = initialState[slice]
    if (!isRecord(value)) continue
    const missing = keys.filter((key) => !(key in value))
    if (missing.length > 0) filled[slice] = { ...value, ...Object.fromEntries(missing.map((k) => [k, initial[k]])) }
  }
  for (const slice of ADDED_SLICES) if (!(slice in state)) filled[slice] = initialState[slice]
  const auth = state.authModal
  if (isRecord(auth) && !("fields" in auth)) filled.authModal = { ...auth, fields: EMPTY_AUTH_FIELDS }
  return { ...event, state: filled }
}

/** The state fields added since Snapshots were first written, by slice (their values: the initial state's). */
const ADDED_FIELDS: ReadonlyArray<
  readonly ["search" | "pointsApply" | "settingsForm" | "addressModal", ReadonlyArray<string>]
> = [
  ["search", ["panelOpen"]],
  ["pointsApply", ["entered"]],
  ["settingsForm", ["phoneChange", "addingCard", "deletingCard", "outcome"]],
  ["addressModal", ["typed", "line2", "saveRefused", "locationError", "suggestions", "listOpen", "active"]],
]

/** The state's slices added since Snapshots were first written: the order page's polling, the 'Order again' dialog. */
const ADDED_SLICES: ReadonlyArray<"orderPoll" | "reorder"> = ["orderPoll", "reorder"]

/** Decodes one event against its own tag's schema, so the error path is the event's, not the union's. */
const decodeEvent = (value: unknown, index: number): Result.Result<WidgetEvent, LogDecodeError> => {
  if (!isRecord(value)) return Result.fail(logDecodeError(index, null, "", "an event must be an object with a _tag"))
  const tag = value._tag
  if (typeof tag !== "string") return Result.fail(logDecodeError(index, null, "_tag", "missing or not a string"))
  const schema = eventSchemaByTag.get(tag)
  if (schema === undefined) return Result.fail(logDecodeError(index, tag, "_tag", `unknown event tag "${tag}"`))
  const decoded = Schema.decodeUnknownResult(schema)(withAddedStateFields(value))
  if (Result.isSuccess(decoded)) return Result.succeed(decoded.success)
  const issue = firstIssue(decoded.failure.issue).issues[0]
  return Result.fail(
    logDecodeError(index, tag, formatPath(issue?.path ?? []), issue?.message ?? decoded.failure.message),
  )
}

/**
 * Decodes a saved log: an array of events, or `{ "events": [...] }` (a log with a description or
 * other metadata beside it). Events are stored in decoded form, so this only validates them; it
 * never throws and stops at the first bad event.
 */
export const decodeLog = (json: unknown): Result.Result<ReadonlyArray<WidgetEvent>, LogDecodeError> => {
  const list = Array.isArray(json) ? json : isRecord(json) ? json.events : undefined
  if (!Array.isArray(list)) {
    return Result.fail(logDecodeError(null, null, "", 'expected an array of events or { "events": [...] }'))
  }
  const events: Array<WidgetEvent> = []
  for (let i = 0; i < list.length; i++) {
    const decoded = decodeEvent(list[i], i)
    if (Result.isFailure(decoded)) return Result.fail(decoded.failure)
    events.push(decoded.success)
  }
  return Result.succeed(events)
}

/** Parses the text of a log file and decodes it; bad JSON is a LogDecodeError like any other. */
export const parseLog = (text: string): Result.Result<ReadonlyArray<WidgetEvent>, LogDecodeError> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    return Result.fail(logDecodeError(null, null, "", `not valid JSON (${e instanceof Error ? e.message : String(e)})`))
  }
  return decodeLog(json)
}
