import { Context, Effect, Layer, Option } from "effect"
import type { Widget } from "../domain"
import {
  browserFrameEnvironment,
  type FrameEnvironment,
  makeParentFrameCore,
  type ParentFrameCore,
  type ViewportBand,
} from "./parent-frame-core"
import { type Cancel, Timers } from "./timers"

/**
 * The widget's side of embed.js as a service: the plain core (adapters/parent-frame-core.ts) as
 * Effects, as the Storage service is the plain store's. The mount makes the core and starts the height
 * reports and the band with it before the first card, without Effect (ui/app/frame-watch.ts); the
 * kit's runtime takes that same core (`layerFrom`) for what the model sends later — a milestone, the
 * widget's top after a move, a payment provider's page. Each call is a no-op when the widget is not
 * framed or the parent's origin is unknown (nothing is ever sent to "*").
 */
export class ParentFrame extends Context.Service<
  ParentFrame,
  {
    /** The origin messages go to (none: not framed or unknown). */
    readonly targetOrigin: Option.Option<string>
    /** ParentFrameCore.setHeight: the message goes out 500 ms after the last report. */
    readonly setHeight: (height: number) => Effect.Effect<void>
    /** ParentFrameCore.watch: reports an element's height as it changes; gives what stops it. */
    readonly watch: (element: Element) => Effect.Effect<Cancel>
    /** ParentFrameCore.viewport: each band from the parent window at the parent's origin; gives what stops listening. */
    readonly viewport: (onBand: (band: ViewportBand) => void) => Effect.Effect<Cancel>
    /** ParentFrameCore.escape: an Escape nothing inside the widget handled. */
    readonly escape: Effect.Effect<void>
    /** ParentFrameCore.navigateTop: a payment provider's page in the top window, `returnTo` the trusted page. */
    readonly navigateTop: (url: string) => Effect.Effect<void>
    /** ParentFrameCore.showTop: the widget's top into view after a move (never on load). */
    readonly showTop: Effect.Effect<void>
    /** ParentFrameCore.reveal: a focused control's area onto the customer's screen (WCAG 2.4.11). */
    readonly reveal: (area: { readonly top: number; readonly bottom: number }) => Effect.Effect<void>
    /** ParentFrameCore.report: a milestone for the restaurant's analytics. */
    readonly report: (milestone: Widget.Milestone) => Effect.Effect<void>
  }
>()("widget/ParentFrame") {
  /** The real window (parent, ancestorOrigins / referrer, ResizeObserver), a core of its own. */
  static readonly layer = Layer.effect(
    ParentFrame,
    Effect.gen(function* () {
      const timers = yield* Timers
      return makeParentFrame(browserFrameEnvironment(), timers)
    }),
  )
  /** Over a core the mount already made (and started the height reports and the band with). */
  static readonly layerFrom = (core: ParentFrameCore): Layer.Layer<ParentFrame> =>
    Layer.succeed(ParentFrame, parentFrameOf(core))
  /** Not framed: every call is a no-op (replay, tests of other services). */
  static readonly layerNone = Layer.succeed(
    ParentFrame,
    ParentFrame.of({
      targetOrigin: Option.none(),
      setHeight: () => Effect.void,
      watch: () => Effect.succeed(() => {}),
      viewport: () => Effect.succeed(() => {}),
      escape: Effect.void,
      navigateTop: () => Effect.void,
      showTop: Effect.void,
      reveal: () => Effect.void,
      report: () => Effect.void,
    }),
  )
}

/** The ParentFrame service over `core`: each method the core's, as an Effect. */
const parentFrameOf = (core: ParentFrameCore): ParentFrame["Service"] =>
  ParentFrame.of({
    targetOrigin: Option.fromUndefinedOr(core.targetOrigin),
    setHeight: (height) => Effect.sync(() => core.setHeight(height)),
    watch: (element) => Effect.sync(() => core.watch(element)),
    viewport: (onBand) => Effect.sync(() => core.viewport(onBand)),
    escape: Effect.sync(core.escape),
    navigateTop: (url) => Effect.sync(() => core.navigateTop(url)),
    showTop: Effect.sync(core.showTop),
    reveal: (area) => Effect.sync(() => core.reveal(area)),
    report: (milestone) => Effect.sync(() => core.report(milestone)),
  })

/** The service over a fresh core for `env`, its height debounce on the Timers service (a manual clock in tests). */
export const makeParentFrame = (env: FrameEnvironment, timers: Timers["Service"]): ParentFrame["Service"] =>
  parentFrameOf(makeParentFrameCore(env, timers.schedule))
