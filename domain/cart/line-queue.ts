/**
 * The per-line send queue of the cart page (SPEC §2 'The cart quantity selector'): changes to one line
 * are sent in order, one at a time, and the last choice wins. Rapid clicks 2 → 3 → 4 → 2 send 2, then
 * (once it is answered) only the latest choice still waiting, so the server never ends on a stale
 * quantity, two requests for one line never race, and a removal is never followed by a change to a
 * line that is gone. Pure: the caller sends what a step says and reports the answer back.
 * Quantity 0 stands for removal (is_delete).
 */
export interface LineQueue {
  /** The quantity sent and not yet answered (0 = removal); null when nothing is in flight. */
  readonly inFlight: number | null
  /** The latest choice made while a call was in flight; null when there is none. */
  readonly waiting: number | null
}

/** What the caller does next: keep `queue` and, when `send` is not null, send that quantity now. */
export interface LineQueueStep {
  readonly queue: LineQueue
  readonly send: number | null
}

export const idleLineQueue: LineQueue = { inFlight: null, waiting: null }

/**
 * The customer chose `quantity` (0 = remove). Idle: send it now. Busy: it replaces any waiting choice
 * (the last choice wins), and is dropped when it equals what is already in flight. Once a removal is
 * in flight the line is going away, so later choices are ignored.
 */
export const chooseLineQuantity = (queue: LineQueue, quantity: number): LineQueueStep => {
  if (queue.inFlight === null) return { queue: { inFlight: quantity, waiting: null }, send: quantity }
  if (queue.inFlight === 0) return { queue, send: null }
  return { queue: { inFlight: queue.inFlight, waiting: quantity === queue.inFlight ? null : quantity }, send: null }
}

/** The in-flight call was answered: the waiting choice, if any, goes next; else the line is idle. */
export const lineQuantityAnswered = (queue: LineQueue): LineQueueStep =>
  queue.waiting !== null && queue.inFlight !== 0
    ? { queue: { inFlight: queue.waiting, waiting: null }, send: queue.waiting }
    : { queue: idleLineQueue, send: null }

/**
 * The in-flight call failed: nothing more is sent (a waiting choice was made on a quantity the server
 * never took). The caller refetches the cart, so the line shows the server's quantity again and the
 * customer can choose anew.
 */
export const lineQuantityFailed = (_queue: LineQueue): LineQueueStep => ({ queue: idleLineQueue, send: null })

/** Whether the line shows that it is saving: a call is in flight for it. */
export const lineIsSaving = (queue: LineQueue): boolean => queue.inFlight !== null
