import { type FormEvent, type ReactNode, useState } from "react"
import { type Account, Address, Dialogs, type Wire } from "../../domain"
import { AddressCombobox } from "../address/address-combobox"
import { FormMessage, type FormOutcome, TextField } from "../kit/form-field"
import { Modal } from "../kit/modal"
import styles from "../kit/screen.module.css"
import type { WidgetCommands } from "../model/model"
import type { Translate } from "../model/translation"
import { accountField, NewPasswordFields, useNewPassword } from "./account-fields"
import { dialCodeOf, EMPTY_PHONE, PhoneField, type PhoneInput } from "./phone-field"

/** The auth modal's state from the model: which flow, which step, the error to show. */
export interface AuthModalView {
  readonly mode: "login" | "register" | "forgot"
  readonly step: number
  readonly error: string | null
  /**
   * The fields as typed, from the log (issue 26: a report replays the form). The passwords are not
   * there: a password never enters the log, so each form keeps its own in component state.
   */
  readonly fields: Dialogs.AuthFields
}

/**
 * The two external identity providers' buttons (SPEC §2 'defined but hidden'): the calls exist in the
 * Api (googleLogin, appleLogin) and the buttons below, but they are not shown.
 */
const SHOW_IDENTITY_PROVIDERS = false as boolean

/** A submit that waits: the button is disabled while the call runs, so a double click sends once. */
const useBusy = () => {
  const [busy, setBusy] = useState(false)
  const run = (work: () => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

/** The refusal the model holds for the form (server text or 'Something went wrong'), announced at once. */
const refusal = (error: string | null): FormOutcome | null => (error === null ? null : { ok: false, message: error })

/** A form's refusal (announced at once) and its submit button, disabled while the call runs. */
function Submit({
  error,
  busy,
  label,
}: {
  readonly error: string | null
  readonly busy: boolean
  readonly label: string
}): ReactNode {
  return (
    <>
      <FormMessage live="assertive" result={refusal(error)} data-auth-error="" />
      <button type="submit" className={styles.primary} disabled={busy}>
        {label}
      </button>
    </>
  )
}

function IdentityProviders({ t }: { readonly t: Translate }): ReactNode {
  if (!SHOW_IDENTITY_PROVIDERS) return null
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.secondary}>
        {t("continue-with-google", "Continue with Google")}
      </button>
      <button type="button" className={styles.secondary}>
        {t("continue-with-apple", "Continue with Apple")}
      </button>
    </div>
  )
}

type Actions = WidgetCommands["account"]
/** The address autocomplete of the address form (model.commands.address.search). */
type SearchAddress = (text: string) => Promise<ReadonlyArray<Wire.Place>>

function LoginForm({ view, t, actions }: { view: AuthModalView; t: Translate; actions: Actions }): ReactNode {
  const email = view.fields.email
  const [password, setPassword] = useState("")
  const { busy, run } = useBusy()
  return (
    <form className={styles.form} onSubmit={run(() => actions.login(email, password))} noValidate>
      <TextField {...accountField.email(t)} value={email} onChange={(v) => actions.editAuth({ email: v })} />
      <TextField
        {...accountField.currentPassword("password", t("password", "Password"))}
        value={password}
        onChange={setPassword}
      />
      <Submit error={view.error} busy={busy} label={t("login", "Login")} />
      <IdentityProviders t={t} />
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={actions.openForgot}>
          {t("forgot-password", "Forgot password?")}
        </button>
        <button type="button" className={styles.link} onClick={actions.openRegister}>
          {t("create-account", "Create an account")}
        </button>
      </div>
    </form>
  )
}

interface Details {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly passwordConfirmation: string
  readonly phone: PhoneInput
  /** The delivery address chosen in the form (SPEC §3 registration 'address'); null keeps the guest's saved one. */
  readonly address: Wire.Place | null
}

const registerDetails = (d: Details): Account.RegisterDetails => ({
  name: d.name,
  email: d.email,
  password: d.password,
  passwordConfirmation: d.passwordConfirmation,
  dialCode: dialCodeOf(d.phone.country),
  phone: d.phone.number,
  address:
    d.address !== null && Address.isCompleteAddress(d.address)
      ? { string: d.address.string, latitude: d.address.latitude, longitude: d.address.longitude }
      : null,
})

