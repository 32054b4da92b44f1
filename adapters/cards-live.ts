import type { Stripe, StripeCardElement } from "@stripe/stripe-js"
import { Effect, Layer } from "effect"
import { Api } from "./api"
import { CardFieldErrors, type CardFieldMessages, type CardFieldsHandle, Cards, type CardToken } from "./cards"
import { brandFromMask, PAYU_SDK_URL, type PayUFactory, type PayUFieldType } from "./payu-sdk"

/** What the live Cards layer loads at run time; tests pass fakes, the browser uses the defaults. */
export interface LiveCardsOptions {
  /** PayU production or sandbox SDK (a test POS id lives in PayU's sandbox). */
  readonly payuEnvironment?: "production" | "sandbox"
  /** Injects a script and resolves when it loaded (default: a <script> tag in document.head). */
  readonly loadScript?: (url: string) => Promise<void>
  /** Reads the PayU global once the SDK loaded (default: window.PayU). */
  readonly payu?: () => PayUFactory | undefined
  /** Loads Stripe (default: loadStripe from @stripe/stripe-js/pure with `stripePublishableKey`). */
  readonly stripe?: () => Promise<Stripe | null>
  readonly stripePublishableKey?: string
}

/** Polish texts of the live fields (SPEC §2: the card input language is Polish). */
const LABELS: Record<PayUFieldType, string> = { number: "Numer karty", date: "Data ważności", cvv: "Kod CVV" }
const PLACEHOLDERS = { number: "1234 1234 1234 1234", date: "MM/YY", cvv: "•••" } as const

const defaultLoadScript = (url: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement("script")
    script.src = url
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      reject(new Error(`could not load ${url}`))
    }
    document.head.append(script)
  })

/** Which field a PayU or Stripe error belongs to, from its source or code. */
export const fieldOfError = (sourceOrCode: string | undefined): keyof CardFieldMessages | undefined => {
  const text = (sourceOrCode ?? "").toLowerCase()
  if (text.includes("number")) return "number"
  if (text.includes("date") || text.includes("expiry") || text.includes("exp")) return "date"
  if (text.includes("cvv") || text.includes("cvc")) return "cvv"
  return undefined
}

const failure = (message: string) => new CardFieldErrors({ errors: {}, message })

/**
 * Live Cards: checkout cards through PayU secure forms (hosted number/date/cvv fields, Polish, with
 * the spec placeholders), tokenised "SINGLE" (single use); saved cards through Stripe Elements and
 * a SetupIntent from /stripe/setup-intent (the returned token is the Stripe payment-method id, to be
 * sent to POST /payment-methods). Both SDKs load lazily on first mount, once per layer.
 */
