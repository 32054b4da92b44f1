import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { manualTimers, Timers } from "../../adapters/timers"
import { Widget } from "../../domain"

describe("Timers", () => {
  it("has the SPEC §9 delays", () => {
    expect(Widget.DELAYS).toEqual({
      orderPollMs: 10_000,
      modalMs: 150,
      heightMs: 500,
      redirectMs: 1000,
      successMessageMs: 1500,
    })
  })

  it("manual timers run callbacks in time order only when advanced, and cancel", () => {
    const clock = manualTimers(1000)
    const ran: string[] = []
    clock.service.schedule(150, () => ran.push("modal"))
    const cancel = clock.service.schedule(100, () => ran.push("cancelled"))
    clock.service.schedule(50, () => {
      ran.push("first")
      clock.service.schedule(50, () => ran.push("chained"))
    })
    cancel()
    clock.advance(149)
    expect(ran).toEqual(["first", "chained"])
    expect(clock.service.now()).toBe(1149)
    clock.advance(1)
    expect(ran).toEqual(["first", "chained", "modal"])
    expect(clock.pending()).toBe(0)
  })

  it("polls every 10 s on Effect's clock and keeps polling after a failure", async () => {
    let calls = 0
    const poll = Effect.suspend(() => {
      calls++
      return calls === 2 ? Effect.fail("offline") : Effect.succeed(calls)
    })
    await Effect.runPromise(
      Effect.gen(function* () {
        const timers = yield* Timers
        const fiber = yield* Effect.forkChild(timers.every(timers.delays.orderPollMs, poll))
        yield* TestClock.adjust(0)
        expect(calls).toBe(1)
        yield* TestClock.adjust(9_999)
        expect(calls).toBe(1)
        yield* TestClock.adjust(1)
        yield* TestClock.adjust(10_000)
        expect(calls).toBe(3)
        yield* Fiber.interrupt(fiber)
      }).pipe(Effect.provide(Timers.layer), Effect.provide(TestClock.layer())),
    )
  })
})
