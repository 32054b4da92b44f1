import { Schema } from "effect"
import { At, AuthMode } from "../widget/fields"

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

export const DialogEvent = Schema.Union([
  MessageShown,
  MessageDismissed,
  LoginModalOpened,
  AuthStepChanged,
  AuthFailed,
  AuthModalClosed,
])
export type DialogEvent = typeof DialogEvent.Type
