import type { Dialogs, Widget } from "../../domain"
import type { Attempt, CallFailure } from "./runtime"
import type { Translate } from "./views"

/**
 * What every command module receives from the model: the current state, dispatch (one event folded
 * into the state), the Effect runner, the clock and the current translation lookup. Commands read
 * `state()` afresh after every await: the state may have moved on while a call was running.
 */
export interface ModelContext {
  readonly restaurantId: number
  readonly state: () => Widget.WidgetState
  readonly dispatch: (event: Widget.WidgetEvent) => void
  readonly attempt: Attempt
  readonly now: () => number
  readonly t: () => Translate
  /** What a failed call shows in `situation` (SPEC §8): the server's message, else the table's default, translated. */
  readonly failure: (situation: Dialogs.FailureSituation, error: CallFailure) => string
}
