import { Schema } from "effect"
import { At, Id } from "../widget/fields"

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
 * profile again. Keystrokes coalesce in the log (Account.settingsEditSupersedes).
 */
export const ProfileDraftEdited = Schema.TaggedStruct("ProfileDraftEdited", {
  at: At,
  draft: Schema.NullOr(ProfileDraftValue),
})

/** The phone change's code step as shown: the number the code went to and the code as typed. */
export const PhoneChangeValue = Schema.Struct({ phone: Schema.String, otp: Schema.String })
export type PhoneChangeValue = typeof PhoneChangeValue.Type

/** The phone change's code was sent to `phone` (its stored form): the code step shows, its field empty. */
export const PhoneCodeSent = Schema.TaggedStruct("PhoneCodeSent", { at: At, phone: Schema.String })
/** The code step's field as typed (keystrokes coalesce in the log: Account.settingsEditSupersedes). */
export const PhoneCodeTyped = Schema.TaggedStruct("PhoneCodeTyped", { at: At, otp: Schema.String })
/** Cancel, or the new number confirmed: the code step closes, back to the form. */
export const PhoneChangeClosed = Schema.TaggedStruct("PhoneChangeClosed", { at: At })

/** Payment Methods' 'Add card': the provider's card fields open (opened) or close (cancelled, saved). */
export const CardFormToggled = Schema.TaggedStruct("CardFormToggled", { at: At, open: Schema.Boolean })
/** 'Delete' on a saved card: 'Do you want to delete this card?' asks about it. */
export const CardDeleteAsked = Schema.TaggedStruct("CardDeleteAsked", { at: At, id: Id })
/** The delete question answered or dismissed. */
export const CardDeleteQuestionClosed = Schema.TaggedStruct("CardDeleteQuestionClosed", { at: At })

/**
 * What a settings form answered, as shown under it: the profile form (its code step too), Change
 * Password, the saved cards' list (set default, delete) or the add-card form (its fields' messages
 * in `fields`). The widget's or the server's texts, not the customer's.
 */
export const SettingsOutcomeValue = Schema.Struct({
  form: Schema.Literals(["profile", "password", "cards", "card"]),
  ok: Schema.Boolean,
  message: Schema.String,
  fields: Schema.Array(Schema.String),
})
export type SettingsOutcome = typeof SettingsOutcomeValue.Type
/** A settings form's outcome shows (issue 26: a report replays the message); null: it is gone. */
export const SettingsAnswered = Schema.TaggedStruct("SettingsAnswered", {
  at: At,
  outcome: Schema.NullOr(SettingsOutcomeValue),
})

export const SettingsFormEvent = Schema.Union([
  SettingsTabChosen,
  ProfileDraftEdited,
  PhoneCodeSent,
  PhoneCodeTyped,
  PhoneChangeClosed,
  CardFormToggled,
  CardDeleteAsked,
  CardDeleteQuestionClosed,
  SettingsAnswered,
])
export type SettingsFormEvent = typeof SettingsFormEvent.Type
