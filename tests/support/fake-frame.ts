import type { FrameEnvironment, FrameMessage } from "../../adapters/parent-frame-core"

/** The host page of the frame tests. */
export const PARENT = "https://pizzeria.example"

/**
 * A framed window as the parent-frame core sees it, faked: what the widget posts, and the page's side
 * (a content resize, a message delivered to the widget).
 */
export const fakeFrameEnvironment = (overrides: Partial<FrameEnvironment> = {}) => {
  const posted: Array<{ message: unknown; targetOrigin: string }> = []
  let resize: ((height: number) => void) | undefined
  let observing = false
  let listener: ((message: FrameMessage) => void) | undefined
  const env: FrameEnvironment = {
    framed: true,
    ancestorOrigins: [PARENT],
    referrer: "",
    postToParent: (message, targetOrigin) => posted.push({ message, targetOrigin }),
    observeSize: (_element, onHeight) => {
      resize = onHeight
      observing = true
      return () => {
        resize = undefined
        observing = false
      }
    },
    listen: (onMessage) => {
      listener = onMessage
      return () => {
        listener = undefined
      }
    },
    ...overrides,
  }
  return {
    env,
    posted,
    resize: (h: number) => resize?.(h),
    observing: () => observing,
    deliver: (message: FrameMessage) => listener?.(message),
    listening: () => listener !== undefined,
  }
}
