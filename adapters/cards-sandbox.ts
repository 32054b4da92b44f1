import { Effect, Schema } from "effect"
import { CardFieldErrors, type CardFieldsHandle, type CardToken } from "./cards"
import { apiOrigin, type WidgetConfig } from "./config"
import { isSmallMessage, isTrustedMessage } from "./message-origin"

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
