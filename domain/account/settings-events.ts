import { Schema } from "effect"
import { At } from "../widget/fields"

export const SettingsTab = Schema.Literals(["personal", "password", "cards"])
/** The settings screen's tabs: Personal Information, Change Password, Payment Methods. */
export type SettingsTab = typeof SettingsTab.Type

/** The Personal Information form as typed: name, e-mail and the phone's country and number. */
export const ProfileDraftValue = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.Struct({ country: Schema.String, number: Schema.String }),
})
export type ProfileFormDraft = typeof ProfileDraftValue.Type

/** A settings tab was chosen (issue 26: a report replays the tab the customer was on). */
export const SettingsTabChosen = Schema.TaggedStruct("SettingsTabChosen", { at: At, tab: SettingsTab })
/**
 * The Personal Information form as now typed, unsaved (issue 26); null: the form shows the saved
 * profile again. Keystrokes coalesce in the log (Account.profileEditSupersedes).
 */
export const ProfileDraftEdited = Schema.TaggedStruct("ProfileDraftEdited", {
  at: At,
  draft: Schema.NullOr(ProfileDraftValue),
})

export const SettingsFormEvent = Schema.Union([SettingsTabChosen, ProfileDraftEdited])
export type SettingsFormEvent = typeof SettingsFormEvent.Type
