import type { Effect, ManagedRuntime } from "effect"
import type { AdapterError, Api, Cards, Maps, ParentFrame, Storage, ThreeDS, Timers } from "../../adapters"
import { isRetryableApiError } from "../../adapters"
import { Dialogs } from "../../domain"
import type { Translate } from "./translation"

/**
 * The services the model's commands need from the widget runtime. The runtime passed to
 * createWidgetModel (one per mount, built from adapters/layers.ts) must provide all of them.
 */
export type WidgetServices = Api | Storage | ParentFrame | Maps | Cards | ThreeDS | Timers

/** One ManagedRuntime per widget mount, built from adapters/layers.ts (sandbox, live or test layer). */
export type WidgetRuntime = ManagedRuntime.ManagedRuntime<WidgetServices, unknown>

/** A failure that is none of the adapters' tagged errors: a defect, or a runtime already disposed. */
export interface Unexpected {
  readonly _tag: "Unexpected"
}

/** Why a command's call failed, with the adapter's own tag kept (a 404, a timeout, no geocoding result…). */
export type CallFailure = AdapterError | Unexpected

/** The outcome of an adapter Effect as a value: commands branch on it, so no rejection ever escapes. */
export type Outcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: CallFailure }

export type Attempt = <A, E>(effect: Effect.Effect<A, E, WidgetServices>) => Promise<Outcome<A>>

/** The server's own message (SPEC §8: a rejected call carries the server's body), or null when there is none. */
export const serverMessage = (failure: CallFailure): string | null =>
  failure._tag === "ApiRejected" && failure.message.trim() !== "" ? failure.message : null

/** The HTTP status of a rejected call; null for every failure that got no answer. */
export const rejectedStatus = (failure: CallFailure): number | null =>
  failure._tag === "ApiRejected" ? failure.status : null

/** The text a failure shows (SPEC §8 table in domain/dialogs/failures.ts), translated with the current lookup. */
export const failureText = (situation: Dialogs.FailureSituation, failure: CallFailure, t: Translate): string =>
  Dialogs.failureText(situation, serverMessage(failure), (c) => t(c.key, c.text))

/** Whether the server may still have done what was asked: no answer, a timeout, 408, 429 or a 5xx. */
export const mayStillAnswer = (failure: CallFailure): boolean =>
  failure._tag !== "Unexpected" &&
  failure._tag !== "MapsFailed" &&
  failure._tag !== "MapsNoResults" &&
  isRetryableApiError(failure)
