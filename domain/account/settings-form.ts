import { withSlice } from "../widget/copies"
import type { WidgetEvent } from "../widget/event"
import { exhaustive } from "../widget/exhaustive"
import type { WidgetState } from "../widget/state"
import type { SettingsFormEvent } from "./settings-events"

/** The settings screen's tab and its unsaved Personal Information form (issue 26: both in the log). */
export const reduceSettingsForm = (state: WidgetState, event: SettingsFormEvent): WidgetState => {
  const form = state.settingsForm
  switch (event._tag) {
    case "SettingsTabChosen":
      return form.tab === event.tab
        ? state
        : withSlice(state, "settingsForm", { tab: event.tab, profile: form.profile })
    case "ProfileDraftEdited":
      return form.profile === null && event.draft === null
        ? state
        : withSlice(state, "settingsForm", { tab: form.tab, profile: event.draft })
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
  if (after.settingsForm.profile === null) return after
  if (was !== null && is !== null && was.name === is.name && was.email === is.email && was.phone === is.phone)
    return after
  return withSlice(after, "settingsForm", { tab: after.settingsForm.tab, profile: null })
}

/** A keystroke in the profile form replaces the one before it in the log (the event holds the whole form). */
export const profileEditSupersedes = (previous: WidgetEvent, event: WidgetEvent): boolean =>
  previous._tag === "ProfileDraftEdited" && event._tag === "ProfileDraftEdited" && event.draft !== null
