import { computed, type ReadonlySignal, signal } from "@preact/signals-react"
import { Effect, Option, Schema } from "effect"
import {
  Api,
  type CardFieldMessages,
  type CardFieldsHandle,
  Cards,
  newIdempotencyKey,
  ParentFrame,
  Storage,
  StorageKeys,
  ThreeDS,
} from "../../adapters"
import { Checkout, Dialogs, Search, type Widget, Wire } from "../../domain"
import { checkActiveAddress } from "../address/address-check"
import type { cartFlow } from "../cart/cart-flow"
import type { ModelContext } from "../model/context"
import { commandNavigator, navigate as moveTo } from "../model/navigate"
import { mayStillAnswer } from "../model/runtime"
import { rememberOrder } from "../order/stored-orders"

/** The checkout form as typed; `phone: null` means untouched, so the profile's phone shows (SPEC §2 'prefilled'). */
export interface CheckoutFormState extends Omit<Checkout.CheckoutForm, "phone" | "savedCardId"> {
  readonly phone: string | null
  readonly savedCardId: number | null
}

/** The card-entry modal: open or not (an event), the provider's per-field errors and a general message. */
export interface CardModalState {
  readonly open: boolean
  readonly busy: boolean
  readonly errors: CardFieldMessages
  readonly message: string | null
}

type CardFieldsState = Omit<CardModalState, "open">
const idleCardFields: CardFieldsState = { busy: false, errors: {}, message: null }

/** How the page got on: still checking the stored cart, a cart to check out, or nothing to order (→ menu). */
export type CheckoutPhase = Checkout.CheckoutPhase

/**
 * The form resolved against the state: the untouched phone is the profile's (else the one this device
 * remembers from a guest's order), the saved card the default one.
 */
export const resolvedCheckoutForm = (
  form: CheckoutFormState,
  state: Widget.WidgetState,
  rememberedPhone: string | null = null,
): Checkout.CheckoutForm => {
  const initial = Checkout.initialCheckoutForm(state, { hour: 0, minute: 0 }, rememberedPhone)
  return { ...form, phone: form.phone ?? initial.phone, savedCardId: form.savedCardId ?? initial.savedCardId }
}

/** Place order refused a later time the clock overtook (nothing sent): the choice was moved. */
const ORDER_TIME_PAST = {
  key: "order-time-past",
  text: "The time you chose has already passed. We set the earliest time still available: check it and place the order again.",
}

/** The picker's note when the clock overtook the chosen later time while the page was open. */
const ORDER_TIME_MOVED = { key: "order-time-moved", text: "The time you chose has passed, so it is now {time}." }

/** The customer's local time of day at `now` (epoch ms): what the order-for-later picker starts from. */
export const clockOf = (now: number): Checkout.ClockTime => {
  const at = new Date(now)
  return { hour: at.getHours(), minute: at.getMinutes() }
}

/** The later-time choice as the picker keeps it at `now` (Checkout.orderLaterChoices). */
const keptTime = (form: CheckoutFormState, now: number): Pick<CheckoutFormState, "hour" | "minute"> => {
  const { hour, minute } = Checkout.orderLaterChoices(clockOf(now), form)
  return { hour, minute }
}

/**
 * Checkout (SPEC §4): the form is the state's checkoutForm slice, moved by events (issue 26: a report
 * replays the form as typed, its field messages, the phase and the card modal), so a failed attempt, a
 * cancelled 3-D Secure or a trip to the address picker never loses what was typed. The hosted card
 * fields' own busy state and messages stay a signal: they are the provider's, not the customer's. Place order runs
 * Checkout.decidePlaceOrder → the Api's checkout (its Idempotency-Key from the decision, so a retry
 * makes one order) → Checkout.decideCheckoutAnswer, then the one next step: the order page, the
 * payment provider in the top window, or the 3-D Secure frame whose outcome re-submits or closes.
 */
