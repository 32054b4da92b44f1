import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react"
import type { CardFieldsHandle } from "../../adapters"
import { Account, Widget } from "../../domain"
import type { FormResult } from "../account/account-commands"
import { accountField, NewPasswordFields, useNewPassword } from "../account/account-fields"
import type { AccountView } from "../account/account-view"
import { dialCodeOf, PhoneField, type PhoneInput, phoneInputOf } from "../account/phone-field"
import { FormMessage, TextField } from "../kit/form-field"
import { Link } from "../kit/link"
import { Modal } from "../kit/modal"
import styles from "../kit/screen.module.css"
import type { WidgetCommands } from "../model/model"
import { useModel } from "../model/model-context"
import type { RouteView } from "../model/route"
import type { Translate } from "../model/translation"
import screen from "./settings.module.css"

type Actions = WidgetCommands["account"]
type Tab = "personal" | "password" | "cards"

interface Draft {
  readonly name: string
  readonly email: string
  readonly phone: PhoneInput
}

type Form = Account.SettingsOutcome["form"]

/** The message `form` answered, as the log holds it (issue 26), or null when another form's or none shows. */
const outcomeOf = (view: AccountView, form: Form): FormResult | null =>
  view.outcome?.form === form ? { ok: view.outcome.ok, message: view.outcome.message, error: null } : null

/** Shows what `form` answered (null: nothing) — an event, so a report replays the message. */
const answer =
  (actions: Actions, form: Form) =>
  (r: { readonly ok: boolean; readonly message?: string } | null, fields: ReadonlyArray<string> = []): void =>
    actions.answer(r === null ? null : { form, ok: r.ok, message: r.message ?? "", fields })

const draftOf = (view: AccountView): Draft => ({ name: view.name, email: view.email, phone: phoneInputOf(view.phone) })

/**
 * Personal Information (SPEC §2, §5): name and e-mail saved in one call; the phone changed through
 * an OTP (edit → request → code → confirm; Cancel returns to the form). Save Changes is disabled
 * while saving and while nothing changed; each field's change is tracked on its own. Success shows
 * 'Updated successfully' in green for 1.5 s.
 */
