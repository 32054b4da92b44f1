import { withSlice } from "../widget/copies"
import type { WidgetEvent } from "../widget/event"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import type { SettingsFormEvent } from "./settings-events"

/**
 * The settings screen's tab, its unsaved Personal Information form, the phone change's code step,
 * Payment Methods' add-card form and delete question, and the message a form answered (issue 26: all
 * in the log; a new tab or the card form opening or closing clears it, as the screen always did).
 * The password fields are not: a password never enters the log.
 */
export const reduceSettingsForm = (state: WidgetState, event: SettingsFormEvent): WidgetState => {
  const form = state.settingsForm
  switch (event._tag) {
    case "SettingsTabChosen":
      return form.tab === event.tab
        ? state
        : withSlice(state, "settingsForm", { ...form, tab: event.tab, outcome: null })
    case "ProfileDraftEdited":
      return form.profile === null && event.draft === null
        ? state
        : withSlice(state, "settingsForm", { ...form, profile: event.draft })
    case "PhoneCodeSent":
      return withSlice(state, "settingsForm", { ...form, phoneChange: { phone: event.phone, otp: "" } })
    case "PhoneCodeTyped":
      return form.phoneChange === null
        ? state
        : withSlice(state, "settingsForm", { ...form, phoneChange: { ...form.phoneChange, otp: event.otp } })
    case "PhoneChangeClosed":
      return form.phoneChange === null ? state : withSlice(state, "settingsForm", { ...form, phoneChange: null })
    case "CardFormToggled":
      return form.addingCard === event.open
        ? state
        : withSlice(state, "settingsForm", { ...form, addingCard: event.open, outcome: null })
    case "CardDeleteAsked":
      return form.deletingCard === event.id
        ? state
        : withSlice(state, "settingsForm", { ...form, deletingCard: event.id })
    case "CardDeleteQuestionClosed":
      return form.deletingCard === null ? state : withSlice(state, "settingsForm", { ...form, deletingCard: null })
    case "SettingsAnswered":
      return withSlice(state, "settingsForm", { ...form, outcome: event.outcome })
    default:
      return exhaustive(event, state)
  }
}

/**
 * After the saved profile changed (loaded, saved, another account): the untouched form follows it,
 * as the screen always did — an unsaved draft is dropped only when name, e-mail or phone really changed.
 */
export const afterProfileChange = (before: WidgetState, after: WidgetState): WidgetState => {
  const was = before.session.profile
  const is = after.session.profile
  const form = after.settingsForm
  if (form.profile === null && form.phoneChange === null && !form.addingCard && form.deletingCard === null) return after
  if (was !== null && is !== null && was.name === is.name && was.email === is.email && was.phone === is.phone)
    return after
  // The phone's code step, the card form and the delete question end with it too: the new number
  // confirmed, another account, or the session gone.
  return withSlice(after, "settingsForm", {
    ...form,
    profile: null,
    phoneChange: null,
    addingCard: false,
    deletingCard: null,
  })
}

/**
 * A keystroke in the profile form or the phone code's field replaces the one before it in the log
 * (each event holds the whole field or form).
 */
export const settingsEditSupersedes = (previous: WidgetEvent, event: WidgetEvent): boolean =>
  (previous._tag === "ProfileDraftEdited" && event._tag === "ProfileDraftEdited" && event.draft !== null) ||
  (previous._tag === "PhoneCodeTyped" && event._tag === "PhoneCodeTyped")
