import type { ReactNode } from "react"
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, beforeEach, vi } from "vitest"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

const mounted: Array<() => void> = []

/** Unmounts everything `mount` created (call it in afterEach), so no modal stays on the document's stack. */
export const cleanup = (): void => {
  for (const unmount of mounted.splice(0)) unmount()
  document.body.innerHTML = ""
}

/** A modal test file's set-up: fake timers in every test; after it, everything mounted is unmounted and real timers are back. */
export const fakeTimersAndCleanupEachTest = (): void => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })
}

/** Mounts React into a fresh container of the happy-dom document; `unmount` cleans up after a test. */
export const mount = (
  node: ReactNode,
): { container: HTMLElement; root: Root; rerender: (n: ReactNode) => void; unmount: () => void } => {
  // React's act() warns unless the environment says it is a test's.
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  const container = document.createElement("div")
  document.body.appendChild(container)
  const root = createRoot(container)
  act(() => root.render(node))
  let live = true
  const unmount = () => {
    if (!live) return
    live = false
    act(() => root.unmount())
    container.remove()
  }
  mounted.push(unmount)
  return {
    container,
    root,
    rerender: (n) => act(() => root.render(n)),
    unmount,
  }
}

/** Dispatches a keydown on the focused element (or body), as a browser would for a key press. */
export const press = (key: string, options: { shiftKey?: boolean } = {}): void => {
  const target = document.activeElement ?? document.body
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...options }))
  })
}

/** A real click (mousedown, then click), as the outside-click rule needs both. */
export const click = (el: Element): void => {
  act(() => {
    el.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }))
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))
  })
}

/**
 * Clicks an element the way `HTMLElement.click()` does (a checkbox toggles, a button acts), inside
 * act(); a missing or non-HTML element fails the test instead of clicking nothing.
 */
export const clickEl = (el: Element | null | undefined): void => {
  if (!(el instanceof HTMLElement)) throw new Error("nothing to click")
  act(() => el.click())
}

/** The dialog currently in the document, by its accessible name. */
export const dialogNamed = (name: string): HTMLElement | undefined =>
  Array.from(document.querySelectorAll<HTMLElement>("[role='dialog']")).find((d) => {
    const id = d.getAttribute("aria-labelledby")
    return id !== null && document.getElementById(id)?.textContent === name
  })
