import type { ReactNode } from "react"
import { TextField } from "../kit/form-field"
import type { Translate } from "../model/views"

/** The e-mail of the login, registration and forgot-password forms. */
export function EmailField({
  value,
  onChange,
  t,
}: {
  readonly value: string
  readonly onChange: (email: string) => void
  readonly t: Translate
}): ReactNode {
  return (
    <TextField
      name="email"
      label={t("email", "E-mail")}
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
    />
  )
}

/** The one-time code of a code step: it takes the focus, as it replaces the form whose button had it. */
export function CodeField({
  value,
  onChange,
  t,
}: {
  readonly value: string
  readonly onChange: (code: string) => void
  readonly t: Translate
}): ReactNode {
  return (
    <TextField
      name="otp_code"
      label={t("verification-code", "Verification code")}
      inputMode="numeric"
      autoComplete="one-time-code"
      focusOnMount
      value={value}
      onChange={onChange}
    />
  )
}

/**
 * A new password and its confirmation (registration, password reset, Change Password). `fresh`: the
 * registration's first password ('Password'), else a replacement ('New password').
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  t,
  fresh = false,
}: {
  readonly password: string
  readonly confirmation: string
  readonly onPassword: (password: string) => void
  readonly onConfirmation: (confirmation: string) => void
  readonly t: Translate
  readonly fresh?: boolean
}): ReactNode {
  return (
    <>
      <TextField
        name="password"
        label={fresh ? t("password", "Password") : t("new-password", "New password")}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
      />
      <TextField
        name="password_confirmation"
        label={fresh ? t("confirm-password", "Confirm password") : t("confirm-new-password", "Confirm new password")}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={onConfirmation}
      />
    </>
  )
}
