import { Effect, Option, Result } from "effect"
import { Api, type CardFieldMessages, type CardFieldsHandle, Cards, Storage } from "../../adapters"
import { Account, Address, type Dialogs, type I18n } from "../../domain"
import type { cartFlow } from "../cart/cart-flow"
import type { ModelContext } from "../model/context"
import { type CallFailure, serverMessage } from "../model/runtime"
import { accountEntryCommands } from "./account-entry"
import { loadCustomer } from "./account-session"

/**
 * What a settings form shows after a call: 'Updated successfully' in green, or the failure text in red
 * (SPEC §8) — with the adapter's tagged error kept beside its text, so a caller can still match on it
 * (null: refused by the domain before any call).
 */
export type FormResult =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string; readonly error: CallFailure | null }

/**
 * The card form's outcome: saved, or per-field messages (number, date, cvv) and a general one. `error`
 * is the failed call's tagged error; null when the card provider refused the fields themselves.
 */
export type CardSaveResult =
  | { readonly ok: true }
  | {
      readonly ok: false
      readonly message: string
      readonly fields: CardFieldMessages
      readonly error: CallFailure | null
    }

/**
 * The signed-in side (SPEC §2, §4–§8): the login, register and forgot-password modals, the account
 * and My Orders panels, logout, and the settings screen's profile, phone, password and card calls.
 * Rules come from domain/account (decide.ts); this runs the calls and dispatches what they gave.
 * Modal steps live in the state (authModal); the settings forms keep their drafts in the component
 * and get a FormResult back.
 */
