import { Context, Data, Effect, Layer } from "effect"
import type { WidgetConfig } from "./config"

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

/**
 * Sandbox: the sandbox's hosted card fields (GET /sandbox/card-fields) in an iframe from the SANDBOX
 * origin, spoken to by postMessage addressed to that origin only; answers are accepted only from that
 * origin AND that iframe's window (adapters/cards-sandbox.ts, loaded when the fields are first
 * mounted: its message schema stays off the first card's path, issue 24).
 */
export const cardsSandboxLayer = (config: WidgetConfig) =>
  Layer.sync(Cards, () =>
    Cards.of({
      mount: (container) =>
        Effect.tryPromise({
          try: () => import("./cards-sandbox"),
          catch: () => new CardFieldErrors({ errors: {}, message: "the card fields could not be loaded" }),
        }).pipe(Effect.map(({ mountSandboxFields }) => mountSandboxFields(config, container))),
    }),
  )

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
