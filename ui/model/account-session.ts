import type { Attempt } from "./runtime"
import { rejectedStatus } from "./runtime"

/**
 * Every command's calls go through this guard: a call refused with 401 tells `onRejected`, which
 * signs the customer out once (Account.decideRejectedToken) — the token is cleared and the guest cart
 * kept. The failed outcome still goes back to the command, which shows what it would show anyway; the
 * calls after it carry no token, so nothing keeps failing in a loop.
 */
export const guardSession =
  (attempt: Attempt, onRejected: (status: number) => void): Attempt =>
  async (effect) => {
    const outcome = await attempt(effect)
    if (!outcome.ok) {
      const status = rejectedStatus(outcome.error)
      if (status === 401) onRejected(status)
    }
    return outcome
  }
