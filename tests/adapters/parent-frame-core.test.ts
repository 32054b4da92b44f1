import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { ParentFrame } from "../../adapters/parent-frame"
import {
  type FrameEnvironment,
  makeParentFrameCore,
  parentOrigin,
  type ViewportBand,
  viewportBand,
} from "../../adapters/parent-frame-core"
import { manualTimers } from "../../adapters/timers"
import { fakeFrameEnvironment, PARENT } from "../support/fake-frame"

/** A framed core over a fake window, on a manual clock: what it posts, and the page's side of it. */
const core = (overrides: Partial<FrameEnvironment> = {}) => {
  const fake = fakeFrameEnvironment(overrides)
  const clock = manualTimers()
  return { ...fake, frame: makeParentFrameCore(fake.env, clock.service.schedule), clock }
}

describe("parentOrigin", () => {
  it("prefers the first ancestor origin, else the referrer's origin, never a wildcard", () => {
    expect(parentOrigin(["https://a.example", "https://b.example"], "https://c.example/page")).toBe("https://a.example")
    expect(parentOrigin(undefined, "https://c.example:8443/menu?x=1")).toBe("https://c.example:8443")
    expect(parentOrigin([], "")).toBeUndefined()
    expect(parentOrigin(["null"], "not a url")).toBeUndefined()
  })
})

describe("viewportBand", () => {
  it("reads a finite band, rounded and clamped to 0..100000", () => {
    expect(viewportBand({ type: "viewport", top: 1200.4, height: 775.6 })).toEqual({ top: 1200, height: 776 })
    expect(viewportBand({ type: "viewport", top: -30, height: 1e9 })).toEqual({ top: 0, height: 100_000 })
  })

  it("refuses anything that is not a band", () => {
    for (const data of [
      { type: "viewport", top: Number.NaN, height: 100 },
      { type: "viewport", top: 0, height: Number.POSITIVE_INFINITY },
      { type: "viewport", top: "10", height: 100 },
      { type: "setHeight", top: 0, height: 100 },
      "viewport",
      null,
    ]) {
      expect(viewportBand(data)).toBeUndefined()
    }
  })
})

describe("the parent frame's plain core (what the mount starts before the first card)", () => {
  it("asks for the band at once and takes bands only from the parent window at the parent's exact origin", () => {
    const { frame, posted, deliver } = core()
    const bands: ViewportBand[] = []
    frame.viewport((band) => bands.push(band))
    expect(posted).toEqual([{ message: { type: "getViewport" }, targetOrigin: PARENT }])
    deliver({ data: { type: "viewport", top: 5, height: 5 }, origin: `${PARENT}.evil.example`, fromParent: true })
    deliver({ data: { type: "viewport", top: 6, height: 6 }, origin: "https://pizzeria.exampl", fromParent: true })
    deliver({ data: { type: "viewport", top: 7, height: 7 }, origin: PARENT, fromParent: false })
    deliver({ data: { type: "viewport", top: 900, height: 776 }, origin: PARENT, fromParent: true })
    expect(bands).toEqual([{ top: 900, height: 776 }])
  })

  it("sends the watched height 500 ms after it settles, to the parent's exact origin", () => {
    const { frame, clock, posted, resize } = core()
    const stop = frame.watch({} as Element)
    resize(480)
    clock.advance(300)
    resize(1210.4)
    clock.advance(499)
    expect(posted).toEqual([])
    clock.advance(1)
    expect(posted).toEqual([{ message: { type: "setHeight", height: 1211 }, targetOrigin: PARENT }])
    stop()
  })

  it("posts nothing and listens to nothing unframed or with the parent's origin unknown", () => {
    for (const env of [{ framed: false }, { ancestorOrigins: undefined, referrer: "" }]) {
      const { frame, clock, posted, resize, deliver } = core(env)
      const bands: ViewportBand[] = []
      frame.watch({} as Element)
      frame.viewport((band) => bands.push(band))
      resize(900)
      frame.escape()
      frame.report({ name: "cart-viewed", detail: { total: 26.9, currency: "PLN" } })
      clock.advance(1000)
      deliver({ data: { type: "viewport", top: 0, height: 500 }, origin: PARENT, fromParent: true })
      expect(frame.targetOrigin).toBeUndefined()
      expect(posted).toEqual([])
      expect(bands).toEqual([])
    }
  })
})

describe("ParentFrame.layerFrom: the service is the mount's core", () => {
  it("a band the core took at mount decides the service's later height: a shrink out of it asks for the top", async () => {
    const { frame, clock, posted, deliver } = core()
    frame.viewport(() => {})
    deliver({ data: { type: "viewport", top: 2200, height: 800 }, origin: PARENT, fromParent: true })
    const service = await Effect.runPromise(
      ParentFrame.use(Effect.succeed).pipe(Effect.provide(ParentFrame.layerFrom(frame))),
    )
    expect(service.targetOrigin).toEqual(Option.some(PARENT))
    await Effect.runPromise(service.setHeight(900))
    clock.advance(500)
    await Effect.runPromise(service.report({ name: "cart-viewed", detail: { total: 26.9, currency: "PLN" } }))
    expect(posted.slice(1).map((p) => p.message)).toEqual([
      { type: "setHeight", height: 900 },
      { type: "showTop" },
      { type: "widgetEvent", name: "cart-viewed", detail: { total: 26.9, currency: "PLN" } },
    ])
  })
})
