/** What the wheel test needs of an element (an HTMLElement, or a plain object in unit tests). */
export interface ScrollBox {
  readonly scrollTop: number
  readonly scrollHeight: number
  readonly clientHeight: number
  /** The computed overflow-y: only auto/scroll boxes scroll with the wheel. */
  readonly overflowY: string
  readonly parent: ScrollBox | null
}

/**
 * Whether a vertical wheel of `deltaY` over `from` scrolls some box between it and the modal's
 * overlay (inclusive; `parent` chains up to it). When none can move in that direction the wheel would
 * chain out of the widget — in an iframe as tall as its content, to the restaurant's page, which then
 * scrolls under the open modal — so the modal cancels that wheel event instead. CSS
 * `overscroll-behavior: contain` alone is not enough: Chromium ignores it on a box that does not
 * overflow.
 */
export const wheelScrollsInside = (from: ScrollBox | null, deltaY: number): boolean => {
  if (deltaY === 0) return true
  for (let box = from; box; box = box.parent) {
    if (box.overflowY !== "auto" && box.overflowY !== "scroll") continue
    if (box.scrollHeight - box.clientHeight < 1) continue
    if (deltaY > 0 ? box.scrollTop + box.clientHeight < box.scrollHeight - 1 : box.scrollTop > 0) return true
  }
  return false
}

/** The DOM chain from `element` up to `stop` (inclusive) as ScrollBoxes, read lazily. */
export const scrollChain = (element: Element | null, stop: Element): ScrollBox | null => {
  if (!(element instanceof HTMLElement) || !stop.contains(element)) return null
  const view = element.ownerDocument.defaultView
  return {
    get scrollTop() {
      return element.scrollTop
    },
    get scrollHeight() {
      return element.scrollHeight
    },
    get clientHeight() {
      return element.clientHeight
    },
    get overflowY() {
      return view?.getComputedStyle(element).overflowY ?? "visible"
    },
    get parent() {
      return element === stop ? null : scrollChain(element.parentElement, stop)
    },
  }
}
