import { Context, Effect, Layer } from "effect"
import { apiOrigin, type WidgetConfig } from "./config"
import { PAYU_ORIGINS } from "./message-origin"

export type ThreeDSOutcome = "successful" | "cancelled"

/** What the provider posts when the challenge ends (plain strings, as PayU sends them). */
export const threeDsOutcome = (data: unknown): ThreeDSOutcome | undefined => {
  if (data === "AUTHENTICATION_SUCCESSFUL") return "successful"
  if (data === "AUTHENTICATION_CANCELED" || data === "AUTHENTICATION_CANCELLED") return "cancelled"
  return undefined
}

/**
 * The full-screen 3-D Secure challenge (SPEC §2, §4). `challenge(url)` opens the frame and resolves
 * with "successful" or "cancelled" from the first postMessage whose origin is EXACTLY on the
 * whitelist and whose source is the challenge frame's window; every other message is ignored. The
 * frame is removed when the Effect ends, including on interruption. The close button counts as
 * "cancelled", so a stuck bank page never traps the customer.
 */
export class ThreeDS extends Context.Service<
  ThreeDS,
  { readonly challenge: (url: string) => Effect.Effect<ThreeDSOutcome> }
>()("widget/ThreeDS") {}

/**
 * The challenge with its frame's code (adapters/three-ds-challenge.ts) loaded when a payment first asks
 * for it, not with the first card (issue 24). A chunk that cannot be fetched reads as "cancelled": the
 * order stays unpaid and the customer can pay again.
 */
const challengeLoaded = (allowed: ReadonlyArray<string>): ThreeDS["Service"] =>
  ThreeDS.of({
    challenge: (url) =>
      Effect.tryPromise(() => import("./three-ds-challenge")).pipe(
        Effect.flatMap(({ makeThreeDS }) => makeThreeDS(allowed).challenge(url)),
        Effect.orElseSucceed(() => "cancelled" as const),
      ),
  })

/** Live: PayU's production and sandbox origins. */
export const threeDsLiveLayer = Layer.sync(ThreeDS, () => challengeLoaded(PAYU_ORIGINS))

/** Sandbox: only the sandbox's own origin (where its challenge page is served). */
export const threeDsSandboxLayer = (config: WidgetConfig) =>
  Layer.sync(ThreeDS, () => challengeLoaded([apiOrigin(config)]))

/** Scripted outcome for tests of the UI: every challenge resolves at once with `outcome`. */
export const threeDsTestLayer = (outcome: ThreeDSOutcome, opened: string[] = []) =>
  Layer.succeed(
    ThreeDS,
    ThreeDS.of({
      challenge: (url) =>
        Effect.sync(() => {
          opened.push(url)
          return outcome
        }),
    }),
  )
