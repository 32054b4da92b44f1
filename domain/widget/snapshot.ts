import { Schema } from "effect"
import { settingsEditSupersedes } from "../account/settings-form"
import { discountTypingSupersedes } from "../discounts/evolve"
import { typingSupersedes } from "../search/evolve"
import { formEditSupersedes } from "./coalesce"
import type { WidgetEvent } from "./event"
import { At } from "./fields"
import { type WidgetState, WidgetStateSchema } from "./state"

/**
 * The state the log's dropped events had reached (issue 26): when the log outgrows its limit, its
 * oldest events are folded into one Snapshot at its head, so a report of a session of any length
 * replays from a known state (the language, the order type, the menu) to the screen it ended on.
 * The reducer takes its state as it is.
 */
export const Snapshot = Schema.TaggedStruct("Snapshot", { at: At, state: WidgetStateSchema })
export type Snapshot = typeof Snapshot.Type

export const SnapshotEvent = Schema.Union([Snapshot])

/** How many events the log holds at most, its head Snapshot included ('Report a problem' sends them all). */
export const LOG_LIMIT = 2000
/** How many of the latest events stay after the log is folded: a fold every 500 events, not every event. */
export const LOG_KEPT = 1500

/** Whether `event` makes `previous` (the log's last event) redundant: the same edit, further on. */
export const supersedes = (previous: WidgetEvent, event: WidgetEvent): boolean =>
  typingSupersedes(previous, event) ||
  formEditSupersedes(previous, event) ||
  discountTypingSupersedes(previous, event) ||
  settingsEditSupersedes(previous, event) ||
  (previous._tag === "ModalQuantityTyped" && event._tag === "ModalQuantityTyped")

/**
 * The log after `event` is appended, at most LOG_LIMIT long: `base` is the state its first event
 * starts from (the initial state, or what a model was restored to). An edit that only rewrites the
 * one before it (a word typed letter by letter) takes its place. When the log overflows, the oldest
 * events become one Snapshot of the state they reached, followed by the newest LOG_KEPT - 1.
 * `reduce` is the widget's reducer, given so this file does not import the root evolve.
 */
export const appendToLog = (
  log: Array<WidgetEvent>,
  event: WidgetEvent,
  base: WidgetState,
  reduce: (state: WidgetState, event: WidgetEvent) => WidgetState,
): void => {
  const last = log.at(-1)
  if (last !== undefined && supersedes(last, event)) {
    log[log.length - 1] = event
    return
  }
  log.push(event)
  if (log.length <= LOG_LIMIT) return
  const dropped = log.length - (LOG_KEPT - 1)
  let state = base
  for (let i = 0; i < dropped; i++) state = reduce(state, log[i] as WidgetEvent)
  const folded = log[dropped - 1] as WidgetEvent
  log.splice(0, dropped, { _tag: "Snapshot", at: folded.at, state })
}
