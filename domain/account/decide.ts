import { FAILURE_TEXTS } from "../dialogs/failures"
import { type Copy, copy } from "../i18n/copy"
import { canGoToOrdersPage } from "../orders/status"
import type { WidgetState } from "../widget/state"
import type {
  ChangePhoneBody,
  ConfirmPhoneBody,
  ForgotPasswordBody,
  LoginBody,
  PasswordUpdateBody,
  RegisterBody,
  ResetPasswordBody,
  SendOtpBody,
} from "../wire/requests"
import type { LoginResponse, RegisterResponse } from "../wire/responses"
import type { SessionEvent } from "./events"
import { joinPhone, PHONE_REQUIRED, splitPhone } from "./phone"

/**
 * The account rules of SPEC §4–§8 that decide what is sent and what the customer reads: login,
 * the two register steps, the three forgot-password steps, logout, a rejected token, the phone
 * change through an OTP, the password change and the orders pages. Each returns the request body (or
 * the events) to go on with, or a refusal carrying its SPEC text; the UI only runs the calls.
 */

/** Login, register, forgot/reset and the profile forms: 'Something went wrong' when the server said nothing (§8). */
export const SOMETHING_WENT_WRONG: Copy = FAILURE_TEXTS.generic
/** The profile and password forms' success text, green (§8). */
export const UPDATED_SUCCESSFULLY = copy("updated-successfully", "Updated successfully")
/** What the sandbox's register, forgot and reset calls are told the customer came from (§7 source). */
export const REGISTER_SOURCE = "widget"

/** A decision: go on with `value`, or stop and show `message` (a SPEC text, or the server's own). */
export type Decision<A> =
  | { readonly _tag: "Go"; readonly value: A }
  | { readonly _tag: "Refused"; readonly message: Copy | string }

const go = <A>(value: A): Decision<A> => ({ _tag: "Go", value })
const refuse = <A>(message: Copy | string): Decision<A> => ({ _tag: "Refused", message })

/** The server's text when it sent one (blank counts as none), else 'Something went wrong'. */
const serverOr = (...texts: ReadonlyArray<string | null | undefined>): Copy | string => {
  for (const text of texts) if (typeof text === "string" && text.trim() !== "") return text
  return SOMETHING_WENT_WRONG
}

/** The login body: the e-mail trimmed (a pasted trailing space is not part of the address), the password as typed. */
export const loginRequest = (email: string, password: string): typeof LoginBody.Type => ({
  email: email.trim(),
  password,
})

/**
 * What a login answer means (§8 'Login failure'): its token signs the customer in; a 2xx answer
 * without a token is a failure too — its error text, else 'Something went wrong'.
 */
export const loginResult = (response: typeof LoginResponse.Type): Decision<string> => {
  const token = response.data?.token
  return typeof token === "string" && token.trim() !== "" ? go(token) : refuse(serverOr(response.error))
}

/** A failed login, register or reset call's text: the server's error (or message) field, else 'Something went wrong'. */
export const authFailureText = (serverMessage: string | null): Copy | string => serverOr(serverMessage)

/** Register step 1, the details form. The phone is a dial code plus a national number (§3). */
export interface RegisterDetails {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly passwordConfirmation: string
  readonly dialCode: string
  readonly phone: string
  /** The delivery address given with the registration, or null (the form may leave it out). */
  readonly address: { readonly string: string; readonly latitude: string; readonly longitude: string } | null
}

/**
 * Register step 1 → 2 (§5): only a non-empty phone goes on, to the send-otp call; everything else
 * the server validates. Refused with 'Phone number is required'.
 */
export const registerDetailsStep = (details: RegisterDetails): Decision<typeof SendOtpBody.Type> => {
  const phone = joinPhone(details.dialCode, details.phone)
  return phone === "" ? refuse(PHONE_REQUIRED) : go({ phone })
}

/** Register step 2: the register body with the code typed (§7: source 'widget', otp_code). */
export const registerRequest = (details: RegisterDetails, otpCode: string): typeof RegisterBody.Type => ({
  name: details.name.trim(),
  email: details.email.trim(),
  password: details.password,
  password_confirmation: details.passwordConfirmation,
  phone: joinPhone(details.dialCode, details.phone),
  address: details.address,
  source: REGISTER_SOURCE,
  otp_code: otpCode.trim(),
})

/** What a register answer means (§8): success with a token signs in; else the error or message field, else the default. */
export const registerResult = (response: typeof RegisterResponse.Type): Decision<string> => {
  const token = response.data?.token
  if (response.success && typeof token === "string" && token.trim() !== "") return go(token)
  return refuse(serverOr(response.error, response.message))
}

