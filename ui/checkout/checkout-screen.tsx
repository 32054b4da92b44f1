import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useEffect } from "react"
import { Checkout } from "../../domain"
import { DeliveryBlockNotice } from "../cart/delivery-block-notice"
import button from "../kit/button.module.css"
import { FormField, SelectField, TextField } from "../kit/form-field"
import { Link } from "../kit/link"
import receipt from "../kit/receipt.module.css"
import kit from "../kit/screen.module.css"
import { useModel } from "../model/model-context"
import type { RouteView } from "../model/route"
import type { Translate } from "../model/translation"
import { CardModal } from "./card-modal"
import styles from "./checkout.module.css"
import type { CheckoutView } from "./checkout-view"

/** A section's card: the screens' card (ui/kit/screen.module.css), also as a fieldset. */
const card = `${kit.card} ${styles.card}`

type Edit = (patch: Parameters<ReturnType<typeof useModel>["commands"]["checkout"]["edit"]>[0]) => void

/**
 * The checkout page (SPEC §2): where the order goes, the phone, the payment, the time, an invoice,
 * the extras, and the summary with the place-order button and its inline error. Everything shown is
 * the checkout projection; every change goes through commands.checkout.
 */
export default function CheckoutScreen(_props: { readonly route: RouteView }): ReactNode {
  useSignals()
  const model = useModel()
  const t = model.projections.t.value
  const view = model.projections.checkout.value
  const actions = model.commands.checkout
  useEffect(() => {
    void actions.open()
  }, [actions])

  if (view.phase !== "ready")
    return (
      <section className={styles.page} aria-busy="true" aria-labelledby="checkout-title">
        <h1 id="checkout-title" className={styles.title}>
          {t("checkout", "Checkout")}
        </h1>
        <p>{t("loading", "Loading…")}</p>
      </section>
    )

  const edit: Edit = actions.edit
  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <div className={styles.top}>
        <Link to={{ name: "cart", orderId: null }} className={kit.back}>
          ← {t("back-to-cart", "Back to cart")}
        </Link>
        <h1 id="checkout-title" className={styles.title}>
          {t("checkout", "Checkout")}
        </h1>
      </div>
      <div className={styles.columns}>
        <form
          className={kit.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void actions.placeOrder().then(() => focusFirstInvalid(model.projections.checkout.peek()))
          }}
          id="checkout-form"
          aria-label={t("checkout", "Checkout")}
        >
          <Destination view={view} t={t} onPick={actions.openAddressPicker} />
          <Contact view={view} t={t} edit={edit} />
          <Payment view={view} t={t} edit={edit} />
          <OrderTime view={view} t={t} edit={edit} tick={actions.tick} />
          <Invoice view={view} t={t} edit={edit} />
          <Extras view={view} t={t} edit={edit} />
        </form>
        <Summary view={view} t={t} edit={edit} />
      </div>
      <CardModal />
    </section>
  )
}

/**
 * A refused Place order sends the customer to the first field to correct (Checkout.firstInvalidField):
 * focused, and centred on the screen — embedded, Chromium carries the scroll to the restaurant's page,
 * so the field lands mid-band, clear of the page's sticky header and the widget's own sticky bars.
 */
const focusFirstInvalid = (view: CheckoutView): void => {
  const field = Checkout.firstInvalidField(view.errors)
  const input = field === null ? null : document.getElementById(`checkout-${field}`)
  if (!input) return
  input.focus({ preventScroll: true })
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false
  input.scrollIntoView({ block: "center", behavior: reduced ? "auto" : "smooth" })
}

interface SectionProps {
  readonly view: CheckoutView
  readonly t: Translate
  readonly edit: Edit
}