function RegisterForm({
  view,
  t,
  actions,
  searchAddress,
}: {
  view: AuthModalView
  t: Translate
  actions: Actions
  searchAddress: SearchAddress
}): ReactNode {
  const passwords = useNewPassword()
  const fields = view.fields
  const details: Details = {
    name: fields.name,
    email: fields.email,
    phone: fields.phone ?? EMPTY_PHONE,
    address: fields.address,
    ...passwords.value,
  }
  const code = fields.code
  const { busy, run } = useBusy()
  if (view.step >= 2)
    return (
      <form
        className={styles.form}
        onSubmit={run(() => actions.register(registerDetails(details), code))}
        noValidate
        data-step="code"
      >
        <p className={styles.steps}>{t("step-2-of-2", "Step 2 of 2")}</p>
        <p className={styles.hint}>{t("enter-code-sent-to-phone", "Enter the code we sent to your phone.")}</p>
        <TextField {...accountField.code(t)} value={code} onChange={(v) => actions.editAuth({ code: v })} />
        <FormMessage live="assertive" result={refusal(view.error)} data-auth-error="" />
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={() => actions.backToStep(1)}>
            {t("back", "Back")}
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t("create-account-submit", "Create account")}
          </button>
        </div>
      </form>
    )
  return (
    <form
      className={styles.form}
      onSubmit={run(() => actions.registerDetails(registerDetails(details)))}
      noValidate
      data-step="details"
    >
      <p className={styles.steps}>{t("step-1-of-2", "Step 1 of 2")}</p>
      <TextField {...accountField.name(t)} value={details.name} onChange={(name) => actions.editAuth({ name })} />
      <TextField {...accountField.email(t)} value={details.email} onChange={(email) => actions.editAuth({ email })} />
      <NewPasswordFields fresh passwords={passwords} t={t} />
      <PhoneField value={details.phone} onChange={(phone) => actions.editAuth({ phone })} t={t} />
      <AddressCombobox
        text={details.address?.string ?? ""}
        typed={fields.addressTyped}
        onType={(addressTyped) => actions.editAuth({ addressTyped })}
        label={t("delivery-address-optional", "Delivery address (optional)")}
        t={t}
        search={searchAddress}
        onChoose={(address) => actions.editAuth({ address, addressTyped: null })}
      />
      <Submit error={view.error} busy={busy} label={t("continue", "Continue")} />
      <IdentityProviders t={t} />
      <div className={styles.row}>
        <span className={styles.hint}>{t("have-an-account", "Already have an account?")}</span>
        <button type="button" className={styles.link} onClick={actions.openLogin}>
          {t("login", "Login")}
        </button>
      </div>
    </form>
  )
}

function ForgotForm({ view, t, actions }: { view: AuthModalView; t: Translate; actions: Actions }): ReactNode {
  const { email, code } = view.fields
  const passwords = useNewPassword()
  const { password, passwordConfirmation } = passwords.value
  const { busy, run } = useBusy()
  const back = (
    <div className={styles.row}>
      <button type="button" className={styles.link} onClick={actions.openLogin}>
        {t("back-to-login", "Back to login")}
      </button>
    </div>
  )
  if (view.step >= 2)
    return (
      <form
        className={styles.form}
        onSubmit={run(() => actions.resetPassword(email, code, password, passwordConfirmation))}
        noValidate
        data-step="code"
      >
        <p className={styles.hint}>
          {t("enter-code-sent-to-email", "Enter the code we sent to your e-mail and choose a new password.")}
        </p>
        <TextField {...accountField.code(t)} value={code} onChange={(v) => actions.editAuth({ code: v })} />
        <NewPasswordFields passwords={passwords} t={t} />
        <Submit error={view.error} busy={busy} label={t("reset-password", "Reset password")} />
        {back}
      </form>
    )
  return (
    <form className={styles.form} onSubmit={run(() => actions.forgotPassword(email))} noValidate data-step="email">
      <p className={styles.hint}>{t("forgot-password-hint", "We will send a code to reset your password.")}</p>
      <TextField {...accountField.email(t)} value={email} onChange={(v) => actions.editAuth({ email: v })} />
      <Submit error={view.error} busy={busy} label={t("send-code", "Send code")} />
      {back}
    </form>
  )
}

/**
 * The login, register and forgot-password modal (SPEC §2), hosted by the layout: one dialog whose
 * form follows the model's mode and step. Register: details, then the code. Forgot: e-mail, then the
 * code with the new password, then back to login. Errors are the model's (server text or 'Something
 * went wrong'). Each mode keeps its own typed fields while the modal is open.
 */
export function AuthModal({
  view,
  t,
  actions,
  searchAddress,
}: {
  readonly view: AuthModalView | null
  readonly t: Translate
  readonly actions: Actions
  readonly searchAddress: SearchAddress
}): ReactNode {
  // The last mode stays rendered while the close fade plays.
  const [last, setLast] = useState<AuthModalView>(
    view ?? { mode: "login", step: 1, error: null, fields: Dialogs.EMPTY_AUTH_FIELDS },
  )
  if (view !== null && view !== last) setLast(view)
  const shown = view ?? last
  const title =
    shown.mode === "login"
      ? t("login", "Login")
      : shown.mode === "register"
        ? t("sign-up", "Sign up")
        : t("forgot-password-title", "Forgot password")
  return (
    <Modal
      open={view !== null}
      onClose={actions.closeAuth}
      title={title}
      size="narrow"
      name={`auth-${shown.mode}`}
      closeLabel={t("close", "Close")}
    >
      {shown.mode === "login" ? (
        <LoginForm key="login" view={shown} t={t} actions={actions} />
      ) : shown.mode === "register" ? (
        <RegisterForm key="register" view={shown} t={t} actions={actions} searchAddress={searchAddress} />
      ) : (
        <ForgotForm key="forgot" view={shown} t={t} actions={actions} />
      )}
    </Modal>
  )
}
