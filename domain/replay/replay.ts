import type { EventTag, WidgetEvent } from "../widget/event"
import { reduce } from "../widget/evolve"
import { initialState } from "../widget/initial-state"
import type { WidgetState } from "../widget/state"

/**
 * The state after a whole log: `events.reduce(reduce, from)`. Starts from initialState unless told
 * otherwise (a model rebuilt from a snapshot plus the tail of its log).
 */
export const replay = (events: ReadonlyArray<WidgetEvent>, from: WidgetState = initialState): WidgetState => {
  let state = from
  for (let i = 0; i < events.length; i++) state = reduce(state, events[i] as WidgetEvent)
  return state
}

export interface ReplayStep {
  readonly index: number
  readonly tag: EventTag
  readonly state: WidgetState
}

/** The state after every event, for stepping through a session (`npm run replay -- --steps`). */
export const replaySteps = (
  events: ReadonlyArray<WidgetEvent>,
  from: WidgetState = initialState,
): ReadonlyArray<ReplayStep> => {
  const steps: Array<ReplayStep> = []
  let state = from
  events.forEach((event, index) => {
    state = reduce(state, event)
    steps.push({ index, tag: event._tag, state })
  })
  return steps
}