function Destination({
  view,
  t,
  onPick,
}: {
  readonly view: CheckoutView
  readonly t: Translate
  readonly onPick: () => void
}): ReactNode {
  const d = view.destination
  return (
    <section className={card} aria-labelledby="checkout-where">
      <h2 id="checkout-where" className={styles.cardTitle}>
        {d.kind === "pickup" ? t("pickup-from", "Pickup from") : t("delivery-address", "Delivery address")}
      </h2>
      <div className={styles.address}>
        <div>
          {d.kind === "delivery-missing" ? (
            <p className={styles.warning} data-testid="address-missing">
              {d.address ?? t("choose-delivery-address", "Choose a delivery address")}
            </p>
          ) : (
            <p className={styles.addressText} data-testid="checkout-address">
              {d.address ?? "—"}
            </p>
          )}
          {d.kind === "delivery-missing" && d.address !== null ? (
            <p className={styles.muted}>
              {t("address-incomplete", "This address is incomplete. Please pick it again.")}
            </p>
          ) : null}
        </div>
        {d.kind === "pickup" ? null : (
          <button type="button" className={`${button.onCard} ${styles.secondaryButton}`} onClick={onPick}>
            {d.kind === "delivery" ? t("change", "Change") : t("choose-address", "Choose address")}
          </button>
        )}
      </div>
    </section>
  )
}

function Contact({ view, t, edit }: SectionProps): ReactNode {
  const error = view.errors.phone
  return (
    <section className={card} aria-labelledby="checkout-contact">
      <h2 id="checkout-contact" className={styles.cardTitle}>
        {t("contact", "Contact")}
      </h2>
      <TextField
        look="compact"
        id="checkout-phone"
        label={t("phone-number", "Phone number")}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        value={view.form.phone}
        error={error ?? null}
        onChange={(phone) => edit({ phone })}
      />
    </section>
  )
}

/** One radio choice on its own bordered row: its label, and a hint under it (read with it when `hintId` is given). */
function Choice({
  name,
  value,
  checked,
  disabled,
  onChoose,
  label,
  hint,
  hintId,
  ...marks
}: {
  readonly name: string
  readonly value?: string
  readonly checked: boolean
  readonly disabled?: boolean
  readonly onChoose: () => void
  readonly label: string
  readonly hint: ReactNode
  readonly hintId?: string
  readonly [mark: `data-${string}`]: string
}): ReactNode {
  return (
    <label className={styles.option} {...marks}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={onChoose}
      />
      <span className={styles.optionText}>
        <span className={styles.optionLabel}>{label}</span>
        <span id={hintId} className={styles.muted}>
          {hint}
        </span>
      </span>
    </label>
  )
}

function Payment({ view, t, edit }: SectionProps): ReactNode {
  return (
    <fieldset className={card}>
      <legend className={styles.cardTitle}>{t("payment-method", "Payment method")}</legend>
      <div className={styles.options}>
        {view.payments.map((option) => (
          <Choice
            key={option.choice}
            name="payment"
            value={option.choice}
            checked={option.selected}
            disabled={!option.enabled}
            onChoose={() => edit({ payment: option.choice as Checkout.PaymentChoice })}
            label={option.label}
            hint={option.reason ?? option.hint}
            hintId={`payment-${option.choice}-hint`}
            data-payment={option.choice}
          />
        ))}
      </div>
      {view.form.payment === "saved_card" && view.savedCards.length > 0 ? (
        <SelectField
          look="compact"
          id="checkout-saved-card"
          label={t("saved-card", "Saved card")}
          value={view.form.savedCardId ?? ""}
          onChange={(id) => edit({ savedCardId: Number(id) })}
        >
          {view.savedCards.map((card) => (
            <option key={card.id} value={card.id}>
              {card.label}
              {card.isDefault ? ` (${t("default", "default")})` : ""}
            </option>
          ))}
        </SelectField>
      ) : null}
    </fieldset>
  )
}

/** How often the open checkout moves its order-for-later picker on with the clock. */
const PICKER_TICK_MS = 10_000

