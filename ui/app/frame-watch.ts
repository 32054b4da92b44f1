import { Effect, Option } from "effect"
import { ParentFrame } from "../../adapters"
import { afterFirstCard } from "../kit/after-first-card"
import type { WidgetRuntime } from "../model/runtime"
import { applyViewportBand } from "./viewport-band"

/**
 * The widget's side of embed.js (a chunk of its own, fetched with the kit after the first card, issue
 * 24: until then the iframe keeps embed.js's first height): the height reports, the viewport band the
 * sticky bars keep to, the Escape no control took, and — inline, where the host page scrolls — a
 * control tabbed to kept clear of the sticky bars. Returns what stops them, and `escape`.
 */
export const watchFrame = async (
  runtime: WidgetRuntime,
  container: HTMLElement,
): Promise<{ readonly stop: () => void; readonly escape: () => void }> => {
  let stopReveal = () => {}
  let stopped = false
  const frame = await runtime.runPromise(ParentFrame.use(Effect.succeed))
  const stopHeight = await runtime.runPromise(frame.watch(container))
  const stopBand = await runtime.runPromise(frame.viewport((band) => applyViewportBand(document.documentElement, band)))
  // Inline, the host page scrolls: a control tabbed to is kept clear of the sticky bars by embed.js.
  // A chunk of its own, after the first card: nothing to tab to before it (budgets.e2e).
  if (Option.isSome(frame.targetOrigin))
    afterFirstCard(
      container,
      () => {
        void import("./focus-reveal").then(({ watchFocusReveal }) => {
          if (stopped) return
          stopReveal = watchFocusReveal((area) => void runtime.runPromise(frame.reveal(area)).catch(() => {}))
        })
      },
      // A screen without cards (cart, checkout, order page): soon after it opens.
      2_000,
    )
  return {
    stop: () => {
      stopped = true
      stopHeight()
      stopBand()
      stopReveal()
    },
    escape: () => void runtime.runPromise(frame.escape).catch(() => {}),
  }
}
