import { Navigation } from "../../domain"

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
 * and cart bar (Navigation.focusRevealArea with the heights sticky-inset.ts publishes). Deferred by a
 * task: the browser's own scroll of the page to the focused control comes after focusin, and embed.js
 * measures the page after it. Returns the function that stops watching.
 */
export const watchFocusReveal = (reveal: (area: Navigation.RevealArea) => void): (() => void) => {
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
        Navigation.focusRevealArea(
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