function OrderTime({ view, t, edit, tick }: SectionProps & { readonly tick: () => void }): ReactNode {
  useEffect(() => {
    const timer = window.setInterval(tick, PICKER_TICK_MS)
    return () => window.clearInterval(timer)
  }, [tick])
  // The order-for-later pickers: the hours offered, and the kept hour's minutes (past ones disabled).
  const timeParts = [
    { part: "hour", label: t("hour", "Hour"), options: view.hours.map((value) => ({ value, disabled: false })) },
    { part: "minute", label: t("minute", "Minute"), options: view.minutes },
  ] as const
  return (
    <fieldset className={card}>
      <legend className={styles.cardTitle}>{t("order-time", "Order time")}</legend>
      <div className={styles.options}>
        <Choice
          name="order-time"
          checked={!view.form.orderForLater}
          onChoose={() => edit({ orderForLater: false })}
          label={t("as-soon-as-possible", "As soon as possible")}
          hint={
            <>
              {t("estimated-time", "Estimated time")}: {view.estimate}
            </>
          }
        />
        <Choice
          name="order-time"
          checked={view.form.orderForLater}
          onChoose={() => edit({ orderForLater: true })}
          label={t("order-for-later", "Order for later")}
          hint={t("order-for-later-hint", "Today, from now until 23:59")}
        />
      </div>
      {view.form.orderForLater ? (
        <div className={styles.row}>
          {timeParts.map(({ part, label, options }) => (
            <SelectField
              key={part}
              look="compact"
              id={`checkout-${part}`}
              label={label}
              value={view.form[part]}
              onChange={(value) => edit(part === "hour" ? { hour: value } : { minute: value })}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.value}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
      ) : null}
      {view.form.orderForLater && view.timeMoved ? (
        <p className={styles.muted} role="status" data-testid="order-time-moved">
          {view.timeMoved}
        </p>
      ) : null}
    </fieldset>
  )
}

function Invoice({ view, t, edit }: SectionProps): ReactNode {
  const business = view.form.business
  const field = (
    id: "businessName" | "nip" | "street",
    label: string,
    value: string,
    patch: (v: string) => Partial<typeof business>,
    inputMode?: "numeric",
  ) => {
    return (
      <TextField
        look="compact"
        id={`checkout-${id}`}
        label={label}
        value={value}
        inputMode={inputMode}
        error={view.errors[id] ?? null}
        onChange={(v) => edit({ business: { ...business, ...patch(v) } })}
      />
    )
  }
  return (
    <section className={card} aria-labelledby="checkout-invoice">
      <h2 id="checkout-invoice" className={styles.cardTitle}>
        {t("invoice", "Invoice")}
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={view.form.invoice}
          onChange={(e) => edit({ invoice: e.currentTarget.checked })}
        />
        {t("i-need-an-invoice", "I need an invoice")}
      </label>
      {view.form.invoice ? (
        <>
          <fieldset className={`${styles.row} ${styles.plainFieldset}`}>
            <legend className={styles.label}>{t("business-type", "Invoice for")}</legend>
            {Checkout.BUSINESS_TYPE_CHOICES.map(({ code, label }) => (
              <label key={code} className={styles.check}>
                <input
                  type="radio"
                  name="business-type"
                  checked={business.type === code}
                  onChange={() => edit({ business: { ...business, type: code } })}
                />
                {t(label.key, label.text)}
              </label>
            ))}
          </fieldset>
          {field("businessName", t("business-name", "Business name"), business.name, (name) => ({ name }))}
          {field("nip", t("nip", "NIP"), business.nip, (nip) => ({ nip }), "numeric")}
          {field("street", t("street", "Street"), business.street, (street) => ({ street }))}
        </>
      ) : null}
    </section>
  )
}

function Extras({ view, t, edit }: SectionProps): ReactNode {
  return (
    <section className={card} aria-labelledby="checkout-extras">
      <h2 id="checkout-extras" className={styles.cardTitle}>
        {t("extras", "Extras")}
      </h2>
      {view.orderType === "delivery" ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={view.form.nonContact}
            onChange={(e) => edit({ nonContact: e.currentTarget.checked })}
          />
          {t("non-contact-delivery", "Contactless delivery")}
        </label>
      ) : null}
      <FormField look="compact" id="checkout-notes" label={t("notes", "Notes")}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={view.notesLimit}
            value={view.form.notes}
            onChange={(e) => edit({ notes: e.currentTarget.value })}
          />
        )}
      </FormField>
    </section>
  )
}

