import { type RefObject, useEffect } from "react"

/**
 * After a move to another screen, focus goes to the new screen's heading: the control that moved the
 * customer (a menu entry, a dialog's button) is gone, and focus left on the document's body would make
 * a screen reader say nothing and the next Tab start from the top of the page. Not on the first screen
 * shown (the restaurant's page keeps its focus), and not while a dialog holds the focus (it keeps it).
 * Rendered after the screen, inside the screen's Suspense boundary, so its effect runs once the
 * screen — and its heading — is in the document.
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
    const active = document.activeElement
    if (active instanceof Element && active.closest("[role='dialog']")) return
    const heading = document.querySelector<HTMLElement>("main h1")
    if (!heading) return
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1
    // preventScroll: inside an iframe a focus scroll would also scroll the restaurant's page.
    heading.focus({ preventScroll: true })
  }, [screen, firstScreen])
  return null
}