export const accountCommands = (ctx: ModelContext, cart: Pick<ReturnType<typeof cartFlow>, "reloadCart">) => {
  const at = () => ctx.now()
  const text = (message: I18n.Copy | string): string =>
    typeof message === "string" ? message : ctx.t()(message.key, message.text)
  const authFailed = (message: I18n.Copy | string) =>
    ctx.dispatch({ _tag: "AuthFailed", at: at(), message: text(message) })
  const success = (): FormResult => ({ ok: true, message: text(Account.UPDATED_SUCCESSFULLY) })
  const failed = (error: CallFailure): Extract<FormResult, { readonly ok: false }> => ({
    ok: false,
    message: text(Account.authFailureText(serverMessage(error))),
    error,
  })

  const loadSession = () => loadCustomer(ctx)

  /**
   * A token arrived: LoggedIn stores it (persisted as access_token) and closes the modal; the
   * customer's data follows. The guest cart stays: the server attached it to the customer at login,
   * so it is reloaded, not replaced.
   */
  const signIn = async (token: string) => {
    ctx.dispatch({ _tag: "LoggedIn", at: at(), token })
    await Promise.all([loadSession(), cart.reloadCart()])
  }

  const loadOrders = async (page: number) => {
    const decided = Account.decideOrdersPage(ctx.state(), page)
    if (decided === null) return
    const r = await ctx.attempt(Api.use((api) => api.orders(decided)))
    // SPEC §8: failures loading orders are swallowed.
    if (r.ok)
      ctx.dispatch({
        _tag: "OrdersPageLoaded",
        at: at(),
        page: decided,
        orders: r.value.data,
        lastPage: Math.max(1, Math.trunc(r.value.meta.last_page)),
      })
  }

  const loadPaymentMethods = async () => {
    if (ctx.state().session.token === null) return
    const r = await ctx.attempt(Api.use((api) => api.paymentMethods()))
    if (r.ok) ctx.dispatch({ _tag: "PaymentMethodsLoaded", at: at(), methods: r.value.data })
  }

  const loadProfile = async () => {
    if (ctx.state().session.token === null) return
    const r = await ctx.attempt(Api.use((api) => api.profile()))
    if (r.ok) ctx.dispatch({ _tag: "ProfileLoaded", at: at(), profile: r.value.data.data })
  }

  return {
    ...accountEntryCommands(ctx),
    openForgot: () => ctx.dispatch({ _tag: "LoginModalOpened", at: at(), mode: "forgot" }),
    /** Back to an earlier step of the open flow (register's details, forgot's e-mail). */
    backToStep: (step: number) => ctx.dispatch({ _tag: "AuthStepChanged", at: at(), step }),
    /** Fields of the open auth form as typed, passwords aside (keystrokes coalesce in the log). */
    editAuth: (patch: Dialogs.AuthFieldsPatch) => ctx.dispatch({ _tag: "AuthFormEdited", at: at(), patch }),
    closeAuth: () => {
      if (ctx.state().authModal !== null) ctx.dispatch({ _tag: "AuthModalClosed", at: at() })
    },

    login: async (email: string, password: string): Promise<void> => {
      const r = await ctx.attempt(Api.use((api) => api.login(Account.loginRequest(email, password))))
      if (!r.ok) return authFailed(Account.authFailureText(serverMessage(r.error)))
      const result = Account.loginResult(r.value)
      if (result._tag === "Refused") return authFailed(result.message)
      await signIn(result.value)
    },

    /** Register step 1: a non-empty phone gets a code (send-otp), then the code step. */
    registerDetails: async (details: Account.RegisterDetails): Promise<void> => {
      const decided = Account.registerDetailsStep(details)
      if (decided._tag === "Refused") return authFailed(decided.message)
      const r = await ctx.attempt(Api.use((api) => api.sendOtp(decided.value)))
      if (!r.ok) return authFailed(Account.authFailureText(serverMessage(r.error)))
      ctx.dispatch({ _tag: "AuthStepChanged", at: at(), step: Account.REGISTER_STEPS.code })
    },

    /** Register step 2: the code (and the guest's delivery address, if any); success signs in like a login. */
    register: async (details: Account.RegisterDetails, otpCode: string): Promise<void> => {
      // The register body's address (SPEC §7) is the guest's delivery address, when they saved one.
      const saved = Address.deliveryAddress(ctx.state())
      const withAddress: Account.RegisterDetails =
        details.address !== null || saved === null
          ? details
          : { ...details, address: { string: saved.string, latitude: saved.latitude, longitude: saved.longitude } }
      const r = await ctx.attempt(Api.use((api) => api.register(Account.registerRequest(withAddress, otpCode))))
      if (!r.ok) return authFailed(Account.authFailureText(serverMessage(r.error)))
      const result = Account.registerResult(r.value)
      if (result._tag === "Refused") return authFailed(result.message)
      await signIn(result.value)
    },

    /** Forgot step 1: the e-mail gets a code; then the code-and-password step. */
    forgotPassword: async (email: string): Promise<void> => {
      const r = await ctx.attempt(Api.use((api) => api.forgotPassword(Account.forgotRequest(email))))
      if (!r.ok) return authFailed(Account.authFailureText(serverMessage(r.error)))
      ctx.dispatch({ _tag: "AuthStepChanged", at: at(), step: Account.FORGOT_STEPS.code })
    },

    /** Forgot step 2: the code and the new password; success goes back to login (step 3). */
    resetPassword: async (email: string, otpCode: string, password: string, confirmation: string) => {
      const body = Account.resetRequest(email, otpCode, password, confirmation)
      const r = await ctx.attempt(Api.use((api) => api.resetPassword(body)))
      if (!r.ok) return authFailed(Account.authFailureText(serverMessage(r.error)))
      ctx.dispatch({ _tag: "LoginModalOpened", at: at(), mode: "login" })
    },

    /**
     * Log Out (SPEC §4): LoggedOut clears access_token, addresses, cart_uuid and orders and sets
     * orderType to delivery, in the state and in storage. The caller reloads the page afterwards.
     * Issue 29: first the token is ended on the server (POST /customer/logout, best-effort: a server
     * without the call answers 404, or no answer comes, and Log Out goes on all the same), and storage
     * also drops the pending checkout and the guest token, so the next person on this device is a
     * fresh guest with no carts and no addresses.
     */
    logout: async (): Promise<void> => {
      if (ctx.state().session.token !== null) await ctx.attempt(Api.use((api) => api.logout()))
      const events = Account.decideLogout(ctx.state(), at())
      for (const event of events) ctx.dispatch(event)
      await ctx.attempt(Storage.use((s) => s.clearSession))
    },

    openPanel: (panel: "rewards" | "addresses" | "help") => ctx.dispatch({ _tag: "PanelOpened", at: at(), panel }),
    closePanel: () => {
      if (ctx.state().panel !== null) ctx.dispatch({ _tag: "PanelClosed", at: at() })
    },
    /** My Orders: the panel opens on page 1. */
    openOrders: async (): Promise<void> => {
      ctx.dispatch({ _tag: "PanelOpened", at: at(), panel: "orders" })
      await loadOrders(1)
    },
    /** A page of My Orders, only within 1..last_page (SPEC §2). */
    goToOrdersPage: loadOrders,

    /** A settings tab chosen (issue 26: in the log, so a report shows it). */
    chooseSettingsTab: (tab: Account.SettingsTab): void => ctx.dispatch({ _tag: "SettingsTabChosen", at: at(), tab }),
    /** The Personal Information form as typed (keystrokes coalesce in the log); null shows the saved profile. */
    editProfile: (draft: Account.ProfileFormDraft | null): void =>
      ctx.dispatch({ _tag: "ProfileDraftEdited", at: at(), draft }),

    /** The settings screen's data: the profile and the saved cards. */
    loadSettings: async (): Promise<void> => {
      await Promise.all([loadProfile(), loadPaymentMethods()])
    },

    /** Save Changes, name and e-mail (one call, SPEC §5); the profile is read back on success. */
    updateProfile: async (body: { readonly name: string; readonly email: string }): Promise<FormResult> => {
      const r = await ctx.attempt(Api.use((api) => api.updateProfile(body)))
      if (!r.ok) return failed(r.error)
      await loadProfile()
      return success()
    },

    /** The phone change's first step: an OTP to the new number. */
    requestPhoneChange: async (phone: string): Promise<FormResult> => {
      const r = await ctx.attempt(Api.use((api) => api.changePhone({ phone })))
      if (!r.ok) return failed(r.error)
      ctx.dispatch({ _tag: "PhoneCodeSent", at: at(), phone })
      return success()
    },
    /** A keystroke in the code step's field (coalesced in the log). */
    typePhoneCode: (otp: string): void => ctx.dispatch({ _tag: "PhoneCodeTyped", at: at(), otp }),
    /** Cancel on the code step, or the number confirmed: back to the form. */
    closePhoneChange: (): void => ctx.dispatch({ _tag: "PhoneChangeClosed", at: at() }),
    /** 'Add card' opens the card fields; Cancel or a saved card closes them. */
    setCardFormOpen: (open: boolean): void => ctx.dispatch({ _tag: "CardFormToggled", at: at(), open }),
    /** 'Delete' on a card: the question asks about it. */
    askDeleteCard: (id: number): void => ctx.dispatch({ _tag: "CardDeleteAsked", at: at(), id }),
    /** The delete question answered or dismissed. */
    closeDeleteQuestion: (): void => ctx.dispatch({ _tag: "CardDeleteQuestionClosed", at: at() }),
    /** A settings form's message shows under it (null: it goes). */
    answer: (outcome: Account.SettingsOutcome | null): void =>
      ctx.dispatch({ _tag: "SettingsAnswered", at: at(), outcome }),

    /** The phone change's last step: the code confirms the new number; the profile is read back. */
    confirmPhoneChange: async (body: { readonly otp_code: string; readonly phone: string }): Promise<FormResult> => {
      const r = await ctx.attempt(Api.use((api) => api.confirmPhone(body)))
      if (!r.ok) return failed(r.error)
      await loadProfile()
      return success()
    },

    changePassword: async (current: string, password: string, confirmation: string): Promise<FormResult> => {
      const body = Account.passwordRequest(current, password, confirmation)
      const r = await ctx.attempt(Api.use((api) => api.updatePassword(body)))
      return r.ok ? success() : failed(r.error)
    },

    /** Mounts the provider's card fields for saving a card (card data never touches the widget). */
    mountCardFields: async (container: HTMLElement): Promise<CardFieldsHandle | null> => {
      const r = await ctx.attempt(
        Effect.serviceOption(Cards).pipe(
          Effect.flatMap((cards) =>
            Option.isSome(cards)
              ? Effect.result(cards.value.mount(container, { purpose: "save" }))
              : Effect.succeed(null),
          ),
        ),
      )
      if (!r.ok || r.value === null || Result.isFailure(r.value)) return null
      return r.value.success
    },

    /** Removes the card fields (the add-card form closed); a pending tokenize fails. */
    destroyCardFields: async (handle: CardFieldsHandle): Promise<void> => {
      await ctx.attempt(handle.destroy())
    },

    /**
     * Adds a card (SPEC §7): a setup intent, the provider's token from the card fields, then the
     * payment method is saved and the list read back. Field errors come back per field.
     */
    saveCard: async (handle: CardFieldsHandle): Promise<CardSaveResult> => {
      const intent = await ctx.attempt(Api.use((api) => api.setupIntent()))
      if (!intent.ok) return { ...failed(intent.error), fields: {} }
      const token = await ctx.attempt(Effect.result(handle.tokenize()))
      if (!token.ok) return { ok: false, message: text(Account.SOMETHING_WENT_WRONG), fields: {}, error: token.error }
      if (Result.isFailure(token.value))
        return { ok: false, message: token.value.failure.message, fields: token.value.failure.errors, error: null }
      const paymentMethodId = token.value.success.token
      const saved = await ctx.attempt(Api.use((api) => api.addPaymentMethod({ payment_method_id: paymentMethodId })))
      if (!saved.ok) return { ...failed(saved.error), fields: {} }
      await loadPaymentMethods()
      return { ok: true }
    },

    setDefaultCard: async (id: number): Promise<FormResult> => {
      const r = await ctx.attempt(Api.use((api) => api.setDefaultPaymentMethod(id)))
      if (!r.ok) return failed(r.error)
      await loadPaymentMethods()
      return success()
    },

    deleteCard: async (id: number): Promise<FormResult> => {
      const r = await ctx.attempt(Api.use((api) => api.deletePaymentMethod(id)))
      if (!r.ok) return failed(r.error)
      await loadPaymentMethods()
      return success()
    },
  }
}