function PersonalTab({ view, t, actions }: { view: AccountView; t: Translate; actions: Actions }): ReactNode {
  // The form as typed is the log's (issue 26: a report shows the unsaved edit); untouched, it shows
  // the saved profile, and a changed saved profile drops the draft (Account.afterProfileChange).
  const draft: Draft = view.profileDraft ?? draftOf(view)
  const setDraft = (change: (d: Draft) => Draft) => actions.editProfile(change(draft))
  // A request in flight is the component's: a replay cannot complete a request. The message it
  // answered is the log's (issue 26).
  const [saving, setSaving] = useState(false)
  const result = outcomeOf(view, "profile")
  const setResult = answer(actions, "profile")
  // The code step is the log's too (issue 26): the number the code went to and the code as typed.
  const phoneStep: Account.PhoneChange =
    view.phoneChange === null ? Account.PHONE_EDITING : Account.phoneCodeSent(view.phoneChange.phone)
  const code = view.phoneChange?.otp ?? ""
  const saved = { name: view.name, email: view.email, phone: view.phone }
  const domainDraft: Account.ProfileDraft = {
    name: draft.name,
    email: draft.email,
    dialCode: dialCodeOf(draft.phone.country),
    phone: draft.phone.number,
  }
  const changes = Account.profileChanges(saved, domainDraft)
  const canSave = Account.canSaveProfile(changes, saving)

  // SPEC §8: the profile's success text hides after 1.5 s.
  const shown = view.outcome
  useEffect(() => {
    if (shown?.form !== "profile" || !shown.ok) return
    const timer = window.setTimeout(() => actions.answer(null), Widget.DELAYS.successMessageMs)
    return () => window.clearTimeout(timer)
  }, [shown, actions])

  const save = async (e: FormEvent) => {
    e.preventDefault()
    if (!canSave) return
    setSaving(true)
    setResult(null)
    try {
      const update = Account.profileUpdateRequest(changes, domainDraft)
      if (update !== null) {
        const r = await actions.updateProfile(update)
        if (!r.ok) return setResult(r)
        if (!changes.phone) return setResult(r)
      }
      const phone = Account.phoneChangeRequest(changes, domainDraft)
      if (phone === null) return
      if (phone._tag === "Refused")
        return setResult({
          ok: false,
          message: typeof phone.message === "string" ? phone.message : t(phone.message.key, phone.message.text),
        })
      const r = await actions.requestPhoneChange(phone.value.phone)
      if (!r.ok) return setResult(r)
    } finally {
      setSaving(false)
    }
  }

  const confirm = async (e: FormEvent) => {
    e.preventDefault()
    const body = Account.phoneConfirmRequest(phoneStep, code)
    if (body === null || saving) return
    setSaving(true)
    try {
      const r = await actions.confirmPhoneChange(body)
      setResult(r)
      if (r.ok) actions.closePhoneChange()
    } finally {
      setSaving(false)
    }
  }

  if (phoneStep.step === "code")
    return (
      <form className={styles.form} onSubmit={confirm} noValidate data-phone-step="code">
        <p className={styles.hint}>
          {t("enter-code-sent-to", "Enter the code we sent to {phone}.", { phone: phoneStep.phone })}
        </p>
        <TextField
          name="otp_code"
          label={t("verification-code", "Verification code")}
          autoComplete="one-time-code"
          value={code}
          onChange={actions.typePhoneCode}
        />
        <FormMessage live="polite" result={result} />
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setResult(null)
              actions.closePhoneChange()
            }}
          >
            {t("cancel", "Cancel")}
          </button>
          <button type="submit" className={styles.primary} disabled={saving || code.trim() === ""}>
            {t("confirm", "Confirm")}
          </button>
        </div>
      </form>
    )

  return (
    <form className={styles.form} onSubmit={save} noValidate data-phone-step="editing">
      <TextField {...accountField.name(t)} value={draft.name} onChange={(name) => setDraft((d) => ({ ...d, name }))} />
      <TextField
        name="email"
        label={t("email", "E-mail")}
        type="email"
        autoComplete="email"
        value={draft.email}
        onChange={(email) => setDraft((d) => ({ ...d, email }))}
      />
      <PhoneField value={draft.phone} onChange={(phone) => setDraft((d) => ({ ...d, phone }))} t={t} />
      {changes.phone ? (
        <p className={styles.hint}>
          {t("phone-change-needs-code", "A new phone number is confirmed with a code sent to it.")}
        </p>
      ) : null}
      <FormMessage live="polite" result={result} />
      <button type="submit" className={styles.primary} disabled={!canSave}>
        {saving ? t("saving", "Saving…") : t("save-changes", "Save Changes")}
      </button>
    </form>
  )
}

/** Change Password (SPEC §5): current, new and confirmation; the server's message on error. */
function PasswordTab({ view, t, actions }: { view: AccountView; t: Translate; actions: Actions }): ReactNode {
  const [current, setCurrent] = useState("")
  const passwords = useNewPassword()
  // A request in flight is the component's (a replay cannot complete one); the message is the log's.
  const [saving, setSaving] = useState(false)
  const result = outcomeOf(view, "password")
  const setResult = answer(actions, "password")
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    setSaving(true)
    setResult(null)
    try {
      const { password, passwordConfirmation } = passwords.value
      const r = await actions.changePassword(current, password, passwordConfirmation)
      setResult(r)
      if (r.ok) {
        setCurrent("")
        passwords.clear()
      }
    } finally {
      setSaving(false)
    }
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        {...accountField.currentPassword("current_password", t("current-password", "Current password"))}
        value={current}
        onChange={setCurrent}
      />
      <NewPasswordFields passwords={passwords} t={t} />
      <FormMessage live="polite" result={result} />
      <button type="submit" className={styles.primary} disabled={saving}>
        {t("change-password", "Change Password")}
      </button>
    </form>
  )
}