/** The forgot-password steps (§2): 1 e-mail, 2 code with the new password, then back to login. */
export const FORGOT_STEPS = { email: 1, code: 2 } as const
export const REGISTER_STEPS = { details: 1, code: 2 } as const

export const forgotRequest = (email: string): typeof ForgotPasswordBody.Type => ({ email: email.trim() })

export const resetRequest = (
  email: string,
  otpCode: string,
  password: string,
  passwordConfirmation: string,
): typeof ResetPasswordBody.Type => ({
  email: email.trim(),
  password,
  password_confirmation: passwordConfirmation,
  otp_code: otpCode.trim(),
})

/**
 * Logout (§4): LoggedOut clears access_token, addresses, cart_uuid and orders and sets orderType to
 * delivery; the page then reloads. Nothing to do when nobody is signed in.
 */
export const decideLogout = (state: WidgetState, at: number): ReadonlyArray<SessionEvent> =>
  state.session.token === null ? [] : [{ _tag: "LoggedOut", at }]

/** Profile edits as typed, the phone split into dial code and national number. */
export interface ProfileDraft {
  readonly name: string
  readonly email: string
  readonly dialCode: string
  readonly phone: string
}

/** Which profile fields differ from the saved profile (§5: name, e-mail and phone tracked separately). */
export interface ProfileChanges {
  readonly name: boolean
  readonly email: boolean
  readonly phone: boolean
}

const same = (a: string, b: string) => a.trim() === b.trim()

/** The per-field changes of a draft against the saved profile (surrounding spaces are not a change). */
export const profileChanges = (
  saved: { readonly name: string; readonly email: string; readonly phone: string },
  draft: ProfileDraft,
): ProfileChanges => ({
  name: !same(saved.name, draft.name),
  email: !same(saved.email, draft.email),
  phone: joinPhone(draft.dialCode, draft.phone) !== storedPhone(saved.phone),
})

/** A saved phone in its stored form ('+48600100200'); a bare national number is read as Polish (phone.ts). */
export const storedPhone = (phone: string): string => {
  const split = splitPhone(phone)
  return joinPhone(split.dialCode, split.number)
}

/** Save Changes (§5): disabled while saving, and while nothing has changed. */
export const canSaveProfile = (changes: ProfileChanges, saving: boolean): boolean =>
  !saving && (changes.name || changes.email || changes.phone)

/** Name and e-mail go in one call (§5), only when one of them changed. */
export const profileUpdateRequest = (
  changes: ProfileChanges,
  draft: ProfileDraft,
): { readonly name: string; readonly email: string } | null =>
  changes.name || changes.email ? { name: draft.name.trim(), email: draft.email.trim() } : null

/**
 * The phone change of §4: edit → request an OTP (change-phone-number) → enter the code → confirm.
 * Cancel returns to the form. `editing` is the form; `code` waits for the code sent to `phone`.
 */
export type PhoneChange = { readonly step: "editing" } | { readonly step: "code"; readonly phone: string }

export const PHONE_EDITING: PhoneChange = { step: "editing" }

/**
 * Requesting the OTP: a changed phone is sent in its stored form (dial code plus number); an emptied
 * one is refused with 'Phone number is required'. Null when the phone did not change (no call).
 */
export const phoneChangeRequest = (
  changes: ProfileChanges,
  draft: ProfileDraft,
): Decision<typeof ChangePhoneBody.Type> | null => {
  if (!changes.phone) return null
  const phone = joinPhone(draft.dialCode, draft.phone)
  return phone === "" ? refuse(PHONE_REQUIRED) : go({ phone })
}

/** The OTP was sent: the form waits for the code. */
export const phoneCodeSent = (phone: string): PhoneChange => ({ step: "code", phone })

/** Confirming: the code typed and the phone it was sent to. */
export const phoneConfirmRequest = (change: PhoneChange, otpCode: string): typeof ConfirmPhoneBody.Type | null =>
  change.step === "code" && otpCode.trim() !== "" ? { otp_code: otpCode.trim(), phone: change.phone } : null

/** Cancel (or a confirmed change) returns to the form (§4). */
export const phoneChangeCancelled = (): PhoneChange => PHONE_EDITING

/** The password change body (§5: no client rule; the server's message is shown on error). */
export const passwordRequest = (
  current: string,
  password: string,
  confirmation: string,
): typeof PasswordUpdateBody.Type => ({
  current_password: current,
  password,
  password_confirmation: confirmation,
})

/**
 * A page of My Orders to load (§2): only within 1..last_page of the pages known so far (1 before the
 * first answer). Null means no call.
 */
export const decideOrdersPage = (state: WidgetState, page: number): number | null =>
  canGoToOrdersPage(page, state.orders.lastPage) ? page : null
