/** A stretch of the widget, in px from its top, that should be on the customer's screen. */
export interface RevealArea {
  readonly top: number
  readonly bottom: number
}

/** The space kept between a focused control and a sticky bar, so its focus ring shows too. */
export const FOCUS_CLEARANCE_PX = 8

/**
 * Focus not obscured when embedded inline (WCAG 2.2 2.4.11, issue 30). Inline, the host page scrolls,
 * not the widget; a control tabbed to can sit on the screen yet under the widget's sticky category
 * strip or cart bar (both drawn inside the visible band). Given the control's top and bottom (px from
 * the widget's top) and the heights those bars cover at the band's top and bottom, the area that must
 * lie inside the visible band for the control to be seen whole with its focus ring: embed.js scrolls
 * the page by the least that brings it there (its top first when it cannot fit). Screen geometry,
 * not a SPEC rule, so it lives here, in this chunk loaded after the first card.
 */
export const focusRevealArea = (
  control: RevealArea,
  insets: { readonly top: number; readonly bottom: number },
): RevealArea => ({
  top: control.top - Math.max(0, insets.top) - FOCUS_CLEARANCE_PX,
  bottom: control.bottom + Math.max(0, insets.bottom) + FOCUS_CLEARANCE_PX,
})

/** A control inside a modal or one of the widget's own sticky bars moves with the band: nothing to reveal. */
const insideStickyOrModal = (element: Element): boolean => {
  for (let el: Element | null = element; el !== null && el !== document.body; el = el.parentElement) {
    if (el.getAttribute("role") === "dialog") return true
    if (/fixed|sticky/.test(getComputedStyle(el).position)) return true
  }
  return false
}

const inset = (root: HTMLElement, name: string): number => Number.parseFloat(root.style.getPropertyValue(name)) || 0

/**
 * WCAG 2.4.11 embedded inline (issue 30): when a control gets keyboard focus, the widget asks embed.js
 * (`reveal`) to scroll the host page so the control sits clear of the widget's sticky category strip
 * and cart bar (focusRevealArea with the heights sticky-inset.ts publishes). Deferred by a
 * task: the browser's own scroll of the page to the focused control comes after focusin, and embed.js
 * measures the page after it. Returns the function that stops watching.
 */
export const watchFocusReveal = (reveal: (area: RevealArea) => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target
    if (!(target instanceof Element) || !target.matches(":focus-visible") || insideStickyOrModal(target)) return
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      if (document.activeElement !== target) return
      const rect = target.getBoundingClientRect()
      const root = document.documentElement
      reveal(
        focusRevealArea(
          { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY },
          { top: inset(root, "--sticky-top-inset"), bottom: inset(root, "--sticky-bottom-inset") },
        ),
      )
    }, 0)
  }
  document.addEventListener("focusin", onFocusIn)
  return () => {
    document.removeEventListener("focusin", onFocusIn)
    if (timer !== undefined) clearTimeout(timer)
  }
}
