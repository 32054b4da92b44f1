import { type RefObject, useLayoutEffect } from "react"

/**
 * WCAG 2.2 2.4.11 (focus not obscured): the sticky category strip and the fixed cart bar cover the
 * top and bottom of the screen, and a control tabbed to beneath them ('Kontakt' in the footer under
 * 'Zobacz koszyk') must still be seen. Each reports its height as a custom property of the document
 * (--sticky-top-inset / --sticky-bottom-inset), which tokens.css turns into the page's scroll-padding:
 * the browser then scrolls a focused control clear of them, as it does for the screen's edges.
 * Removed when the strip or the bar goes (a screen without them has no padding).
 */
export function useStickyInset(ref: RefObject<HTMLElement | null>, side: "top" | "bottom", active = true): void {
  useLayoutEffect(() => {
    const element = ref.current
    if (!active || element === null) return
    const root = document.documentElement
    const name = side === "top" ? "--sticky-top-inset" : "--sticky-bottom-inset"
    const measure = () => root.style.setProperty(name, `${Math.ceil(element.getBoundingClientRect().height)}px`)
    measure()
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(name)
    }
  }, [ref, side, active])
}
