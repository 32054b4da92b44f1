import { Effect } from "effect"
import { isTrustedMessage } from "./message-origin"
import { ThreeDS, type ThreeDSOutcome, threeDsOutcome } from "./three-ds"

/**
 * The 3-D Secure challenge's frame (adapters/three-ds.ts describes the service): its own chunk, loaded
 * by the layers when a payment first asks for a challenge.
 */

const isHttpUrl = (url: string): boolean => {
  try {
    const { protocol } = new URL(url, location.href)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/** Builds the DOM service; exposed so tests can pass their own whitelist. */
export const makeThreeDS = (allowed: ReadonlyArray<string>, doc: Document = document): ThreeDS["Service"] =>
  ThreeDS.of({
    challenge: (url) =>
      isHttpUrl(url) ? Effect.suspend(() => openChallenge(url, allowed, doc)) : Effect.succeed("cancelled" as const),
  })

const openChallenge = (url: string, allowed: ReadonlyArray<string>, doc: Document): Effect.Effect<ThreeDSOutcome> => {
  const view = doc.defaultView ?? window
  const overlay = doc.createElement("div")
  overlay.setAttribute("role", "dialog")
  overlay.setAttribute("aria-modal", "true")
  overlay.setAttribute("aria-label", "3-D Secure")
  // The screen the customer sees: embedded, the visible band embed.js reports (ui/app/viewport-band.ts),
  // not the whole (content-tall) iframe; unframed, the window.
  overlay.style.cssText =
    "position:fixed;left:0;right:0;top:var(--widget-band-top,0px);height:var(--widget-band-height,100%);z-index:2147483647;background:#fff;display:flex;flex-direction:column"
  const close = doc.createElement("button")
  close.type = "button"
  close.textContent = "×"
  close.setAttribute("aria-label", "Zamknij")
  close.style.cssText =
    "position:absolute;top:8px;right:8px;width:44px;height:44px;font-size:28px;line-height:1;border:0;border-radius:22px;background:#f0f2f6;cursor:pointer"
  const frame = doc.createElement("iframe")
  frame.src = url
  frame.title = "3-D Secure"
  frame.style.cssText = "flex:1;width:100%;border:0"
  overlay.append(frame, close)
  doc.body.append(overlay)
  let onMessage: ((event: MessageEvent) => void) | undefined
  return Effect.callback<ThreeDSOutcome>((resume) => {
    let done = false
    const finish = (outcome: ThreeDSOutcome) => {
      if (done) return
      done = true
      resume(Effect.succeed(outcome))
    }
    onMessage = (event: MessageEvent) => {
      if (!isTrustedMessage(event, allowed, frame.contentWindow)) return
      const outcome = threeDsOutcome(event.data)
      if (outcome) finish(outcome)
    }
    view.addEventListener("message", onMessage)
    close.addEventListener("click", () => finish("cancelled"))
    overlay.addEventListener("keydown", (event) => {
      if (event.key === "Escape") finish("cancelled")
    })
    close.focus()
  }).pipe(
    Effect.ensuring(
      Effect.sync(() => {
        if (onMessage) view.removeEventListener("message", onMessage)
        overlay.remove()
      }),
    ),
  )
}
