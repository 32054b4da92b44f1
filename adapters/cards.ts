import { Context, Data, Effect, Layer, Schema } from "effect"
import { apiOrigin, type WidgetConfig } from "./config"
import { isSmallMessage, isTrustedMessage } from "./message-origin"

/** Per-field card errors (SPEC §8: shown beneath number, date and cvv); `message` is a general one. */
export interface CardFieldMessages {
  readonly number?: string | undefined
  readonly date?: string | undefined
  readonly cvv?: string | undefined
}

/** Tokenisation did not produce a token: field errors, or a general `message` (provider unreachable). */
export class CardFieldErrors extends Data.TaggedError("CardFieldErrors")<{
  readonly errors: CardFieldMessages
  readonly message: string
}> {}

/** A single-use card token (checkout) or a provider payment-method id (saving a card), with what to show. */
export interface CardToken {
  readonly token: string
  readonly brand: string
  readonly last_four: string
}

/** Hosted card fields mounted in a container; `destroy` removes them and fails a pending tokenize. */
export interface CardFieldsHandle {
  readonly tokenize: () => Effect.Effect<CardToken, CardFieldErrors>
  readonly destroy: () => Effect.Effect<void>
}

export interface CardMountOptions {
  /** "checkout" (default): a single-use token for payment_data.card_token. "save": a card kept for later. */
  readonly purpose?: "checkout" | "save"
  /** The restaurant's PayU POS id (Restaurant.payu_client_id); used by the live layer only. */
  readonly posId?: string | null
}

/**
 * Card entry without card data ever touching the widget's own code (SPEC §2, §7): the fields live
 * in the provider's frames (live: PayU secure forms for checkout, Stripe Elements for saving a card;
 * sandbox: the sandbox's hosted fields page in an iframe), and only a token comes back. Both layers
 * have this interface, so the UI cannot tell them apart.
 */
export class Cards extends Context.Service<
  Cards,
  {
    readonly mount: (
      container: HTMLElement,
      options?: CardMountOptions,
    ) => Effect.Effect<CardFieldsHandle, CardFieldErrors>
  }
>()("widget/Cards") {}

/** Messages the sandbox card-fields page sends (contract 2); anything else is ignored. */
const FieldsMessage = Schema.Union([
  Schema.Struct({ source: Schema.Literal("sandbox-card-fields"), type: Schema.Literal("ready") }),
  Schema.Struct({
    source: Schema.Literal("sandbox-card-fields"),
    type: Schema.Literal("resize"),
    height: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 5000 })),
  }),
  Schema.Struct({
    source: Schema.Literal("sandbox-card-fields"),
    type: Schema.Literal("tokenized"),
    id: Schema.String,
    token: Schema.NonEmptyString,
    brand: Schema.String,
    last_four: Schema.String,
  }),
  Schema.Struct({
    source: Schema.Literal("sandbox-card-fields"),
    type: Schema.Literal("invalid"),
    id: Schema.String,
    errors: Schema.Struct({
      number: Schema.optionalKey(Schema.String),
      date: Schema.optionalKey(Schema.String),
      cvv: Schema.optionalKey(Schema.String),
    }),
  }),
])
type FieldsMessage = typeof FieldsMessage.Type
const readFieldsMessage = Schema.decodeUnknownOption(FieldsMessage)

/** How long a tokenize waits for the fields' answer before giving up with a general error. */
export const TOKENIZE_TIMEOUT_MS = 30_000

const unreachable = (message: string) => new CardFieldErrors({ errors: {}, message })

/**
 * Sandbox: the sandbox's hosted card fields (GET /sandbox/card-fields) in an iframe from the SANDBOX
 * origin, spoken to by postMessage addressed to that origin only; answers are accepted only from that
 * origin AND that iframe's window.
 */
export const cardsSandboxLayer = (config: WidgetConfig) =>
  Layer.sync(Cards, () =>
    Cards.of({
      mount: (container) => Effect.sync(() => mountSandboxFields(config, container)),
    }),
  )

export const mountSandboxFields = (config: WidgetConfig, container: HTMLElement): CardFieldsHandle => {
  const origin = apiOrigin(config)
  const doc = container.ownerDocument
  const view = doc.defaultView ?? window
  const iframe = doc.createElement("iframe")
  iframe.src = `${origin}/sandbox/card-fields?parent=${encodeURIComponent(config.widgetOrigin)}&lang=pl`
  iframe.title = "Dane karty"
  iframe.style.cssText = "width:100%;border:0;display:block;height:190px"
  container.append(iframe)

  let ready = false
  let destroyed = false
  const waitingForReady: Array<() => void> = []
  const pending = new Map<string, (message: FieldsMessage | "closed") => void>()
  let counter = 0

  const onMessage = (event: MessageEvent) => {
    if (!isTrustedMessage(event, [origin], iframe.contentWindow) || !isSmallMessage(event.data)) return
    const decoded = readFieldsMessage(event.data)
    if (decoded._tag === "None") return
    const message = decoded.value
    switch (message.type) {
      case "ready":
        ready = true
        for (const run of waitingForReady.splice(0)) run()
        return
      case "resize":
        iframe.style.height = `${Math.ceil(message.height)}px`
        return
      default:
        pending.get(message.id)?.(message)
    }
  }
  view.addEventListener("message", onMessage)

  const tokenize = () =>
    Effect.callback<CardToken, CardFieldErrors>((resume) => {
      if (destroyed) {
        resume(Effect.fail(unreachable("Card fields were closed")))
        return
      }
      counter += 1
      const id = `t${counter}-${Math.random().toString(36).slice(2)}`
      pending.set(id, (message) => {
        pending.delete(id)
        if (message === "closed") resume(Effect.fail(unreachable("Card fields were closed")))
        else if (message.type === "tokenized") {
          resume(Effect.succeed({ token: message.token, brand: message.brand, last_four: message.last_four }))
        } else if (message.type === "invalid") {
          resume(Effect.fail(new CardFieldErrors({ errors: message.errors, message: "" })))
        }
      })
      const send = () => iframe.contentWindow?.postMessage({ source: "widget", type: "tokenize", id }, origin)
      if (ready) send()
      else waitingForReady.push(send)
      return Effect.sync(() => {
        pending.delete(id)
      })
    }).pipe(
      Effect.timeoutOrElse({
        duration: TOKENIZE_TIMEOUT_MS,
        orElse: () => Effect.fail(unreachable("The card fields did not answer")),
      }),
    )

  const destroy = () =>
    Effect.sync(() => {
      destroyed = true
      view.removeEventListener("message", onMessage)
      iframe.remove()
      for (const settle of pending.values())
        settle({ source: "sandbox-card-fields", type: "invalid", id: "", errors: {} })
      pending.clear()
    })

  return { tokenize, destroy }
}

/** Test layer: tokenize answers from a script (a token, or field errors), no frames. */
export const cardsTestLayer = (answer: CardToken | CardFieldMessages) =>
  Layer.succeed(
    Cards,
    Cards.of({
      mount: () =>
        Effect.succeed({
          tokenize: () =>
            "token" in answer && typeof answer.token === "string"
              ? Effect.succeed(answer as CardToken)
              : Effect.fail(new CardFieldErrors({ errors: answer as CardFieldMessages, message: "" })),
          destroy: () => Effect.void,
        }),
    }),
  )
