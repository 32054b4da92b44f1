import { type RefObject, useEffect } from "react"

/**
 * After a move to another screen, focus goes to the new screen's heading: the control that moved the
 * customer (a menu entry, a dialog's button) is gone, and focus left on the document's body would make
 * a screen reader say nothing and the next Tab start from the top of the page. Not on the first screen
 * shown (the restaurant's page keeps its focus). While a dialog holds the focus, or while the screen's
 * chunk is still loading (Preact runs this effect beside a suspended sibling), the focus waits for both.
 */
export function ArrivalFocus({
  screen,
  firstScreen,
}: {
  /** The screen now shown (route and order id). */
  readonly screen: string
  /** The first screen shown, or null once the customer has moved. */
  readonly firstScreen: RefObject<string | null>
}): null {
  useEffect(() => {
    if (firstScreen.current === screen) return
    firstScreen.current = null
    const focusHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>("main h1")
      const active = document.activeElement
      if (!heading || (active instanceof Element && active.closest("[role='dialog']"))) return false
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1
      // preventScroll: inside an iframe a focus scroll would also scroll the restaurant's page.
      heading.focus({ preventScroll: true })
      return true
    }
    if (focusHeading()) return
    // Not yet: the screen is still loading its chunk (no heading), or a dialog holds the focus — the
    // heading takes it when the dialog closes (its own fallback would put it on the screen's first link).
    const arrival = new MutationObserver(() => {
      if (focusHeading()) arrival.disconnect()
    })
    arrival.observe(document.body, { childList: true, subtree: true })
    return () => arrival.disconnect()
  }, [screen, firstScreen])
  return null
}
