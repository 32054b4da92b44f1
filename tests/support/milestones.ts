import type { WidgetEvent } from "../../domain/widget/event"
import { reduce } from "../../domain/widget/evolve"
import { initialState } from "../../domain/widget/initial-state"
import {
  initialMilestoneTracker,
  type Milestone,
  type MilestoneTracker,
  trackMilestone,
} from "../../domain/widget/milestones"

/**
 * Folds events from the initial state through the reducer and the milestone tracker (a fresh one unless
 * given), like the model's dispatch; returns every milestone they produce.
 */
export const milestonesOf = (
  events: ReadonlyArray<WidgetEvent>,
  tracker: MilestoneTracker = initialMilestoneTracker,
): Milestone[] => {
  let state = initialState
  let current = tracker
  const milestones: Milestone[] = []
  for (const e of events) {
    const after = reduce(state, e)
    const out = trackMilestone(current, state, after, e)
    current = out.tracker
    if (out.milestone) milestones.push(out.milestone)
    state = after
  }
  return milestones
}
