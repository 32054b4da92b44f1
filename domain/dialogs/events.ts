import { Schema } from "effect"
import { At, AuthMode, PlaceValue } from "../widget/fields"

/** The generic message modal (heading and message); a new message replaces the one shown. */
export const MessageShown = Schema.TaggedStruct("MessageShown", {
  at: At,
  title: Schema.String,
  message: Schema.String,
})
export const MessageDismissed = Schema.TaggedStruct("MessageDismissed", { at: At })

/** The login, register or forgot-password modal opened (or switched to that mode), at its first step. */
export const LoginModalOpened = Schema.TaggedStruct("LoginModalOpened", { at: At, mode: AuthMode })

/** The auth flow moved to a step: register 1 details → 2 code; forgot 1 e-mail → 2 code and password. */
export const AuthStepChanged = Schema.TaggedStruct("AuthStepChanged", { at: At, step: Schema.Int })

/** The auth call failed: the server's text, else 'Something went wrong', shown in the modal. */
export const AuthFailed = Schema.TaggedStruct("AuthFailed", { at: At, message: Schema.String })

export const AuthModalClosed = Schema.TaggedStruct("AuthModalClosed", { at: At })

/**
 * The auth modal's fields as typed, but for the passwords (issue 26: a report replays the form; a
 * password never enters the log, it stays in the form). `phone` null: the form's default (Poland,
 * empty); `address`: the registration's chosen delivery address, `addressTyped` its field's text
 * before a suggestion is chosen (null: the address's text); `code`: the step-2 code.
 */
export const AuthFieldsValue = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.NullOr(Schema.Struct({ country: Schema.String, number: Schema.String })),
  address: Schema.NullOr(PlaceValue),
  addressTyped: Schema.NullOr(Schema.String),
  code: Schema.String,
})
export type AuthFields = typeof AuthFieldsValue.Type

/**
 * Fields of the open auth form edited (the ones in `patch`, as they now read); keystrokes in the same
 * fields coalesce in the log (formEditSupersedes, domain/widget/coalesce.ts).
 */
export const AuthFormEdited = Schema.TaggedStruct("AuthFormEdited", {
  at: At,
  patch: Schema.Struct({
    name: Schema.optionalKey(Schema.String),
    email: Schema.optionalKey(Schema.String),
    phone: Schema.optionalKey(Schema.NullOr(Schema.Struct({ country: Schema.String, number: Schema.String }))),
    address: Schema.optionalKey(Schema.NullOr(PlaceValue)),
    addressTyped: Schema.optionalKey(Schema.NullOr(Schema.String)),
    code: Schema.optionalKey(Schema.String),
  }),
})
/** An auth form edit's fields, as they now read. */
export type AuthFieldsPatch = (typeof AuthFormEdited.Type)["patch"]

export const DialogEvent = Schema.Union([
  MessageShown,
  MessageDismissed,
  LoginModalOpened,
  AuthStepChanged,
  AuthFailed,
  AuthModalClosed,
  AuthFormEdited,
])
export type DialogEvent = typeof DialogEvent.Type
