import { signal } from "@preact/signals-react"
import { ManagedRuntime } from "effect"
import type { Widget } from "../../domain"
import { createWidgetModel, type WidgetModel } from "../model/model"
import { inertLayer, type RefusedCall } from "./inert-adapters"

/** A widget model showing a replayed state, and how to move it. */
export interface ReplayModel {
  readonly model: WidgetModel
  /** Shows the state at a step; `at` is that step's event time (the screens' 'now': order-for-later hours, order ages). */
  readonly show: (state: Widget.WidgetState, at: number) => void
  /** The adapter calls the screens tried so far (refused, never made). */
  readonly refused: () => ReadonlyArray<RefusedCall>
  readonly dispose: () => Promise<void>
}

/**
 * The same model the widget mounts (ui/model/model.ts), fed the replayed state instead of its own
 * log (`replayed`), on inert adapters: the real screens render exactly what the state says and make
 * no call. Used by the replay page and by the snapshot tests of the recorded sessions.
 */
export const createReplayModel = (
  first: Widget.WidgetState,
  at: number,
  onRefused: (call: RefusedCall) => void = () => {},
): ReplayModel => {
  const refused: RefusedCall[] = []
  const runtime = ManagedRuntime.make(
    inertLayer((call) => {
      refused.push(call)
      onRefused(call)
    }),
  )
  const state = signal<Widget.WidgetState>(first)
  let now = at
  const model = createWidgetModel({
    runtime,
    restaurantId: first.restaurantId ?? 0,
    now: () => now,
    route: first.route,
    persist: false,
    replayed: state,
  })
  return {
    model,
    show: (next, time) => {
      now = time
      state.value = next
    },
    refused: () => refused,
    dispose: async () => {
      model.dispose()
      await runtime.dispose().catch(() => {})
    },
  }
}
