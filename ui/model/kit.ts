import { Cause, Effect, Exit, ManagedRuntime } from "effect"
import {
  isAdapterError,
  liveLayer,
  type ParentFrameCore,
  Storage,
  type Store,
  sandboxLayer,
  type WidgetConfig,
} from "../../adapters"
import type { Attempt, CallFailure, WidgetRuntime } from "./runtime"

/**
 * What the model's first chunk runs its calls with, in a chunk of its own (issue 24): Effect, the
 * adapters' services and layers, and the runner. The first card is drawn without any of it — from the
 * prefetched answers, the stored menu and the plain store — and this chunk is fetched once the first
 * card is on screen, or at once when something the first card does not wait for needs a call sooner
 * (a menu answer the prefetch did not give, a test without a page). The first chunk imports it only as
 * a type and reaches it through `ModelContext.call`.
 */
export { Effect } from "effect"
export { Api, Connectivity, ParentFrame, warmApi } from "../../adapters"

const unexpected: CallFailure = { _tag: "Unexpected" }

/** Runs Effects through the mount's runtime and folds every failure (typed error, defect, a disposed runtime) into an Outcome. */
export const makeAttempt =
  (runtime: WidgetRuntime): Attempt =>
  async (effect) => {
    try {
      const exit = await runtime.runPromiseExit(effect)
      if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
      const error = Cause.findErrorOption(exit.cause)
      return {
        ok: false,
        error: error._tag === "Some" && isAdapterError(error.value) ? error.value : unexpected,
      }
    } catch {
      return { ok: false, error: unexpected }
    }
  }

/** The store under the runtime's Storage service (tests and replay, whose runtime brings its own). */
export const storeOf = (runtime: WidgetRuntime): Promise<Store> =>
  runtime.runPromise(Storage.use((storage) => Effect.succeed(storage.store)))

/**
 * A widget page's adapters: the sandbox's or the live layers, over the store the first card was read
 * from and the parent-frame core the mount started (its height reports and band are the ones the
 * ParentFrame service then uses).
 */
export const pageLayer = (config: WidgetConfig, store: Store, frame?: ParentFrameCore) =>
  config.mode === "live" ? liveLayer(config, { store, frame }) : sandboxLayer(config, { store, frame })

/** A widget page's runtime, one per mount (disposed on unmount). */
export const pageRuntime = (config: WidgetConfig, store: Store, frame?: ParentFrameCore): WidgetRuntime =>
  ManagedRuntime.make(pageLayer(config, store, frame))
