import { type RefObject, useEffect } from "react"

/**
 * After a move to another screen, focus goes to the new screen's heading: the control that moved the
 * customer (a menu entry, a dialog's button) is gone, and focus left on the document's body would make
 * a screen reader say nothing and the next Tab start from the top of the page. Not on the first screen
 * shown (the restaurant's page keeps its focus). While a dialog holds the focus the focus waits for it
 * to close. Rendered inside the screen's Suspense boundary, so React runs this effect once the screen's
 * chunk is in and its heading is in the document; the wait for a heading stays for a screen that
 * shows its heading only a render later;
 * a closing dialog's own fallback (its opener, or its container's first link) does not keep it.
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
    const dialogHoldsFocus = () => {
      const active = document.activeElement
      return active instanceof Element && active.closest("[role='dialog']") !== null
    }
    const focusHeading = (): void => {
      const heading = document.querySelector<HTMLElement>("main h1")
      if (!heading || document.activeElement === heading || dialogHoldsFocus()) return
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1
      // preventScroll: inside an iframe a focus scroll would also scroll the restaurant's page.
      heading.focus({ preventScroll: true })
    }
    // Until the screen is settled — its heading there (a chunk may still be loading) and the dialogs
    // that led here gone (their close hands the focus to an opener or a first link, one after the
    // other as they fade) — every change is looked at once the task that made it is over.
    let timer = 0
    const look = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        focusHeading()
        if (document.activeElement?.matches("main h1") && !document.querySelector("[role='dialog']")) stop()
      }, 0)
    }
    const arrival = new MutationObserver(look)
    const stop = () => {
      window.clearTimeout(timer)
      arrival.disconnect()
      document.removeEventListener("focusin", look)
      document.removeEventListener("focusout", look)
    }
    arrival.observe(document.body, { childList: true, subtree: true })
    document.addEventListener("focusin", look)
    document.addEventListener("focusout", look)
    look()
    return stop
  }, [screen, firstScreen])
  return null
}
