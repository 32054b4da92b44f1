import type { EventTag, WidgetEvent } from "../widget/event"
import { reduce } from "../widget/evolve"
import { initialState } from "../widget/initial-state"
import type { WidgetState } from "../widget/state"
import { stateProblems } from "../widget/validity"

/** The first event after which the replayed state breaks an invariant, with what is wrong. */
export interface InvalidStep {
  readonly index: number
  readonly tag: EventTag
  readonly problems: ReadonlyArray<string>
}

/**
 * Where a saved log (a customer's problem report) first reaches a state the reducers should never
 * produce: the event to look at when a report shows something impossible. null when every step is
 * valid. `problems` is stateProblems unless told otherwise (tests give their own check).
 */
export const firstInvalidStep = (
  events: ReadonlyArray<WidgetEvent>,
  problems: (state: WidgetState) => ReadonlyArray<string> = stateProblems,
  from: WidgetState = initialState,
): InvalidStep | null => {
  let state = from
  for (let index = 0; index < events.length; index++) {
    const event = events[index] as WidgetEvent
    state = reduce(state, event)
    const found = problems(state)
    if (found.length > 0) return { index, tag: event._tag, problems: found }
  }
  return null
}