export const checkoutCommands = (
  ctx: ModelContext,
  cart: ReturnType<typeof cartFlow>,
  /** Whether the browser is offline: Place order then sends nothing and says why. */
  offline: () => boolean = () => false,
  /** The allergens excluded from the menu: the allergy line Place order may add to the notes (issue 30). */
  excluded: () => ReadonlyArray<Search.AllergenCode> = () => [],
  /** The model's state (its checkoutForm slice is the form). */
  state: ReadonlySignal<Widget.WidgetState> = signal(ctx.state()),
) => {
  const at = () => ctx.now()
  const blankForm = (): CheckoutFormState => ({
    ...Checkout.initialCheckoutForm(ctx.state(), clockOf(ctx.now())),
    phone: null,
    savedCardId: null,
  })
  const slice = computed(() => state.value.checkoutForm)
  /** Before a checkout page opened (a log from before issue 26): the blank form of the model's start. */
  const firstBlank = blankForm()
  const form = computed<CheckoutFormState>(() => slice.value.draft ?? firstBlank)
  const fieldErrors = computed(() => slice.value.errors as Readonly<Partial<Record<Checkout.CheckoutField, string>>>)
  const cardFields = signal<CardFieldsState>(idleCardFields)
  const cardModal = computed<CardModalState>(() => ({ ...cardFields.value, open: slice.value.cardModalOpen }))
  const phase = computed<CheckoutPhase>(() => slice.value.phase)
  /** The time the picker was last drawn at (epoch ms): the page moves it on while open (`tick`). */
  const clock = signal<number>(ctx.now())
  /** The later time the customer chose was overtaken by the clock and moved: the text saying so. */
  const timeMoved = signal<string | null>(null)

  /**
   * A chosen later time the clock has overtaken moves to the first time still offered (an edit, so the
   * log holds it), and the page says so next to the picker (never a silent change of what will be sent).
   */
  const keepOfferedTime = (): boolean => {
    const current = form.peek()
    const kept = keptTime(current, clock.peek())
    if (!current.orderForLater || (kept.hour === current.hour && kept.minute === current.minute)) return false
    ctx.dispatch({ _tag: "CheckoutFormEdited", at: at(), patch: kept })
    const t = ctx.t()
    timeMoved.value = t(ORDER_TIME_MOVED.key, ORDER_TIME_MOVED.text, {
      time: Checkout.orderTime(kept.hour, kept.minute),
    })
    return true
  }
  /** The phone a guest ordered with on this device before (StorageKeys.guestPhone), offered again. */
  const rememberedPhone = computed(() => slice.value.rememberedPhone)
  /** A blank form (the page opened, or an edit came before it did). */
  const openForm = () => {
    const { phone: _untouched, savedCardId: _default, ...blank } = blankForm()
    ctx.dispatch({ _tag: "CheckoutFormOpened", at: at(), form: { ...blank, phone: null, savedCardId: null } })
  }
  const setPhase = (value: CheckoutPhase) => ctx.dispatch({ _tag: "CheckoutPhaseReached", at: at(), phase: value })
  const closeCardModal = () => {
    cardFields.value = idleCardFields
    if (ctx.state().checkoutForm.cardModalOpen) ctx.dispatch({ _tag: "CardModalClosed", at: at() })
  }

  /** Moves to a route and keeps the address bar in step (replacing the checkout: it is spent or empty). */
  const navigate = (route: Widget.WidgetState["route"]["name"], orderId: number | null = null) =>
    moveTo(commandNavigator(ctx), { name: route, orderId }, { replace: true })

  /** Who is checking out now (Checkout.checkoutIdentity): the customer's token, else the guest token. */
  const currentIdentity = async (): Promise<string> => {
    const guest = await ctx.attempt(Storage.use((st) => st.get(StorageKeys.guestToken)))
    return Checkout.checkoutIdentity(ctx.state().session.token, guest.ok ? Option.getOrNull(guest.value) : null)
  }

  /** `settled`: the attempt's key is spent (the server keeps an answer under it), so a new attempt gets a new one. */
  const fail = (message: string, settled = false) =>
    ctx.dispatch({ _tag: "CheckoutFailed", at: at(), message, ...(settled ? { settled } : {}) })

  /**
   * Sends one checkout body and follows the answer to its next step. `afterChallenge`: this is the
   * 3-D Secure re-submit, whose first key already holds the challenge answer — a failure here spends it.
   */
  const send = async (body: Wire.CheckoutBody, idempotencyKey: string, afterChallenge = false): Promise<void> => {
    const identity = await currentIdentity()
    await ctx.attempt(Storage.use((st) => st.set(StorageKeys.pendingCheckout, { key: idempotencyKey, body, identity })))
    const sent = await ctx.attempt(Api.use((api) => api.checkout(body, { idempotencyKey })))
    // Kept only while the answer may still come (no answer, a timeout, a 5xx): a reload then asks again.
    if (sent.ok || !mayStillAnswer(sent.error))
      await ctx.attempt(Storage.use((st) => st.remove(StorageKeys.pendingCheckout)))
    if (!sent.ok) {
      fail(ctx.failure("placeOrder", sent.error), afterChallenge)
      return
    }
    const fallback = ctx.t()(Dialogs.FAILURE_TEXTS.placeOrder.key, Dialogs.FAILURE_TEXTS.placeOrder.text)
    const answer = Checkout.decideCheckoutAnswer(sent.value, at(), fallback)
    for (const event of answer.events) ctx.dispatch(event)
    switch (answer._tag) {
      case "Placed": {
        const order = answer.events[0].order
        await rememberOrder(ctx, order, "placed")
        await rememberGuestPhone(body.phone)
        navigate("order", order.id)
        return
      }
      case "Navigate":
        await rememberGuestPhone(body.phone)
        navigate("order", answer.orderId)
        return
      case "Redirect":
        // The server closed the cart with the order: forget its uuid so the return starts clean.
        ctx.dispatch({ _tag: "CartUuidForgotten", at: at() })
        await ctx.attempt(ParentFrame.use((frame) => frame.navigateTop(answer.uri)))
        return
      case "ThreeDs": {
        const outcome = await ctx.attempt(ThreeDS.use((three) => three.challenge(answer.url)))
        const decision = Checkout.decideThreeDsOutcome(
          ctx.state(),
          outcome.ok ? outcome.value : "cancelled",
          body,
          at(),
        )
        if (decision === null) return
        for (const event of decision.events) ctx.dispatch(event)
        if (decision._tag === "Resubmit") await send(decision.body, decision.idempotencyKey, true)
        return
      }
      case "Failed":
        return
    }
  }

  /** A guest's order went through: this device offers the same phone at the next checkout (WCAG 3.3.7). */
  const rememberGuestPhone = async (phone: string): Promise<void> => {
    if (ctx.state().session.token !== null || phone === "") return
    ctx.dispatch({ _tag: "GuestPhoneRecalled", at: at(), phone })
    await ctx.attempt(Storage.use((st) => st.set(StorageKeys.guestPhone, phone)))
  }

  const placeOrder = async (cardToken: string | null = null): Promise<void> => {
    const state = ctx.state()
    const t = ctx.t()
    const decision = Checkout.decidePlaceOrder(
      state,
      resolvedCheckoutForm(form.peek(), state, rememberedPhone.peek()),
      {
        at: at(),
        newKey: newIdempotencyKey,
        clock: clockOf(ctx.now()),
        cardToken,
        allergyNote: Search.allergyNote(excluded(), (c) => t(c.key, c.text), t.language ?? "en"),
      },
    )
    if (offline() && (decision._tag === "Submit" || decision._tag === "NeedsCard")) {
      fail(t(Dialogs.OFFLINE_PLACE_ORDER.key, Dialogs.OFFLINE_PLACE_ORDER.text))
      return
    }
    switch (decision._tag) {
      case "Busy":
      case "Blocked": // the notice by the button says why (the cart re-read, or no delivery to the address)
        return
      case "EmptyCart":
        navigate("menu")
        return
      case "Invalid":
        // The decision's CheckoutValidationFailed carries each field's message (decidePlaceOrder).
        for (const event of decision.events) ctx.dispatch(event)
        if (decision.validation.openAddressPicker) ctx.dispatch({ _tag: "AddressModalOpened", at: at() })
        return
      case "PaymentNotOffered":
        fail(t(Checkout.DRIVER_CARD_DELIVERY_ONLY.key, Checkout.DRIVER_CARD_DELIVERY_ONLY.text))
        return
      case "OrderTimeNotOffered":
        // Nothing is sent: the choice moves to the first time still offered, and the customer confirms it.
        clock.value = ctx.now()
        keepOfferedTime()
        fail(t(ORDER_TIME_PAST.key, ORDER_TIME_PAST.text))
        return
      case "NeedsCard":
        cardFields.value = idleCardFields
        ctx.dispatch({ _tag: "CardModalOpened", at: at() })
        return
      case "Submit":
        for (const event of decision.events) ctx.dispatch(event)
        await send(decision.body, decision.idempotencyKey)
    }
  }

  /**
   * The page opened (also straight at /widget/checkout): the submission state is reset (SPEC §4
   * 'checkout pending'), then the stored cart is read — no cart, or an empty one, goes back to the menu
   * (SPEC §2). A signed-in customer's saved cards are loaded for the payment choices.
   */
  const open = async (): Promise<void> => {
    ctx.dispatch({ _tag: "CheckoutPending", at: at() })
    clock.value = ctx.now()
    timeMoved.value = null
    openForm()
    cardFields.value = idleCardFields
    const phone = await ctx.attempt(Storage.use((s) => s.get(StorageKeys.guestPhone)))
    const remembered = phone.ok ? Option.getOrNull(phone.value) : null
    if (remembered !== ctx.state().checkoutForm.rememberedPhone)
      ctx.dispatch({ _tag: "GuestPhoneRecalled", at: at(), phone: remembered })
    const stored = await ctx.attempt(Storage.use((s) => s.get(StorageKeys.cartUuid)))
    const uuid = ctx.state().cart.uuid ?? (stored.ok ? Option.getOrNull(stored.value) : null)
    if (uuid === null) {
      setPhase("empty")
      navigate("menu")
      return
    }
    if (ctx.state().cart.cart === null) {
      const got = await ctx.attempt(Api.use((api) => api.getCart({ restaurant_id: ctx.restaurantId, cart_uuid: uuid })))
      if (got.ok) ctx.dispatch({ _tag: "CartStored", at: at(), cart: got.value.data })
      else await cart.reloadCart()
    }
    if (!Checkout.hasOrderableCart(ctx.state())) {
      setPhase("empty")
      navigate("menu")
      return
    }
    await checkActiveAddress(ctx)
    setPhase("ready")
    if (ctx.state().session.token !== null) {
      const methods = await ctx.attempt(Api.use((api) => api.paymentMethods()))
      if (methods.ok) ctx.dispatch({ _tag: "PaymentMethodsLoaded", at: at(), methods: methods.value.data })
    }
  }

  /**
   * After a reload while a checkout was on its way (SPEC §4, issue 12 'reload while submitting'): the
   * same body is sent once more with the same Idempotency-Key, so the server answers with the order it
   * already placed (and places none twice), and the customer lands on its order page. Nothing happens
   * when no checkout is pending or the stored body no longer reads as one; a checkout started by
   * another identity (another account, or before a Log Out) is dropped unsent.
   */
  const resume = async (): Promise<void> => {
    const pending = await ctx.attempt(Storage.use((st) => st.get(StorageKeys.pendingCheckout)))
    if (!pending.ok || Option.isNone(pending.value)) return
    const { key, body, identity } = pending.value.value
    const decoded = Schema.decodeUnknownOption(Schema.toType(Wire.CheckoutBody))(body)
    // Issue 29: only the customer or guest who sent it sends it again; for anyone else it is dropped.
    if (Option.isNone(decoded) || !Checkout.mayResumeCheckout(identity, await currentIdentity())) {
      await ctx.attempt(Storage.use((st) => st.remove(StorageKeys.pendingCheckout)))
      return
    }
    ctx.dispatch({ _tag: "CheckoutSubmitted", at: at(), idempotencyKey: key })
    await send(decoded.value, key)
  }

  return {
    resume,
    form: form as ReadonlySignal<CheckoutFormState>,
    fieldErrors: fieldErrors as ReadonlySignal<Readonly<Partial<Record<Checkout.CheckoutField, string>>>>,
    cardModal: cardModal as ReadonlySignal<CardModalState>,
    phase: phase as ReadonlySignal<CheckoutPhase>,
    rememberedPhone: rememberedPhone as ReadonlySignal<string | null>,
    clock: clock as ReadonlySignal<number>,
    timeMoved: timeMoved as ReadonlySignal<string | null>,
    commands: {
      open,
      /**
       * Edits the form (Checkout.reduceCheckoutDraft keeps digits only and takes the field's message
       * away); a new hour keeps its minute unless that is already past: the picker never holds a past time.
       */
      edit: (patch: Checkout.CheckoutDraftPatch): void => {
        if (ctx.state().checkoutForm.draft === null) openForm()
        const timeEdited = "hour" in patch || "minute" in patch || "orderForLater" in patch
        if (timeEdited) {
          clock.value = ctx.now()
          timeMoved.value = null
        }
        ctx.dispatch({ _tag: "CheckoutFormEdited", at: at(), patch })
        if (!timeEdited) return
        const edited = form.peek()
        const kept = keptTime(edited, clock.peek())
        if (kept.hour !== edited.hour || kept.minute !== edited.minute)
          ctx.dispatch({ _tag: "CheckoutFormEdited", at: at(), patch: kept })
      },
      placeOrder: () => placeOrder(null),
      /** The page's clock moved on: the picker's past minutes follow, and an overtaken choice moves. */
      tick: (): void => {
        // The picker changes only with the minute: the page is not drawn again for anything less.
        const now = ctx.now()
        const [was, is] = [clockOf(clock.peek()), clockOf(now)]
        if (was.hour === is.hour && was.minute === is.minute) return
        clock.value = now
        keepOfferedTime()
      },
      openAddressPicker: (): void => ctx.dispatch({ _tag: "AddressModalOpened", at: at() }),
      /** Mounts the provider's hosted card fields (Polish) into the card modal; null when they cannot load. */
      mountCardFields: async (container: HTMLElement): Promise<CardFieldsHandle | null> => {
        const posId = ctx.state().catalogue.restaurant?.payu_client_id ?? null
        const mounted = await ctx.attempt(Cards.use((cards) => cards.mount(container, { purpose: "checkout", posId })))
        if (!mounted.ok) {
          cardFields.value = {
            ...cardFields.peek(),
            message: ctx.t()("card-fields-unavailable", "The card form could not be loaded. Please try again."),
          }
          return null
        }
        return mounted.value
      },
      /**
       * Pay in the card modal: the fields give a single-use token (or per-field errors, shown beneath
       * them), then the order is placed with it. The modal closes once the token is in hand: a failed
       * order shows its message under the place-order button, and a new attempt asks for the card again.
       */
      payWithCard: async (handle: CardFieldsHandle): Promise<void> => {
        if (cardFields.peek().busy) return
        cardFields.value = { busy: true, errors: {}, message: null }
        const tokenized = await ctx.attempt(handle.tokenize().pipe(Effect.result))
        if (!tokenized.ok || tokenized.value._tag === "Failure") {
          const error = tokenized.ok && tokenized.value._tag === "Failure" ? tokenized.value.failure : null
          cardFields.value = {
            ...cardFields.peek(),
            busy: false,
            errors: error?.errors ?? {},
            message:
              error && error.message !== ""
                ? error.message
                : error
                  ? null
                  : ctx.t()("card-fields-unavailable", "The card form could not be loaded. Please try again."),
          }
          return
        }
        closeCardModal()
        await placeOrder(tokenized.value.success.token)
      },
      /** Removes the hosted fields (the modal closed); a pending tokenize fails quietly. */
      destroyCardFields: async (handle: CardFieldsHandle): Promise<void> => {
        await ctx.attempt(handle.destroy())
      },
      closeCardModal,
    },
  }
}
