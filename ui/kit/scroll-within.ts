/**
 * Scrolling inside a modal without moving anything around it. Why not `scrollIntoView`: it scrolls
 * every scrollable ancestor, including the iframe's document and — embedded — the restaurant's own
 * page, which the widget must never scroll on its own (issue 10). These move only the modal's body.
 */

/** The nearest ancestor of `element` that scrolls vertically (a modal's body), or null. */
export const scrollingAncestor = (element: HTMLElement): HTMLElement | null => {
  for (let node = element.parentElement; node !== null; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY
    if ((overflow === "auto" || overflow === "scroll") && node.scrollHeight > node.clientHeight) return node
  }
  return null
}

/**
 * Scrolls `element`'s scrolling ancestor so the element's top sits `offset` px below the scroller's
 * top (smoothly unless the customer prefers reduced motion). Nothing when nothing scrolls.
 */
export const scrollToTopWithin = (element: HTMLElement, offset = 16): void => {
  const scroller = scrollingAncestor(element)
  if (!scroller) return
  const top = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop - offset
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true
  scroller.scrollTo({ top: Math.max(0, top), behavior: reduced ? "auto" : "smooth" })
}
