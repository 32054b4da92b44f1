import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { makeParentFrame } from "../../adapters/parent-frame"
import type { FrameEnvironment, ViewportBand } from "../../adapters/parent-frame-core"
import { manualTimers } from "../../adapters/timers"
import { fakeFrameEnvironment } from "../support/fake-frame"

const frame = (overrides: Partial<FrameEnvironment> = {}) => {
  const fake = fakeFrameEnvironment(overrides)
  const clock = manualTimers()
  return { ...fake, service: makeParentFrame(fake.env, clock.service), clock }
}

/** Asks the framed service for each height in turn, the clock moving on by the step's milliseconds after each. */
const setHeights = (
  { service, clock }: ReturnType<typeof frame>,
  steps: ReadonlyArray<readonly [height: number, thenMs: number]>,
) => {
  for (const [height, thenMs] of steps) {
    Effect.runSync(service.setHeight(height))
    clock.advance(thenMs)
  }
}

describe("ParentFrame", () => {
  it("sends one setHeight 500 ms after the last change of a burst, to the parent's exact origin", () => {
    const framed = frame()
    setHeights(framed, [
      [300, 200],
      [420, 499],
    ])
    const { clock, posted } = framed
    expect(posted).toEqual([])
    clock.advance(1)
    expect(posted).toEqual([{ message: { type: "setHeight", height: 420 }, targetOrigin: "https://pizzeria.example" }])
  })

  it("does not resend an unchanged height, and rounds up fractional heights", () => {
    const framed = frame()
    setHeights(framed, [
      [99.2, 500],
      [100, 500],
      [120, 500],
    ])
    const { posted } = framed
    expect(posted.map((p) => p.message)).toEqual([
      { type: "setHeight", height: 100 },
      { type: "setHeight", height: 120 },
    ])
  })

  it("watches an element's size with the observer and stops cleanly, cancelling a pending message", () => {
    const { service, clock, posted, resize, observing } = frame()
    const stop = Effect.runSync(service.watch({} as Element))
    expect(observing()).toBe(true)
    resize(640)
    clock.advance(500)
    resize(700)
    stop()
    clock.advance(500)
    expect(observing()).toBe(false)
    expect(posted.map((p) => p.message)).toEqual([{ type: "setHeight", height: 640 }])
  })

  it("is a no-op when not framed", () => {
    const { service, clock, posted, observing } = frame({ framed: false })
    Effect.runSync(service.setHeight(500))
    Effect.runSync(service.watch({} as Element))
    clock.advance(1000)
    expect(posted).toEqual([])
    expect(observing()).toBe(false)
    expect(Option.isNone(service.targetOrigin)).toBe(true)
  })

  it("posts nothing when the parent's origin is unknown (no '*')", () => {
    const { service, clock, posted } = frame({ ancestorOrigins: undefined, referrer: "" })
    Effect.runSync(service.setHeight(500))
    clock.advance(1000)
    expect(posted).toEqual([])
  })

  it("ignores heights that are not finite non-negative numbers", () => {
    const { service, clock, posted } = frame()
    Effect.runSync(service.setHeight(Number.NaN))
    Effect.runSync(service.setHeight(-5))
    clock.advance(1000)
    expect(posted).toEqual([])
  })
})