/** The provider's card fields, mounted while the add-card form is open; tokenised on Save card. */
function AddCardForm({
  view,
  t,
  actions,
  onDone,
}: {
  view: AccountView
  t: Translate
  actions: Actions
  onDone: () => void
}): ReactNode {
  const container = useRef<HTMLDivElement>(null)
  const handle = useRef<CardFieldsHandle | null>(null)
  // A request in flight is the component's (a replay cannot complete one); the refusal is the log's.
  const [saving, setSaving] = useState(false)
  const refused = view.outcome?.form === "card" ? view.outcome : null
  const error = refused?.message ?? null
  const fieldErrors = refused?.fields ?? []
  useEffect(() => {
    const element = container.current
    if (element === null) return
    let live = true
    void actions.mountCardFields(element).then((h) => {
      if (live) handle.current = h
      else if (h !== null) void actions.destroyCardFields(h)
    })
    return () => {
      live = false
      if (handle.current !== null) void actions.destroyCardFields(handle.current)
      handle.current = null
    }
  }, [actions])
  const save = async () => {
    const h = handle.current
    if (h === null || saving) return
    setSaving(true)
    if (refused !== null) actions.answer(null)
    try {
      const r = await actions.saveCard(h)
      if (r.ok) return onDone()
      answer(actions, "card")(
        r,
        Object.values(r.fields).filter((m): m is string => typeof m === "string" && m !== ""),
      )
    } finally {
      setSaving(false)
    }
  }
  return (
    <div className={styles.form} data-add-card="">
      <div ref={container} className={screen.fields} />
      {fieldErrors.map((m) => (
        <p key={m} className={styles.error}>
          {m}
        </p>
      ))}
      {error !== null && error !== "" && fieldErrors.length === 0 ? <p className={styles.error}>{error}</p> : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t("cancel", "Cancel")}
        </button>
        <button type="button" className={styles.primary} onClick={() => void save()} disabled={saving}>
          {t("save-card", "Save card")}
        </button>
      </div>
    </div>
  )
}

/**
 * Payment Methods (SPEC §2, §7): the saved cards by brand and last four digits; add one through the
 * provider's card fields and a setup intent; set the default; delete after 'Confirm delete card / Do
 * you want to delete this card?'.
 */
