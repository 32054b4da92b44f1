import { replay } from "../../domain/replay/replay"
import type { WidgetEvent } from "../../domain/widget/event"
import type { WidgetState } from "../../domain/widget/state"

/**
 * The domain tests' given / when / then (ARCHITECTURE, 'Tests'): given these events, when this
 * intent (a decision called on the state), then these events or this refusal — and, where the
 * decision's events matter, the state they lead to (`applied`).
 */

/** The widget's state after these events, from the initial state (as a replayed log). */
export const given = (...events: ReadonlyArray<WidgetEvent>): WidgetState => replay(events)

/** The state after `events` on top of `state`: what a decision's events lead to. */
export const applied = (state: WidgetState, events: ReadonlyArray<WidgetEvent>): WidgetState => replay(events, state)
