import { Account, Cart, Checkout, Money, Search, type Widget } from "../../domain"
import { type DeliveryBlockView, deliveryBlockView } from "../cart/delivery-block-view"
import type { Translate } from "../model/translation"
import type { CardModalState, CheckoutFormState, CheckoutPhase } from "./checkout-commands"
import { clockOf, resolvedCheckoutForm } from "./checkout-commands"

/** The checkout page as plain data (SPEC §2 Checkout page): every label translated, every price formatted. */

export interface PaymentOptionView {
  readonly choice: Checkout.PaymentChoice
  readonly label: string
  readonly hint: string
  readonly enabled: boolean
  readonly reason: string | null
  readonly selected: boolean
}

export interface CheckoutSummaryLine {
  readonly key: string
  readonly name: string
  readonly detail: string | null
  readonly quantity: number
  readonly price: string
}

export interface CheckoutView {
  readonly phase: CheckoutPhase
  readonly orderType: "delivery" | "pickup"
  readonly payments: ReadonlyArray<PaymentOptionView>
  readonly savedCards: ReadonlyArray<{ readonly id: number; readonly label: string; readonly isDefault: boolean }>
  readonly destination: Checkout.CheckoutDestination
  readonly form: Checkout.CheckoutForm
  readonly errors: Readonly<Partial<Record<Checkout.CheckoutField, string>>>
  /** The order-for-later picker at the page's clock: the hours offered, the kept hour's minutes (past ones disabled). */
  readonly hours: ReadonlyArray<string>
  readonly minutes: ReadonlyArray<{ readonly value: string; readonly disabled: boolean }>
  /** Said beside the picker when the clock overtook the chosen time and moved it; else null. */
  readonly timeMoved: string | null
  readonly lines: ReadonlyArray<CheckoutSummaryLine>
  readonly totals: ReadonlyArray<{ readonly label: string; readonly value: string }>
  readonly total: string | null
  readonly estimate: string
  readonly canPlaceOrder: boolean
  /** Delivery to an address the restaurant refused (Checkout.checkoutBlock): its notice by the button. */
  readonly deliveryBlock: DeliveryBlockView | null
  /** 'Updating your cart…' while the server's cart is read again after a change (no Place order meanwhile). */
  readonly updating: string | null
  readonly submitting: boolean
  /** The inline error under the place-order button (SPEC §8 'order creation failure'). */
  readonly error: string | null
  /**
   * Issue 30: with allergens excluded from the menu, the switch that tells the restaurant about them
   * ('Tell the restaurant about my allergies: peanuts, milk') and the line it adds to the notes; null
   * when none are excluded (nothing is then offered or sent).
   */
  readonly allergies: { readonly label: string; readonly hint: string; readonly checked: boolean } | null
  /** How many characters the notes field takes: less the allergy line while it is on. */
  readonly notesLimit: number
}

/** The SPEC §5 texts each field's message is, so it shows in the widget's language. */
const FIELD_COPY = {
  phone: Account.PHONE_REQUIRED,
  businessName: Checkout.BUSINESS_NAME_REQUIRED,
  nip: Checkout.NIP_REQUIRED,
  street: Checkout.STREET_REQUIRED,
} as const

const translatedErrors = (
  errors: Readonly<Partial<Record<Checkout.CheckoutField, string>>>,
  t: Translate,
): Readonly<Partial<Record<Checkout.CheckoutField, string>>> => {
  const out: Partial<Record<Checkout.CheckoutField, string>> = {}
  for (const [field, message] of Object.entries(errors) as Array<[Checkout.CheckoutField, string]>)
    out[field] = message === FIELD_COPY[field].text ? t(FIELD_COPY[field].key, message) : message
  return out
}

