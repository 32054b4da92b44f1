import { Cause, type Effect, Exit, type ManagedRuntime } from "effect"
import type { Api, ApiError, Storage } from "../../adapters"
import type { Maps } from "../../adapters/maps"
import type { ParentFrame } from "../../adapters/parent-frame"

/**
 * The services the model's commands need from the widget runtime. The runtime passed to
 * createWidgetModel (one per mount, built from adapters/layers.ts) must provide all of them.
 */
export type WidgetServices = Api | Storage | ParentFrame | Maps

/** One ManagedRuntime per widget mount, built from adapters/layers.ts (sandbox, live or test layer). */
export type WidgetRuntime = ManagedRuntime.ManagedRuntime<WidgetServices, unknown>

/** The outcome of an adapter Effect as a value: commands branch on it, so no rejection ever escapes. */
export type Outcome<A> =
  | { readonly ok: true; readonly value: A }
  | {
      readonly ok: false
      /** The server's message (SPEC §8), or "" when there is none: the caller picks its default text. */
      readonly message: string
      /** The HTTP status of a rejected call, else null (network, timeout, decode, defect). */
      readonly status: number | null
    }

export type Attempt = <A, E>(effect: Effect.Effect<A, E, WidgetServices>) => Promise<Outcome<A>>

const isApiError = (e: unknown): e is ApiError =>
  typeof e === "object" &&
  e !== null &&
  "_tag" in e &&
  ["ApiRejected", "ApiDecodeFailed", "ApiNetworkFailed", "ApiTimedOut", "ApiAborted"].includes(String(e._tag))

/**
 * Runs Effects through the mount's runtime and folds every failure (typed error, defect, a disposed
 * runtime) into an Outcome. A rejected call keeps its server message and status; anything else has
 * no message for the customer.
 */
export const makeAttempt =
  (runtime: WidgetRuntime): Attempt =>
  async (effect) => {
    try {
      const exit = await runtime.runPromiseExit(effect)
      if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
      const error = Cause.findErrorOption(exit.cause)
      if (error._tag === "Some" && isApiError(error.value)) {
        const e = error.value
        return e._tag === "ApiRejected"
          ? { ok: false, message: e.message, status: e.status }
          : { ok: false, message: "", status: null }
      }
      return { ok: false, message: "", status: null }
    } catch {
      return { ok: false, message: "", status: null }
    }
  }
