import { withSlice } from "../widget/copies"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import { EMPTY_AUTH_FIELDS } from "./auth-fields"
import type { DialogEvent } from "./events"

/** The generic message modal and the login / register / forgot-password modal. */
export const reduceDialogs = (state: WidgetState, event: DialogEvent): WidgetState => {
  const auth = state.authModal
  switch (event._tag) {
    case "MessageShown":
      return withSlice(state, "message", { title: event.title, message: event.message })
    case "MessageDismissed":
      return state.message === null ? state : withSlice(state, "message", null)
    case "LoginModalOpened":
      // Each mode's form starts empty, as it did when each was its own component state.
      return withSlice(state, "authModal", { mode: event.mode, step: 1, error: null, fields: EMPTY_AUTH_FIELDS })
    case "AuthStepChanged":
      return auth === null || auth.step === event.step
        ? state
        : withSlice(state, "authModal", { ...auth, step: event.step, error: null })
    case "AuthFailed":
      return auth === null ? state : withSlice(state, "authModal", { ...auth, error: event.message })
    case "AuthModalClosed":
      return auth === null ? state : withSlice(state, "authModal", null)
    case "AuthFormEdited":
      return auth === null
        ? state
        : withSlice(state, "authModal", { ...auth, fields: { ...auth.fields, ...event.patch } })
    default:
      return exhaustive(event, state)
  }
}
