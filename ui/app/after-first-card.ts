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
  /** false: right after the card's frame, without waiting for the page to go idle (the first click's chunks). */
  idle = true,
): void => {
  let done = false
  const run = () => {
    if (done) return
    done = true
    observer.disconnect()
    window.clearTimeout(timer)
    requestAnimationFrame(() => (idle ? whenIdle(() => work()) : work()))
  }
  const observer = new MutationObserver(() => {
    if (container.querySelector(CARD)) run()
  })
  const timer = window.setTimeout(run, giveUpMs)
  observer.observe(container, { childList: true, subtree: true })
  if (container.querySelector(CARD)) run()
}