export const cardsLiveLayer = (options: LiveCardsOptions = {}): Layer.Layer<Cards, never, Api> =>
  Layer.effect(
    Cards,
    Effect.gen(function* () {
      const api = yield* Api
      const loadScript = options.loadScript ?? defaultLoadScript
      const readPayU = options.payu ?? (() => (window as unknown as { PayU?: PayUFactory }).PayU)
      let payuLoading: Promise<PayUFactory> | undefined
      let stripeLoading: Promise<Stripe | null> | undefined
      let fieldCounter = 0

      const loadPayU = () => {
        payuLoading ??= loadScript(PAYU_SDK_URL[options.payuEnvironment ?? "production"]).then(() => {
          const factory = readPayU()
          if (!factory) throw new Error("PayU SDK did not define PayU")
          return factory
        })
        payuLoading.catch(() => {
          payuLoading = undefined // let the next mount try again
        })
        return payuLoading
      }
      const loadStripeOnce = () => {
        stripeLoading ??= options.stripe
          ? options.stripe()
          : import("@stripe/stripe-js/pure").then(({ loadStripe }) =>
              options.stripePublishableKey ? loadStripe(options.stripePublishableKey, { locale: "pl" }) : null,
            )
        return stripeLoading
      }

      const fieldBox = (container: HTMLElement, type: PayUFieldType | "card") => {
        fieldCounter += 1
        const id = `widget-card-${type}-${fieldCounter}`
        const box = document.createElement("div")
        const label = document.createElement("label")
        label.id = `${id}-label`
        label.textContent = type === "card" ? "Karta" : LABELS[type]
        const slot = document.createElement("div")
        slot.id = id
        slot.setAttribute("aria-labelledby", label.id)
        const error = document.createElement("p")
        error.setAttribute("role", "alert")
        box.append(label, slot, error)
        container.append(box)
        return { box, slot, selector: `#${id}`, error }
      }

      const mountPayU = (container: HTMLElement, posId: string) =>
        Effect.tryPromise({
          try: () => loadPayU(),
          catch: () => failure("Nie udało się załadować formularza karty"),
        }).pipe(
          Effect.map((PayU): CardFieldsHandle => {
            const payu = PayU(posId, { dev: options.payuEnvironment === "sandbox" })
            const forms = payu.secureForms()
            const boxes = (["number", "date", "cvv"] as const).map((type) => {
              const box = fieldBox(container, type)
              forms.add(type, { placeholder: { [type]: PLACEHOLDERS[type] }, lang: "pl" }).render(box.selector)
              return { type, ...box }
            })
            const show = (errors: CardFieldMessages) => {
              for (const b of boxes) b.error.textContent = errors[b.type] ?? ""
            }
            return {
              tokenize: () =>
                Effect.tryPromise({
                  try: () => payu.tokenize("SINGLE"),
                  catch: () => failure("Nie udało się zweryfikować karty"),
                }).pipe(
                  Effect.flatMap((result) => {
                    if (result.status === "SUCCESS") {
                      show({})
                      const { token, mask } = result.body
                      return Effect.succeed<CardToken>({ token, brand: brandFromMask(mask), last_four: mask.slice(-4) })
                    }
                    const errors: { number?: string; date?: string; cvv?: string } = {}
                    const general: string[] = []
                    for (const m of result.error.messages) {
                      const field = fieldOfError(m.source ?? m.code)
                      if (field) errors[field] ??= m.message
                      else general.push(m.message)
                    }
                    show(errors)
                    return Effect.fail(new CardFieldErrors({ errors, message: general.join(" ") }))
                  }),
                ),
              destroy: () =>
                Effect.sync(() => {
                  for (const b of boxes) b.box.remove()
                }),
            }
          }),
        )

      const mountStripe = (container: HTMLElement) =>
        Effect.tryPromise({
          try: () => loadStripeOnce(),
          catch: () => failure("Nie udało się załadować formularza karty"),
        }).pipe(
          Effect.flatMap((stripe) =>
            stripe ? Effect.succeed(stripe) : Effect.fail(failure("Zapisywanie kart jest niedostępne")),
          ),
          Effect.map((stripe): CardFieldsHandle => {
            const box = fieldBox(container, "card")
            const card: StripeCardElement = stripe.elements({ locale: "pl" }).create("card", { hidePostalCode: true })
            card.mount(box.slot)
            return {
              tokenize: () =>
                api.setupIntent().pipe(
                  Effect.mapError(() => failure("Nie udało się przygotować zapisu karty")),
                  Effect.flatMap((intent) =>
                    Effect.tryPromise({
                      try: () => stripe.confirmCardSetup(intent.data.client_secret, { payment_method: { card } }),
                      catch: () => failure("Nie udało się zapisać karty"),
                    }),
                  ),
                  Effect.flatMap((result) => {
                    const method = result.setupIntent?.payment_method
                    if (result.error || !method) {
                      const field = fieldOfError(result.error?.code)
                      const message = result.error?.message ?? "Nie udało się zapisać karty"
                      box.error.textContent = message
                      return Effect.fail(new CardFieldErrors({ errors: field ? { [field]: message } : {}, message }))
                    }
                    box.error.textContent = ""
                    const id = typeof method === "string" ? method : method.id
                    const cardInfo = typeof method === "string" ? undefined : method.card
                    return Effect.succeed<CardToken>({
                      token: id,
                      brand: cardInfo?.brand ?? "",
                      last_four: cardInfo?.last4 ?? "",
                    })
                  }),
                ),
              destroy: () =>
                Effect.sync(() => {
                  card.destroy()
                  box.box.remove()
                }),
            }
          }),
        )

      return Cards.of({
        mount: (container, mountOptions) =>
          mountOptions?.purpose === "save"
            ? mountStripe(container)
            : mountOptions?.posId
              ? mountPayU(container, mountOptions.posId)
              : Effect.fail(failure("Płatność kartą jest niedostępna")),
      })
    }),
  )
