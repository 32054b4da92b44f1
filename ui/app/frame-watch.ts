import type { ParentFrameCore } from "../../adapters"
import { afterFirstCard } from "../kit/after-first-card"
import { applyViewportBand } from "./viewport-band"

/**
 * The widget's side of embed.js, started by the mount before the first card (issue 24: the plain
 * core, adapters/parent-frame-core.ts, so neither Effect nor the kit waits in front of it): the height
 * reports, and the viewport band the modals and sticky bars keep to — there before a modal can open,
 * so one opened on the first card is placed in the band at once instead of in the iframe's first
 * 600 px. Inline, where the host page scrolls, a control tabbed to is also kept clear of the sticky
 * bars (after the first card). Returns what stops them.
 */
export const watchFrame = (frame: ParentFrameCore, container: HTMLElement): (() => void) => {
  let stopReveal = () => {}
  let stopped = false
  const stopHeight = frame.watch(container)
  const stopBand = frame.viewport((band) => applyViewportBand(document.documentElement, band))
  // A chunk of its own, after the first card: nothing to tab to before it (budgets.e2e).
  if (frame.targetOrigin !== undefined)
    afterFirstCard(
      container,
      () => {
        void import("./focus-reveal").then(({ watchFocusReveal }) => {
          if (stopped) return
          stopReveal = watchFocusReveal(frame.reveal)
        })
      },
      // A screen without cards (cart, checkout, order page): soon after it opens.
      2_000,
    )
  return () => {
    stopped = true
    stopHeight()
    stopBand()
    stopReveal()
  }
}
