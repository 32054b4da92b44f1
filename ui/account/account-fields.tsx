import { type ReactNode, useState } from "react"
import { TextField } from "../kit/form-field"
import type { Translate } from "../model/translation"

/**
 * The account forms' recurring fields as TextField's props (name, label, type, autocomplete, input
 * mode), spread into a TextField beside its value and onChange.
 */
export const accountField = {
  /** The full name (registration, Personal Information). */
  name: (t: Translate) => ({ name: "name", label: t("full-name", "Full name"), autoComplete: "name" }),
  /** The e-mail of the login, registration and forgot-password forms. */
  email: (t: Translate) =>
    ({ name: "email", label: t("email", "E-mail"), type: "email", inputMode: "email", autoComplete: "email" }) as const,
  /** A code step's one-time code: it takes the focus, as it replaces the form whose button had it. */
  code: (t: Translate) =>
    ({
      name: "otp_code",
      label: t("verification-code", "Verification code"),
      inputMode: "numeric",
      autoComplete: "one-time-code",
      focusOnMount: true,
    }) as const,
  /** A password the customer has (the login's, Change Password's current one). */
  currentPassword: (name: string, label: string) =>
    ({ name, label, type: "password", autoComplete: "current-password" }) as const,
}

/** A new password and its confirmation as typed: component state only, a password never enters the log. */
export interface Passwords {
  readonly password: string
  readonly passwordConfirmation: string
}

const NO_PASSWORDS: Passwords = { password: "", passwordConfirmation: "" }

/** The state behind NewPasswordFields: the two as typed, a change to either, and emptied after a save. */
export interface NewPassword {
  readonly value: Passwords
  readonly edit: (patch: Partial<Passwords>) => void
  readonly clear: () => void
}

export const useNewPassword = (): NewPassword => {
  const [value, setValue] = useState(NO_PASSWORDS)
  return {
    value,
    edit: (patch) =>
      setValue((p) => ({
        password: patch.password ?? p.password,
        passwordConfirmation: patch.passwordConfirmation ?? p.passwordConfirmation,
      })),
    clear: () => setValue(NO_PASSWORDS),
  }
}

/** The two fields of a new password: the state's key, the field's name, its label for each use. */
const NEW_PASSWORD_FIELDS = [
  {
    field: "password",
    name: "password",
    fresh: { key: "password", text: "Password" },
    replacement: { key: "new-password", text: "New password" },
  },
  {
    field: "passwordConfirmation",
    name: "password_confirmation",
    fresh: { key: "confirm-password", text: "Confirm password" },
    replacement: { key: "confirm-new-password", text: "Confirm new password" },
  },
] as const

/**
 * A new password and its confirmation (registration, password reset, Change Password). `fresh`: the
 * registration's first password ('Password'), else a replacement ('New password').
 */
export function NewPasswordFields({
  passwords,
  t,
  fresh = false,
}: {
  readonly passwords: NewPassword
  readonly t: Translate
  readonly fresh?: boolean
}): ReactNode {
  return NEW_PASSWORD_FIELDS.map(({ field, name, ...labels }) => {
    const label = fresh ? labels.fresh : labels.replacement
    return (
      <TextField
        key={field}
        name={name}
        label={t(label.key, label.text)}
        type="password"
        autoComplete="new-password"
        value={passwords.value[field]}
        onChange={(typed) => passwords.edit({ [field]: typed })}
      />
    )
  })
}
