import { whenIdle } from "./when-idle"

/**
 * A card of the menu grid with its add button: what the customer came for, and what the critical path
 * is measured to (the skeleton's placeholder cards have no button).
 */
const CARD = "main section > ul > li button"

/**
 * Runs `work` once the first menu card is on screen and the page is idle (after a painted frame),
 * so what it fetches (the modal chunks and their CSS) never competes with the files and API answers
 * the first card is waiting for. A page that never shows a card (cart, order page) runs it after
 * `giveUpMs`, still when idle.
 */
export const afterFirstCard = (
  container: HTMLElement,
  work: () => void,
  giveUpMs = 10_000,
  /**
   * "idle" (default): after the card's frame, once the page is idle. "frame": right after the card's
   * frame, without waiting for the page to go idle (the first click's chunks). "task": in a task right
   * after the card is in the document, painted or not — what must happen in a frame the browser does not
   * paint (an iframe off screen gets no animation frames) as well (the kit, ui/app/mount.tsx).
   */
  after: "idle" | "frame" | "task" = "idle",
): void => {
  let done = false
  const run = () => {
    if (done) return
    done = true
    observer.disconnect()
    window.clearTimeout(timer)
    if (after === "task") window.setTimeout(work, 0)
    else requestAnimationFrame(() => (after === "idle" ? whenIdle(() => work()) : work()))
  }
  const observer = new MutationObserver(() => {
    if (container.querySelector(CARD)) run()
  })
  const timer = window.setTimeout(run, giveUpMs)
  observer.observe(container, { childList: true, subtree: true })
  if (container.querySelector(CARD)) run()
}
