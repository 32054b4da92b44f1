import type { WidgetState } from "../widget/state"
import type { SessionEvent } from "./events"

// On its own, not in decide.ts: every call of the widget's first chunk goes through this rule, while
// decide.ts (the forms, and the phone-country table through ./phone) is needed only by the account's
// screens and modals, which load later (issue 17: JS before the first card).

/**
 * A call refused with 401 while a token is held means the token expired or was revoked (§6): the
 * customer is signed out cleanly, once — SessionExpired clears the token and the customer's data but
 * keeps the guest cart. A second 401 (the token is already gone) decides nothing, so failing calls
 * never loop.
 */
export const decideRejectedToken = (
  state: WidgetState,
  status: number | null,
  at: number,
): ReadonlyArray<SessionEvent> =>
  status === 401 && state.session.token !== null ? [{ _tag: "SessionExpired", at }] : []
