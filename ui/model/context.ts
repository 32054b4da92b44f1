import type { Effect } from "effect"
import type { Store } from "../../adapters"
import type { Dialogs, Widget } from "../../domain"
import type { Attempt, CallFailure, Outcome, WidgetServices } from "./runtime"
import type { Translate } from "./translation"

/** The chunk the model's calls run with (ui/model/kit.ts): Effect and the adapters' services. */
export type Kit = typeof import("./kit")

/**
 * What every command module receives from the model: the current state, dispatch (one event folded
 * into the state), the Effect runners, the store, the clock and the current translation lookup.
 * Commands read `state()` afresh after every await: the state may have moved on while a call was running.
 */
export interface ModelContext {
  readonly restaurantId: number
  readonly state: () => Widget.WidgetState
  readonly dispatch: (event: Widget.WidgetEvent) => void
  /** Runs an adapter Effect (the modules of the chunks after the first card, which import Effect themselves). */
  readonly attempt: Attempt
  /**
   * Runs the adapter Effect `build` makes from the kit: how the model's first chunk calls, without
   * importing Effect or the adapters' services (issue 24). The kit is fetched on the first such call.
   */
  readonly call: <A, E>(build: (kit: Kit) => Effect.Effect<A, E, WidgetServices>) => Promise<Outcome<A>>
  /** Browser storage, plain: the mount's own store, or (tests, replay) the one under the runtime's Storage. */
  readonly store: () => Promise<Store>
  readonly now: () => number
  readonly t: () => Translate
  /** What a failed call shows in `situation` (SPEC §8): the server's message, else the table's default, translated. */
  readonly failure: (situation: Dialogs.FailureSituation, error: CallFailure) => string
}