function CardsTab({ view, t, actions }: { view: AccountView; t: Translate; actions: Actions }): ReactNode {
  // The add-card form and the delete question are the log's (issue 26: a report shows them open).
  const adding = view.addingCard
  const confirming = view.deletingCard
  // What setting the default or deleting answered is the log's (issue 26).
  const result = outcomeOf(view, "cards")
  const setResult = answer(actions, "cards")
  const questionId = useId()
  const confirmDelete = async () => {
    const id = confirming
    actions.closeDeleteQuestion()
    if (id === null) return
    setResult(await actions.deleteCard(id))
  }
  return (
    <div>
      {view.cards.length === 0 ? (
        <p className={screen.empty}>{t("no-saved-cards", "No saved cards yet.")}</p>
      ) : (
        <ul className={screen.cards}>
          {view.cards.map((card) => (
            <li key={card.id} className={screen.card} data-card-id={card.id}>
              <span className={screen.cardLabel}>{card.label}</span>
              {card.isDefault ? (
                <span className={screen.default}>{t("default", "Default")}</span>
              ) : (
                <button
                  type="button"
                  className={screen.cardButton}
                  onClick={() => void actions.setDefaultCard(card.id).then(setResult)}
                >
                  {t("set-as-default", "Set as default")}
                </button>
              )}
              <button
                type="button"
                className={`${screen.cardButton} ${screen.delete}`}
                aria-label={`${t("delete", "Delete")} ${card.label}`}
                onClick={() => actions.askDeleteCard(card.id)}
              >
                {t("delete", "Delete")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormMessage live="polite" result={result} />
      {adding ? (
        <AddCardForm view={view} t={t} actions={actions} onDone={() => actions.setCardFormOpen(false)} />
      ) : (
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            setResult(null)
            actions.setCardFormOpen(true)
          }}
        >
          {t("add-card", "Add card")}
        </button>
      )}
      <Modal
        open={confirming !== null}
        onClose={actions.closeDeleteQuestion}
        title={t(Account.CONFIRM_DELETE_CARD.key, Account.CONFIRM_DELETE_CARD.text)}
        size="narrow"
        name="confirm-delete-card"
        closeLabel={t("close", "Close")}
        describedBy={questionId}
        footer={(close) => (
          <div className={styles.buttons}>
            <button type="button" className={styles.secondary} onClick={close}>
              {t("cancel", "Cancel")}
            </button>
            <button type="button" className={styles.primary} onClick={() => void confirmDelete()}>
              {t("delete", "Delete")}
            </button>
          </div>
        )}
      >
        <p id={questionId} className={styles.hint}>
          {t(Account.DELETE_CARD_QUESTION.key, Account.DELETE_CARD_QUESTION.text)}
        </p>
      </Modal>
    </div>
  )
}

const TABS: ReadonlyArray<readonly [Tab, string, string]> = [
  ["personal", "personal-information", "Personal Information"],
  ["password", "change-password", "Change Password"],
  ["cards", "payment-methods", "Payment Methods"],
]

/**
 * The settings screen (SPEC §2, /widget/settings): a back-to-menu link and three tabs — Personal
 * Information, Change Password and Payment Methods. Signed out, it offers the login instead.
 */
export default function SettingsScreen({ route: _route }: { readonly route: RouteView }): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const view = model.projections.account.value
  const actions = model.commands.account
  const tab: Tab = view.settingsTab
  const setTab = actions.chooseSettingsTab
  const base = useId()
  useEffect(() => {
    if (view.signedIn) void actions.loadSettings()
  }, [view.signedIn, actions])
  const onKey = (e: KeyboardEvent, index: number) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return
    const next = TABS[(index + (e.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length]
    if (!next) return
    setTab(next[0])
    document.getElementById(`${base}-${next[0]}-tab`)?.focus()
  }
  return (
    <section className={screen.screen} aria-labelledby={`${base}-title`}>
      <Link to={{ name: "menu", orderId: null }} className={screen.back}>
        <span aria-hidden="true">←</span> {t("back-to-menu", "Back to menu")}
      </Link>
      <h1 id={`${base}-title`} className={screen.title}>
        {t("settings", "Settings")}
      </h1>
      {!view.signedIn ? (
        <div className={`${styles.card} ${screen.panel} ${styles.form}`}>
          <p className={styles.hint}>{t("log-in-to-see-settings", "Log in to see your profile and saved cards.")}</p>
          <button type="button" className={styles.primary} onClick={actions.openLogin}>
            {t("login", "Login")}
          </button>
        </div>
      ) : (
        <>
          <div className={screen.tabs} role="tablist" aria-label={t("settings", "Settings")}>
            {TABS.map(([id, key, text], index) => (
              <button
                key={id}
                id={`${base}-${id}-tab`}
                type="button"
                role="tab"
                className={screen.tab}
                aria-selected={tab === id}
                aria-controls={`${base}-${id}-panel`}
                tabIndex={tab === id ? 0 : -1}
                onClick={() => setTab(id)}
                onKeyDown={(e) => onKey(e, index)}
              >
                {t(key, text)}
              </button>
            ))}
          </div>
          <div
            className={`${styles.card} ${screen.panel}`}
            role="tabpanel"
            id={`${base}-${tab}-panel`}
            aria-labelledby={`${base}-${tab}-tab`}
            data-tab={tab}
          >
            {tab === "personal" ? (
              view.profileLoaded ? (
                <PersonalTab view={view} t={t} actions={actions} />
              ) : (
                <p className={styles.hint}>{t("loading", "Loading…")}</p>
              )
            ) : tab === "password" ? (
              <PasswordTab view={view} t={t} actions={actions} />
            ) : (
              <CardsTab view={view} t={t} actions={actions} />
            )}
          </div>
        </>
      )}
    </section>
  )
}