describe("ParentFrame viewport", () => {
  const PARENT = "https://pizzeria.example"

  it("asks the parent for the band, then passes on bands from the parent window at the parent's origin only", () => {
    const { service, posted, deliver, listening } = frame()
    const bands: ViewportBand[] = []
    const stop = Effect.runSync(service.viewport((band) => bands.push(band)))
    expect(posted).toEqual([{ message: { type: "getViewport" }, targetOrigin: PARENT }])
    deliver({ data: { type: "viewport", top: 900, height: 776 }, origin: PARENT, fromParent: true })
    deliver({ data: { type: "viewport", top: 5, height: 5 }, origin: "https://forged.example", fromParent: true })
    deliver({ data: { type: "viewport", top: 6, height: 6 }, origin: PARENT, fromParent: false })
    deliver({ data: { type: "viewport", top: 7, height: Number.NaN }, origin: PARENT, fromParent: true })
    expect(bands).toEqual([{ top: 900, height: 776 }])
    stop()
    expect(listening()).toBe(false)
  })

  it("neither listens nor posts when not framed", () => {
    const { service, posted, listening } = frame({ framed: false })
    Effect.runSync(service.viewport(() => {}))
    Effect.runSync(service.escape)
    expect(listening()).toBe(false)
    expect(posted).toEqual([])
  })

  it("passes an unhandled Escape on to the parent's exact origin", () => {
    const { service, posted } = frame()
    Effect.runSync(service.escape)
    expect(posted).toEqual([{ message: { type: "escape" }, targetOrigin: PARENT }])
  })

  it("(issue 30, 2.4.11) asks the parent's exact origin, never '*', to reveal a focused control's area; unframed nothing", () => {
    const framed = frame()
    Effect.runSync(framed.service.reveal({ top: 1691.6, bottom: 1815.2 }))
    Effect.runSync(framed.service.reveal({ top: Number.NaN, bottom: 10 }))
    expect(framed.posted).toEqual([{ message: { type: "reveal", top: 1691, bottom: 1816 }, targetOrigin: PARENT }])
    const alone = frame({ framed: false })
    Effect.runSync(alone.service.reveal({ top: 0, bottom: 10 }))
    expect(alone.posted).toEqual([])
  })

  it("asks the parent's exact origin to show the widget's top and scrolls its own window (button mode); unframed, only its window", () => {
    let scrolledFramed = 0
    const framed = frame({ scrollToTop: () => scrolledFramed++ })
    Effect.runSync(framed.service.showTop)
    expect(framed.posted).toEqual([{ message: { type: "showTop" }, targetOrigin: PARENT }])
    expect(scrolledFramed).toBe(1)
    let scrolled = 0
    const alone = frame({ framed: false, scrollToTop: () => scrolled++ })
    Effect.runSync(alone.service.showTop)
    expect(alone.posted).toEqual([])
    expect(scrolled).toBe(1)
  })

  it("after a height that takes the widget out of the reported band, asks for its top once the height is sent", () => {
    const { service, clock, posted, deliver } = frame()
    Effect.runSync(service.viewport(() => {}))
    deliver({ data: { type: "viewport", top: 2200, height: 800 }, origin: PARENT, fromParent: true })
    Effect.runSync(service.setHeight(900))
    clock.advance(500)
    expect(posted.slice(1).map((p) => p.message)).toEqual([{ type: "setHeight", height: 900 }, { type: "showTop" }])
  })

  it("a shrink that keeps the widget on screen, or one the customer scrolled past, asks for nothing more", () => {
    const { service, clock, posted, deliver } = frame()
    Effect.runSync(service.viewport(() => {}))
    deliver({ data: { type: "viewport", top: 100, height: 800 }, origin: PARENT, fromParent: true })
    Effect.runSync(service.setHeight(1200))
    clock.advance(500)
    deliver({ data: { type: "viewport", top: 5000, height: 0 }, origin: PARENT, fromParent: true })
    Effect.runSync(service.setHeight(900))
    clock.advance(500)
    expect(posted.slice(1).map((p) => p.message)).toEqual([
      { type: "setHeight", height: 1200 },
      { type: "setHeight", height: 900 },
    ])
  })

  it("reports a milestone as a widgetEvent to the parent's exact origin only", () => {
    const { service, posted } = frame()
    Effect.runSync(service.report({ name: "order-placed", detail: { orderId: 7001, total: 45.89, currency: "PLN" } }))
    expect(posted).toEqual([
      {
        message: {
          type: "widgetEvent",
          name: "order-placed",
          detail: { orderId: 7001, total: 45.89, currency: "PLN" },
        },
        targetOrigin: PARENT,
      },
    ])
  })

  it("reports nothing unframed, nor when the parent's origin is unknown", () => {
    const milestone = { name: "item-added", detail: { kind: "product", id: 1002, quantity: 1 } } as const
    const alone = frame({ framed: false })
    Effect.runSync(alone.service.report(milestone))
    expect(alone.posted).toEqual([])
    const unknown = frame({ ancestorOrigins: undefined, referrer: "" })
    Effect.runSync(unknown.service.report(milestone))
    expect(unknown.posted).toEqual([])
  })
})