/**
 * Issue 30: the excluded allergens reach the kitchen only by this switch, on by default, placed right
 * above Place order so it is seen before ordering at every width; its hint quotes the exact line.
 */
function AllergyNote({ view, edit }: { readonly view: CheckoutView; readonly edit: Edit }): ReactNode {
  const allergies = view.allergies
  if (allergies === null) return null
  return (
    <div className={styles.allergies}>
      <label className={styles.check}>
        <input
          type="checkbox"
          id="checkout-allergies"
          checked={allergies.checked}
          aria-describedby="checkout-allergies-hint"
          onChange={(e) => edit({ tellAllergies: e.currentTarget.checked })}
        />
        <span>{allergies.label}</span>
      </label>
      <p id="checkout-allergies-hint" className={styles.muted}>
        {allergies.hint}
      </p>
    </div>
  )
}

function Summary({ view, t, edit }: SectionProps): ReactNode {
  const model = useModel()
  const invalid = Checkout.CHECKOUT_FIELD_ORDER.flatMap((field) => {
    const message = view.errors[field]
    return message === undefined ? [] : [[field, message] as const]
  })
  return (
    <aside className={`${card} ${styles.summary}`} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.cardTitle}>
        {t("order-summary", "Order summary")}
      </h2>
      <ul className={receipt.lines}>
        {view.lines.map((line) => (
          <li key={line.key} className={`${receipt.line} ${styles.line}`}>
            <span className={receipt.qty}>{line.quantity}×</span>
            <span className={styles.lineName}>
              {line.name}
              {line.detail ? <span className={`${receipt.detail} ${styles.lineDetail}`}>{line.detail}</span> : null}
            </span>
            <span className={receipt.price}>{line.price}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {view.totals.map((row) => (
          <div key={row.label} className={styles.totalPair}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <dt className={styles.totalRow}>{t("total", "Total")}</dt>
        <dd className={styles.totalRow} data-testid="checkout-total">
          {view.total}
        </dd>
      </dl>
      <p className={styles.estimate}>
        <span>{t("estimated-delivery-time", "Estimated delivery time")}</span>
        <span data-testid="checkout-estimate">{view.estimate}</span>
      </p>
      <AllergyNote view={view} edit={edit} />
      {view.deliveryBlock ? (
        <DeliveryBlockNotice
          view={view.deliveryBlock}
          onPickup={() => void model.commands.cart.changeOrderType("pickup")}
          onAnotherAddress={model.commands.checkout.openAddressPicker}
        />
      ) : null}
      {view.updating ? (
        <p className={styles.muted} role="status" data-testid="checkout-updating">
          {view.updating}
        </p>
      ) : null}
      <button
        type="submit"
        form="checkout-form"
        className={`${button.primary} ${styles.primary}`}
        disabled={!view.canPlaceOrder}
        aria-busy={view.submitting}
        aria-describedby={
          [view.error ? "place-order-error" : null, invalid.length > 0 ? "checkout-error-summary" : null]
            .filter((id) => id !== null)
            .join(" ") || undefined
        }
        data-testid="place-order"
      >
        {view.submitting ? t("placing-order", "Placing order…") : t("place-order", "Place order")}
      </button>
      {view.error ? (
        <p id="place-order-error" className={styles.placeError} role="alert">
          {view.error}
        </p>
      ) : null}
      <div
        id="checkout-error-summary"
        className={styles.errorSummary}
        role="alert"
        data-testid="checkout-error-summary"
      >
        {invalid.length > 0 ? (
          <>
            <p className={styles.summaryLead}>
              {t(Checkout.CHECKOUT_ERRORS_SUMMARY.key, Checkout.CHECKOUT_ERRORS_SUMMARY.text)}
            </p>
            <ul className={styles.summaryList}>
              {invalid.map(([field, message]) => (
                <li key={field}>
                  <a
                    href={`#checkout-${field}`}
                    onClick={(e) => {
                      e.preventDefault()
                      document.getElementById(`checkout-${field}`)?.focus()
                    }}
                  >
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </aside>
  )
}
