import { Context, Effect, Layer } from "effect"
import { Widget } from "../domain"

/** Cancels a scheduled callback; calling it twice, or after it ran, is harmless. */
export type Cancel = () => void

/**
 * Time for the widget. Effect code waits with `sleep` / `every` (Effect's Clock, so TestClock
 * drives them); React code that needs a plain callback (a debounce, a fade) uses `schedule`, which
 * the test layer runs only when the test advances its manual clock.
 */
export class Timers extends Context.Service<
  Timers,
  {
    readonly delays: typeof Widget.DELAYS
    readonly now: () => number
    readonly schedule: (ms: number, run: () => void) => Cancel
    readonly sleep: (ms: number) => Effect.Effect<void>
    /** Runs `effect` now and then every `ms` (order polling), until interrupted; failures do not stop it. */
    readonly every: <A, E, R>(ms: number, effect: Effect.Effect<A, E, R>) => Effect.Effect<never, never, R>
  }
>()("widget/Timers") {
  static readonly layer = Layer.sync(Timers, () =>
    makeTimers(Date.now, (ms, run) => {
      const id = setTimeout(run, ms)
      return () => clearTimeout(id)
    }),
  )
}

const makeTimers = (now: () => number, schedule: (ms: number, run: () => void) => Cancel): Timers["Service"] =>
  Timers.of({
    delays: Widget.DELAYS,
    now,
    schedule,
    sleep: (ms) => Effect.sleep(ms),
    // Run, wait `ms`, run again (Schedule.spaced's rhythm), written as a loop so Effect's Schedule stays
    // out of the first card's chunk (issue 24).
    every: (ms, effect) => Effect.forever(Effect.andThen(Effect.ignore(effect), Effect.sleep(ms))),
  })

/** A manual clock for tests: callbacks run only inside `advance`, in time order. */
export interface ManualTimers {
  readonly service: Timers["Service"]
  readonly layer: Layer.Layer<Timers>
  /** Moves time forward, running every callback that falls due (including ones scheduled meanwhile). */
  readonly advance: (ms: number) => void
  /** Callbacks still waiting. */
  readonly pending: () => number
}

export const manualTimers = (start = 0): ManualTimers => {
  let time = start
  let nextId = 0
  const queue = new Map<number, { at: number; run: () => void }>()
  const schedule = (ms: number, run: () => void): Cancel => {
    const id = nextId++
    queue.set(id, { at: time + Math.max(0, ms), run })
    return () => {
      queue.delete(id)
    }
  }
  const advance = (ms: number) => {
    const end = time + ms
    for (;;) {
      let due: [number, { at: number; run: () => void }] | undefined
      for (const entry of queue) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry
      if (!due) break
      queue.delete(due[0])
      time = due[1].at
      due[1].run()
    }
    time = end
  }
  const service = makeTimers(() => time, schedule)
  return { service, layer: Layer.succeed(Timers, service), advance, pending: () => queue.size }
}