export const checkoutView = (
  state: Widget.WidgetState,
  form: CheckoutFormState,
  errors: Readonly<Partial<Record<Checkout.CheckoutField, string>>>,
  phase: CheckoutPhase,
  now: number,
  t: Translate,
  excluded: ReadonlyArray<Search.AllergenCode> = [],
  rememberedPhone: string | null = null,
  timeMoved: string | null = null,
): CheckoutView => {
  const resolved = resolvedCheckoutForm(form, state, rememberedPhone)
  const language = t.language ?? "en"
  const text = (c: { readonly key: string; readonly text: string }) => t(c.key, c.text)
  const note = Search.allergyNote(excluded, text, language)
  const allergies =
    note === null
      ? null
      : {
          label: t(Search.TELL_RESTAURANT_ALLERGIES.key, Search.TELL_RESTAURANT_ALLERGIES.text, {
            allergens: Search.allergenNameList(excluded, text, language),
          }),
          hint: t(Search.ALLERGY_NOTE_HINT.key, Search.ALLERGY_NOTE_HINT.text, { note }),
          checked: resolved.tellAllergies,
        }
  const cart = state.cart.cart
  const block = Checkout.checkoutBlock(state)
  const summary = Checkout.checkoutTotals(state)
  const lines: CheckoutSummaryLine[] =
    cart === null
      ? []
      : Cart.cartLines(cart, state.catalogue.products ?? []).map((line) => ({
          key: line.key,
          name: line.name,
          detail:
            line.kind === "combo"
              ? line.groups.map((g) => g.productName).join(", ") || null
              : line.halves !== null
                ? `${line.halves.first.name} / ${line.halves.second.name}`
                : [line.size, ...line.addons.map((a) => a.name)].filter((x) => x !== null && x !== "").join(", ") ||
                  null,
          quantity: line.quantity,
          price: Money.formatPrice(line.price, t.language),
        }))
  if (cart !== null)
    for (const gift of Cart.cartGifts(cart))
      lines.push({
        key: `gift-${gift.name}`,
        name: gift.name,
        detail: t("free-gift", "Free gift"),
        quantity: gift.quantity,
        price: t("gift-free", "Free"),
      })
  const totals =
    summary === null
      ? []
      : [
          { label: t("subtotal", "Subtotal"), value: Money.formatPrice(summary.subTotal, t.language) },
          ...(state.orderType === "delivery"
            ? [{ label: t("delivery-cost", "Delivery"), value: Money.formatPrice(summary.delivery, t.language) }]
            : []),
          ...(summary.discount > 0
            ? [{ label: t("discount", "Discount"), value: `−${Money.formatPrice(summary.discount, t.language)}` }]
            : []),
          ...(summary.points > 0
            ? [{ label: t("points-discount", "Points"), value: `−${Money.formatPrice(summary.points, t.language)}` }]
            : []),
        ]
  return {
    phase,
    orderType: state.orderType,
    payments: Checkout.paymentOptions(state).map((o) => ({
      choice: o.choice,
      label: t(o.label.key, o.label.text),
      hint: t(o.hint.key, o.hint.text),
      enabled: o.enabled,
      reason: o.reason === null ? null : t(o.reason.key, o.reason.text),
      selected: resolved.payment === o.choice,
    })),
    savedCards: state.session.paymentMethods.map((m) => ({
      id: m.id,
      label: Checkout.savedCardLabel(m),
      isDefault: m.is_default,
    })),
    destination: Checkout.checkoutDestination(state),
    form: resolved,
    errors: translatedErrors(errors, t),
    ...laterPicker(now, resolved),
    timeMoved,
    lines,
    totals,
    total: summary === null ? null : Money.formatPrice(summary.total, t.language),
    estimate: t("estimated-minutes", "{minutes} min", { minutes: Checkout.checkoutEstimateMinutes() }),
    canPlaceOrder: Checkout.canPlaceOrder(state) && block === null,
    deliveryBlock: deliveryBlockView(state, t),
    updating: block?._tag === "CartReloading" ? t(Checkout.UPDATING_CART.key, Checkout.UPDATING_CART.text) : null,
    submitting: Checkout.isSubmitting(state),
    error: state.checkout.status === "error" ? state.checkout.message : null,
    allergies,
    notesLimit: Checkout.typedNotesLimit(allergies?.checked ? note : null),
  }
}

const laterPicker = (now: number, form: Checkout.CheckoutForm) => {
  const { hours, minutes } = Checkout.orderLaterChoices(clockOf(now), form)
  return { hours, minutes }
}

/** The card-entry modal as the component shows it. */
export interface CardModalView extends CardModalState {
  readonly total: string | null
}

export const cardModalView = (state: Widget.WidgetState, modal: CardModalState, language?: string): CardModalView => {
  const summary = Checkout.checkoutTotals(state)
  return { ...modal, total: summary === null ? null : Money.formatPrice(summary.total, language) }
}
