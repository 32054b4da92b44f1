import { Context, Effect, Layer, Option } from "effect"
import { Widget } from "../domain"
import { type Cancel, Timers } from "./timers"

/** The browser surface ParentFrame needs; tests pass a fake. */
export interface FrameEnvironment {
  readonly framed: boolean
  readonly ancestorOrigins: ReadonlyArray<string> | undefined
  readonly referrer: string
  readonly postToParent: (
    message: { readonly type: "setHeight"; readonly height: number },
    targetOrigin: string,
  ) => void
  readonly observeSize: (element: Element, onHeight: (height: number) => void) => Cancel
}

/**
 * The embedding page's origin, which every message to the parent is addressed to: the first
 * ancestor origin when the browser exposes them (Chromium, Safari), else the origin of the referrer
 * (the page that loaded the iframe). None when neither is known — the widget then posts nothing
 * rather than broadcasting to "*".
 */
export const parentOrigin = (
  ancestorOrigins: ReadonlyArray<string> | undefined,
  referrer: string,
): Option.Option<string> => {
  const first = ancestorOrigins?.[0]
  if (first && first !== "null") return Option.some(first)
  try {
    const origin = new URL(referrer).origin
    return origin === "null" ? Option.none() : Option.some(origin)
  } catch {
    return Option.none()
  }
}

/**
 * Tells the embedding page how tall the widget is (SPEC §1: `{type: "setHeight", height}` 500 ms
 * after the content changes). Debounced: a burst of changes sends one message with the last height;
 * an unchanged height is not re-sent. A no-op when the widget is not framed or the parent origin is
 * unknown.
 */
export class ParentFrame extends Context.Service<
  ParentFrame,
  {
    /** The origin messages go to (none: not framed or unknown). */
    readonly targetOrigin: Option.Option<string>
    /** Reports a height; the message goes out 500 ms after the last report. */
    readonly setHeight: (height: number) => Effect.Effect<void>
    /** Watches an element with ResizeObserver and reports its height; returns the function that stops watching. */
    readonly watch: (element: Element) => Effect.Effect<Cancel>
  }
>()("widget/ParentFrame") {
  /** The real window: parent, ancestorOrigins / referrer, ResizeObserver. */
  static readonly layer = Layer.effect(
    ParentFrame,
    Effect.gen(function* () {
      const timers = yield* Timers
      return makeParentFrame(browserFrameEnvironment(), timers)
    }),
  )
  /** Not framed: every call is a no-op (replay, tests of other services). */
  static readonly layerNone = Layer.succeed(
    ParentFrame,
    ParentFrame.of({
      targetOrigin: Option.none(),
      setHeight: () => Effect.void,
      watch: () => Effect.succeed(() => {}),
    }),
  )
}

export const browserFrameEnvironment = (): FrameEnvironment => {
  let framed = false
  try {
    framed = window.parent !== window
  } catch {
    framed = true
  }
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  return {
    framed,
    ancestorOrigins: ancestors ? Array.from(ancestors) : undefined,
    referrer: document.referrer,
    postToParent: (message, targetOrigin) => window.parent.postMessage(message, targetOrigin),
    observeSize: (element, onHeight) => {
      if (typeof ResizeObserver === "undefined") return () => {}
      const observer = new ResizeObserver(() => onHeight(Math.ceil(element.getBoundingClientRect().height)))
      observer.observe(element)
      return () => observer.disconnect()
    },
  }
}

export const makeParentFrame = (env: FrameEnvironment, timers: Timers["Service"]): ParentFrame["Service"] => {
  const targetOrigin = env.framed ? parentOrigin(env.ancestorOrigins, env.referrer) : Option.none<string>()
  let pending: Cancel | undefined
  let lastSent: number | undefined
  const report = (height: number) => {
    if (Option.isNone(targetOrigin) || !Number.isFinite(height) || height < 0) return
    pending?.()
    pending = timers.schedule(Widget.DELAYS.heightMs, () => {
      pending = undefined
      const rounded = Math.ceil(height)
      if (rounded === lastSent) return
      lastSent = rounded
      env.postToParent({ type: "setHeight", height: rounded }, targetOrigin.value)
    })
  }
  return ParentFrame.of({
    targetOrigin,
    setHeight: (height) => Effect.sync(() => report(height)),
    watch: (element) =>
      Effect.sync(() => {
        if (Option.isNone(targetOrigin)) return () => {}
        const stop = env.observeSize(element, report)
        return () => {
          stop()
          pending?.()
          pending = undefined
        }
      }),
  })
}
